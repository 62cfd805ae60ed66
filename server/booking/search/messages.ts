/**
 * The search API's answers to bad input (422, SPEC §8), in the request's
 * language. The field is always the query parameter's name.
 */
import type { Request } from 'express';
import type { Locale } from '../../../src/lib/locale.ts';
import { HttpError } from '../errors.ts';

/** German when the request prefers it (the site sends Accept-Language with every call), else English. */
export function requestLocale(req: Request): Locale {
  return req.acceptsLanguages('en', 'de') === 'de' ? 'de' : 'en';
}

type Texts = {
  once: (field: string) => string;
  wholeNumber: (field: string, min: number, max: number) => string;
  price: (field: string) => string;
  priceOrder: string;
  idList: (field: string) => string;
  codes: (max: number) => string;
  unknownIds: (field: string, ids: number[]) => string;
  beds: string;
  order: string;
  text: (max: number) => string;
  date: (field: string) => string;
  notAfter: string;
  changeover: (field: string) => string;
  tooSoon: (first: string) => string;
  tooLong: (max: number) => string;
};

const TEXTS: Record<Locale, Texts> = {
  en: {
    once: (f) => `${f} may be given only once.`,
    wholeNumber: (f, min, max) => `${f} must be a whole number from ${min} to ${max}.`,
    price: (f) => `${f} must be an amount in euros (digits, at most two decimals).`,
    priceOrder: 'maximumPrice must not be lower than minimumPrice.',
    idList: (f) => `${f} must be a comma-separated list of ids.`,
    codes: (max) => `codes must be a comma-separated list of at most ${max} house codes (letters, digits and hyphens, 2 to 20 characters).`,
    unknownIds: (f, ids) => `${f}: unknown id ${ids.join(', ')}.`,
    beds: 'houseBedIds must be a comma-separated list of bedTypeId:count pairs (count 0 to 99).',
    order: "order must be empty (relevance), 'price asc', 'price desc' or 'random'.",
    text: (max) => `search must be at most ${max} characters long.`,
    date: (f) => `${f} must be a date written yyyy-MM-dd.`,
    notAfter: 'resTo must be after resFrom.',
    changeover: (f) => `${f} must be a Thursday or a Sunday: houses change guests on those days only.`,
    tooSoon: (first) => `resFrom must be at least 14 days from today (${first} or later).`,
    tooLong: (max) => `A stay can be at most ${max} nights long.`,
  },
  de: {
    once: (f) => `${f} darf nur einmal angegeben werden.`,
    wholeNumber: (f, min, max) => `${f} muss eine ganze Zahl von ${min} bis ${max} sein.`,
    price: (f) => `${f} muss ein Betrag in Euro sein (Ziffern, höchstens zwei Nachkommastellen).`,
    priceOrder: 'maximumPrice darf nicht kleiner als minimumPrice sein.',
    idList: (f) => `${f} muss eine durch Kommas getrennte Liste von IDs sein.`,
    codes: (max) => `codes muss eine durch Kommas getrennte Liste von höchstens ${max} Hauscodes sein (Buchstaben, Ziffern und Bindestriche, 2 bis 20 Zeichen).`,
    unknownIds: (f, ids) => `${f}: unbekannte ID ${ids.join(', ')}.`,
    beds: 'houseBedIds muss eine durch Kommas getrennte Liste von Paaren Betttyp-ID:Anzahl sein (Anzahl 0 bis 99).',
    order: "order muss leer (Relevanz), 'price asc', 'price desc' oder 'random' sein.",
    text: (max) => `search darf höchstens ${max} Zeichen lang sein.`,
    date: (f) => `${f} muss ein Datum im Format yyyy-MM-dd sein.`,
    notAfter: 'resTo muss nach resFrom liegen.',
    changeover: (f) => `${f} muss ein Donnerstag oder Sonntag sein: Nur an diesen Tagen ist Gästewechsel.`,
    tooSoon: (first) => `resFrom muss mindestens 14 Tage in der Zukunft liegen (${first} oder später).`,
    tooLong: (max) => `Ein Aufenthalt kann höchstens ${max} Nächte dauern.`,
  },
};

export function texts(lang: Locale): Texts {
  return TEXTS[lang];
}

/** A 422 naming the field (SPEC §8: the client shows an empty result). */
export function unprocessable(message: string, field: string): HttpError {
  return new HttpError(422, message, field);
}
