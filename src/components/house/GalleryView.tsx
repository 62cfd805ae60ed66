import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { GalleryItem } from '../../api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { Icon } from '../shell/icons.tsx';
import { imageAttributes, photoFromHash, photoId } from './images.ts';
import { useHydrated } from '../useHydrated.ts';

const FOCUSABLE = 'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), [tabindex="0"]';

/**
 * The fullscreen gallery (SPEC §2): every picture side by side in a
 * scroll-snapping strip, so touch swipes, trackpads and the scroll bar move it
 * natively, and each picture's previous/next links are anchors (#photo-n)
 * that work without JavaScript. With JavaScript: arrow keys, Home/End, Escape
 * and the close button; as a modal (`modal`) focus stays inside, the page
 * behind does not scroll, and focus returns to where it was on close.
 * Its own chunk: loaded when the gallery opens.
 */
export default function GalleryView({ items, name, closeHref, onClose, modal }: {
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
  const track = useRef<HTMLDivElement>(null);
  const closeLink = useRef<HTMLAnchorElement>(null);
  const [current, setCurrent] = useState(1);
  // Before hydration every arrow is reachable by Tab (the anchors work without JavaScript).
  const live = useHydrated();
  const count = items.length;
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  const go = useCallback(
    (n: number, smooth = true) => {
      const strip = track.current;
      if (!strip || count === 0) return;
      const target = Math.min(Math.max(n, 1), count);
      const still = !smooth || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      strip.scrollTo({ left: (target - 1) * strip.clientWidth, behavior: still ? 'instant' : 'smooth' });
      setCurrent(target);
    },
    [count],
  );

  // Open at the picture of the address (#photo-3), before the first paint.
  useLayoutEffect(() => {
    go(photoFromHash(window.location.hash, count), false);
  }, [go, count]);

  // The counter follows the strip, however it was moved.
  useEffect(() => {
    const strip = track.current;
    if (!strip) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (strip.clientWidth) setCurrent(Math.min(Math.max(Math.round(strip.scrollLeft / strip.clientWidth) + 1, 1), count));
      });
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      strip.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  // A modal: focus moves in (and back out on close), the page behind stays still.
  useEffect(() => {
    if (!modal) {
      closeLink.current?.focus({ preventScroll: true });
      return;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const html = document.documentElement;
    html.classList.add('has-modal');
    closeLink.current?.focus({ preventScroll: true });
    return () => {
      html.classList.remove('has-modal');
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [modal]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') close.current();
      else if (event.key === 'ArrowRight') go(current + 1);
      else if (event.key === 'ArrowLeft') go(current - 1);
      else if (event.key === 'Home') go(1);
      else if (event.key === 'End') go(count);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [current, count, go]);

  // Tab and Shift+Tab go round inside the gallery.
  const trapFocus = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Tab' || !root.current) return;
    const focusable = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (!focusable.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || !root.current.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const Title = modal ? 'h2' : 'h1';
  return (
    <div
      ref={root}
      className={modal ? 'gallery-view gallery-view--modal' : 'gallery-view gallery-view--page'}
      {...(modal ? { role: 'dialog', 'aria-modal': true } : { role: 'region' })}
      aria-labelledby={titleId}
      onKeyDown={trapFocus}
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
            close.current();
          }}
        >
          <Icon name="close" size={26} />
        </a>
      </div>
      <div ref={track} className="gallery-view__track">
        {items.map((item, i) => {
          const n = i + 1;
          const img = imageAttributes(item, 1200);
          const here = n === current;
          return (
            <figure key={item.id} id={photoId(n)} className="gallery-view__slide">
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
              {n > 1 && (
                <a
                  href={`#${photoId(n - 1)}`}
                  className="gallery-view__arrow gallery-view__arrow--prev"
                  aria-label={t('house.gallery.previous')}
                  tabIndex={live && !here ? -1 : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    go(n - 1);
                  }}
                >
                  <Icon name="arrow" size={28} className="gallery-view__arrow-icon--back" />
                </a>
              )}
              {n < count && (
                <a
                  href={`#${photoId(n + 1)}`}
                  className="gallery-view__arrow gallery-view__arrow--next"
                  aria-label={t('house.gallery.next')}
                  tabIndex={live && !here ? -1 : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    go(n + 1);
                  }}
                >
                  <Icon name="arrow" size={28} />
                </a>
              )}
            </figure>
          );
        })}
      </div>
    </div>
  );
}
