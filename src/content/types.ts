/**
 * The content documents the site reads, in Prismic's document shape, and the
 * ContentSource interface that both the Prismic client and the embedded
 * content/ folder implement (server) and that the browser reaches over HTTP.
 */
import type { Locale } from '../lib/locale.ts';

export type ContentLang = 'en-gb' | 'de-de';

export interface ImageField {
  url: string;
  alt: string | null;
  dimensions: { width: number; height: number };
  /** Focal point in 0..1 of width/height, for crops such as the author box. */
  focal?: { x: number; y: number };
}

export interface LinkField {
  link_type: 'Web' | 'Document' | 'Any';
  url?: string;
  uid?: string;
  type?: string;
  lang?: string;
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
  banner_icon: string | null;
  company_info: RichText;
  contact_phone: string;
  contact_email: string;
  contact_hours: string;
  social_link: LinkField | null;
  links: Array<{ link_title: string; link_path: string }>;
  default_fb_image: ImageField;
  default_fb_description: string;
  kit_price: number;
  thank_you_title: string;
  thank_you_text: RichText;
  image_grid: ImageField[];
}

export type SettingsDocument = ContentDocument<SettingsData, 'settings'>;

export interface QueryOptions {
  tag?: string;
}

/** Thrown when a document of that type, uid or id does not exist: the page answers 404. */
export class ContentNotFoundError extends Error {
  override name = 'ContentNotFoundError';
}

export interface ContentSource {
  getSingle<T = Record<string, unknown>>(type: string, lang: ContentLang): Promise<ContentDocument<T>>;
  getByUID<T = Record<string, unknown>>(type: string, uid: string, lang: ContentLang): Promise<ContentDocument<T>>;
  getByID<T = Record<string, unknown>>(id: string, lang: ContentLang): Promise<ContentDocument<T>>;
  /** Every document of a type (fetched 100 a page), optionally only those with a tag. */
  getAllByType<T = Record<string, unknown>>(type: string, lang: ContentLang, options?: QueryOptions): Promise<ContentDocument<T>[]>;
}

export function contentLang(locale: Locale): ContentLang {
  return locale === 'de' ? 'de-de' : 'en-gb';
}
