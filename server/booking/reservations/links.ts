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

export const DOCUMENT_NAME = /^(invoice|travel-[1-9][0-9]{0,2})$/;

const PURPOSE = 'reservation documents v1';

export function documentPath(code: string, doc: string): string {
  return `/api/reservation/${code}/documents/${doc}.pdf`;
}

export function signedDocumentUrl(secret: string, code: string, doc: string, now: Date, ttlSeconds = LINK_TTL_SECONDS): { url: string; expiresAt: Date } {
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + ttlSeconds) * 1000);
  return { url: `${documentPath(code, doc)}?${signLink(secret, PURPOSE, `${code}:${doc}`, expiresAt)}`, expiresAt };
}

export function checkDocumentLink(secret: string, code: string, doc: string, exp: unknown, sig: unknown, now: Date): LinkCheck {
  return checkLink(secret, PURPOSE, `${code}:${doc}`, exp, sig, now);
}
