import type { Locale } from '../../../contract/locale.ts';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', de: 'de-DE' };
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Integer cents as the site shows them (docs/product/rules.md#money), with cents only when there are
 * any: house prices and totals are whole euros (€1,234 / 1.234 €), a deposit of
 * 20 % may not be (€246.80 / 246,80 €).
 */
export function formatCents(locale: Locale, cents: number): string {
  const whole = cents % 100 === 0;
  const key = `${locale}:${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    formats.set(key, format);
  }
  return format.format(cents / 100);
}
