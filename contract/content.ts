/**
 * The content documents the site reads, in Prismic's document shape, and the
 * ContentSource interface that both the Prismic client and the embedded
 * content/ folder implement (server) and that the browser reaches over HTTP.
 */
import type { Locale } from './locale.ts';

export type ContentLang = 'en-gb' | 'de-de';

/**
 * A Prismic image field. Prismic answers `{}` for an empty image, so check
 * `url` before use. The local content may add a focal point.
 */
export interface ImageField {
  url: string;
  alt: string | null;
  dimensions: { width: number; height: number };
  copyright?: string | null;
  /** Focal point in 0..1 of width/height, for crops such as the author box. */
  focal?: { x: number; y: number };
}

/**
 * A Prismic link field: a web link, a link to a document (content
 * relationship) or empty ({ link_type: 'Any' }). For a document link both
 * sources fill in id, type, uid, lang, tags and isBroken; `data` holds the
 * linked document's fields named in `fetchLinks` ("type.field").
 */
export interface LinkField {
  link_type: 'Web' | 'Document' | 'Media' | 'Any';
  url?: string;
  target?: string;
  id?: string;
  uid?: string;
  type?: string;
  lang?: string;
  tags?: string[];
  isBroken?: boolean;
  data?: Record<string, unknown>;
}

/** Prismic rich text: an array of blocks. Rendered with @prismicio/client helpers. */
export type RichText = Array<{ type: string; text?: string; spans?: unknown[]; [key: string]: unknown }>;

export interface ContentDocument<TData = Record<string, unknown>, TType extends string = string> {
  id: string;
  uid: string | null;
  type: TType;
  lang: ContentLang;
  tags: string[];
  first_publication_date: string | null;
  last_publication_date: string | null;
  alternate_languages: Array<{ id: string; uid?: string; type: string; lang: ContentLang }>;
  data: TData;
}

export interface SettingsData {
  err_title: string;
  err_subtitle: string;
  err_image: ImageField;
  banner: boolean;
  banner_type: 'alert' | 'notice';
  banner_title: string;
  banner_text: string;
  banner_link: LinkField | null;
  /** The link's words; empty: "Find out more". */
  banner_link_label?: string | null;
  banner_icon: string | null;
  company_info: RichText;
  contact_phone: string;
  contact_email: string;
  contact_hours: string;
  social_link: LinkField | null;
  links: Array<{ link_title: string; link_path: string }>;
  /** The offer pages the footer lists, as document links (their titles come with SETTINGS_FETCH_LINKS). */
  footer_offers: Array<{ offer: LinkField | null }>;
  default_fb_image: ImageField;
  default_fb_description: string;
  kit_price: number;
  /** What invoices print of the seller (docs/product/documents.md#seller-and-rates). */
  company_registration_number: string;
  company_vat_number: string;
  bank_name: string;
  bank_iban: string;
  bank_bic: string;
  bank_account_holder: string;
  /** VAT rates in percent (prices are gross), and the accommodation tax in euro cents per house and night. */
  vat_rate_accommodation: number;
  vat_rate_kits: number;
  accommodation_tax_cents: number;
  thank_you_title: string;
  thank_you_text: RichText;
  /** The thank-you page's grid of three images (a Prismic group: one `image` per row). */
  image_grid: Array<{ image: ImageField }>;
}

export type SettingsDocument = ContentDocument<SettingsData, 'settings'>;

/** What the settings document is read with wherever the site reads it: the footer's offers need their titles. */
export const SETTINGS_FETCH_LINKS: FetchOptions = { fetchLinks: ['offers.title'] };

export interface FetchOptions {
  /**
   * Fields of linked documents to copy into document links, as "type.field"
   * (Prismic's fetchLinks), e.g. ['blog_author.author_name', 'blog_author.author_image'].
   */
  fetchLinks?: string[];
}

export interface QueryOptions extends FetchOptions {
  /** Only documents carrying this tag (e.g. 'region'). */
  tag?: string;
}

/** Thrown when a document of that type, uid or id does not exist: the page answers 404. */
export class ContentNotFoundError extends Error {
  override name = 'ContentNotFoundError';
}

/**
 * By name, not instanceof: in development and tests the server and the Vite-loaded
 * pages hold two copies of this module, so the class differs while the name does not.
 */
export function isContentNotFound(err: unknown): boolean {
  return err instanceof Error && err.name === 'ContentNotFoundError';
}

/**
 * Where page text and images come from: Prismic, the embedded content/ folder
 * or (in the browser) the server's /_content endpoints. All three behave the
 * same; test/unit/content-*.test.ts and test/api/content*.test.ts hold them to it.
 * Treat returned documents as read-only snapshots.
 */
export interface ContentSource {
  /** The one document of a single type (front_page, settings, …) in lang. */
  getSingle<T = Record<string, unknown>>(
    type: string,
    lang: ContentLang,
    options?: FetchOptions,
  ): Promise<ContentDocument<T>>;
  /** A repeatable document by its uid (slug) in lang; translations may have other uids. */
  getByUID<T = Record<string, unknown>>(
    type: string,
    uid: string,
    lang: ContentLang,
    options?: FetchOptions,
  ): Promise<ContentDocument<T>>;
  /**
   * The document with this id if it is in lang, otherwise its translation in
   * lang (found through alternate_languages); ContentNotFoundError when neither exists.
   */
  getByID<T = Record<string, unknown>>(
    id: string,
    lang: ContentLang,
    options?: FetchOptions,
  ): Promise<ContentDocument<T>>;
  /**
   * Every document of a type in lang (fetched 100 a page), optionally only
   * those with a tag, newest first: by first_publication_date descending
   * (undated documents last), then by uid, then id. An empty list is not an error.
   */
  getAllByType<T = Record<string, unknown>>(
    type: string,
    lang: ContentLang,
    options?: QueryOptions,
  ): Promise<ContentDocument<T>[]>;
}

/** The order of getAllByType in every source (see ContentSource.getAllByType). */
export function compareDocuments(a: ContentDocument<unknown>, b: ContentDocument<unknown>): number {
  const time = (d: string | null) => (d && Number.isFinite(Date.parse(d)) ? Date.parse(d) : Number.NEGATIVE_INFINITY);
  const da = time(a.first_publication_date);
  const db = time(b.first_publication_date);
  if (da !== db) return db > da ? 1 : -1;
  const ua = a.uid ?? '';
  const ub = b.uid ?? '';
  if (ua !== ub) return ua < ub ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function contentLang(locale: Locale): ContentLang {
  return locale === 'de' ? 'de-de' : 'en-gb';
}
