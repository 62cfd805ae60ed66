import { isComplete, type DateRange } from '../../../contract/date-range.ts';

/** The loader's deferred similar houses (the section's code loads later than the loader). */
export const SIMILAR_DEFERRED = 'house-similar';

/** One string per stay ('' for none): which answer belongs to which dates. */
export const stayKey = (stay: { from: string | null; to: string | null } | null | undefined) =>
  stay?.from && stay.to ? `${stay.from}/${stay.to}` : '';

/** The query with the chosen dates (checkIn, checkOut), or without any: a shared link shows the same price. */
export function withDates(search: string, dates: DateRange): string {
  const params = new URLSearchParams(search);
  params.delete('checkIn');
  params.delete('checkOut');
  if (isComplete(dates)) {
    params.set('checkIn', dates.from);
    params.set('checkOut', dates.to);
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
