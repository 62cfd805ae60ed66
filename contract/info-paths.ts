import type { ContentDocument } from './content.ts';
import type { Locale } from './locale.ts';
import { pathFor } from './routes.ts';

/**
 * The data protection page is a `pages` document with this uid in English;
 * it has its own route (information/data-protection, information/datenschutz).
 * Its German translation is found through alternate_languages, whatever its uid.
 */
export const DATA_PROTECTION_UID = 'data-protection';

/** Is this `pages` document the data protection page (in either language)? */
export function isDataProtection(doc: Pick<ContentDocument<unknown>, 'uid' | 'lang' | 'alternate_languages'>): boolean {
  if (doc.lang === 'en-gb') return doc.uid === DATA_PROTECTION_UID;
  return doc.alternate_languages.some((a) => a.lang === 'en-gb' && a.uid === DATA_PROTECTION_UID);
}

/** The address of a generic information page. */
export function infoPagePath(uid: string, locale: Locale): string {
  return pathFor('infoPage', locale, { slug: uid });
}
