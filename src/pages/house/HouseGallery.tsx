import { Link } from 'react-router';
import type { GalleryItem } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { imageAttributes, photoId } from './images.ts';
import { preloadImage } from '../../components/preloadImage.ts';

const HERO_SIZES = '(min-width: 1250px) 55rem, (min-width: 1000px) 65vw, 100vw';

/** docs/product/rules.md#display-constants: up to 6 pictures on the page; all of them in the fullscreen gallery. */
export const PAGE_GALLERY_LIMIT = 6;

/**
 * The pictures at the top of the house page: the first one large (eager, high
 * priority: it is the page's largest paint), up to five more, and the
 * all-images button. Every picture links to the gallery route at that picture
 * (a history entry ending in images/photos): a real link, so it works before
 * hydration too; `onOpen` lets the page show it as a modal over itself.
 */
export function HouseGallery({
  items,
  name,
  galleryPath,
  onOpen,
}: {
  items: readonly GalleryItem[];
  name: string;
  galleryPath: string;
  onOpen(): void;
}) {
  const { t } = useI18n();
  const shown = items.slice(0, PAGE_GALLERY_LIMIT);
  if (!shown.length) return null;
  return (
    <div className={`house-gallery house-gallery--${shown.length}`}>
      {shown.map((item, i) => {
        const img = imageAttributes(item, i === 0 ? 1200 : 400);
        if (!img) return null;
        if (i === 0) preloadImage(img.src, img.srcSet, HERO_SIZES);
        return (
          <Link
            key={item.id}
            to={`${galleryPath}#${photoId(i + 1)}`}
            className="house-gallery__item"
            onClick={onOpen}
            aria-label={t('house.gallery.open', { n: i + 1, count: items.length })}
          >
            <img
              src={img.src}
              srcSet={img.srcSet}
              sizes={i === 0 ? HERO_SIZES : '(min-width: 1000px) 11rem, (min-width: 750px) 20vw, 33vw'}
              width={img.width}
              height={img.height}
              alt={item.alt || name}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding={i === 0 ? 'auto' : 'async'}
              {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
            />
          </Link>
        );
      })}
      <Link to={`${galleryPath}#${photoId(1)}`} className="house-gallery__all button button--small" onClick={onOpen}>
        {t('house.gallery.all', { count: items.length })}
      </Link>
    </div>
  );
}
