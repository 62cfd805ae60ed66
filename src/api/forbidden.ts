/** Throw from a loader when the member of staff's role may not open the page: the 403 page answers. */
export class ForbiddenError extends Error {
  override name = 'ForbiddenError';
}
