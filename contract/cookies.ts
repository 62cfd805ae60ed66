/** Names and lifetimes of the site's own cookies (docs/product/rules.md#lifetimes). */
export const AUTH_COOKIE = 'auth';
export const CART_COOKIE = 'cartId';
export const CART_COOKIE_MAX_AGE = 604800; // 7 days
/**
 * Set beside the cart cookie (which is httpOnly: its id is a capability), readable by the
 * page's script: this browser holds a cart, so it asks for the menu's count (src/app/VisitorParts.tsx).
 */
export const CART_HELD_COOKIE = 'cart';
export const CONSENT_COOKIE = 'consent';
export const CONSENT_MAX_AGE = 31536000; // one year
/** Set by the previous site's cookie banner; it counts as analytics accepted. */
export const LEGACY_CONSENT_COOKIE = 'cookieconsent_status';
export const SHORTLIST_COOKIE = 'shortlist';
/** Names the booking just made by a plain form post, for the thank-you page's server render. */
export const BOOKED_COOKIE = 'booked';
/** An editor's content preview: the Prismic ref the pages are read at (server/content/preview.ts). */
export const PREVIEW_COOKIE = 'preview';
export const PREVIEW_MAX_AGE = 1800; // 30 minutes
/**
 * Every cookie that makes the server's render the visitor's own: a page request
 * carrying none of them is anonymous and may be cached (server/render/page-cache.ts).
 * A new cookie the render reads belongs here. The consent cookies are not: their
 * answer only picks one of three shared versions of a page (the notice shown or
 * not, tracking started or not), which the page cache keys on (contract/consent.ts).
 */
export const RENDER_COOKIES = [AUTH_COOKIE, CART_COOKIE, SHORTLIST_COOKIE, BOOKED_COOKIE, PREVIEW_COOKIE] as const;

/**
 * Set by the page's start script (server/render/start-script.ts): this browser fills in the
 * visitor's own parts of a shared page itself, so the server may send it the shared page
 * where the render would only have shown those parts (FILLED_BY_SCRIPT).
 */
export const SCRIPTS_COOKIE = 'js';
export const SCRIPTS_MAX_AGE = 31536000; // one year
/**
 * Render cookies whose parts the page's script fills in: the hearts and the menu's counts.
 * The cart's only with CART_HELD_COOKIE beside it (a cart made before that cookie was).
 */
export const FILLED_BY_SCRIPT: readonly string[] = [SHORTLIST_COOKIE, CART_COOKIE];

/** A cookie a page's action or the server sets: the one shape both write (server/http/cookie-options.ts). */
export interface ActionCookie {
  name: string;
  value: string;
  /** Seconds; 0 removes the cookie. */
  maxAge: number;
  path: string;
  /** false only for cookies that page scripts change themselves. */
  httpOnly: boolean;
}
