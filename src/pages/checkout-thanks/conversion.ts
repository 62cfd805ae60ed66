import type { ReservationResult } from '../../../contract/api/types.ts';
import type { Consent } from '../../store/state.ts';
import { lastPaidPayment } from '../../components/booking/payment-state.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The conversion of a booking (an event in EUR pushed to
 * the tag layer, its amounts euros as GA4 expects them, from the booking's cents), as a GA4 `purchase` event – only
 * when the visitor accepted analytics (docs/product/entities.md#cookies). Returns whether it was pushed.
 * Pushed once the booking is paid for (pushPaymentConversion), not when reserved.
 */
const euros = (cents: number) => cents / 100;

export function pushConversion(booking: ReservationResult, consent: Consent): boolean {
  if (consent !== 'accepted' || typeof window === 'undefined') return false;
  window.dataLayer = window.dataLayer || [];
  // Google's advice: clear the previous ecommerce object first.
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event: 'purchase',
    ecommerce: {
      transaction_id: booking.bookingCode,
      value: euros(booking.totalCents),
      currency: 'EUR',
      items: [
        ...booking.houses.map((h) => ({
          item_id: h.code,
          item_name: h.name,
          item_category: 'house',
          price: euros(h.priceCents),
          quantity: 1,
        })),
        ...(booking.numberViatorKit > 0
          ? [
              {
                item_id: 'kit',
                item_name: 'kit',
                item_category: 'kit',
                price: euros(booking.kitPriceCents),
                quantity: booking.numberViatorKit,
              },
            ]
          : []),
      ],
    },
  });
  return true;
}

const PUSHED_KEY = 'sumarhus.conversions';

/**
 * The conversion on the thank-you page, back from the payment page: pushed
 * (consent permitting) once a payment of the booking arrived, once per booking
 * code and payment – a reload or a second visit of the same tab pushes nothing
 * again (remembered in sessionStorage). Never at reservation: a booking that is
 * not paid is no conversion. Returns whether it was pushed.
 */
export function pushPaymentConversion(booking: ReservationResult, consent: Consent): boolean {
  if (typeof window === 'undefined' || (booking.status !== 'confirmed' && booking.status !== 'paid')) return false;
  const payment = lastPaidPayment(booking);
  if (!payment) return false;
  const key = `${booking.bookingCode}:${payment.id}`;
  const pushed = readPushed();
  if (pushed.includes(key) || !pushConversion(booking, consent)) return false;
  try {
    sessionStorage.setItem(PUSHED_KEY, JSON.stringify([...pushed, key].slice(-50)));
  } catch {
    // Storage off: a reload may push again, which the tag layer's transaction id dedupes.
  }
  return true;
}

function readPushed(): string[] {
  try {
    const value = JSON.parse(sessionStorage.getItem(PUSHED_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
