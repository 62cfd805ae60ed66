import { useState, type FormEvent } from 'react';
import type { CartLine } from '../../api/cart.ts';
import { ApiError } from '../../api/http.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { isComplete, type DateRange } from '../../../contract/date-range.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import type { CartActions } from './cart-actions.ts';

/**
 * A hydrated cart line's changes: a complete new range is saved at once
 * (PUT); clearing the dates puts the line back to "dates to be chosen"; a
 * refusal (dates taken, docs/product/errors.md#cart-errors) becomes the line's error, and the line keeps
 * its old dates. Before hydration the plain form posts do the same.
 */
export function useLineChanges({
  line,
  actions,
  notice,
  onRemoved,
  announce,
}: {
  line: CartLine;
  actions: CartActions;
  /** A refusal of a plain form post, already in words. */
  notice: string | null;
  onRemoved(line: CartLine): void;
  announce(message: string): void;
}) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<DateRange | null>(null);
  const [busy, setBusy] = useState<'dates' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(notice);

  const refused = (err: unknown): string => {
    if (!(err instanceof ApiError)) return t('cart.page.failed');
    const body = err.body as { message?: string; code?: string };
    if (body.code === 'datesTaken')
      return `${body.message || t('cart.errors.datesTaken')} ${t('cart.errors.reviewDates')}`;
    return body.message || t('cart.page.failed');
  };

  const save = async (stay: { from: string; to: string } | null, range: DateRange) => {
    setDraft(range);
    setBusy('dates');
    try {
      await actions.changeDates(line.cartLineId, stay);
      announce(t('cart.page.datesChanged', { name: line.house.name }));
    } catch (err) {
      setError(refused(err));
      // Taken meanwhile: the calendar learns the house's days as they are now.
      if (err instanceof ApiError && err.status === 409) void actions.refresh().catch(() => {});
    } finally {
      setDraft(null);
      setBusy(null);
    }
  };

  const onDates = (range: DateRange) => {
    setError(null);
    if (isComplete(range)) {
      if (range.from === line.resFrom && range.to === line.resTo) setDraft(null);
      else void save({ from: range.from, to: range.to }, range);
    } else if (!range.from && !range.to) {
      // Cleared: a dated line goes back to "dates to be chosen".
      if (line.resFrom) void save(null, range);
      else setDraft(null);
    } else {
      setDraft(range); // a check-in only: nothing to save yet
    }
  };

  const onRemove = async (event: FormEvent) => {
    if (!hydrated) return; // the plain form post does it
    event.preventDefault();
    if (busy) return;
    setBusy('remove');
    setError(null);
    try {
      await actions.remove(line.cartLineId);
      onRemoved(line);
    } catch {
      setError(t('cart.page.failed'));
      setBusy(null);
    }
  };

  return { hydrated, draft, busy, error, onDates, onRemove };
}
