import type { GalleryItem } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { imageAttributes, photoId } from './images.ts';

/** A link to the previous or next picture: an anchor without JavaScript, a smooth scroll with it. */
function Arrow({ to, back, focusable, go }: { to: number; back: boolean; focusable: boolean; go(n: number): void }) {
  const { t } = useI18n();
  return (
    <a
      href={`#${photoId(to)}`}
      className={`gallery-view__arrow gallery-view__arrow--${back ? 'prev' : 'next'}`}
      aria-label={back ? t('house.gallery.previous') : t('house.gallery.next')}
      tabIndex={focusable ? undefined : -1}
      onClick={(event) => {
        event.preventDefault();
        go(to);
      }}
    >
      <Icon name="arrow" size={28} className={back ? 'gallery-view__arrow-icon--back' : undefined} />
    </a>
  );
}

/**
 * Picture n of the gallery with its caption and arrows. Pictures next to the
 * current one load at once. Only the current picture's arrows take focus
 * once `live` (before hydration every arrow is reachable by Tab).
 */
export function GallerySlide({
  item,
  n,
  count,
  current,
  name,
  live,
  go,
}: {
  item: GalleryItem;
  n: number;
  count: number;
  current: number;
  name: string;
  live: boolean;
  go(n: number): void;
}) {
  const img = imageAttributes(item, 1200);
  const focusable = !live || n === current;
  return (
    <figure id={photoId(n)} className="gallery-view__slide">
      {img && (
        <img
          src={img.src}
          srcSet={img.srcSet}
          sizes="100vw"
          width={img.width}
          height={img.height}
          alt={item.alt || name}
          loading={Math.abs(n - current) <= 1 ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      {item.description && <figcaption>{item.description}</figcaption>}
      {n > 1 && <Arrow to={n - 1} back focusable={focusable} go={go} />}
      {n < count && <Arrow to={n + 1} back={false} focusable={focusable} go={go} />}
    </figure>
  );
}
