import en from '../../../src/i18n/messages/en/contact.ts';
import de from '../../../src/i18n/messages/de/contact.ts';
import type { Request } from 'express';
import type { Locale } from '../../../src/lib/locale.ts';

/**
 * The contact dictionaries of the site, so that the API's error messages are
 * the very words the form shows (SPEC §8 "Contact failure").
 */
export const contactTexts: Record<Locale, typeof en> = { en, de };

/** The request's language from Accept-Language (en or de; en when neither is asked for). */
export function requestLocale(req: Request): Locale {
  return req.acceptsLanguages('en', 'de') === 'de' ? 'de' : 'en';
}
