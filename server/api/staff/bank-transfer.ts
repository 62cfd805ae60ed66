/**
 * A bank transfer as it arrives (docs/product/money-record.md#bank-transfers): staff type its
 * amount, the day it was received and the bank's reference. It pays the open payments in due
 * order; a payment it covers only in part is split into the part paid and the rest, still due on
 * its day; what is left over is recorded too (the money arrived) and shows as overpaid. The same
 * transfer posted twice is refused by bank_transfers' key (migration 114), in any process.
 */
import { todayInIceland, type IsoDate } from '../../../contract/dates.ts';
import type { Queryable } from '../../db/client.ts';
import { transferReceiptMail } from '../../mail/kinds/receipt.ts';
import { appendMoney, type MoneySource } from '../bookings/ledger.ts';
import { loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import { movePages, payPayment } from '../bookings/states.ts';
import { confirmByPayment, mailReceipt } from '../payments/record-payment.ts';
import type { MoneyContext } from '../reservations/context.ts';
import type { StaffUser } from '../users/repository.ts';
import { auditState, lockedBooking, StaffRefusal } from './actions.ts';
import { writeAudit } from './audit.ts';

export interface BankTransfer {
  amountCents: number;
  receivedOn: IsoDate;
  reference: string;
}

type Payment = ReservationRecord['payments'][number];

export async function staffBankTransfer(
  tx: Queryable,
  who: StaffUser,
  code: string,
  transfer: BankTransfer,
  ctx: MoneyContext,
): Promise<ReservationRecord> {
  const before = await lockedBooking(tx, code);
  if (before.status === 'cancelled') throw new StaffRefusal('cancelled', 409);
  if (transfer.receivedOn > todayInIceland(ctx.now)) throw new StaffRefusal('receivedInFuture', 422);
  await claimTransfer(tx, before.id, transfer, who, ctx.now);
  const receivedAt = new Date(`${transfer.receivedOn}T12:00:00Z`);
  const source: MoneySource = { cause: 'staff', actor: who.username };
  const paid = await payInDueOrder(tx, before, transfer, receivedAt, source);
  const after = paid ? await confirmByPayment(tx, before.id) : (await loadReservation(tx, { id: before.id }))!;
  await mailReceipt(
    tx,
    after,
    (mailCtx) => transferReceiptMail(after, { amountCents: transfer.amountCents, receivedAt }, mailCtx),
    ctx,
    before.status !== 'paid' && after.status === 'paid',
  );
  await writeAudit(tx, who, 'bankTransfer', { type: 'reservation', key: code }, auditState(before), {
    ...auditState(after),
    amountCents: transfer.amountCents,
    receivedOn: transfer.receivedOn,
    reference: transfer.reference,
    overpaidCents: after.money.overpaidCents,
  });
  return after;
}

/** The transfer's row, or a 409 when the same one (booking, amount, day, reference) is recorded already. */
async function claimTransfer(
  tx: Queryable,
  reservationId: number,
  transfer: BankTransfer,
  who: StaffUser,
  now: Date,
): Promise<void> {
  const claimed = await tx.query(
    `insert into bank_transfers (reservation_id, amount_cents, received_on, reference, recorded_by, recorded_at)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning id`,
    [reservationId, transfer.amountCents, transfer.receivedOn, transfer.reference, who.username, now.toISOString()],
  );
  if (!claimed.length) throw new StaffRefusal('transferRepeated', 409);
}

/**
 * The transfer's receipts: each open payment in due order paid from it (split when it covers
 * only part), and what is left beyond them on the last payment it reached (or the schedule's
 * last), so that it counts as paid and shows as overpaid. Resolves with whether it paid any.
 */
async function payInDueOrder(
  tx: Queryable,
  before: ReservationRecord,
  transfer: BankTransfer,
  receivedAt: Date,
  source: MoneySource,
): Promise<boolean> {
  const receipt = (amountCents: number, paymentId: number | null) =>
    appendMoney(
      tx,
      before.id,
      [{ kind: 'receipt', amountCents, method: 'bank', paymentId, reference: transfer.reference }],
      source,
      receivedAt,
    );
  let left = transfer.amountCents;
  let last = before.payments.at(-1)?.id ?? null;
  let paid = false;
  for (const payment of before.payments.filter((p) => !p.paidAt)) {
    if (left === 0) break;
    const part = Math.min(left, payment.amountCents);
    // Its pay pages asked for the whole amount: a page paid later is refunded (settle.ts).
    await movePages(tx, { paymentId: payment.id }, 'expire');
    if (part < payment.amountCents) await splitPayment(tx, payment, part);
    await payPayment(tx, payment.id, 'bank', receivedAt);
    await receipt(part, payment.id);
    left -= part;
    last = payment.id;
    paid = true;
  }
  if (left > 0) await receipt(left, last);
  return paid;
}

/** A payment becomes the part paid (`cents`); the rest stays due as a payment of its own, on the same day. */
async function splitPayment(tx: Queryable, payment: Payment, cents: number): Promise<void> {
  await tx.query(
    `insert into payments (reservation_id, kind, amount_cents, due_date, reminded_at, overdue_reminded_at)
     select reservation_id, kind, amount_cents - $2, due_date, reminded_at, overdue_reminded_at from payments where id = $1`,
    [payment.id, cents],
  );
  await tx.query('update payments set amount_cents = $2 where id = $1', [payment.id, cents]);
}
