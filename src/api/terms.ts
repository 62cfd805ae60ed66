import type { RichText } from '../content/types.ts';
import type { ApiClient } from './http.ts';

/** One term of the terms and conditions (SPEC §3 Terms). */
export interface Term {
  header: string;
  /** Prismic rich text. */
  lineText: RichText;
}

/**
 * GET /v1/terms: the terms and conditions in the request's language
 * (Accept-Language, or ?lang=en|de), from the terms_and_conditions content document.
 */
export interface Terms {
  lang: 'en-gb' | 'de-de';
  header: string;
  /** Prismic rich text. */
  notice: RichText;
  terms: Term[];
  meta_title: string | null;
  meta_description: string | null;
}

/** The terms in the client's locale (Accept-Language). A failure throws ApiError (404 when there are none). */
export function fetchTerms(api: ApiClient): Promise<Terms> {
  return api.get<Terms>('/v1/terms');
}
