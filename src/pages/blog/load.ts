import {
  BLOG_AUTHOR_LINKS,
  blogCard,
  newestFirst,
  type BlogCardItem,
  type BlogData,
} from '../../components/editorial/types.ts';
import { contentLang } from '../../../contract/content.ts';
import { NotFoundError, type Loader } from '../../navigation/page-types.ts';

interface Data {
  posts: BlogCardItem[];
}

export const loader: Loader<Data> = async ({ content, locale }) => {
  const docs = await content.getAllByType<BlogData>('blog', contentLang(locale), {
    fetchLinks: BLOG_AUTHOR_LINKS.slice(0, 1),
  });
  const posts = newestFirst(docs.map(blogCard).filter((c): c is BlogCardItem => !!c));
  // docs/product/errors.md#what-the-pages-do-with-failures: an empty list of all documents gives 404.
  if (posts.length === 0) throw new NotFoundError('no blog posts');
  return { data: { posts } };
};
