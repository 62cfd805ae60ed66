import { plainText, seo } from '../../components/editorial/content.ts';
import {
  BLOG_AUTHOR_LINKS,
  blogCard,
  exploreCard,
  newestFirst,
  type BlogCardItem,
  type BlogData,
  type ExploreCardItem,
  type ExploreData,
  type ExploreOverviewData,
} from '../../components/editorial/types.ts';
import { contentLang } from '../../../contract/content.ts';
import type { Loader } from '../../navigation/page-types.ts';

/** How many blog cards the overview shows. */
const BLOG_CARDS = 6;

interface Data {
  title: string;
  subtitle: string | null;
  intro: ExploreOverviewData['intro'];
  meta: { title: string; description?: string };
  blogTitle: string | null;
  items: ExploreCardItem[];
  posts: BlogCardItem[];
}

export const loader: Loader<Data> = async ({ content, locale }) => {
  const lang = contentLang(locale);
  const [overview, explore, blogs] = await Promise.all([
    content.getSingle<ExploreOverviewData>('explore_overview', lang),
    content.getAllByType<ExploreData>('explore', lang),
    content.getAllByType<BlogData>('blog', lang, { fetchLinks: BLOG_AUTHOR_LINKS.slice(0, 1) }),
  ]);
  const d = overview.data;
  // The editor's carousel order when set (links to explore documents); otherwise regions, then activities.
  const chosen = (d.carousel ?? [])
    .map((row) => row.item)
    .filter((link) => link && link.link_type === 'Document' && !link.isBroken)
    .map((link) => explore.find((doc) => doc.id === link!.id || (!!link!.uid && doc.uid === link!.uid)))
    .filter((doc): doc is (typeof explore)[number] => !!doc);
  const docs = chosen.length
    ? [...new Set(chosen)]
    : [
        ...explore.filter((doc) => doc.tags.includes('region')),
        ...explore.filter((doc) => !doc.tags.includes('region')),
      ];
  const title = d.title || '';
  return {
    data: {
      title,
      subtitle: d.subtitle || null,
      intro: d.intro ?? [],
      meta: seo(d as Record<string, unknown>, title, d.subtitle || plainText(d.intro, 160) || undefined),
      blogTitle: d.blog_title || null,
      items: docs.map(exploreCard).filter((c): c is ExploreCardItem => !!c),
      posts: newestFirst(blogs.map(blogCard).filter((c): c is BlogCardItem => !!c)).slice(0, BLOG_CARDS),
    },
  };
};
