import type { ReservationResult } from '../../../contract/api/types.ts';
import type { Consent } from '../../store/state.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The conversion of a booking (SPEC §7 POST /api/reservation: "a conversion
 * event in EUR is pushed to a tag layer"), as a GA4 `purchase` event – only
 * when the visitor accepted analytics (SPEC §4). Returns whether it was pushed.
 */
export function pushConversion(booking: ReservationResult, consent: Consent): boolean {
  if (consent !== 'accepted' || typeof window === 'undefined') return false;
  window.dataLayer = window.dataLayer || [];
  // Google's advice: clear the previous ecommerce object first.
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({
    event: 'purchase',
    ecommerce: {
      transaction_id: booking.bookingCode,
      value: booking.totalCost,
      currency: 'EUR',
      items: [
        ...booking.houses.map((h) => ({ item_id: h.code, item_name: h.name, item_category: 'house', price: h.price, quantity: 1 })),
        ...(booking.numberViatorKit > 0 ? [{ item_id: 'kit', item_name: 'kit', item_category: 'kit', price: booking.viatorKitPrice, quantity: booking.numberViatorKit }] : []),
      ],
    },
  });
  return true;
}
