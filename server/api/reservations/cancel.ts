/**
 * Cancelling a booking, by the guest (My booking) or for non-payment (the
 * reservation jobs): one path, in the caller's transaction, which holds the
 * reservation's row lock.
 *
 * The fee of the terms (contract/cancellation-fees.ts) is kept from what was
 * paid, the rest is refunded: by card through the provider (rows 'pending',
 * sent after the commit by payments/refunds.ts), latest payment first; a bank
 * transfer goes back the same way, by a person. Staff may waive the fee, and
 * what staff refunded by hand before is not refunded twice. The dates are freed, a
 * credit note cancels the invoice and a cancellation invoice states the fee kept
 * (docs/product/documents.md), the guest (and an agency) is told.
 */
import { cancellationCost } from '../../../contract/cancellation-fees.ts';
import { todayInIceland, type IsoDate } from '../../../contract/dates.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Queryable } from '../../db/client.ts';
import type { MoneyContext } from './context.ts';
import { cancellationRefunds } from './documents.ts';
import { reissue } from './invoices.ts';
import { mailedInvoiceUrl } from './mail-invoice.ts';
import { mailOrigin, bookingMails } from '../../mail/kinds/booking.ts';
import { cancellationMail } from '../../mail/kinds/cancellation.ts';
import { travellerCancellationMail } from '../../mail/kinds/traveller.ts';
import { houseNamesOf, loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import { moveBooking, moveStays } from '../bookings/states.ts';
import { appendMoney, type MoneySource } from '../bookings/ledger.ts';
import { giveBack } from '../bookings/give-back.ts';

/** Whether the guest may cancel online on `today`: not cancelled, not on account, before the first arrival. */
export function isCancellableOnline(
  record: Pick<ReservationRecord, 'status' | 'onAccount' | 'houses' | 'arrivalDate'>,
  today: IsoDate,
): boolean {
  if (record.status === 'cancelled' || record.onAccount) return false;
  const first = record.houses.map((h) => h.resFrom).sort()[0] ?? record.arrivalDate;
  return today < first;
}

/** Staff may waive the terms' fee: everything paid (less what staff refunded already) goes back. */
export interface CancelOptions {
  waiveFee?: boolean;
  /** Who cancels, for the money record; by default the guest, or the jobs for non-payment. */
  source?: MoneySource;
}

export async function cancelReservation(
  tx: Queryable,
  reservationId: number,
  reason: 'guest' | 'unpaid' | 'staff',
  ctx: MoneyContext,
  options: CancelOptions = {},
): Promise<ReservationRecord> {
  const before = (await loadReservation(tx, { id: reservationId }))!;
  // What the guest's payments still hold: refunds staff made before are not given back twice.
  const held = before.money.heldCents;
  const cost = options.waiveFee
    ? { feeCents: 0, refundCents: held }
    : cancellationCost(before.houses, held, todayInIceland(ctx.now));
  // On account the company is invoiced the terms' fee (docs/product/rules.md#partner-cancellation);
  // a guest is never charged beyond what was paid.
  const feeCents = before.onAccount ? cost.feeCents : held - cost.refundCents;
  await moveBooking(tx, reservationId, { action: 'cancel', at: ctx.now, reason, feeCents });
  await moveStays(tx, reservationId, 'cancel');
  const source = options.source ?? { cause: reason === 'unpaid' ? 'job' : reason };
  await appendMoney(
    tx,
    reservationId,
    [{ kind: 'cancellation', amountCents: feeCents - before.money.chargedCents }],
    source,
    ctx.now,
  );
  if (cost.refundCents > 0) await giveBack(tx, reservationId, cost.refundCents, 'cancellation', source, ctx.now);

  const record = (await loadReservation(tx, { id: reservationId }))!;
  const company = await ctx.company(record.locale);
  // The invoice is cancelled by a credit note; the fee kept, if any, gets its own invoice.
  const attachments = await reissue(tx, before, record, 'cancellation', { now: ctx.now, company });
  const letter = { company, origin: mailOrigin(record, ctx.publicUrl), houseNames: await houseNamesOf(tx, record) };
  const invoiceUrl = await mailedInvoiceUrl(tx, record, attachments, { ...ctx, origin: letter.origin });
  const mail = cancellationMail(record, { ...letter, invoiceUrl, refunds: cancellationRefunds(record) }, attachments);
  for (const one of bookingMails(record, mail, travellerCancellationMail(record, letter))) await enqueueMail(tx, one);
  return (await loadReservation(tx, { id: reservationId }))!;
}
