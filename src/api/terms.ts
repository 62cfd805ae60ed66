import type { Terms } from '../../contract/api/terms.ts';

export type { Term, Terms } from '../../contract/api/terms.ts';
import type { ApiClient } from './http.ts';

/** The terms in the client's locale (Accept-Language). A failure throws ApiError (404 when there are none). */
export function fetchTerms(api: ApiClient): Promise<Terms> {
  return api.get<Terms>('/v1/terms');
}
