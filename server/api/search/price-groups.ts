/**
 * Price groups (GET /api/houses/pricegroups, docs/product/rules.md#display-constants): a histogram of the
 * price the price filter compares — each house's from-price per week, or
 * with a stay the stay's average week price, among the houses free and
 * priced for it. Bounds are rounded out to tens of euros (the slider's step), answered in cents, hi at
 * least lo + 10; `groups` groups of equal width from lo to hi, the last one
 * including hi. Integer arithmetic throughout: a price on a group's edge
 * falls in the upper group, exactly.
 */
import type { PriceGroups } from '../../../contract/api/types.ts';
import { findMatches } from './matching.ts';
import { NO_FILTERS, type SearchFilters } from './query.ts';
import type { SearchIndex } from './search-index.ts';

export function priceGroups(
  index: SearchIndex,
  stay: SearchFilters['stay'],
  taken: ReadonlySet<number>,
  groups: number,
): PriceGroups {
  // minCents 0 keeps only the houses with a price, and has each match carry it.
  const filters: SearchFilters = { ...NO_FILTERS, stay, minCents: 0 };
  // Each price is numerator / denominator euros: cents / 100, or with a stay Σ nights × week cents / (100 × nights).
  const numerators = findMatches(index, filters, { order: '', taken, text: null }).map((m) => m.price!);
  const denominator = stay ? 100 * stay.nights : 100;
  const data = Array.from({ length: groups }, (_, i) => ({ groupId: i + 1, houseCount: 0 }));
  if (!numerators.length) return { minCents: 0, maxCents: 0, data };
  const [least, most] = numerators.reduce(([a, b], n) => [Math.min(a, n), Math.max(b, n)], [Infinity, -Infinity]);
  const lo = Math.floor(least / (10 * denominator)) * 10;
  const hi = Math.max(Math.ceil(most / (10 * denominator)) * 10, lo + 10);
  for (const n of numerators) {
    const group = Math.floor(((n - lo * denominator) * groups) / ((hi - lo) * denominator));
    data[Math.min(group, groups - 1)].houseCount++;
  }
  return { minCents: lo * 100, maxCents: hi * 100, data };
}
