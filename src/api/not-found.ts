/** Throw from a loader when the thing asked for does not exist: the 404 page answers. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}
