/**
 * A payment has arrived, by card (a provider's callback, settle.ts) or by bank
 * transfer (an operator, mark-paid.ts): one path for both, inside the caller's
 * transaction, which holds the reservation's row lock.
 *
 * The payment is marked paid with its method; the first one confirms the
 * stays and the booking ('confirmed'), the last one makes it 'paid' (travel
 * documents ready). The guest gets a receipt (with the link to the next
 * payment), and the travel documents once paid in full; the invoice stays as
 * issued, since what is charged has not changed.
 */
import type { PaymentMethod } from '../../../contract/api/types.ts';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox.ts';
import { lockHouses } from '../catalogue/stays.ts';
import type { Queryable } from '../../db/client.ts';
import { travelAttachments } from '../reservations/documents.ts';
import { mailHouses } from '../reservations/mail-houses.ts';
import { mailOrigin, bookingMails, type MailContext } from '../../mail/kinds/booking.ts';
import { receiptMail } from '../../mail/kinds/receipt.ts';
import { travelDocumentsMails } from '../../mail/kinds/travel-documents.ts';
import { loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import { moveBooking, moveStays, payPayment } from '../bookings/states.ts';
import { appendMoney, type MoneySource } from '../bookings/ledger.ts';
import type { MoneyContext } from '../reservations/context.ts';
import { nextPayLink } from '../reservations/next-payment.ts';

export async function recordPayment(
  tx: Queryable,
  reservationId: number,
  paymentId: number,
  method: PaymentMethod,
  ctx: MoneyContext,
  source: MoneySource & { reference?: string | null },
): Promise<ReservationRecord> {
  await payPayment(tx, paymentId, method, ctx.now);
  const [payment] = await tx.query<{ amount_cents: number }>('select amount_cents from payments where id = $1', [
    paymentId,
  ]);
  await appendMoney(
    tx,
    reservationId,
    [{ kind: 'receipt', amountCents: payment.amount_cents, method, paymentId, reference: source.reference }],
    source,
    ctx.now,
  );
  const record = await confirmByPayment(tx, reservationId);
  await mailReceipt(tx, record, (mailCtx) => receiptMail(record, paymentId, mailCtx), ctx, record.status === 'paid');
  return (await loadReservation(tx, { id: reservationId }))!;
}

/**
 * After payments were marked paid: the stays confirmed, the booking confirmed
 * ('payPart') or paid ('payInFull') by what is still unpaid. Resolves with the booking as it is then.
 */
export async function confirmByPayment(tx: Queryable, reservationId: number): Promise<ReservationRecord> {
  // Confirming rewrites active stays, which the exclusion constraint checks again: same lock order as a booking.
  const houses = await tx.query<{ house_id: number }>(
    'select house_id from reservation_houses where reservation_id = $1',
    [reservationId],
  );
  await lockHouses(
    tx,
    houses.map((h) => h.house_id),
  );
  await moveStays(tx, reservationId, 'confirm');
  const [open] = await tx.query<{ count: number }>(
    'select count(*)::int as count from payments where reservation_id = $1 and paid_at is null',
    [reservationId],
  );
  await moveBooking(tx, reservationId, { action: open.count > 0 ? 'payPart' : 'payInFull' });
  return (await loadReservation(tx, { id: reservationId }))!;
}

/**
 * The guest's receipt (and a company's copy), with the link to the next payment; the travel
 * documents too when this payment made the booking paid in full (the terms promise them then).
 */
export async function mailReceipt(
  tx: Queryable,
  record: ReservationRecord,
  receipt: (ctx: Pick<MailContext, 'company' | 'origin' | 'payUrl'>) => OutgoingMail,
  ctx: MoneyContext,
  paidNow: boolean,
): Promise<void> {
  const company = await ctx.company(record.locale);
  // What is charged stays the same, so the invoice does too (docs/product/documents.md): the receipt is the mail.
  const origin = mailOrigin(record, ctx.publicUrl);
  const next = nextPayLink(record, ctx.secret, 'mail');
  const mail = receipt({ company, origin, payUrl: next ? `${origin}${next}` : undefined });
  for (const copy of bookingMails(record, mail)) await enqueueMail(tx, copy);
  if (paidNow) {
    const travel = await travelAttachments(tx, record.id);
    const houses = await mailHouses(tx, record, origin);
    for (const one of travelDocumentsMails(record, { company, origin, houses }, travel)) await enqueueMail(tx, one);
  }
}
