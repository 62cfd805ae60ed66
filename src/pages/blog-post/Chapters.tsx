import { useEffect, useRef, useState } from 'react';
import { RichText } from '../../components/RichText.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { hasImage } from '../../components/editorial/content.ts';
import type { ImageField, RichText as RichTextValue } from '../../../contract/content.ts';

export interface Chapter {
  title: string | null;
  text: RichTextValue;
  image: Partial<ImageField> | null;
}

/** Waypoint thresholds (docs/product/rules.md#display-constants): a chapter counts once a quarter of it shows, fully at three quarters. */
const THRESHOLDS = [0.25, 0.75];

/**
 * The chapters of a post beside a sticky image. As chapters cross the 0.25
 * and 0.75 visibility thresholds, the most visible one (at least a quarter
 * in view) becomes current and its image fades in over 200 ms (CSS). A
 * chapter without an image keeps the previous one. On narrow screens each
 * chapter shows its own image inline instead.
 */
export function Chapters({ chapters }: { chapters: readonly Chapter[] }) {
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = list.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const ratios = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          ratios.set(
            Number((entry.target as HTMLElement).dataset.chapter),
            entry.isIntersecting ? entry.intersectionRatio : 0,
          );
        }
        let best = -1;
        let bestRatio = 0;
        for (const [index, ratio] of ratios) {
          if (ratio < THRESHOLDS[0]) continue;
          if (ratio > bestRatio + 0.01 || (Math.abs(ratio - bestRatio) <= 0.01 && index > best)) {
            best = index;
            bestRatio = ratio;
          }
        }
        if (best >= 0) setActive(best);
      },
      { threshold: THRESHOLDS },
    );
    root.querySelectorAll<HTMLElement>('[data-chapter]').forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [chapters]);

  if (chapters.length === 0) return null;
  const images = chapters.map((c, i) => ({ image: c.image, index: i })).filter((c) => hasImage(c.image));
  // The image of the current chapter, or of the last chapter before it that has one.
  const shown = images.reduce((acc, c) => (c.index <= active ? c.index : acc), images[0]?.index ?? -1);

  return (
    <div className={`chapters${images.length ? ' chapters--with-images' : ''}`}>
      <div className="chapters__list" ref={list}>
        {chapters.map((chapter, i) => (
          <section key={i} className="chapter" data-chapter={i} data-active={i === active ? 'true' : undefined}>
            {chapter.title && <h2>{chapter.title}</h2>}
            <RichText field={chapter.text} />
            {hasImage(chapter.image) && (
              <figure className="chapter__figure">
                <ContentImage image={chapter.image} sizes="100vw" />
              </figure>
            )}
          </section>
        ))}
      </div>
      {images.length > 0 && (
        <div className="chapters__aside">
          <div className="chapters__frame">
            {images.map(({ image, index }) => (
              <ContentImage
                key={index}
                image={image}
                className={`chapters__image${index === shown ? ' is-active' : ''}`}
                sizes="(min-width: 1440px) 36rem, 45vw"
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
