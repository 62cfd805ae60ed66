import { Link } from '../../navigation/router.tsx';
import { OverviewHeader } from '../../components/editorial/EditorialHeader.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { byPosition, groupByCategory, plainText, seo } from '../../components/editorial/content.ts';
import type { OverviewData, PagesData } from '../../components/editorial/types.ts';
import { contentLang, type ImageField, type RichText as RichTextValue } from '../../../contract/content.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Loader } from '../../navigation/page-types.ts';
import { usePage } from '../../navigation/usePage.ts';
import { infoPagePath, isDataProtection } from '../../components/editorial/info-paths.ts';
import '../../components/editorial/editorial.css';

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

/** SPEC §2 Information: the categories of child pages, then help and terms. */
export default function InformationPage() {
  const { t, locale } = useI18n();
  const { routeId, data } = usePage<Data>();
  const title = data.title || t('route.information');
  return (
    <div className="container page editorial information">
      <OverviewHeader routeId={routeId} title={title} data={data} />
      <ContentImage image={data.image} eager className="editorial__image" sizes="(min-width: 1440px) 80rem, 100vw" />
      <div className="category-grid">
        {data.categories.map((group) => (
          <section key={group.category || '-'} aria-label={group.category || title}>
            {group.category && <h2>{group.category}</h2>}
            <ul className="link-list">
              {group.pages.map((p) => (
                <li key={p.href}>
                  <Link to={p.href}>{p.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="information-more">
          <h2 id="information-more">{t('editorial.information.more')}</h2>
          <ul className="link-list">
            <li>
              <Link to={pathFor('faq', locale)}>{t('route.faq')}</Link>
            </li>
            <li>
              <Link to={pathFor('terms', locale)}>{t('route.terms')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
