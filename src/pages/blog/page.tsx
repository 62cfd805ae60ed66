import { EditorialHeader } from '../../components/editorial/EditorialHeader.tsx';
import { BlogCardList } from '../../components/editorial/Cards.tsx';
import {
  BLOG_AUTHOR_LINKS,
  blogCard,
  newestFirst,
  type BlogCardItem,
  type BlogData,
} from '../../components/editorial/types.ts';
import { contentLang } from '../../../contract/content.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { NotFoundError, type Loader } from '../../navigation/page-types.ts';
import { usePage } from '../../navigation/usePage.ts';

interface Data {
  posts: BlogCardItem[];
}

export const loader: Loader<Data> = async ({ content, locale }) => {
  const docs = await content.getAllByType<BlogData>('blog', contentLang(locale), {
    fetchLinks: BLOG_AUTHOR_LINKS.slice(0, 1),
  });
  const posts = newestFirst(docs.map(blogCard).filter((c): c is BlogCardItem => !!c));
  // SPEC §8: an empty list of all documents gives 404.
  if (posts.length === 0) throw new NotFoundError('no blog posts');
  return { data: { posts } };
};

/** The blog list: every post as a card, newest first. */
export default function BlogPage() {
  const { t } = useI18n();
  const { routeId, data } = usePage<Data>();
  const title = t('editorial.blog.title');
  return (
    <div className="container page editorial blog">
      <EditorialHeader
        head={{ title, description: t('editorial.blog.intro') }}
        breadcrumbs={{ routeId }}
        title={title}
        subtitle={t('editorial.blog.intro')}
      />
      <BlogCardList items={data.posts} headingLevel={2} />
    </div>
  );
}
