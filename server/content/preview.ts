/**
 * An editor's preview of unpublished content (docs/product/screens.md#content-previews): Prismic's
 * preview button opens /_content/preview?token=…&documentId=…; the token (a ref of the
 * repository's preview session) is checked to be this repository's, kept in the httpOnly
 * `preview` cookie for 30 minutes, and the editor is sent to the previewed document's page.
 * While the cookie is there, every page and the browser's /_content reads use that ref,
 * uncached (pages with the cookie are the visitor's own: contract/cookies.ts RENDER_COOKIES),
 * and every page shows a banner to leave the preview (/_content/exit-preview).
 */
import * as prismic from '@prismicio/client';
import type { ContentDocument, ContentSource, SettingsData } from '../../contract/content.ts';
import { CONTENT_LANG, LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { infoPagePath, isDataProtection } from '../../contract/info-paths.ts';
import { t } from '../texts.ts';
import { createPrismicClient, prismicContentSource, type PrismicOptions } from './prismic.ts';

export const PREVIEW_PATH = '/_content/preview';
export const EXIT_PREVIEW_PATH = '/_content/exit-preview';

export interface ContentPreview {
  /** The token if it is a preview session of this repository (an https URL on its host), else null. */
  ref(token: unknown): string | null;
  /** The site's address of a document as the preview shows it; null when the ref does not hold it. */
  pathOf(ref: string, documentId: string): Promise<string | null>;
  /** The content as the preview shows it: read at its ref, never cached. */
  source(ref: string): ContentSource;
}

export function prismicPreview(options: PrismicOptions): ContentPreview {
  const client = createPrismicClient(options);
  const host = prismic.isRepositoryEndpoint(options.repository)
    ? new URL(options.repository).host
    : `${options.repository}.prismic.io`;
  return {
    ref(token) {
      if (typeof token !== 'string' || token.length > 1000 || !URL.canParse(token)) return null;
      const url = new URL(token);
      const secure = url.protocol === 'https:' || (url.protocol === 'http:' && host === url.host && !host.endsWith('.prismic.io'));
      return secure && url.host === host ? token : null;
    },
    async pathOf(ref, documentId) {
      const doc = await client
        .getByID(documentId, { ref, lang: '*' })
        .catch((err: unknown) => (err instanceof prismic.NotFoundError ? null : Promise.reject(err)));
      return doc ? documentPath(doc as unknown as ContentDocument) : null;
    },
    source: (ref) => prismicContentSource(options, ref),
  };
}

/** Where a content document is shown: its own page, or the page that lists it; the front page for the rest. */
export function documentPath(doc: Pick<ContentDocument, 'type' | 'uid' | 'lang' | 'alternate_languages'>): string {
  const locale = LOCALES.find((l) => CONTENT_LANG[l] === doc.lang) ?? 'en';
  const slug = doc.uid ?? '';
  switch (doc.type) {
    case 'accommodation':
      return pathFor('accommodation', locale);
    case 'explore_overview':
      return pathFor('explore', locale);
    case 'explore':
      return slug ? pathFor('exploreItem', locale, { slug }) : pathFor('explore', locale);
    case 'blog':
      return slug ? pathFor('blogPost', locale, { slug }) : pathFor('blog', locale);
    case 'offers':
      return slug ? pathFor('offer', locale, { slug }) : pathFor('home', locale);
    case 'additional_information':
      return pathFor('information', locale);
    case 'faq_overview':
    case 'faq':
      return pathFor('faq', locale);
    case 'terms_and_conditions':
      return pathFor('terms', locale);
    case 'pages':
      if (isDataProtection(doc)) return pathFor('dataProtection', locale);
      return slug ? infoPagePath(slug, locale) : pathFor('information', locale);
    case 'cart':
      return pathFor('cart', locale);
    case 'my_booking':
      return pathFor('myBooking', locale);
    default:
      return pathFor('home', locale);
  }
}

/** The settings a page shows during a preview: the banner says so, with the way out. */
export function previewSettings(settings: SettingsData | null, locale: Locale): SettingsData | null {
  if (!settings) return null;
  return {
    ...settings,
    banner: true,
    banner_type: 'notice',
    banner_icon: 'info',
    banner_title: t(locale, 'api.preview.title'),
    banner_text: t(locale, 'api.preview.text'),
    banner_link: { link_type: 'Web', url: `${EXIT_PREVIEW_PATH}?lang=${CONTENT_LANG[locale]}` },
    banner_link_label: t(locale, 'api.preview.leave'),
  };
}
