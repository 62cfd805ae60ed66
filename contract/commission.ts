/**
 * An owner's commission as staff type it, a percent with at most two decimals in the page's
 * language ("20", "12.5"; German "12,5"), stored in basis points (2000 = 20 %)
 * (docs/product/owners.md#commission). Read like an amount (docs/product/rules.md#amounts-typed-by-staff):
 * a percent with two decimals is basis points as euros with two decimals are cents.
 */
import { formatAmount, parseAmount } from './amount.ts';
import type { Locale } from './locale.ts';

export const MAX_BP = 10_000;

/** Basis points of a percent typed in `locale` (a trailing % sign allowed), or null when it is none or above 100. */
export function parseCommission(typed: string, locale: Locale): number | null {
  const bp = parseAmount(typed.trim().replace(/\s*%$/u, ''), locale);
  return bp !== null && bp <= MAX_BP ? bp : null;
}

/** Basis points as `locale` types the percent, without needless zeros: 2000 → "20", 1250 → "12.5" / "12,5". */
export function formatCommission(bp: number, locale: Locale): string {
  return formatAmount(bp, locale).replace(/[.,]?0+$/u, '');
}
