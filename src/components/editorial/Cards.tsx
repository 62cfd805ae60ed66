import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { ContentImage } from './ContentImage.tsx';
import type { BlogCardItem, ExploreCardItem } from './types.ts';
import './editorial.css';

/** A region or activity in the explore carousel: the whole card is one link. */
export function ExploreCard({ item }: { item: ExploreCardItem }) {
  const { t, locale } = useI18n();
  return (
    <article className="card explore-card">
      <ContentImage
        image={item.image}
        className="card__image"
        sizes="(min-width: 1250px) 25vw, (min-width: 1000px) 33vw, (min-width: 750px) 50vw, 100vw"
      />
      <div className="card__body">
        <p className="card__eyebrow">{item.isRegion ? t('editorial.region') : t('editorial.activity')}</p>
        <h3 className="card__title">
          <Link to={pathFor('exploreItem', locale, { slug: item.uid })} className="card__link">
            {item.title}
          </Link>
        </h3>
        {item.description && <p className="card__text">{item.description}</p>}
      </div>
    </article>
  );
}

/** A blog post as a card: image, title, subtitle, date and author. */
export function BlogCard({ item, headingLevel = 3 }: { item: BlogCardItem; headingLevel?: 2 | 3 }) {
  const { t, locale, formatDate } = useI18n();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card blog-card">
      <ContentImage
        image={item.image}
        className="card__image"
        sizes="(min-width: 1000px) 33vw, (min-width: 576px) 50vw, 100vw"
      />
      <div className="card__body">
        <Heading className="card__title">
          <Link to={pathFor('blogPost', locale, { slug: item.uid })} className="card__link">
            {item.title}
          </Link>
        </Heading>
        {item.subtitle && <p className="card__text">{item.subtitle}</p>}
        {(item.date || item.author) && (
          <p className="card__meta">
            {item.date && <time dateTime={item.date}>{formatDate(item.date)}</time>}
            {item.date && item.author && ' · '}
            {item.author && t('editorial.blog.by', { name: item.author })}
          </p>
        )}
      </div>
    </article>
  );
}

export function BlogCardList({ items, headingLevel = 3 }: { items: readonly BlogCardItem[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.uid}>
          <BlogCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
