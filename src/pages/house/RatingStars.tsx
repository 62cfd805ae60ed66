import { useId } from 'react';
import { useI18n } from '../../i18n/i18n.ts';

const STAR = 'm12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

/** Five stars filled in proportion to rating/max (the scale's maximum comes from the data, docs/product/rules.md#display-constants). */
export function RatingStars({ rating, max, size = 18 }: { rating: number; max: number; size?: number }) {
  const { t, formatNumber } = useI18n();
  const id = useId().replace(/:/g, '');
  const fraction = max > 0 ? Math.min(Math.max(rating / max, 0), 1) : 0;
  const width = 5 * size;
  return (
    <span
      className="rating-stars"
      role="img"
      aria-label={t('house.rating.stars', { rating: formatNumber(rating), max: formatNumber(max) })}
    >
      <svg width={width} height={size} viewBox={`0 0 120 24`} aria-hidden="true" focusable="false">
        <defs>
          <clipPath id={`stars-${id}`}>
            <rect x="0" y="0" width={120 * fraction} height="24" />
          </clipPath>
        </defs>
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={`e${i}`} d={STAR} transform={`translate(${i * 24} 0)`} className="rating-stars__empty" />
        ))}
        <g clipPath={`url(#stars-${id})`}>
          {[0, 1, 2, 3, 4].map((i) => (
            <path key={`f${i}`} d={STAR} transform={`translate(${i * 24} 0)`} className="rating-stars__full" />
          ))}
        </g>
      </svg>
    </span>
  );
}
