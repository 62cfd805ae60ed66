import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { ContentImage, focalPosition } from '../../components/editorial/ContentImage.tsx';
import { documentAlternates, hasImage, plainText, seo } from '../../components/editorial/content.ts';
import { BLOG_AUTHOR_LINKS, type BlogAuthorData, type BlogData } from '../../components/editorial/types.ts';
import { contentLang, type ImageField, type RichText as RichTextValue } from '../../../contract/content.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { Loader } from '../../navigation/page-types.ts';
import { usePage } from '../../navigation/usePage.ts';
import { Chapters, type Chapter } from './Chapters.tsx';
import './blog-post.css';

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

/** SPEC §2 Blog post: title, subtitle, chapters with a sticky side image, and the author box. */
export default function BlogPostPage() {
  const { t, formatDate } = useI18n();
  const { routeId, params, data } = usePage<Data>();
  const { author } = data;
  return (
    // Keyed by post: another post starts with its own first chapter.
    <div key={data.uid} className="container page editorial blog-post">
      <PageHead title={data.meta.title} description={data.meta.description} />
      <Breadcrumbs routeId={routeId} params={params} current={data.title} />
      <article>
        <header className="editorial__header">
          <h1>{data.title}</h1>
          {data.subtitle && <p className="lead">{data.subtitle}</p>}
          {(data.date || author) && (
            <p className="blog-post__meta">
              {data.date && <time dateTime={data.date}>{formatDate(data.date)}</time>}
              {data.date && author && ' · '}
              {author && t('editorial.blog.by', { name: author.name })}
            </p>
          )}
        </header>
        {hasImage(data.image) && (
          <ContentImage image={data.image} eager className="blog-post__hero" sizes="(min-width: 1440px) 80rem, 100vw" />
        )}
        <RichText field={data.intro} className="editorial__intro blog-post__intro" />
        <Chapters chapters={data.chapters} />
        {author && (
          <aside className="author-box" aria-label={t('editorial.blog.about')}>
            {hasImage(author.image) && (
              <ContentImage
                image={author.image}
                width={60}
                height={60}
                alt={author.image.alt || author.name}
                className="author-box__image"
                style={{ objectPosition: focalPosition(author.image) }}
                sizes="60px"
              />
            )}
            <div>
              <p className="author-box__name">{author.name}</p>
              <RichText field={author.description} className="author-box__text" />
            </div>
          </aside>
        )}
      </article>
    </div>
  );
}
