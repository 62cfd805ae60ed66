import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { ContentImage, focalPosition } from '../../components/editorial/ContentImage.tsx';
import { hasImage } from '../../components/editorial/content.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { Chapters } from './Chapters.tsx';
import { loader } from './load.ts';
import './blog-post.css';

export { loader };

/** docs/product/screens.md#blog: title, subtitle, chapters with a sticky side image, and the author box. */
export default function BlogPostPage() {
  const { t, formatDate } = useI18n();
  const { routeId, params, data } = usePage<typeof loader>();
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
