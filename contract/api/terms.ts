import type { RichText } from '../content.ts';

/** One term of the terms and conditions (docs/product/api.md#terms). */
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
