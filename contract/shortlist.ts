/**
 * The shortlist (docs/product/screens.md#shortlist): house codes kept without an account in
 * the `shortlist` cookie (SameSite=Lax, path /, one year — as the data-protection
 * page promises), newest first, at most SHORTLIST_MAX codes. Pure and
 * isomorphic: the server reads the cookie into the store, the browser writes it.
 */
import { SHORTLIST_COOKIE } from './cookies.ts';

export const SHORTLIST_MAX = 50;
export const SHORTLIST_MAX_AGE = 31536000; // one year, in seconds
/** A house's reference code (migration 004: ^[A-Z0-9-]{2,20}$). */
export const HOUSE_CODE = /^[A-Z0-9-]{2,20}$/;

/**
 * The codes of a cookie value (already URI-decoded, or not): split on commas,
 * trimmed and upper-cased; anything that is not a house code is dropped, and
 * so are repeats; at most SHORTLIST_MAX are kept (the first ones).
 */
export function parseShortlist(raw: unknown): string[] {
  if (typeof raw !== 'string' || raw === '' || raw.length > 4096) return [];
  let text = raw;
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return [];
    }
  }
  const out: string[] = [];
  for (const part of text.split(/[,.\s]+/)) {
    const code = part.trim().toUpperCase();
    if (!HOUSE_CODE.test(code) || out.includes(code)) continue;
    out.push(code);
    if (out.length === SHORTLIST_MAX) break;
  }
  return out;
}

/** The cookie value of a list (codes joined by commas; the cookie writer encodes them). */
export function serializeShortlist(codes: readonly string[]): string {
  return parseShortlist(codes.join(',')).join(',');
}

/**
 * The list with `code` added (newest first; the oldest drops off beyond
 * SHORTLIST_MAX) or removed. `on` undefined toggles. An invalid code changes nothing.
 */
export function withShortlisted(codes: readonly string[], code: string, on?: boolean): string[] {
  const wanted = code.trim().toUpperCase();
  const current = parseShortlist(codes.join(','));
  if (!HOUSE_CODE.test(wanted)) return current;
  const has = current.includes(wanted);
  const add = on ?? !has;
  const rest = current.filter((c) => c !== wanted);
  return add ? [wanted, ...rest].slice(0, SHORTLIST_MAX) : rest;
}

/** A Set-Cookie / document.cookie string for the list (expired when empty). */
export function shortlistCookie(codes: readonly string[], secure = false): string {
  const value = serializeShortlist(codes);
  const age = value ? SHORTLIST_MAX_AGE : 0;
  return `${SHORTLIST_COOKIE}=${encodeURIComponent(value)}; Max-Age=${age}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
