import type { MouseEvent } from 'react';
import type { HouseDetail } from '../../api/house.ts';
import { HouseGallery } from './HouseGallery.tsx';
import { RatingStars } from './RatingStars.tsx';
import { KeyFacts } from './KeyFacts.tsx';
import { useI18n } from '../../i18n/i18n.ts';

/** Scrolls to the reviews (gently, unless motion is reduced) and moves the focus there. */
function readReviews(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById('reviews');
  if (!target) return;
  event.preventDefault();
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** The gallery, registration number, the house's text, its rating and key facts. */
export function HouseIntro({
  house,
  galleryPath,
  onOpenGallery,
}: {
  house: HouseDetail;
  galleryPath: string;
  onOpenGallery(): void;
}) {
  const { t } = useI18n();
  const texts = house.texts?.[0];
  const rating = house.rating && house.rating.count > 0 ? house.rating : null;
  return (
    <div className="house-intro">
      <HouseGallery items={house.gallery ?? []} name={house.name} galleryPath={galleryPath} onOpen={onOpenGallery} />
      {house.registrationNumber && (
        <p className="house-registration">
          {t('house.registration')}: <span>{house.registrationNumber}</span>
        </p>
      )}
      {texts?.houseBaseText && <p className="house-text">{texts.houseBaseText}</p>}
      {rating && (
        <p className="house-rating">
          <RatingStars rating={rating.rating} max={rating.scale.max} />
          <a href="#reviews" onClick={readReviews}>
            {t('house.rating.read', { count: rating.count })}
          </a>
        </p>
      )}
      <KeyFacts house={house} />
    </div>
  );
}
