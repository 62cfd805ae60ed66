import { useCallback, useEffect, useId, useRef } from 'react';
import type { GalleryItem } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { Icon } from '../../components/shell/icons.tsx';
import { useHydrated } from '../../components/useHydrated.ts';
import { GallerySlide } from './GallerySlide.tsx';
import { trapFocus, useModalFocus } from './modal-focus.ts';
import { useGalleryKeys } from './useGalleryKeys.ts';
import { useGalleryStrip } from './useGalleryStrip.ts';

/**
 * The fullscreen gallery (docs/product/screens.md#house): every picture side by side in a
 * scroll-snapping strip, so touch swipes, trackpads and the scroll bar move it
 * natively, and each picture's previous/next links are anchors (#photo-n)
 * that work without JavaScript. With JavaScript: arrow keys, Home/End, Escape
 * and the close button; as a modal (`modal`) focus stays inside, the page
 * behind does not scroll, and focus returns to where it was on close.
 * Its own chunk: loaded when the gallery opens.
 */
export default function GalleryView({
  items,
  name,
  closeHref,
  onClose,
  modal,
}: {
  items: readonly GalleryItem[];
  name: string;
  /** The house page: where the close link leads without JavaScript. */
  closeHref: string;
  onClose(): void;
  /** Over the house page (a dialog) rather than a page of its own. */
  modal: boolean;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const closeLink = useRef<HTMLAnchorElement>(null);
  const live = useHydrated();
  const count = items.length;
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  const close = useCallback(() => onCloseRef.current(), []);
  const { track, current, go } = useGalleryStrip(count);
  useModalFocus(modal, closeLink);
  useGalleryKeys({ current, count, go, close });

  const Title = modal ? 'h2' : 'h1';
  return (
    <div
      ref={root}
      className={modal ? 'gallery-view gallery-view--modal' : 'gallery-view gallery-view--page'}
      {...(modal ? { role: 'dialog', 'aria-modal': true } : { role: 'region' })}
      aria-labelledby={titleId}
      onKeyDown={(event) => trapFocus(event, root.current)}
    >
      <div className="gallery-view__bar">
        <Title id={titleId} className="gallery-view__title">
          {t('house.gallery.dialog', { name })}
        </Title>
        <p className="gallery-view__counter" aria-live="polite">
          {t('house.gallery.counter', { n: current, count })}
        </p>
        <a
          ref={closeLink}
          href={closeHref}
          className="gallery-view__close"
          aria-label={modal ? t('house.gallery.close') : t('house.gallery.back')}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            close();
          }}
        >
          <Icon name="close" size={26} />
        </a>
      </div>
      <div ref={track} className="gallery-view__track">
        {items.map((item, i) => (
          <GallerySlide
            key={item.id}
            item={item}
            n={i + 1}
            count={count}
            current={current}
            name={name}
            live={live}
            go={go}
          />
        ))}
      </div>
    </div>
  );
}
