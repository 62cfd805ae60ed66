import { useEffect, useState } from 'react';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { usePrefersReducedMotion } from '../../components/search/hooks.ts';
import type { ImageField } from '../../../contract/content.ts';
import { useI18n } from '../../i18n/i18n.ts';

export interface Slide {
  image: Partial<ImageField> | null;
  headline: string;
}

/** docs/product/rules.md#display-constants: the slider starts 250 ms after the page is shown. */
export const SLIDER_START_MS = 250;
/** How long a picture stays before the next one. */
export const SLIDE_MS = 6000;

/**
 * The front page's pictures, each with its headline, cross-fading one after
 * another. It starts 250 ms after mount, pauses while the pointer is over it
 * or focus is inside it, can be paused with its own button, and does not move
 * by itself for visitors who prefer reduced motion. The first picture loads
 * at once with high priority; the others lazily (only the next one is laid out).
 */
export function HeroSlider({ slides }: { slides: readonly Slide[] }) {
  const { t } = useI18n();
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  const auto = count > 1 && !reduced && !stopped;
  const running = started && auto && !hover && !focus;

  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), SLIDER_START_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_MS);
    return () => clearInterval(timer);
  }, [running, count, index]);

  if (!count) return <div className="hero__slides hero__slides--empty" />;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <section
      className={`hero__slides${started ? ' hero__slides--started' : ''}`}
      aria-roledescription={t('search.home.carousel')}
      aria-label={t('search.home.slider')}
      data-running={running ? 'true' : 'false'}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setFocus(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(false);
      }}
    >
      <div className="hero__track" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const state = i === index ? 'current' : i === (index + 1) % count ? 'next' : 'rest';
          return (
            <div
              key={i}
              className={`hero__slide hero__slide--${state}`}
              role="group"
              aria-roledescription={t('search.home.slide')}
              aria-label={t('search.home.slideOf', { n: i + 1, count })}
              aria-hidden={i !== index}
            >
              <ContentImage image={slide.image} className="hero__image" sizes="100vw" eager={i === 0} />
              {slide.headline && <p className="hero__headline">{slide.headline}</p>}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="hero__controls">
          <button
            type="button"
            className="hero__button"
            aria-label={t('search.home.previous')}
            onClick={() => go(index - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="hero__dots">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className="hero__dot"
                aria-label={t('search.home.goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="hero__button"
            aria-label={t('search.home.next')}
            onClick={() => go(index + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
          {!reduced && (
            <button
              type="button"
              className="hero__button hero__button--pause"
              aria-pressed={stopped}
              onClick={() => setStopped(!stopped)}
            >
              <span className="visually-hidden">{t('search.home.pause')}</span>
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}
