/**
 * What staff do to a booking, each in one transaction holding the booking's
 * row lock and writing its audit row there: record a bank transfer, cancel
 * (the terms' fee kept or waived), refund an amount, send a mail again. The
 * money paths are the guest's and the provider's own (record-payment.ts,
 * cancel.ts); refunds by card are sent after the commit (refunds.ts).
 */
import { todayInIceland } from '../../../contract/dates.ts';
import type { CancelForm, RefundSentForm, ResendForm } from '../../../contract/forms/staff.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Queryable } from '../../db/client.ts';
import type { MoneyContext } from '../reservations/context.ts';
import { recordPayment } from '../payments/record-payment.ts';
import { cancelReservation } from '../reservations/cancel.ts';
import { travelAttachments } from '../reservations/documents.ts';
import { mailHouses } from '../reservations/mail-houses.ts';
import { reduceForRefund, standingInvoiceAttachments } from '../reservations/invoices.ts';
import { mailOrigin } from '../../mail/kinds/booking.ts';
import { travelDocumentsMails } from '../../mail/kinds/travel-documents.ts';
import { giveBack } from '../bookings/give-back.ts';
import { appendMoney, settleRefund } from '../bookings/ledger.ts';
import { enqueueRefundMail, enqueueStaffRefundMail } from '../payments/refund-mail.ts';
import { loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import { isTravelDocumentReady } from '../reservations/result.ts';
import { enqueueConfirmation } from '../reservations/confirmation.ts';
import type { StaffUser } from '../users/repository.ts';
import { writeAudit } from './audit.ts';

/** Why an action was refused: `staff.errors.<code>`; refundTooMuch carries the most that may be refunded. */
export class StaffRefusal extends Error {
  constructor(
    readonly code:
      | 'notFound'
      | 'paymentNotFound'
      | 'alreadyPaid'
      | 'cancelled'
      | 'refundTooMuch'
      | 'notPaid'
      | 'refundNotFound'
      | 'refundNotPending'
      | 'sentInFuture'
      | 'receivedInFuture'
      | 'transferRepeated',
    readonly status: number,
    readonly maxCents?: number,
  ) {
    super(code);
  }
}

/** The booking's state in the audit trail: what the actions change. */
export function auditState(record: ReservationRecord) {
  return {
    status: record.status,
    paidCents: record.money.paidCents,
    refundedCents: record.money.refundedCents,
    houses: record.houses.map((h) => ({
      position: h.position,
      code: h.code,
      from: h.resFrom,
      to: h.resTo,
      priceCents: h.priceCents,
    })),
    totalCents: record.totalCents,
  };
}

/** The locked booking of a code, or a 404 refusal. */
export async function lockedBooking(tx: Queryable, code: string): Promise<ReservationRecord> {
  const [row] = await tx.query<{ id: number }>('select id from reservations where booking_code = $1 for update', [
    code,
  ]);
  if (!row) throw new StaffRefusal('notFound', 404);
  return (await loadReservation(tx, { id: Number(row.id) }))!;
}

export async function staffRecordPayment(
  tx: Queryable,
  who: StaffUser,
  code: string,
  paymentId: number,
  ctx: MoneyContext,
): Promise<ReservationRecord> {
  const before = await lockedBooking(tx, code);
  const payment = before.payments.find((p) => p.id === paymentId);
  if (!payment) throw new StaffRefusal('paymentNotFound', 404);
  if (payment.paidAt) throw new StaffRefusal('alreadyPaid', 409);
  if (before.status === 'cancelled') throw new StaffRefusal('cancelled', 409);
  const after = await recordPayment(tx, before.id, paymentId, 'bank', ctx, { cause: 'staff', actor: who.username });
  await writeAudit(tx, who, 'recordPayment', { type: 'reservation', key: code }, auditState(before), {
    ...auditState(after),
    paymentId,
    amountCents: payment.amountCents,
  });
  return after;
}

export async function staffCancel(
  tx: Queryable,
  who: StaffUser,
  code: string,
  { waiveFee, reason }: CancelForm,
  ctx: MoneyContext,
): Promise<ReservationRecord> {
  const before = await lockedBooking(tx, code);
  if (before.status === 'cancelled') throw new StaffRefusal('cancelled', 409);
  const after = await cancelReservation(tx, before.id, 'staff', ctx, {
    waiveFee,
    source: { cause: 'staff', actor: who.username },
  });
  await writeAudit(tx, who, 'cancel', { type: 'reservation', key: code }, auditState(before), {
    ...auditState(after),
    waiveFee,
    feeCents: after.cancellationFeeCents,
    reason,
  });
  return after;
}

/**
 * Gives back `cents` of what was paid, latest payment first: a card payment
 * through the provider (its charge, less what was refunded of it already), a
 * bank transfer by a person. Never more than paid less refunded. What is held
 * beyond the price (overpaid) goes back first, as it is; the rest lowers what
 * the booking costs: a credit in the money record, and a credit note
 * (docs/product/documents.md#staff-refunds), mailed to the guest at once. The
 * reason staff give is kept in the audit row.
 */
export async function staffRefund(
  tx: Queryable,
  who: StaffUser,
  code: string,
  { cents, reason }: { cents: number; reason: string },
  ctx: MoneyContext,
): Promise<ReservationRecord> {
  const now = ctx.now;
  const before = await lockedBooking(tx, code);
  const refundable = before.money.heldCents;
  if (cents > refundable) throw new StaffRefusal('refundTooMuch', 422, Math.max(0, refundable));
  const source = { cause: 'staff' as const, actor: who.username };
  // Money held beyond the price (a bank transfer larger than was open) goes back first, the price
  // unchanged (docs/product/money-record.md#bank-transfers); only the rest is a credit.
  const overpaid = Math.min(cents, before.money.overpaidCents);
  const credit = cents - overpaid;
  const refundIds = overpaid > 0 ? await giveBack(tx, before.id, overpaid, 'overpaid', source, now) : [];
  let creditNote: Awaited<ReturnType<typeof reduceForRefund>> = [];
  if (credit > 0) {
    // Money staff give back lowers what the booking costs (a credit): it is not owed again.
    await appendMoney(tx, before.id, [{ kind: 'charge', amountCents: -credit, line: 'credit' }], source, now);
    refundIds.push(...(await giveBack(tx, before.id, credit, 'manual', source, now)));
    creditNote = await reduceForRefund(tx, before, credit, { now, company: await ctx.company(before.locale) });
  }
  await enqueueStaffRefundMail(tx, before.id, refundIds, creditNote, ctx);
  const after = (await loadReservation(tx, { id: before.id }))!;
  await writeAudit(tx, who, 'refund', { type: 'reservation', key: code }, auditState(before), {
    ...auditState(after),
    amountCents: cents,
    reason,
  });
  return after;
}

/**
 * Records that a person sent a pending bank refund, on `sentOn` with the bank's
 * reference: the refund is sent in the money record, and the guest gets the
 * refund mail (a cancellation's refunds excepted: its mail stated them).
 */
export async function staffRefundSent(
  tx: Queryable,
  who: StaffUser,
  code: string,
  form: RefundSentForm,
  ctx: MoneyContext,
): Promise<ReservationRecord> {
  const before = await lockedBooking(tx, code);
  const refund = before.money.refunds.find((r) => r.refundId === form.refundId);
  if (!refund || refund.method !== 'bank') throw new StaffRefusal('refundNotFound', 404);
  if (refund.status !== 'pending') throw new StaffRefusal('refundNotPending', 409);
  if (form.sentOn > todayInIceland(ctx.now)) throw new StaffRefusal('sentInFuture', 422);
  const source = { cause: 'staff' as const, actor: who.username };
  await settleRefund(
    tx,
    refund.refundId,
    'sent',
    { reference: form.reference },
    source,
    new Date(`${form.sentOn}T12:00:00Z`),
  );
  await enqueueRefundMail(tx, refund.refundId, ctx);
  const after = (await loadReservation(tx, { id: before.id }))!;
  await writeAudit(tx, who, 'refundSent', { type: 'reservation', key: code }, auditState(before), {
    ...auditState(after),
    refundId: refund.refundId,
    sentOn: form.sentOn,
    reference: form.reference,
  });
  return after;
}

/**
 * Sends a mail again: the confirmation of the booking as it is now, with its
 * invoice as stored now (not for a cancelled booking), or the travel documents
 * as stored now (only once paid in full).
 */
export async function staffResend(
  tx: Queryable,
  who: StaffUser,
  code: string,
  what: ResendForm['what'],
  ctx: MoneyContext,
): Promise<ReservationRecord> {
  const record = await lockedBooking(tx, code);
  if (what === 'confirmation') {
    // The booking as it is now (after moves, payments), with the invoice as it stands: never the first mail again.
    if (record.status === 'cancelled') throw new StaffRefusal('cancelled', 409);
    const company = await ctx.company(record.locale);
    await enqueueConfirmation(tx, record, await standingInvoiceAttachments(tx, record), { ...ctx, company });
  } else {
    if (!isTravelDocumentReady(record)) throw new StaffRefusal('notPaid', 409);
    const company = await ctx.company(record.locale);
    const attachments = await travelAttachments(tx, record.id);
    const origin = mailOrigin(record, ctx.publicUrl);
    const houses = await mailHouses(tx, record, origin);
    for (const one of travelDocumentsMails(record, { company, origin, houses }, attachments))
      await enqueueMail(tx, one);
  }
  await writeAudit(tx, who, 'resend', { type: 'reservation', key: code }, null, { what });
  return record;
}
