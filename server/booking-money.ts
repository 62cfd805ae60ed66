/**
 * A booking's money as its record says (docs/product/money-record.md): the
 * entries of money_entries, and every sum anyone is shown computed from them
 * here, once — My booking, the staff pages, the CSV, e-mails and PDFs.
 * Money in euro cents.
 */
import type { PaymentMethod } from '../contract/api/types.ts';

export type MoneyEntryKind = 'charge' | 'cancellation' | 'receipt' | 'refund' | 'refund_sent' | 'refund_failed';
export type RefundReason = 'cancellation' | 'duplicate' | 'manual' | 'overpaid';
export type MoneyCause = 'guest' | 'partner' | 'staff' | 'provider' | 'job' | 'operator' | 'migration';

export interface MoneyEntry {
  id: number;
  kind: MoneyEntryKind;
  amountCents: number;
  line: string | null;
  method: PaymentMethod | null;
  paymentId: number | null;
  refundId: number | null;
  refundReason: RefundReason | null;
  reference: string | null;
  cause: MoneyCause;
  actor: string | null;
  at: Date;
}

/** As the refunds work list and every page name it: sent is `succeeded`. */
export type RefundState = 'pending' | 'succeeded' | 'failed';

/** One refund as the record tells it: decided, then sent or failed. */
export interface RefundView {
  refundId: number;
  amountCents: number;
  reason: RefundReason;
  method: PaymentMethod;
  status: RefundState;
  decidedAt: Date;
  /** When it was sent; null until then. */
  refundedAt: Date | null;
  reference: string | null;
}

export interface BookingMoney {
  /** What the booking costs now: its charges, or the fee kept once cancelled. */
  chargedCents: number;
  /** Price reductions staff gave (a staff refund is one: the credits), as a positive amount. */
  reductionCents: number;
  /** Money that arrived toward the booking's instalments. */
  paidCents: number;
  /** Of that, what goes or went back (refunds pending or sent, not failed). */
  refundedCents: number;
  /** Of the refunds, those not sent yet. */
  refundPendingCents: number;
  /** What the company keeps of the guest's payments: paid − refunded. */
  heldCents: number;
  /** Still to pay: what is charged beyond what is held. */
  openCents: number;
  /** Held beyond what is charged: owed back to the guest. */
  overpaidCents: number;
  /** Money that arrived unasked (a second page, a cancelled booking, a stale amount), all of it returned. */
  unaskedCents: number;
  /** Everything that arrived, less every refund not failed: what the payment provider and the bank hold for it. */
  receivedNetCents: number;
  /** Set once cancelled: the fee kept (the charges after the cancellation). */
  feeCents: number | null;
  refunds: RefundView[];
}

const sum = (entries: ReadonlyArray<{ amountCents: number }>) => entries.reduce((t, e) => t + e.amountCents, 0);

/** The refunds of a record, each with its latest state. */
export function refundsOf(entries: readonly MoneyEntry[]): RefundView[] {
  const settled = new Map(
    entries.filter((e) => e.kind === 'refund_sent' || e.kind === 'refund_failed').map((e) => [e.refundId, e]),
  );
  return entries
    .filter((e) => e.kind === 'refund')
    .map((e) => {
      const end = settled.get(e.refundId);
      return {
        refundId: e.refundId!,
        amountCents: e.amountCents,
        reason: e.refundReason!,
        method: e.method ?? 'bank',
        status: !end ? 'pending' : end.kind === 'refund_sent' ? 'succeeded' : 'failed',
        decidedAt: e.at,
        refundedAt: end?.kind === 'refund_sent' ? end.at : null,
        reference: end?.reference ?? null,
      };
    });
}

/** The sums of a booking's record. */
export function bookingMoney(entries: readonly MoneyEntry[]): BookingMoney {
  const refunds = refundsOf(entries);
  const live = refunds.filter((r) => r.status !== 'failed');
  const ofPayments = live.filter((r) => r.reason !== 'duplicate');
  const chargedCents = sum(entries.filter((e) => e.kind === 'charge' || e.kind === 'cancellation'));
  const receipts = entries.filter((e) => e.kind === 'receipt');
  const paidCents = sum(receipts.filter((e) => e.paymentId !== null));
  const refundedCents = sum(ofPayments);
  const heldCents = paidCents - refundedCents;
  return {
    chargedCents,
    reductionCents: -sum(entries.filter((e) => e.kind === 'charge' && e.line === 'credit')),
    paidCents,
    refundedCents,
    refundPendingCents: sum(ofPayments.filter((r) => r.status === 'pending')),
    heldCents,
    openCents: Math.max(0, chargedCents - heldCents),
    overpaidCents: Math.max(0, heldCents - chargedCents),
    unaskedCents: sum(receipts.filter((e) => e.paymentId === null)),
    receivedNetCents: sum(receipts) - sum(live),
    feeCents: entries.some((e) => e.kind === 'cancellation') ? chargedCents : null,
    refunds,
  };
}
