import type { Request } from 'express';
import type { Locale } from '../../contract/locale.ts';

/**
 * The language of an API call: German when Accept-Language ranks it above
 * English (de-AT counts as de; q-values decide), else English. The site sends
 * the page's language with every call.
 */
export function requestLocale(req: Request): Locale {
  return req.acceptsLanguages('en', 'de') === 'de' ? 'de' : 'en';
}
