/**
 * Countries for the booking form (GET /api/reservation/countries, docs/product/api.md#reservations):
 * the officially assigned ISO 3166-1 alpha-2 codes, named by the platform's
 * Intl.DisplayNames in the request's language and sorted by its collation.
 *
 * Intl cannot list regions, so every two-letter code is asked for a name; the
 * ones ICU knows but ISO 3166-1 does not assign are dropped: codes ICU maps to
 * a successor (deprecated ones such as SU, YU, AN) and the reserved or
 * user-assigned codes below. test/api/reservation-rules.test.ts checks that
 * 249 remain.
 */
import type { Country } from '../../../contract/api/types.ts';
import type { Locale } from '../../../contract/locale.ts';

/** Known to ICU but not assigned by ISO 3166-1: exceptionally reserved, groupings, user-assigned, unknown. */
const NOT_ASSIGNED = new Set([
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'IC',
  'TA',
  'EU',
  'EZ',
  'UN',
  'QO',
  'XA',
  'XB',
  'XK',
  'ZZ',
]);
const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };

function assignedCodes(): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_ASSIGNED.has(code) || !names.of(code)) continue;
      // A deprecated code canonicalises to its successor (und-SU → und-RU).
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      codes.push(code);
    }
  }
  return codes;
}

let codes: ReadonlySet<string> | undefined;
const lists = new Map<Locale, Country[]>();

/** The ISO 3166-1 alpha-2 codes the form accepts. */
export function countryCodes(): ReadonlySet<string> {
  codes ??= new Set(assignedCodes());
  return codes;
}

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && countryCodes().has(value);
}

/** The country's name in the language ('DE' → 'Germany' / 'Deutschland'). */
export { regionName as countryName } from '../../../contract/region-names.ts';

/** Every country, named and sorted in the language. */
export function countryList(locale: Locale): Country[] {
  let list = lists.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(INTL_LOCALE[locale]);
    list = [...countryCodes()]
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
    lists.set(locale, list);
  }
  return list;
}
