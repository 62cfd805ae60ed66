import type { GalleryItem, ResponsiveImage } from '../../../contract/api/types.ts';

/** The picture at its own ratio (or the first cut there is), smallest width first. */
export function originalSizes(item: GalleryItem): ResponsiveImage[] {
  const version = item.images.find((v) => v.ratio === 'original') ?? item.images[0];
  return [...(version?.responsive ?? [])].filter((r) => r?.url).sort((a, b) => a.width - b.width);
}

/** src, srcset, width and height for an <img>: the browser picks from srcset by `sizes`; src is a middle width. */
export function imageAttributes(
  item: GalleryItem,
  preferWidth = 800,
): { src: string; srcSet: string; width: number; height: number } | null {
  const sizes = originalSizes(item);
  if (!sizes.length) return null;
  const src = sizes.find((s) => s.width >= preferWidth) ?? sizes[sizes.length - 1];
  return {
    src: src.url,
    srcSet: sizes.map((s) => `${s.url} ${s.width}w`).join(', '),
    width: src.width,
    height: src.height,
  };
}

/** The largest variant (structured data, link previews). */
export function largestUrl(item: GalleryItem): string | null {
  const sizes = originalSizes(item);
  return sizes.length ? sizes[sizes.length - 1].url : null;
}

/** The gallery's anchor of the n-th picture (1-based): /images#photo-3 opens at it, with or without JavaScript. */
export const photoId = (n: number) => `photo-${n}`;

/** The 1-based picture number of a location hash (#photo-3), clamped to the gallery; 1 otherwise. */
export function photoFromHash(hash: string, count: number): number {
  const m = /^#photo-(\d+)$/.exec(hash);
  const n = m ? Number(m[1]) : 1;
  return Math.min(Math.max(n, 1), Math.max(count, 1));
}
