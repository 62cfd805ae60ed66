/**
 * The server's words, from the site's dictionaries (contract/messages/<lang>/)
 * and the areas only the server uses (their server/ folder): the booking API's
 * answers, the PDFs, the e-mails. Imported whole and at once: the server needs
 * every area, and the texts in code that cannot wait (errors, mail in a transaction).
 */
import rosetta from 'rosetta';
import type { Messages } from '../contract/messages/en/index.ts';
import de from '../contract/messages/de/index.ts';
import deServer from '../contract/messages/de/server/index.ts';
import en from '../contract/messages/en/index.ts';
import enServer, { type ServerMessages } from '../contract/messages/en/server/index.ts';
import type { Locale } from '../contract/locale.ts';
import { pluralForm, type PluralForms } from '../contract/plural.ts';

type Dictionary = Messages & ServerMessages;

/** Dotted paths to the strings (and one/other pairs) of a dictionary: 'api.search.once', 'documents.nights'. */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | PluralForms ? `${Prefix}${K}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TextKey = Keys<Dictionary>;
type Params = Record<string, string | number>;

const dictionaries: Record<Locale, Dictionary> = { en: { ...en, ...enServer }, de: { ...de, ...deServer } };
const translator = rosetta<Dictionary>(dictionaries);

/** The string for a key with {{params}} filled in; of a one/other pair, the one params.count asks for. */
export function t(locale: Locale, key: TextKey, params: Params = {}): string {
  const value: unknown = translator.t(key, params, locale);
  const text: unknown =
    typeof value === 'object' && value !== null && 'one' in value
      ? translator.t(`${key}.${pluralForm(locale, params.count)}`, params, locale)
      : value;
  return typeof text === 'string' && text !== '' ? text : key;
}

/** t for one language and area, keys without the area: areaTexts('de', 'documents')('nights', { count: 2 }) is '2 Nächte'. */
export function areaTexts<A extends keyof Dictionary>(
  locale: Locale,
  area: A,
): (key: Keys<Dictionary[A]>, params?: Params) => string {
  return (key, params) => t(locale, `${area}.${key}` as TextKey, params);
}

/** A language's whole dictionary, for tables looked up by their own keys (a field's texts by reason). */
export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
