import { CONSENT_COOKIE, CONSENT_MAX_AGE, LEGACY_CONSENT_COOKIE } from '../../contract/cookies.ts';
import { CONSENT_VALUE, type Consent } from '../../contract/consent.ts';

export { CONSENT_VALUE, consentFromCookies } from '../../contract/consent.ts';

/**
 * The cookie-consent rules (docs/product/entities.md#cookies) as pure functions: what the stored
 * choice is, and which cookie writes an action needs. The browser module
 * (consent-browser.ts) only applies the writes and starts the tag manager.
 */

/** Cookies set by analytics tags; removed when the visitor declines or resets (docs/product/entities.md#cookies). */
export const ANALYTICS_COOKIE_PREFIXES = ['_ga', '_gid', '_gat', '_gcl', '_gtm', '_fbp'] as const;

export type ConsentAction = 'accept' | 'decline' | 'reset';

export function isAnalyticsCookie(name: string): boolean {
  return ANALYTICS_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** `document.cookie` ("a=1; b=2") as a name → value record; values are URI-decoded when possible. */
export function parseCookieString(cookieString: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/** The consent cookie for a choice: one year, whole site, SameSite=Lax (Secure on https). */
export function consentCookie(choice: 'accepted' | 'declined', secure = false): string {
  return `${CONSENT_COOKIE}=${CONSENT_VALUE[choice]}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The domains a cookie visible on this host may have been set for: none
 * (host-only), the host itself and each parent domain with at least two
 * labels (tags set theirs on the top-most domain, e.g. `.sumarhus.is`).
 * IP addresses and single-label hosts (localhost) have only the host-only form.
 */
export function cookieDomains(hostname: string): Array<string | undefined> {
  const host = hostname.toLowerCase().replace(/^\.+|\.+$/g, '');
  const isIp = /^[\d.]+$/.test(host) || host.includes(':');
  if (isIp || !host.includes('.')) return [undefined];
  const labels = host.split('.');
  const domains: Array<string | undefined> = [undefined];
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/** Writes that expire a cookie on path / for the current host and every parent domain. */
export function expireCookie(name: string, hostname: string): string[] {
  return cookieDomains(hostname).map((domain) => `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`);
}

/** Writes that remove every analytics cookie present in `cookieString`. */
export function analyticsCookieRemovals(cookieString: string, hostname: string): string[] {
  return Object.keys(parseCookieString(cookieString))
    .filter(isAnalyticsCookie)
    .flatMap((name) => expireCookie(name, hostname));
}

/** The tag manager runs only with a configured container id and an accepted choice. */
export function shouldLoadTagManager(consent: Consent, gtmId: string | null | undefined): gtmId is string {
  return consent === 'accepted' && typeof gtmId === 'string' && /^[\w-]+$/.test(gtmId);
}

export function tagManagerSrc(gtmId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

export interface ConsentContext {
  /** `document.cookie` before the action. */
  cookies: string;
  hostname: string;
  secure: boolean;
  gtmId: string | null;
}

export interface ConsentPlan {
  /** The new state of `store.consent` (null shows the notice again). */
  consent: Consent;
  /** Strings to assign to `document.cookie`, in order. */
  cookieWrites: string[];
  /** Inject the tag manager now. */
  startTracking: boolean;
  /** Tell an already running tag manager that analytics storage is denied. */
  revokeTracking: boolean;
}

/**
 * What accepting, declining or resetting does (docs/product/entities.md#cookies):
 * - accept stores analytics true and starts tracking (when a container id is configured);
 * - decline stores analytics false and removes analytics cookies;
 * - reset clears the choice (also the legacy cookie, which would count as accepted)
 *   and removes analytics cookies, so the notice shows again.
 */
export function planConsent(action: ConsentAction, ctx: ConsentContext): ConsentPlan {
  switch (action) {
    case 'accept':
      return {
        consent: 'accepted',
        cookieWrites: [consentCookie('accepted', ctx.secure)],
        startTracking: shouldLoadTagManager('accepted', ctx.gtmId),
        revokeTracking: false,
      };
    case 'decline':
      return {
        consent: 'declined',
        cookieWrites: [
          ...expireLegacy(ctx),
          consentCookie('declined', ctx.secure),
          ...analyticsCookieRemovals(ctx.cookies, ctx.hostname),
        ],
        startTracking: false,
        revokeTracking: true,
      };
    case 'reset':
      return {
        consent: null,
        cookieWrites: [
          ...expireCookie(CONSENT_COOKIE, ctx.hostname),
          ...expireLegacy(ctx),
          ...analyticsCookieRemovals(ctx.cookies, ctx.hostname),
        ],
        startTracking: false,
        revokeTracking: true,
      };
  }
}

function expireLegacy(ctx: ConsentContext): string[] {
  return LEGACY_CONSENT_COOKIE in parseCookieString(ctx.cookies)
    ? expireCookie(LEGACY_CONSENT_COOKIE, ctx.hostname)
    : [];
}
