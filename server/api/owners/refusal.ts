/** Why an owner's call was refused: its code, HTTP status and, where one field is at fault, that field. */
export class OwnerRefusal extends Error {
  constructor(
    readonly code: 'ownerNotFound' | 'ownerUnknown' | 'ownerCodeTaken' | 'countryUnknown' | 'houseNotFound',
    readonly status: number,
    readonly field?: string,
  ) {
    super(code);
  }
}
