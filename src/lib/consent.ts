import { CONSENT_COOKIE, LEGACY_CONSENT_COOKIE } from './cookies.ts';
import type { Consent } from '../store/state.ts';

/** Cookies set by analytics tags; removed when the visitor declines or resets (SPEC §4). */
export const ANALYTICS_COOKIE_PREFIXES = ['_ga', '_gid', '_gat', '_gcl', '_gtm', '_fbp'] as const;

export const CONSENT_VALUE = { accepted: 'analytics:true', declined: 'analytics:false' } as const;

export function isAnalyticsCookie(name: string): boolean {
  return ANALYTICS_COOKIE_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/** The stored choice; the legacy cookie counts as accepted; otherwise null (the notice shows). */
export function consentFromCookies(cookies: Record<string, string | undefined>): Consent {
  const value = cookies[CONSENT_COOKIE];
  if (value === CONSENT_VALUE.accepted) return 'accepted';
  if (value === CONSENT_VALUE.declined) return 'declined';
  if (cookies[LEGACY_CONSENT_COOKIE] !== undefined) return 'accepted';
  return null;
}
