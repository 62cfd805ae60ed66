/**
 * Signed, expiring download links of a reservation's PDFs:
 *
 *   /api/reservation/{bookingCode}/documents/{doc}.pdf?exp={unix seconds}&sig={base64url}
 *
 * Links are only put into answers to someone who gave the right e-mail and
 * code (or who just booked).
 */
import { checkLink, signLink, type LinkCheck } from '../security/signed-links.ts';

/** How long a handed-out link works. */
export const LINK_TTL_SECONDS = 60 * 60;

/** 'invoice' (a booking's from before numbering), 'travel-1' …, and issued ones: 'invoice-2026-000123', 'credit-note-2026-000007'. */
const DOCUMENT_NAME = /^(invoice|travel-[1-9][0-9]{0,2}|(invoice|credit-note)-[0-9]{4}-[0-9]{6,9})$/;

/** The document a download's file part names ('invoice-2026-000123.pdf' → 'invoice-2026-000123'); null for anything else. */
export function documentNameOf(file: string): string | null {
  const name = file.replace(/\.pdf$/, '');
  return name !== file && DOCUMENT_NAME.test(name) ? name : null;
}

const PURPOSE = 'reservation documents v1';

export function documentPath(code: string, doc: string): string {
  return `/api/reservation/${code}/documents/${doc}.pdf`;
}

/** A document of a trade partner's booking, for its company's session (server/api/users/partner-documents.ts). */
export function partnerDocumentPath(code: string, doc: string): string {
  return `/api/user/bookings/${code}/documents/${doc}.pdf`;
}

export function signedDocumentUrl(
  secret: string,
  code: string,
  doc: string,
  now: Date,
  ttlSeconds = LINK_TTL_SECONDS,
): { url: string; expiresAt: Date } {
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + ttlSeconds) * 1000);
  return { url: `${documentPath(code, doc)}?${signLink(secret, PURPOSE, `${code}:${doc}`, expiresAt)}`, expiresAt };
}

export function checkDocumentLink(
  secret: string,
  code: string,
  doc: string,
  exp: unknown,
  sig: unknown,
  now: Date,
): LinkCheck {
  return checkLink(secret, PURPOSE, `${code}:${doc}`, exp, sig, now);
}

/**
 * Links to My booking, mailed to a booking's own address when its guest asks
 * ("E-mail me my booking link"): `?token={code}.{exp}.{sig}` opens the booking
 * without the code's lookup, so it works while guessing has the code throttled.
 */
export const BOOKING_LINK_TTL_SECONDS = 24 * 60 * 60;
const BOOKING_PURPOSE = 'my booking v1';

export function bookingLinkToken(secret: string, code: string, now: Date): string {
  const signed = new URLSearchParams(
    signLink(secret, BOOKING_PURPOSE, code, new Date(now.getTime() + BOOKING_LINK_TTL_SECONDS * 1000)),
  );
  return `${code}.${signed.get('exp')}.${signed.get('sig')}`;
}

/** The booking code a token opens, or why not. */
export function checkBookingLink(secret: string, token: string, now: Date): { check: LinkCheck; code: string } {
  const [code = '', exp, sig] = token.split('.');
  return { check: checkLink(secret, BOOKING_PURPOSE, code, exp, sig, now), code };
}
