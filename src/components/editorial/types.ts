/** The fields of the editorial content documents (content/models/*.json), as the pages read them. */
import type { ContentDocument, ImageField, LinkField, RichText } from '../../../contract/content.ts';
import type { PageSlice } from './page-sections.ts';

interface Seo {
  meta_title?: string | null;
  meta_description?: string | null;
  meta_image?: Partial<ImageField> | null;
}

export interface ExploreData extends Seo {
  title?: string | null;
  subtitle?: string | null;
  region_id?: number | null;
  listing_category_ids?: string | null;
  card_image?: Partial<ImageField> | null;
  description?: string | null;
  info?: RichText | null;
  region_graphic?: Partial<ImageField> | null;
  image_slider?: Array<{ image?: Partial<ImageField> | null; caption?: string | null }> | null;
  guestbook_quote?: string | null;
  guestbook_guest?: string | null;
  tabs?: Array<{ tab_title?: string | null; tab_slug?: string | null; tab_body?: RichText | null }> | null;
}

export interface ExploreOverviewData extends Seo {
  title?: string | null;
  subtitle?: string | null;
  intro?: RichText | null;
  carousel?: Array<{ item?: LinkField | null }> | null;
  blog_title?: string | null;
}

export interface BlogAuthorData {
  author_name?: string | null;
  author_description?: RichText | null;
  author_image?: Partial<ImageField> | null;
}

export interface BlogData extends Seo {
  title?: string | null;
  subtitle?: string | null;
  publication_date?: string | null;
  author?: (LinkField & { data?: BlogAuthorData }) | null;
  image?: Partial<ImageField> | null;
  intro?: RichText | null;
  chapters?: Array<{
    chapter_title?: string | null;
    text?: RichText | null;
    image?: Partial<ImageField> | null;
  }> | null;
}

/** A single overview document (additional_information, faq_overview). */
export interface OverviewData extends Seo {
  title?: string | null;
  subtitle?: string | null;
  intro?: RichText | null;
  image?: Partial<ImageField> | null;
}

export interface PagesData extends Seo {
  title?: string | null;
  subtitle?: string | null;
  category?: string | null;
  position?: number | null;
  intro?: RichText | null;
  image?: Partial<ImageField> | null;
  body?: PageSlice[] | null;
}

export interface FaqData extends Seo {
  question?: string | null;
  category?: string | null;
  position?: number | null;
  answer?: RichText | null;
}

export type Doc<T> = ContentDocument<T>;

/** What a card needs of an explore document (carousel, region links). */
export interface ExploreCardItem {
  uid: string;
  title: string;
  description: string | null;
  image: Partial<ImageField> | null;
  isRegion: boolean;
}

/** What a card needs of a blog post. */
export interface BlogCardItem {
  uid: string;
  title: string;
  subtitle: string | null;
  date: string | null;
  author: string | null;
  image: Partial<ImageField> | null;
}

export const BLOG_AUTHOR_LINKS = [
  'blog_author.author_name',
  'blog_author.author_description',
  'blog_author.author_image',
];

export function exploreCard(doc: Doc<ExploreData>): ExploreCardItem | null {
  if (!doc.uid) return null;
  return {
    uid: doc.uid,
    title: doc.data.title || doc.uid,
    description: doc.data.description || null,
    image: doc.data.card_image ?? null,
    isRegion: doc.tags.includes('region'),
  };
}

export function blogCard(doc: Doc<BlogData>): BlogCardItem | null {
  if (!doc.uid) return null;
  const author = doc.data.author?.data?.author_name;
  return {
    uid: doc.uid,
    title: doc.data.title || doc.uid,
    subtitle: doc.data.subtitle || null,
    date: doc.data.publication_date || doc.first_publication_date?.slice(0, 10) || null,
    author: author || null,
    image: doc.data.image ?? null,
  };
}

/** Blog posts newest first by their publication date (then as the source ordered them). */
export function newestFirst(cards: BlogCardItem[]): BlogCardItem[] {
  return cards
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (b.c.date ?? '').localeCompare(a.c.date ?? '') || a.i - b.i)
    .map((e) => e.c);
}
