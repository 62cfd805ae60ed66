import { byPosition, groupByCategory, plainText, seo } from '../../components/editorial/content.ts';
import type { OverviewData, PagesData } from '../../components/editorial/types.ts';
import { contentLang, type ImageField, type RichText as RichTextValue } from '../../../contract/content.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Loader } from '../../navigation/page-types.ts';
import { infoPagePath, isDataProtection } from '../../../contract/info-paths.ts';

interface Data {
  title: string | null;
  subtitle: string | null;
  intro: RichTextValue;
  image: Partial<ImageField> | null;
  categories: Array<{ category: string; pages: Array<{ title: string; href: string }> }>;
  meta: { title?: string; description?: string };
}

export const loader: Loader<Data> = async ({ content, locale }) => {
  const lang = contentLang(locale);
  const [overview, pages] = await Promise.all([
    content.getSingle<OverviewData>('additional_information', lang),
    content.getAllByType<PagesData>('pages', lang),
  ]);
  const d = overview.data;
  const groups = groupByCategory(byPosition(pages), (p) => p.data.category, '');
  return {
    data: {
      title: d.title || null,
      subtitle: d.subtitle || null,
      intro: d.intro ?? [],
      image: d.image ?? null,
      categories: groups.map((g) => ({
        category: g.category,
        pages: g.items
          .filter((p) => p.uid)
          .map((p) => ({
            title: p.data.title || p.uid!,
            href: isDataProtection(p) ? pathFor('dataProtection', locale) : infoPagePath(p.uid!, locale),
          })),
      })),
      meta: seo(d as Record<string, unknown>, d.title || '', d.subtitle || plainText(d.intro, 160) || undefined),
    },
  };
};
