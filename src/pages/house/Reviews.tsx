import { useState } from 'react';
import type { Rating, Review } from '../../../contract/api/types.ts';
import { languageName } from '../../../contract/region-names.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { RatingStars } from './RatingStars.tsx';

/** docs/product/screens.md#house: two reviews first; 'see more' only when there are more than three. */
export const REVIEWS_FIRST = 2;
export const REVIEWS_FOLD_ABOVE = 3;

export function visibleReviews<T>(reviews: readonly T[], expanded: boolean): T[] {
  return expanded || reviews.length <= REVIEWS_FOLD_ABOVE ? [...reviews] : reviews.slice(0, REVIEWS_FIRST);
}

/**
 * The reviews section: the overall rating with the feedback-rating logo, each
 * rating attribute as a bar, and the reviews (in the language they were
 * written in, named when it is not the page's). With more than three, two show until 'see more'.
 */
export function Reviews({ rating, reviews }: { rating: Rating | null | undefined; reviews: readonly Review[] }) {
  const { t, locale, formatDate, formatNumber } = useI18n();
  const [expanded, setExpanded] = useState(false);
  if (!rating || !reviews.length) return null;
  const max = rating.scale.max;
  const shown = visibleReviews(reviews, expanded);
  return (
    <section id="reviews" className="house-section reviews" aria-labelledby="house-reviews-title" tabIndex={-1}>
      <h2 id="house-reviews-title">{t('house.reviews.title')}</h2>
      <div className="reviews__summary">
        <div className="reviews__score">
          <FeedbackLogo label={t('house.reviews.verified')} />
          <p className="reviews__number">
            <strong>{formatNumber(rating.rating)}</strong>
            <span> / {formatNumber(max)}</span>
          </p>
          <RatingStars rating={rating.rating} max={max} />
          <p className="reviews__count">
            {t('house.reviews.summary', {
              rating: formatNumber(rating.rating),
              max: formatNumber(max),
              count: rating.count,
            })}
          </p>
        </div>
        <ul className="reviews__attributes">
          {rating.attributes.map((attribute) => (
            <li key={attribute.id} className="reviews__attribute">
              <span className="reviews__attribute-name">{attribute.name}</span>
              <span
                className="reviews__bar"
                role="meter"
                aria-valuemin={0}
                aria-valuemax={max}
                aria-valuenow={attribute.value}
                aria-label={attribute.name}
              >
                <span
                  className="reviews__bar-fill"
                  style={{ width: `${Math.min(100, (attribute.value / max) * 100)}%` }}
                />
              </span>
              <span className="reviews__attribute-value">{formatNumber(attribute.value)}</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className="reviews__list" id="reviews-list">
        {shown.map((review) => (
          <li key={review.id} className="review">
            <div className="review__head">
              <RatingStars rating={review.houseRating} max={max} size={14} />
              <span className="review__name">{review.customerName}</span>
              {review.travelDate && (
                <span className="review__date">
                  {t('house.reviews.travelled', { date: formatDate(review.travelDate, 'MMMM yyyy') })}
                </span>
              )}
            </div>
            {review.language.code !== locale && (
              <p className="review__language">
                {t('house.reviews.writtenIn', { language: languageName(review.language.code, locale) })}
              </p>
            )}
            <p className="review__text" lang={review.language.code}>
              {review.review}
            </p>
          </li>
        ))}
      </ul>
      {shown.length < reviews.length && (
        <button
          type="button"
          className="button button--secondary"
          aria-controls="reviews-list"
          aria-expanded={false}
          onClick={() => setExpanded(true)}
        >
          {t('house.reviews.more')}
        </button>
      )}
    </section>
  );
}

/** The feedback-rating logo: a seal with a check mark. */
function FeedbackLogo({ label }: { label: string }) {
  return (
    <span className="reviews__logo">
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path
          d="M20 2l4.2 3.1 5.2-.2 1.6 5 4.3 3-1.7 5 1.7 5-4.3 3-1.6 5-5.2-.2L20 38l-4.2-3.1-5.2.2-1.6-5-4.3-3 1.7-5-1.7-5 4.3-3 1.6-5 5.2.2z"
          fill="currentColor"
        />
        <path
          d="M13.5 20.5l4.5 4.5 8.5-9"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{label}</span>
    </span>
  );
}
