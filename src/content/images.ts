/**
 * Responsive versions of the editorial pictures. A content document's image
 * field points at the picture's 1600-wide JPEG, `/images/content/{key}.jpg`
 * (key = name-version, so every URL is immutable); the image endpoint also
 * serves every width step 400–1800 in WebP or JPEG, cut to a ratio if asked,
 * and the 1200×630 link-preview image, under `/images/content/{key}/…`
 * (the house pictures' scheme, server/images/variants.ts).
 *
 * Pure and isomorphic: pages build srcset from the field's URL alone. Any
 * other URL (a Prismic image, a photo elsewhere) gives null / undefined, so
 * callers fall back to their own handling.
 */

/** The width steps of docs/product/rules.md#display-constants; the same list as the image endpoint's (server/images/variants.ts). */
export const CONTENT_IMAGE_WIDTHS = [400, 600, 800, 1000, 1200, 1400, 1600, 1800] as const;
export const CONTENT_IMAGE_RATIOS = { '4x3': [4, 3], '3x2': [3, 2], '16x9': [16, 9], '1x1': [1, 1] } as const;
/** Every editorial picture is drawn at 3:2. */
const OWN_RATIO: readonly [number, number] = [3, 2];

export type ContentImageRatio = keyof typeof CONTENT_IMAGE_RATIOS;

export interface ContentImageSource {
  url: string;
  width: number;
  height: number;
}

export interface ContentImageOptions {
  /** Cut to a ratio (cards 4x3, the author box 1x1); default: the picture's own 3:2. */
  ratio?: ContentImageRatio | null;
  /** Default webp; jpeg for the odd client without WebP or for e-mail. */
  format?: 'webp' | 'jpeg';
  /** Leave out steps wider than this (e.g. the widest the layout ever shows at 2x). */
  maxWidth?: number;
}

const CONTENT_URL = /^(.*)\/images\/content\/([a-z0-9-]{1,90})\.jpg$/;

/** The origin part and key of an editorial picture's URL, or null for any other URL. */
export function parseContentImageUrl(url: string | null | undefined): { base: string; key: string } | null {
  if (!url) return null;
  const m = CONTENT_URL.exec(url);
  if (!m) return null;
  const base = m[1];
  // Only this site's path, or an absolute http(s) origin in front of it.
  if (base !== '' && !/^https?:\/\/[^/?#]+$/.test(base)) return null;
  return { base, key: m[2] };
}

/** Every width step of an editorial picture, with the height its ratio gives (for width/height and srcset). */
export function contentImageSources(url: string | null | undefined, options: ContentImageOptions = {}): ContentImageSource[] | null {
  const parsed = parseContentImageUrl(url);
  if (!parsed) return null;
  const { ratio = null, format = 'webp', maxWidth = Infinity } = options;
  const [rw, rh] = ratio ? CONTENT_IMAGE_RATIOS[ratio] : OWN_RATIO;
  const ext = format === 'webp' ? 'webp' : 'jpg';
  const widths = CONTENT_IMAGE_WIDTHS.filter((w, i) => i === 0 || w <= maxWidth);
  return widths.map((width) => ({
    url: `${parsed.base}/images/content/${parsed.key}/${ratio ? `${ratio}-` : ''}${width}.${ext}`,
    width,
    height: Math.round((width * rh) / rw),
  }));
}

/**
 * The srcset attribute for an editorial picture ("…/400.webp 400w, …/600.webp 600w, …"),
 * or undefined when the URL is not one (then use the URL as it is, or imgix for Prismic).
 */
export function contentImageSrcSet(url: string | null | undefined, options: ContentImageOptions = {}): string | undefined {
  const sources = contentImageSources(url, options);
  return sources ? sources.map((s) => `${s.url} ${s.width}w`).join(', ') : undefined;
}

/** The 1200×630 link-preview (Open Graph) image of an editorial picture, or null. */
export function contentImageOpenGraph(url: string | null | undefined): string | null {
  const parsed = parseContentImageUrl(url);
  return parsed ? `${parsed.base}/images/content/${parsed.key}/og.jpg` : null;
}
