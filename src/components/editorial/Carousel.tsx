import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import './editorial.css';

/**
 * A horizontal carousel that works before hydration: a list of real links
 * in a CSS scroll-snap track (swipe, scrollbar, Tab into the next card).
 * Once hydrated, previous/next buttons appear; they move one slide and wrap
 * around at either end; ←/→, Home and End do the same on the focused track.
 * How many slides one view shows is the CSS's business (`variant`):
 * 'cards' shows 4, 3 below 1250 px, 2 below 1000 px and 1 below 750 px.
 */
export function Carousel<T>({
  items,
  label,
  heading,
  render,
  variant = 'cards',
  itemKey,
}: {
  items: readonly T[];
  label: string;
  /** A visible h2 above the track, beside the buttons. */
  heading?: string;
  render: (item: T, index: number) => ReactNode;
  variant?: 'cards' | 'single';
  itemKey: (item: T, index: number) => string;
}) {
  const { t } = useI18n();
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  // Buttons only once hydrated, and only while the slides overflow the view.
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth - el.clientWidth > 2);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [items.length]);

  const move = useCallback((where: 'prev' | 'next' | 'first' | 'last') => {
    const el = track.current;
    const slides = el ? ([...el.children] as HTMLElement[]) : [];
    if (!el || slides.length === 0) return;
    const origin = slides[0].offsetLeft;
    const positions = slides.map((s) => s.offsetLeft - origin);
    const maxScroll = el.scrollWidth - el.clientWidth;
    // The last index the track can actually scroll to (the final view shows several slides).
    const lastIndex = Math.max(
      0,
      positions.findIndex((p) => p >= maxScroll - 2),
    );
    const last = lastIndex === 0 && maxScroll > 2 ? positions.length - 1 : lastIndex;
    let current = 0;
    for (let i = 0; i < positions.length; i++) if (positions[i] <= el.scrollLeft + 2) current = i;
    if (el.scrollLeft >= maxScroll - 2) current = last;
    const target =
      where === 'first'
        ? 0
        : where === 'last'
          ? last
          : where === 'next'
            ? current >= last
              ? 0
              : current + 1
            : current <= 0
              ? last
              : current - 1;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: Math.min(positions[target], maxScroll), behavior: reduce ? 'auto' : 'smooth' });
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const keys: Record<string, 'prev' | 'next' | 'first' | 'last'> = {
      ArrowLeft: 'prev',
      ArrowRight: 'next',
      Home: 'first',
      End: 'last',
    };
    const where = keys[event.key];
    // Only on the track itself: inside a slide the keys keep their usual meaning.
    if (!where || event.target !== event.currentTarget) return;
    event.preventDefault();
    move(where);
  };

  if (items.length === 0) return null;
  const controls = overflows && (
    <div className="carousel__controls">
      <button
        type="button"
        className="carousel__button carousel__button--prev"
        aria-controls={id}
        onClick={() => move('prev')}
      >
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{t('editorial.previous')}</span>
      </button>
      <button
        type="button"
        className="carousel__button carousel__button--next"
        aria-controls={id}
        onClick={() => move('next')}
      >
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{t('editorial.next')}</span>
      </button>
    </div>
  );
  return (
    <section className={`carousel carousel--${variant}`} aria-roledescription="carousel" aria-label={label}>
      {heading ? (
        <div className="carousel__head">
          <h2>{heading}</h2>
          {controls}
        </div>
      ) : null}
      <ul id={id} ref={track} className="carousel__track" tabIndex={0} onKeyDown={onKeyDown} aria-label={label}>
        {items.map((item, i) => (
          <li
            key={itemKey(item, i)}
            className="carousel__slide"
            aria-roledescription="slide"
            aria-label={t('editorial.slide', { n: i + 1, total: items.length })}
          >
            {render(item, i)}
          </li>
        ))}
      </ul>
      {heading ? null : controls}
    </section>
  );
}
