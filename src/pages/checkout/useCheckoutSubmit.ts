import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fetchCartAvailability } from '../../api/cart.ts';
import { ApiClient } from '../../api/http.ts';
import { createReservation } from '../../api/reservation.ts';
import type { ReservationResult } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { BookingField } from '../../../contract/forms/booking-form.ts';
import { formDataFields } from '../../../contract/forms/read-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { rememberBooking } from '../../components/booking/last-booking.ts';
import { bookingInput } from './booking-input.ts';
import { datesTaken, postedProblem, refusalProblem, type Problem } from './checkout-problem.ts';
import type { FieldMessages } from './form-state.ts';
import type { CheckoutRefusal } from './refusal.ts';

/**
 * The hydrated checkout's submit: checks the cart's availability (docs/product/errors.md#what-the-pages-do-with-failures),
 * posts the form to the booking API (the counters' numbers as the page holds
 * them) and keeps the API's messages beside their fields, with the errors
 * block scrolled to and focused after each refused attempt. A booking empties
 * the cart and is stored (this tab's sessionStorage too, for the thank-you
 * page), then the guest goes straight to the payment page for the amount due
 * now (`payUrl`: the provider's page, so a full navigation); a trade partner's
 * booking on account has nothing to pay by card and opens the thank-you page.
 * The conversion is pushed on the thank-you page once a payment arrived, never
 * here. Starts from a refused plain post's errors.
 */
export function useCheckoutSubmit({
  cartId,
  counts,
  posted,
  onBooked,
}: {
  cartId: string;
  counts: Partial<Record<BookingField, number>>;
  posted: CheckoutRefusal | null;
  onBooked: () => void;
}) {
  const { t, locale } = useI18n();
  const [state, store] = useAppState();
  const navigate = useNavigate();
  const summaryRef = useRef<HTMLElement>(null);
  const [errors, setErrors] = useState<FieldMessages>(() => posted?.errors ?? {});
  const [problem, setProblem] = useState<Problem | null>(() => (posted ? postedProblem(posted, t) : null));
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** Set once the guest was sent to the payment page. */
  const paying = useRef(false);

  // After each refused attempt: the errors block into view, and the focus on it.
  useEffect(() => {
    if (!attempt || !summaryRef.current) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    summaryRef.current.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    summaryRef.current.focus({ preventScroll: true });
  }, [attempt]);

  // Back from the payment page through the browser's history (a page restored
  // from the back-forward cache): the booking is made, so the thank-you page
  // says what it is now (reserved, with the way to pay), not a busy button.
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted && paying.current) navigate(pathFor('checkoutThanks', locale));
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, [navigate, locale]);

  function refuse(next: Problem, fieldErrors: FieldMessages = {}) {
    setErrors(fieldErrors);
    setProblem(next);
    setSubmitting(false);
    setAttempt((n) => n + 1);
  }

  function succeed(result: ReservationResult) {
    onBooked();
    // docs/product/screens.md#checkout: a successful booking empties the cart in the client and stores the booking.
    store.cart = { cartId: null, houses: [] };
    store.booking = result;
    rememberBooking({ bookingCode: result.bookingCode, email: result.email });
    // The button stays disabled while the payment page loads: one booking, one payment.
    if (result.payUrl) {
      paying.current = true;
      window.location.assign(result.payUrl);
    } else navigate(pathFor('checkoutThanks', locale));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = formDataFields(new FormData(event.currentTarget));
    const counted = new Map(Object.entries(counts));
    // Unticked terms go as they are: the API answers with the terms error among all the others.
    const body = bookingInput({ get: (name) => String(counted.get(name) ?? form.get(name)) }, cartId);
    setSubmitting(true);
    const api = new ApiClient({ baseUrl: '', locale, token: state.config.apiPublicToken });
    let result: ReservationResult;
    try {
      // docs/product/errors.md#booking-errors: before booking, the cart's dates must still be free.
      if (body.terms === true && (await cartAvailability(api, cartId)) === 'Error') {
        refuse(datesTaken(t));
        return;
      }
      result = await createReservation(api, body);
    } catch (err) {
      const refusal = refusalProblem(err, (field) => form.get(field).trim(), t);
      refuse(refusal.problem, refusal.errors);
      return;
    }
    succeed(result);
  }

  // Changing a field takes its error away (the errors block stays until the next attempt).
  const clearError = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as BookingField;
    if (name && errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
  };

  return { summaryRef, errors, problem, submitting, attempt, onSubmit, clearError };
}

/** GET /api/cart/{cartId}/availability (docs/product/api.md#cart): 'Error' when a line's dates are taken; null when it could not be asked. */
async function cartAvailability(api: ApiClient, cartId: string): Promise<'OK' | 'Error' | null> {
  try {
    return (await fetchCartAvailability(api, cartId)).status === 'Error' ? 'Error' : 'OK';
  } catch {
    // Not answered (the cart is gone, offline): the booking API says what is wrong itself.
    return null;
  }
}
