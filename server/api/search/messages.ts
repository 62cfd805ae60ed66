/**
 * The search API's answers to bad input (422, docs/product/errors.md#search-errors), in the request's
 * language: the api.search area of the dictionaries, with each text's
 * parameters as arguments (as query.ts passes them). The field is always the
 * query parameter's name.
 */
import type { Locale } from '../../../contract/locale.ts';
import { areaTexts } from '../../texts.ts';
import { HttpError } from '../../http/errors.ts';

export function texts(locale: Locale) {
  const text = areaTexts(locale, 'api');
  return {
    once: (field: string) => text('search.once', { field }),
    wholeNumber: (field: string, min: number, max: number) => text('search.wholeNumber', { field, min, max }),
    priceOrder: text('search.priceOrder'),
    idList: (field: string) => text('search.idList', { field }),
    flag: (field: string) => text('search.flag', { field }),
    codes: (max: number) => text('search.codes', { max }),
    unknownIds: (field: string, ids: number[]) => text('search.unknownIds', { field, ids: ids.join(', ') }),
    beds: text('search.beds'),
    order: text('search.order'),
    text: (max: number) => text('search.text', { max }),
    date: (field: string) => text('search.date', { field }),
    notAfter: text('search.notAfter'),
    changeover: (field: string) => text('search.changeover', { field }),
    tooSoon: (first: string) => text('search.tooSoon', { first }),
    tooLong: (max: number) => text('search.tooLong', { max }),
    months: (max: number) => text('search.months', { max }),
    nights: (max: number) => text('search.nights', { max }),
    needs: (field: string, other: string) => text('search.needs', { field, other }),
    datesOrMonths: text('search.datesOrMonths'),
    monthsTooFar: (max: number) => text('search.monthsTooFar', { max }),
    monthsTooSoon: (first: string) => text('search.monthsTooSoon', { first }),
    noStay: (nights: string) => text('search.noStay', { nights }),
    bbox: text('search.bbox'),
    zoom: text('search.zoom'),
  };
}

/** A 422 naming the field (docs/product/errors.md#search-errors: the client shows an empty result). */
export function unprocessable(message: string, field: string): HttpError {
  return new HttpError(422, message, field);
}
