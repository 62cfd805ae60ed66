/**
 * Amounts of euro as the back office types and reads them, in the page's language
 * (docs/product/rules.md#amounts-typed-by-staff): German "1.234,50", English "1,234.50". Text
 * and integer cents convert into each other digit by digit, never through a floating-point number.
 */
import type { Locale } from './locale.ts';

/** An amount as a form or an API client sends it: text in the page's language, or a JSON number (decimal point). */
export type AmountInput = string | number;

const MARKS: Record<Locale, { decimal: string; group: string }> = {
  en: { decimal: '.', group: ',' },
  de: { decimal: ',', group: '.' },
};
/** More whole-euro digits than this are refused: far beyond any limit, and the cents stay exact. */
const MAX_DIGITS = 12;

const escape = (mark: string) => `\\${mark}`;
/** Whole euros (plain, or grouped by thousands with the group mark everywhere), then at most two decimals. */
const PATTERNS: Record<Locale, RegExp> = {
  en: pattern('en'),
  de: pattern('de'),
};
function pattern(locale: Locale): RegExp {
  const { decimal, group } = MARKS[locale];
  return new RegExp(`^(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d{1,2}))?$`);
}

/**
 * Cents of an amount typed in `locale`, or null when it is not one: the euro sign at either end
 * and spaces around are allowed; no sign, no exponent, no more than two decimals, thousands
 * grouped only in threes by the language's group mark ("50.50" is not a German amount, "50,50"
 * not an English one). Zero is an amount (0); the bounds are the schema's.
 */
export function parseAmount(text: string, locale: Locale): number | null {
  const match = PATTERNS[locale].exec(text.trim().replace(/^€\s*|\s*€$/u, ''));
  if (!match) return null;
  const whole = match[1].replaceAll(MARKS[locale].group, '').replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_DIGITS) return null;
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents of an amount sent: text read in `locale`, a JSON number as JSON writes it; anything else null. */
export function amountCents(value: unknown, locale: Locale): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? parseAmount(String(value), 'en') : null;
  return typeof value === 'string' ? parseAmount(value, locale) : null;
}

/** Cents of an amount its schema has accepted (a TypeError for any other: a caller's bug). */
export function centsOf(value: AmountInput, locale: Locale): number {
  const cents = amountCents(value, locale);
  if (cents === null) throw new TypeError(`Not an amount: ${String(value)}`);
  return cents;
}

/**
 * Whole cents as `locale` writes an amount without grouping or currency, always with two
 * decimals: 1234,50 and 1234.50; what parseAmount reads back, what a spreadsheet of that
 * language reads as a number.
 */
export function formatAmount(cents: number, locale: Locale): string {
  const abs = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.trunc(abs / 100)}${MARKS[locale].decimal}${String(abs % 100).padStart(2, '0')}`;
}
