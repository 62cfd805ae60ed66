/**
 * Small helpers the editorial pages share: reading content documents
 * (images, rich text, SEO fields), ordering by `position`, grouping by
 * category, and the language switch's target from alternate_languages.
 */
import type { ContentDocument, ImageField, RichText } from '../../../contract/content.ts';
import { otherLocale, type Locale } from '../../../contract/locale.ts';
import { pathFor, type RouteId } from '../../../contract/routes.ts';

/** Prismic answers {} for an empty image: only an image with a url counts. */
export function hasImage(image: Partial<ImageField> | null | undefined): image is ImageField {
  return !!image && typeof image.url === 'string' && image.url !== '';
}

/** The plain text of rich text (for descriptions), cut at `max` characters on a word boundary. */
export function plainText(field: RichText | null | undefined, max = 300): string {
  const text = (field ?? [])
    .map((block) => (typeof block.text === 'string' ? block.text : ''))
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40))}…`;
}

/** A non-empty text field, or undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The SEO tab's title and description, falling back to the page's own title and text. */
export function seo(
  data: Record<string, unknown>,
  title: string,
  description?: string,
): { title: string; description?: string } {
  return { title: text(data.meta_title) ?? title, description: text(data.meta_description) ?? description };
}

/** The uid of this document's translation into `locale`, if there is one. */
export function translatedUid(
  doc: Pick<ContentDocument<unknown>, 'alternate_languages'>,
  locale: Locale,
): string | undefined {
  const lang = locale === 'de' ? 'de-de' : 'en-gb';
  return doc.alternate_languages.find((a) => a.lang === lang)?.uid ?? undefined;
}

/**
 * The page in both languages for a repeatable document: its own path, and
 * the translation's path with the translated uid (the language switch lands
 * there). Without a translation the other language is left out.
 */
export function documentAlternates(
  doc: Pick<ContentDocument<unknown>, 'uid' | 'alternate_languages'>,
  routeId: RouteId,
  locale: Locale,
  pathOf: (uid: string, locale: Locale) => string = (uid, l) => pathFor(routeId, l, { slug: uid }),
): Partial<Record<Locale, string>> {
  const other = otherLocale(locale);
  const alternates: Partial<Record<Locale, string>> = {};
  if (doc.uid) alternates[locale] = pathOf(doc.uid, locale);
  const uid = translatedUid(doc, other);
  if (uid) alternates[other] = pathOf(uid, other);
  return alternates;
}

/** Documents ordered by their `position` number (missing positions last), then as given. */
export function byPosition<T extends { data: { position?: unknown } }>(docs: readonly T[]): T[] {
  const pos = (d: T) => (typeof d.data.position === 'number' ? d.data.position : Number.POSITIVE_INFINITY);
  return docs
    .map((doc, i) => ({ doc, i }))
    .sort((a, b) => pos(a.doc) - pos(b.doc) || a.i - b.i)
    .map((e) => e.doc);
}

/** Groups by a category text in order of first appearance; an empty category gets `fallback`. */
export function groupByCategory<T>(
  items: readonly T[],
  category: (item: T) => unknown,
  fallback: string,
): Array<{ category: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = text(category(item)) ?? fallback;
    if (!groups.has(name)) groups.set(name, []);
    groups.get(name)!.push(item);
  }
  return [...groups].map(([name, list]) => ({ category: name, items: list }));
}
