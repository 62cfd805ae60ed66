/** Counts in addresses and forms (docs/product/rules.md#counters), without the search schema, so the shell can read them too. */

/** Counter bounds (docs/product/rules.md#counters): adults and bedrooms at least 1, bed types at least 0, all at most 99. */
export const COUNTER_MAX = 99;

/** A whole number in [min, max] written in plain digits, else null ('2.5', '1e3', '-1', '' → null). */
export function parseCount(value: string | null | undefined, min: number, max = COUNTER_MAX): number | null {
  if (value == null) return null;
  const text = value.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** A counter step that never leaves [min, max]. */
export function stepCount(value: number | null, delta: number, min: number, max = COUNTER_MAX): number {
  const current = value ?? min;
  return Math.min(max, Math.max(min, current + delta));
}
