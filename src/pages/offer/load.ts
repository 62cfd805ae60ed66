import { searchHouses } from '../../api/search.ts';
import type { House } from '../../../contract/api/types.ts';
import { contentLang, type ContentLang, type RichText as RichTextValue } from '../../../contract/content.ts';
import { LOCALES, type Locale } from '../../../contract/locale.ts';
import { PAGE_SIZE } from '../../../contract/search-limits.ts';
import { pathFor } from '../../../contract/routes.ts';
import { NotFoundError, type Loader } from '../../navigation/page-types.ts';

interface OfferDoc {
  title?: string | null;
  subtitle?: string | null;
  intro?: RichTextValue | null;
  category_id?: number | null;
  meta_description?: string | null;
}

export interface OfferData {
  uid: string;
  title: string;
  subtitle: string | null;
  intro: RichTextValue | null;
  description: string | null;
  categoryId: number | null;
  houses: House[];
  total: number;
}

const LANG_LOCALE: Record<ContentLang, Locale> = { 'en-gb': 'en', 'de-de': 'de' };

/**
 * An offer (docs/product/screens.md#offer): its document by uid (unknown → 404) and the houses of
 * its category. The language switch leads to the translation's own uid.
 */
export const loader: Loader<OfferData> = async ({ content, locale, match, api }) => {
  const uid = match.params.slug ?? '';
  const doc = await content.getByUID<OfferDoc>('offers', uid, contentLang(locale));
  const d = doc.data;
  if (!d.title) throw new NotFoundError(`offer ${uid} has no title`);
  const categoryId = typeof d.category_id === 'number' && d.category_id > 0 ? d.category_id : null;
  // The offer's text is worth showing even when its houses cannot be searched right now.
  const result = categoryId
    ? await searchHouses(api, { houseCategoryIds: String(categoryId), limit: PAGE_SIZE, offset: 0 }).catch(
        (err: unknown) => {
          console.error('offer: houses failed', err instanceof Error ? err.message : err);
          return null;
        },
      )
    : null;
  const alternates: Partial<Record<Locale, string>> = { [locale]: pathFor('offer', locale, { slug: doc.uid ?? uid }) };
  for (const alt of doc.alternate_languages ?? []) {
    const l = LANG_LOCALE[alt.lang];
    if (l && l !== locale && alt.uid) alternates[l] = pathFor('offer', l, { slug: alt.uid });
  }
  for (const l of LOCALES) if (!alternates[l]) delete alternates[l];
  return {
    data: {
      uid: doc.uid ?? uid,
      title: d.title,
      subtitle: d.subtitle || null,
      intro: d.intro?.length ? d.intro : null,
      description: d.meta_description || null,
      categoryId,
      houses: result?.houses ?? [],
      total: result?.paginations.total ?? 0,
    },
    alternates,
  };
};
