import type { CSSProperties } from 'react';
import type { ImageField } from '../../../contract/content.ts';
import { contentImageSrcSet } from '../../content/images.ts';
import { hasImage } from './content.ts';
import { preloadImage } from '../preloadImage.ts';

/** docs/product/rules.md#display-constants: image width steps 400 to 1800. */
const WIDTHS = [400, 600, 800, 1000, 1200, 1500, 1800];

/**
 * A content image with its intrinsic width and height (no layout shift) and
 * its alt text. Generated content images and Prismic images (imgix) get a
 * srcset over the width steps; other URLs are used as they are. Below the fold by default: lazy.
 */
export function ContentImage({
  image,
  sizes = '100vw',
  className,
  eager = false,
  alt,
  style,
  width,
  height,
}: {
  image: Partial<ImageField> | null | undefined;
  sizes?: string;
  className?: string;
  /** Above the fold: load at once. */
  eager?: boolean;
  /** Overrides the image's own alt text ('' for a decorative duplicate). */
  alt?: string;
  style?: CSSProperties;
  /** Displayed size when it differs from the intrinsic one (the author's 60 x 60). */
  width?: number;
  height?: number;
}) {
  if (!hasImage(image)) return null;
  const w = width ?? image.dimensions?.width;
  const h = height ?? image.dimensions?.height;
  // Our generated images (WebP variants) or Prismic's imgix; other URLs as they are.
  const srcSet = contentImageSrcSet(image.url, { format: 'webp' }) ?? imgixSrcSet(image.url, image.dimensions?.width);
  if (eager) preloadImage(image.url, srcSet, sizes);
  return (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={w}
      height={h}
      alt={alt ?? image.alt ?? ''}
      className={className}
      style={style}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

function imgixSrcSet(url: string, original: number | undefined): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (!parsed.hostname.endsWith('.prismic.io')) return undefined;
  const widths = WIDTHS.filter((w) => !original || w <= original);
  if (widths.length < 2) return undefined;
  return widths
    .map((w) => {
      const u = new URL(parsed);
      u.searchParams.set('w', String(w));
      return `${u} ${w}w`;
    })
    .join(', ');
}

/** object-position from the image's focal point (0..1), so a crop keeps the face. */
export function focalPosition(image: Partial<ImageField> | null | undefined): string {
  const focal = image?.focal;
  if (!focal || !Number.isFinite(focal.x) || !Number.isFinite(focal.y)) return '50% 50%';
  const pct = (v: number) => `${Math.round(Math.min(1, Math.max(0, v)) * 1000) / 10}%`;
  return `${pct(focal.x)} ${pct(focal.y)}`;
}
