/**
 * The responsive image URL scheme (image width steps 400–1800, docs/product/rules.md#display-constants; the
 * cards' gallery at ratio 4x3; link-preview image 1200×630):
 *
 *   /images/{key}/{width}.{webp|jpg}          the picture's own ratio
 *   /images/{key}/{ratio}-{width}.{webp|jpg}  cut to a ratio (4x3, 3x2, 16x9, 1x1)
 *   /images/{key}/og.jpg                      Open Graph crop, 1200×630
 *
 * Keys change whenever a picture changes, so every URL is immutable.
 */
import type { ResponsiveImage } from '../../contract/api/types.ts';

export const WIDTHS = [400, 600, 800, 1000, 1200, 1400, 1600, 1800] as const;
export const RATIOS = { '4x3': [4, 3], '3x2': [3, 2], '16x9': [16, 9], '1x1': [1, 1] } as const satisfies Record<
  string,
  readonly [number, number]
>;
export const OPEN_GRAPH = { width: 1200, height: 630 } as const;
export const IMAGE_KEY = /^[a-z0-9-]{1,80}$/;

export type RatioKey = keyof typeof RATIOS;
export type ImageFormat = 'webp' | 'jpeg';

export interface Variant {
  /** null: the picture's own ratio. */
  ratio: RatioKey | null;
  width: number;
  format: ImageFormat;
  og: boolean;
}

/** The original's size; only its ratio matters for drawn pictures. */
export interface ImageSize {
  width: number;
  height: number;
}

const FILE = /^(?:(\d+x\d+)-)?(\d+)\.(webp|jpg|jpeg)$/;

/** '4x3-800.webp' → variant; null for any width, ratio or format not on the lists. */
export function parseVariant(file: string): Variant | null {
  if (file === 'og.jpg' || file === 'og.jpeg')
    return { ratio: null, width: OPEN_GRAPH.width, format: 'jpeg', og: true };
  const m = FILE.exec(file);
  if (!m) return null;
  const ratio = m[1] ?? null;
  if (ratio !== null && !(ratio in RATIOS)) return null;
  const width = Number(m[2]);
  if (!(WIDTHS as readonly number[]).includes(width) || String(width) !== m[2]) return null;
  return { ratio: ratio as RatioKey | null, width, format: m[3] === 'webp' ? 'webp' : 'jpeg', og: false };
}

/** The canonical file name of a variant (also its name in the disk cache). */
export function variantFile(v: Variant): string {
  if (v.og) return 'og.jpg';
  return `${v.ratio ? `${v.ratio}-` : ''}${v.width}.${v.format === 'webp' ? 'webp' : 'jpg'}`;
}

export function variantSize(v: Variant, original: ImageSize): ImageSize {
  if (v.og) return { ...OPEN_GRAPH };
  const [rw, rh] = v.ratio ? RATIOS[v.ratio] : [original.width, original.height];
  return { width: v.width, height: Math.round((v.width * rh) / rw) };
}

export function imageUrl(key: string, v: Variant, base = ''): string {
  return `${base}/images/${key}/${variantFile(v)}`;
}

export function openGraphUrl(key: string, base = ''): string {
  return imageUrl(key, { ratio: null, width: OPEN_GRAPH.width, format: 'jpeg', og: true }, base);
}

/** The width steps of a picture this wide: every one up to its width, and at least the smallest. */
export function widthSteps(width: number): number[] {
  return WIDTHS.filter((w, i) => i === 0 || w <= width);
}

/**
 * The responsive list for a payload: every width step up to the original's
 * width (at least the smallest), with the height the ratio gives, so pages can
 * set width/height and srcset without loading anything.
 */
export function responsive(
  image: { key: string } & ImageSize,
  options: { ratio?: RatioKey | null; format?: ImageFormat; base?: string } = {},
): ResponsiveImage[] {
  const { ratio = null, format = 'webp', base = '' } = options;
  return widthSteps(image.width).map((width) => {
    const v: Variant = { ratio, width, format, og: false };
    return { url: imageUrl(image.key, v, base), ...variantSize(v, image) };
  });
}
