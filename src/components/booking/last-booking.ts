/**
 * The thank-you page after a reload: the booking code and e-mail address of
 * the booking just made, kept in this tab's sessionStorage (gone when the tab
 * closes, never sent anywhere by itself). With them the page looks the booking
 * up again (GET /api/reservation), which also gives fresh document links.
 */
const KEY = 'sumarhus.lastBooking';
/** After this long the thank-you page no longer shows the booking by itself. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface LastBooking {
  bookingCode: string;
  email: string;
}

export function rememberBooking(booking: LastBooking): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ bookingCode: booking.bookingCode, email: booking.email, savedAt: Date.now() }),
    );
  } catch {
    // Storage may be off (private modes, quotas): the page then shows its help text after a reload.
  }
}

export function recallBooking(): LastBooking | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { bookingCode?: unknown; email?: unknown; savedAt?: unknown };
    if (typeof value.bookingCode !== 'string' || !/^\d{8}$/.test(value.bookingCode) || typeof value.email !== 'string')
      return null;
    if (typeof value.savedAt !== 'number' || Date.now() - value.savedAt > MAX_AGE_MS) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return { bookingCode: value.bookingCode, email: value.email };
  } catch {
    return null;
  }
}
