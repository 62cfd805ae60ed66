/**
 * A booking's PDF by its download name, for whoever may have it (the guest's
 * signed link, the trade partner's session): 'notReady' for a travel document
 * before the booking is paid in full, null when there is none.
 */
import type { Queryable } from '../../db/client.ts';
import { documentContent, type ReservationRecord } from '../bookings/repository.ts';
import { storedDocumentName } from './invoices.ts';
import { isTravelDocumentReady } from './result.ts';

export async function bookingDocument(
  q: Queryable,
  record: ReservationRecord,
  doc: string,
): Promise<{ filename: string; content: Buffer } | 'notReady' | null> {
  // A travel document only while the booking is paid in full (a link signed before a cancellation stops working).
  if (doc.startsWith('travel-') && !isTravelDocumentReady(record)) return 'notReady';
  const stored = storedDocumentName(record, doc);
  return stored ? documentContent(q, record.id, stored) : null;
}
