/**
 * The browser side of cookie consent, loaded lazily (its own chunk) when the
 * visitor acts on the notice or has accepted before: applies the cookie writes
 * that consent.ts plans and injects the tag manager. Under the CSP's
 * 'strict-dynamic' a script element created by our own (nonce'd) code is trusted.
 */
import { planConsent, shouldLoadTagManager, tagManagerSrc, type ConsentAction } from './consent.ts';
import type { Consent } from '../store/state.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const GTM_SCRIPT_ID = 'gtm-script';

/** Applies accept, decline or reset to the cookies and the tag manager; returns the new choice. */
export function applyConsent(action: ConsentAction, gtmId: string | null, nonce = ''): Consent {
  const plan = planConsent(action, {
    cookies: document.cookie,
    hostname: location.hostname,
    secure: location.protocol === 'https:',
    gtmId,
  });
  for (const write of plan.cookieWrites) document.cookie = write;
  if (plan.revokeTracking && window.dataLayer) gtag('consent', 'update', storage('denied'));
  if (plan.startTracking && gtmId) startTagManager(gtmId, nonce);
  return plan.consent;
}

/** Injects Google Tag Manager once, with consent granted (the visitor accepted). */
export function startTagManager(gtmId: string, nonce = ''): void {
  if (!shouldLoadTagManager('accepted', gtmId) || document.getElementById(GTM_SCRIPT_ID)) return;
  window.dataLayer = window.dataLayer || [];
  gtag('consent', 'default', storage('granted'));
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = GTM_SCRIPT_ID;
  script.async = true;
  script.src = tagManagerSrc(gtmId);
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

function storage(value: 'granted' | 'denied') {
  return { analytics_storage: value, ad_storage: value, ad_user_data: value, ad_personalization: value };
}

/** Google's consent commands must be pushed as an `arguments` object, not an array. */
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer || [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}
