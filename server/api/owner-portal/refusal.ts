/** Why the owner API refuses (docs/product/owner-portal.md): a code under owner.errors and its status. */
export class OwnerRefusal extends Error {
  constructor(
    readonly code: 'houseNotFound' | 'statementNotFound' | 'blockNotFound' | 'notYourBlock',
    readonly status: 404 | 403,
    readonly field?: string,
  ) {
    super(code);
  }
}
