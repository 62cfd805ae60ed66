/** A chosen stay: ISO days ('yyyy-MM-dd'), either may be unset. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export const EMPTY_RANGE: DateRange = { from: null, to: null };

/**
 * docs/product/rules.md#date-selection: the first click sets `from`; a click on that same
 * day (no end yet) clears both; an earlier click restarts from it; a later
 * click sets `to`; a click when both are set starts a new range.
 */
export function clickDay(range: DateRange, day: string): DateRange {
  const { from, to } = range;
  if (!from || to) return { from: day, to: null };
  if (day === from) return EMPTY_RANGE;
  if (day < from) return { from: day, to: null };
  return { from, to: day };
}

export function isComplete(range: DateRange): range is { from: string; to: string } {
  return !!range.from && !!range.to;
}
