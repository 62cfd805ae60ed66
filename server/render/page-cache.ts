import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request } from 'express';
import type { Consent } from '../../contract/consent.ts';
import {
  CART_COOKIE,
  CART_HELD_COOKIE,
  FILLED_BY_SCRIPT,
  RENDER_COOKIES,
  SCRIPTS_COOKIE,
  SHORTLIST_COOKIE,
} from '../../contract/cookies.ts';
import type { PageStamp } from './page-data.ts';
import type { PageTag } from './page-tags.ts';

/** A finished anonymous page: its bytes in each encoding and the policy allowing its inline scripts by hash. */
export interface CachedPage {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** The Content-Security-Policy header: the page carries no nonce. */
  csp: string;
  /** Names these bytes (each encoding adds its name), so a CDN or browser can revalidate with If-None-Match. */
  etag: string;
  /** The 103 Early Hints' links of the page (its CSS and chunks). */
  earlyHints: string[];
  /** The data the page is built from (Surrogate-Key, Cache-Tag). */
  tags: readonly PageTag[];
  /** The counts of changes when its render began: it is reused only while its tags' data is unchanged since. */
  stamp: PageStamp;
}

/** What a page is made of and how its render went, besides its bytes. */
export type PageMeta = Pick<CachedPage, 'csp' | 'earlyHints' | 'tags' | 'stamp'>;

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Compresses the document (in libuv's thread pool, not on the event loop) and keeps it; resolves to what is kept. */
  put(key: string, html: Buffer, meta: PageMeta): Promise<CachedPage>;
}

export interface PageCacheOptions {
  /** All pages together, in every encoding, stay under this; the least recently used go first. */
  maxBytes?: number;
  /** A page is rendered again after this long even when nothing said the data changed. */
  ttlMs?: number;
  now?: () => number;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Brotli 5 compresses a page in milliseconds and still beats gzip -9; the static files get 11 at build time. */
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/** A process-local LRU of anonymous pages, bounded by bytes and by age. */
export function pageCache({
  maxBytes = 24 * 1024 * 1024,
  ttlMs = 30_000,
  now = Date.now,
}: PageCacheOptions = {}): PageCache {
  const entries = new Map<string, { page: CachedPage; bytes: number; expires: number }>();
  let total = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    total -= entry.bytes;
    entries.delete(key);
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      drop(key);
      if (entry.expires <= now()) return undefined;
      // Re-inserted at the end: Map order is the order of last use.
      entries.set(key, entry);
      total += entry.bytes;
      return entry.page;
    },
    async put(key, html, meta) {
      const [gz, br] = await Promise.all([gzip(html, { level: 9 }), brotli(html, BROTLI)]);
      const etag = crypto.createHash('sha256').update(html).update(meta.csp).digest('base64url').slice(0, 27);
      const page: CachedPage = { identity: html, gzip: gz, br, etag, ...meta };
      const bytes =
        html.length +
        gz.length +
        br.length +
        key.length +
        meta.csp.length +
        meta.earlyHints.join().length +
        meta.tags.join().length;
      if (bytes > maxBytes) return page;
      drop(key);
      entries.set(key, { page, bytes, expires: now() + ttlMs });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        drop(oldest);
      }
      return page;
    },
  };
}

/** A request whose page is the same for every visitor: GET or HEAD, with none of the cookies the render reads. */
export function isAnonymous(req: Request, cookies: Record<string, unknown>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return !RENDER_COOKIES.some((name) => name in cookies);
}

/** Screens whose own content is a cookie's: theirs to render even for a browser that fills in the rest. */
const READ_BY: Record<string, readonly string[]> = {
  [SHORTLIST_COOKIE]: ['shortlist'],
  [CART_COOKIE]: ['cart', 'checkout', 'checkoutThanks'],
};

/**
 * The cookies a page's render reads. A browser that runs the page's script (SCRIPTS_COOKIE)
 * fills in the shortlist's hearts and count and the cart's count itself, so for any screen but
 * the shortlist's and the cart's own its render is the shared page's: kept, and served from the
 * cache to returning visitors. Its script learns of a cart from CART_HELD_COOKIE.
 */
export function renderCookies(cookies: Record<string, string>, routeId: string | undefined): Record<string, string> {
  if (!(SCRIPTS_COOKIE in cookies)) return cookies;
  const filled = (name: string) =>
    FILLED_BY_SCRIPT.includes(name) &&
    !(routeId && READ_BY[name]?.includes(routeId)) &&
    (name !== CART_COOKIE || CART_HELD_COOKIE in cookies);
  return Object.fromEntries(Object.entries(cookies).filter(([name]) => !filled(name)));
}

/**
 * What a page depends on besides its data (its stamp): path and query (the locale
 * is in the path), the origin it links to, the day, and the visitor's answer to
 * the cookie notice (one of three versions, not the visitor's own page).
 */
export function pageKey(parts: { path: string; origin: string; today: string; consent: Consent }): string {
  return JSON.stringify([parts.path, parts.origin, parts.today, parts.consent]);
}

/** How long a CDN may keep an anonymous page, and serve it stale while it fetches it again. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
