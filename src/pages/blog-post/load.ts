import { documentAlternates, plainText, seo } from '../../components/editorial/content.ts';
import { BLOG_AUTHOR_LINKS, type BlogAuthorData, type BlogData } from '../../components/editorial/types.ts';
import { contentLang, type ImageField, type RichText as RichTextValue } from '../../../contract/content.ts';
import type { Loader } from '../../navigation/page-types.ts';
import type { Chapter } from './Chapters.tsx';

interface Data {
  uid: string;
  title: string;
  subtitle: string | null;
  date: string | null;
  image: Partial<ImageField> | null;
  intro: RichTextValue;
  chapters: Chapter[];
  author: { name: string; description: RichTextValue; image: Partial<ImageField> | null } | null;
  meta: { title: string; description?: string };
}

export const loader: Loader<Data> = async ({ content, locale, match }) => {
  // The author comes with the post: fetchLinks copies the linked blog_author's fields into the link.
  const doc = await content.getByUID<BlogData>('blog', match.params.slug, contentLang(locale), {
    fetchLinks: BLOG_AUTHOR_LINKS,
  });
  const d = doc.data;
  const author =
    d.author?.link_type === 'Document' && !d.author.isBroken
      ? (d.author.data as BlogAuthorData | undefined)
      : undefined;
  const title = d.title || doc.uid!;
  return {
    data: {
      uid: doc.uid!,
      title,
      subtitle: d.subtitle || null,
      date: d.publication_date || doc.first_publication_date?.slice(0, 10) || null,
      image: d.image ?? null,
      intro: d.intro ?? [],
      chapters: (d.chapters ?? []).map((c) => ({
        title: c.chapter_title || null,
        text: c.text ?? [],
        image: c.image ?? null,
      })),
      author: author?.author_name
        ? { name: author.author_name, description: author.author_description ?? [], image: author.author_image ?? null }
        : null,
      meta: seo(d as Record<string, unknown>, title, d.subtitle || plainText(d.intro, 160) || undefined),
    },
    alternates: documentAlternates(doc, 'blogPost', locale),
  };
};
