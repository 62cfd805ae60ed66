import { CONSENT_COOKIE, LEGACY_CONSENT_COOKIE } from './cookies.ts';

/** The visitor's answer to the cookie notice (docs/product/entities.md#cookies); null: none yet, the notice shows. */
export type Consent = 'accepted' | 'declined' | null;

export const CONSENT_VALUE = { accepted: 'analytics:true', declined: 'analytics:false' } as const;

/** The stored choice; the legacy cookie counts as accepted; otherwise null (the notice shows). */
export function consentFromCookies(cookies: Record<string, string | undefined>): Consent {
  const value = cookies[CONSENT_COOKIE];
  if (value === CONSENT_VALUE.accepted) return 'accepted';
  if (value === CONSENT_VALUE.declined) return 'declined';
  if (cookies[LEGACY_CONSENT_COOKIE] !== undefined) return 'accepted';
  return null;
}
