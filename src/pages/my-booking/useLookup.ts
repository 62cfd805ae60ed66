import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiClient, ApiError } from '../../api/http.ts';
import { BOOKING_CODE_PATTERN, lookupReservation } from '../../api/reservation.ts';
import type { ReservationResult } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useAppState } from '../../store/store.ts';
import type { LookupAnswer } from './action.ts';

export type LookupField = 'email' | 'bookingCode';
export const PREFIX = 'lookup';
/** Loose on purpose (the API decides): something@something.tld. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The hydrated lookup (POST /api/reservation/lookup with fetch): the fields checked
 * first, then the booking, or the messages beside the fields and the server's
 * in a red box (docs/product/errors.md#what-the-pages-do-with-failures). After each attempt the focus goes to the booking,
 * the box or the first marked field. Starts from the plain post's answer.
 */
export function useLookup(posted: LookupAnswer | null) {
  const { t, locale } = useI18n();
  const [state] = useAppState();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<Partial<Record<LookupField, string>>>(() => posted?.errors ?? {});
  const [message, setMessage] = useState<string | null>(() =>
    posted && !posted.booking && !posted.link ? (posted.message ?? t('booking.lookup.network')) : null,
  );
  const [result, setResult] = useState<ReservationResult | null>(() => posted?.booking ?? null);
  /** The booking shown was cancelled just now (here, or by the plain post). */
  const [cancelledNow, setCancelledNow] = useState(() => !!posted?.cancelledNow);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!attempt) return;
    if (result) {
      resultRef.current?.focus();
      return;
    }
    if (message) alertRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, result, message]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const bookingCode = String(form.get('bookingCode') ?? '').replace(/\s+/g, '');
    const local: Partial<Record<LookupField, string>> = {};
    if (!email) local.email = t('booking.lookup.emailRequired');
    else if (!EMAIL.test(email)) local.email = t('booking.lookup.emailInvalid');
    if (!bookingCode) local.bookingCode = t('booking.lookup.codeRequired');
    else if (!BOOKING_CODE_PATTERN.test(bookingCode)) local.bookingCode = t('booking.lookup.codeInvalid');
    setMessage(null);
    if (Object.keys(local).length) {
      setErrors(local);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setResult(
        await lookupReservation(
          new ApiClient({ baseUrl: '', locale, token: state.config.apiPublicToken }),
          email,
          bookingCode,
        ),
      );
      setCancelledNow(false);
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        const fieldErrors = (err.body.errors ?? {}) as Partial<Record<LookupField, string>>;
        setErrors({
          ...(fieldErrors.email ? { email: fieldErrors.email } : {}),
          ...(fieldErrors.bookingCode ? { bookingCode: fieldErrors.bookingCode } : {}),
        });
        // docs/product/errors.md#what-the-pages-do-with-failures: the server's message in a red box.
        setMessage(err.body.message || t('booking.lookup.network'));
      } else {
        setMessage(t('booking.lookup.network'));
      }
    } finally {
      setBusy(false);
      setAttempt((n) => n + 1);
    }
  }

  /** The booking cancelled by the hydrated cancel form: shown instead, with the focus on its heading. */
  const cancelled = (booking: ReservationResult) => {
    setResult(booking);
    setCancelledNow(true);
    setAttempt((n) => n + 1);
  };

  const another = () => {
    setResult(null);
    setCancelledNow(false);
    setMessage(null);
    setErrors({});
    requestAnimationFrame(() => document.getElementById(`${PREFIX}-email`)?.focus());
  };

  const clear = (field: LookupField) => () => {
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  return {
    formRef,
    alertRef,
    resultRef,
    errors,
    message,
    result,
    cancelledNow,
    busy,
    onSubmit,
    cancelled,
    another,
    clear,
  };
}
