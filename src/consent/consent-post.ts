import { CONSENT_COOKIE, CONSENT_MAX_AGE, LEGACY_CONSENT_COOKIE } from '../../contract/cookies.ts';
import type { FormFields } from '../../contract/forms/read-form.ts';
import { localPath } from '../../contract/local-path.ts';
import type { ActionCookie } from '../../contract/cookies.ts';
import type { ActionResult } from '../navigation/page-types.ts';
import { CONSENT_VALUE, isAnalyticsCookie } from './consent.ts';

/** The `intent` of the cookie notice's form; any page answers it before its own action. */
export const CONSENT_INTENT = 'consent';

/**
 * The cookie notice without JavaScript: a plain post of `intent=consent` and
 * `choice` (accept | decline) to the address of the page it shows on. Sets
 * the consent cookie as the browser module would (decline also expires the
 * legacy cookie and the analytics cookies this host sent) and answers 303
 * to `back` when one is sent and is a path on this site, else to `fallback`
 * (the address posted to).
 * Null when the post is not the notice's.
 */
export function consentPost(
  form: FormFields,
  cookies: Record<string, string | undefined>,
  fallback: string,
): ActionResult | null {
  if (form.get('intent') !== CONSENT_INTENT) return null;
  const redirect = localPath(form.get('back').trim()) ?? fallback;
  const choice = form.get('choice');
  if (choice !== 'accept' && choice !== 'decline') return { redirect };
  const expire = (name: string): ActionCookie => ({ name, value: '', maxAge: 0, path: '/', httpOnly: false });
  const set: ActionCookie = {
    name: CONSENT_COOKIE,
    value: CONSENT_VALUE[choice === 'accept' ? 'accepted' : 'declined'],
    maxAge: CONSENT_MAX_AGE,
    path: '/',
    // Not httpOnly: the footer's "cookie settings" clears it in the browser.
    httpOnly: false,
  };
  if (choice === 'accept') return { redirect, cookies: [set] };
  const present = Object.keys(cookies);
  const removals = present.filter((name) => name === LEGACY_CONSENT_COOKIE || isAnalyticsCookie(name)).map(expire);
  return { redirect, cookies: [set, ...removals] };
}
