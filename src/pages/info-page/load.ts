import { documentAlternates, plainText, seo } from '../../components/editorial/content.ts';
import { DATA_PROTECTION_UID, infoPagePath, isDataProtection } from '../../../contract/info-paths.ts';
import type { PagesData } from '../../components/editorial/types.ts';
import { pageSections, type PageSection } from '../../components/editorial/page-sections.ts';
import {
  contentLang,
  type ContentDocument,
  type ImageField,
  type RichText as RichTextValue,
} from '../../../contract/content.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface Data {
  title: string;
  subtitle: string | null;
  category: string | null;
  intro: RichTextValue;
  image: Partial<ImageField> | null;
  body: PageSection[];
  meta: { title: string; description?: string };
}

/**
 * Data protection (its own route) and every other information page
 * (information/{slug}): `pages` documents with intro, image and body
 * sections of text columns or image grids.
 */
export const loader: Loader<Data> = async ({ content, locale, match }) => {
  const lang = contentLang(locale);
  let doc: ContentDocument<PagesData>;
  if (match.route.id === 'dataProtection') {
    // Known by its English uid; the German page is its translation, whatever that one's uid.
    const english = await content.getByUID<PagesData>('pages', DATA_PROTECTION_UID, 'en-gb');
    doc = lang === 'en-gb' ? english : await content.getByID<PagesData>(english.id, lang);
  } else {
    doc = await content.getByUID<PagesData>('pages', match.params.slug, lang);
    // The data protection page has its own address.
    if (isDataProtection(doc)) return { redirect: pathFor('dataProtection', locale) };
  }
  const d = doc.data;
  const title = d.title || doc.uid!;
  const pathOf = (uid: string, l: typeof locale) =>
    isDataProtection(doc) ? pathFor('dataProtection', l) : infoPagePath(uid, l);
  return {
    data: {
      title,
      subtitle: d.subtitle || null,
      category: d.category || null,
      intro: d.intro ?? [],
      image: d.image ?? null,
      body: pageSections(d.body),
      meta: seo(d as Record<string, unknown>, title, d.subtitle || plainText(d.intro, 160) || undefined),
    },
    alternates: documentAlternates(
      doc,
      match.route.id === 'dataProtection' ? 'dataProtection' : 'infoPage',
      locale,
      pathOf,
    ),
  };
};
