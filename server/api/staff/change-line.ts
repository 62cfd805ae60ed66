/**
 * Staff move one house of a booking to other dates, or to another house, in
 * one transaction: the houses locked in id order, the stay rewritten (the
 * exclusion constraint decides availability, as for any booking), the line
 * re-priced by the season prices (stayPrice), the totals and the open
 * payments adjusted by the difference (the last open payment takes it; a
 * lower price first shrinks the open payments, latest first), the open
 * payments' due dates worked out again for the new check-in, the travel
 * documents rendered again, the invoice cancelled by a credit note and a new
 * one issued (docs/product/documents.md), the guest told by mail in the same
 * transaction (a request that changes nothing sends none).
 *
 * No day staff change may be before today, and a stay that began before today
 * keeps its house and check-in; the guest's date rules (contract/dates.ts:
 * changeover days, days ahead) bind the days staff change unless they
 * override them with a reason, which the audit row keeps
 * (docs/product/bookings-and-payments.md#staff-changes).
 */
import {
  brokenRules,
  todayInIceland,
  toDayNumber,
  type BrokenRule,
  type IsoDate,
  type StayProblem,
} from '../../../contract/dates.ts';
import type { ChangeLineForm } from '../../../contract/forms/staff.ts';
import { bookingSchedule, dueAfterMove, earliestArrival } from '../../../contract/payment-schedule.ts';
import { stayPrice } from '../catalogue/prices.ts';
import { isDoubleBooking, lockHouses } from '../catalogue/stays.ts';
import type { Queryable } from '../../db/client.ts';
import { changeMail } from '../../mail/kinds/change.ts';
import { travellerChangeMail } from '../../mail/kinds/traveller.ts';
import { mailOrigin, bookingMails } from '../../mail/kinds/booking.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { MoneyContext } from '../reservations/context.ts';
import { renderAndStoreTravelDocuments } from '../reservations/documents.ts';
import { reissue } from '../reservations/invoices.ts';
import { mailedInvoiceUrl } from '../reservations/mail-invoice.ts';
import type { MailAttachment } from '../../mail/outbox.ts';
import { houseNamesOf, loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import { moveBooking, movePages } from '../bookings/states.ts';
import { appendMoney } from '../bookings/ledger.ts';
import { giveBack } from '../bookings/give-back.ts';
import type { StaffUser } from '../users/repository.ts';
import { StaffRefusal, auditState, lockedBooking } from './actions.ts';
import { writeAudit } from './audit.ts';
import { findHouse } from './houses.ts';

export class LineRefusal extends Error {
  constructor(
    readonly code:
      | 'lineNotFound'
      | 'badRange'
      | 'noPrice'
      | 'datesTaken'
      | 'paidInFull'
      | 'houseNotFound'
      | 'pastDate'
      | 'started'
      | 'notChangeoverDay'
      | 'tooSoon'
      | 'reasonRequired'
      | 'houseAmbiguous'
      | 'belowReduction'
      | 'invalid'
      | 'companyUnreachable',
    readonly status: number,
    /** The form's field the refusal is about. */
    readonly field?: 'resFrom' | 'resTo' | 'house' | 'reason' | 'company',
    /** More of the message: the houses an ambiguous name matches. */
    readonly params: Record<string, string> = {},
    /** Amounts the message names, in cents, written the reader's way. */
    readonly cents: Record<string, number> = {},
  ) {
    super(code);
  }
}

/** A broken date rule as the refusal names it (a day that is no day, or an empty range, cannot reach it). */
const RULE_REFUSAL: Record<StayProblem, LineRefusal['code']> = {
  'invalid-date': 'badRange',
  'not-after-check-in': 'badRange',
  'not-changeover-day': 'notChangeoverDay',
  'too-soon': 'tooSoon',
};

/**
 * What the move may not do, and the guest's date rules it breaks on the days it changes (the
 * same house and days again break none, whatever rules they broke before): refused unless
 * overridden, and an override needs a reason.
 */
function checkMove(
  line: { houseId: number; resFrom: IsoDate; resTo: IsoDate },
  change: ChangeLineForm,
  houseId: number,
  today: IsoDate,
): BrokenRule[] {
  if (change.override && !change.reason) throw new LineRefusal('reasonRequired', 422, 'reason');
  const before = (day: IsoDate) => toDayNumber(day) < toDayNumber(today);
  if (before(line.resFrom)) {
    if (change.resFrom !== line.resFrom) throw new LineRefusal('started', 422, 'resFrom');
    if (houseId !== line.houseId) throw new LineRefusal('started', 422, 'house');
  }
  for (const field of ['resFrom', 'resTo'] as const) {
    if (change[field] !== line[field] && before(change[field])) throw new LineRefusal('pastDate', 422, field);
  }
  return heldRules(change, today, change, (field) => change[field] !== line[field]);
}

/**
 * The guest's date rules the days break (those `changed` counts): refused unless overridden, and
 * an override needs a reason (docs/product/rules.md#staff-overrides). The move and a booking staff
 * take on the phone hold days to them the same way.
 */
export function heldRules(
  days: { resFrom: IsoDate; resTo: IsoDate },
  today: IsoDate,
  choice: { override: boolean; reason: string },
  changed: (field: 'resFrom' | 'resTo') => boolean = () => true,
): BrokenRule[] {
  if (choice.override && !choice.reason) throw new LineRefusal('reasonRequired', 422, 'reason');
  const broken = brokenRules(days.resFrom, days.resTo, today).filter((r) => changed(r.field));
  const [first] = broken;
  if (first && !choice.override) throw new LineRefusal(RULE_REFUSAL[first.problem], 422, first.field);
  return broken;
}

/**
 * The open payments due as the schedule's rule has it for the booking's new earliest check-in
 * (docs/product/bookings-and-payments.md#payment-schedule); a payment whose day moves may be
 * reminded of again before its new day.
 */
async function rescheduleOpenPayments(tx: Queryable, record: ReservationRecord, today: IsoDate): Promise<void> {
  const open = record.payments.filter((p) => !p.paidAt);
  if (!open.length) return;
  const schedule = bookingSchedule(
    record.onAccount,
    record.totalCents,
    earliestArrival(record.houses),
    todayInIceland(record.createdAt),
  );
  for (const payment of open) {
    const due = dueAfterMove(payment, schedule, today);
    if (due !== payment.dueDate)
      await tx.query(
        'update payments set due_date = $2, reminded_at = null, overdue_reminded_at = null where id = $1',
        [payment.id, due],
      );
  }
}

/** Spreads a price difference over the open payments: up onto the last, down from the last. */
async function adjustOpenPayments(tx: Queryable, record: ReservationRecord, delta: number): Promise<void> {
  const open = record.payments.filter((p) => !p.paidAt).reverse();
  if (delta > 0) {
    if (!open.length) throw new LineRefusal('paidInFull', 409);
    await tx.query('update payments set amount_cents = amount_cents + $2 where id = $1', [open[0].id, delta]);
    await movePages(tx, { paymentId: open[0].id }, 'expire');
    return;
  }
  let less = -delta;
  for (const payment of open) {
    if (less <= 0) break;
    await movePages(tx, { paymentId: payment.id }, 'expire');
    if (payment.amountCents > less) {
      await tx.query('update payments set amount_cents = amount_cents - $2 where id = $1', [payment.id, less]);
      less = 0;
    } else {
      await tx.query('delete from payments where id = $1', [payment.id]);
      less -= payment.amountCents;
    }
  }
  // What is left of a lower price was paid already: changeLine gives it back.
}

/** The "your booking has changed" mail (and an agency's copy) for the stay at `position`, before and after the move, with the credit note and new invoice. */
async function mailChange(
  tx: Queryable,
  before: ReservationRecord,
  after: ReservationRecord,
  { position, refundCents }: { position: number; refundCents: number },
  ctx: MoneyContext,
  attachments: MailAttachment[],
): Promise<void> {
  const letter = {
    company: await ctx.company(after.locale),
    origin: mailOrigin(after, ctx.publicUrl),
    houseNames: await houseNamesOf(tx, after),
  };
  const moved = before.houses.find((h) => h.position === position)!;
  const beforeName = (await houseNamesOf(tx, before)).get(position)!;
  const invoiceUrl = await mailedInvoiceUrl(tx, after, attachments, { ...ctx, origin: letter.origin });
  const mail = changeMail(
    after,
    {
      before: moved,
      beforeName,
      totalBeforeCents: before.money.chargedCents,
      paymentsBefore: before.payments,
      refundCents,
    },
    { ...letter, invoiceUrl },
    attachments,
  );
  const traveller = travellerChangeMail(after, { before: moved, beforeName }, letter);
  for (const one of bookingMails(after, mail, traveller)) await enqueueMail(tx, one);
}

export async function changeLine(
  tx: Queryable,
  who: StaffUser,
  code: string,
  change: ChangeLineForm,
  ctx: MoneyContext,
): Promise<ReservationRecord> {
  const before = await lockedBooking(tx, code);
  if (before.status === 'cancelled') throw new StaffRefusal('cancelled', 409);
  const line = before.houses.find((h) => h.position === change.position);
  if (!line) throw new LineRefusal('lineNotFound', 404);
  if (change.resTo <= change.resFrom) throw new LineRefusal('badRange', 422);
  let houseId = line.houseId;
  if (change.house) {
    try {
      houseId = (await findHouse(tx, change.house)).id;
    } catch {
      throw new LineRefusal('houseNotFound', 404);
    }
  }
  const today = todayInIceland(ctx.now);
  const overridden = checkMove(line, change, houseId, today);
  await lockHouses(
    tx,
    [...new Set([line.houseId, houseId])].sort((a, b) => a - b),
  );
  const price = await stayPrice(tx, houseId, change.resFrom, change.resTo);
  if (!price) throw new LineRefusal('noPrice', 422);
  const priceCents = price.price * 100;
  const housesCents = before.housesCents - line.priceCents + priceCents;
  // A price reduction lowers a price; it never turns the booking into money owed to the guest beyond what they paid.
  if (housesCents + before.kitsCents < before.money.reductionCents)
    throw new LineRefusal(
      'belowReduction',
      409,
      undefined,
      {},
      {
        price: housesCents + before.kitsCents,
        reduction: before.money.reductionCents,
      },
    );
  try {
    await tx.query('update stays set house_id = $2, stay = daterange($3::date, $4::date) where id = $1', [
      line.stayId,
      houseId,
      change.resFrom,
      change.resTo,
    ]);
  } catch (err) {
    if (isDoubleBooking(err)) throw new LineRefusal('datesTaken', 409);
    throw err;
  }
  await tx.query(
    'update reservation_houses set house_id = $3, price_cents = $4 where reservation_id = $1 and position = $2',
    [before.id, line.position, houseId, priceCents],
  );
  await tx.query(
    `update reservations set houses_cents = $2, total_cents = $2 + kits_cents,
            arrival_date = (select min(lower(s.stay)) from reservation_houses rh join stays s on s.id = rh.stay_id where rh.reservation_id = $1),
            departure_date = (select max(upper(s.stay)) from reservation_houses rh join stays s on s.id = rh.stay_id where rh.reservation_id = $1)
      where id = $1`,
    [before.id, housesCents],
  );
  await adjustOpenPayments(tx, before, housesCents - before.housesCents);
  await rescheduleOpenPayments(tx, (await loadReservation(tx, { id: before.id }))!, today);
  const source = { cause: 'staff' as const, actor: who.username };
  if (priceCents !== line.priceCents)
    await appendMoney(
      tx,
      before.id,
      [{ kind: 'charge', amountCents: priceCents - line.priceCents, line: `house:${line.position}` }],
      source,
      ctx.now,
    );
  const [open] = await tx.query<{ count: number }>(
    'select count(*)::int as count from payments where reservation_id = $1 and paid_at is null',
    [before.id],
  );
  if (before.status === 'confirmed' && open.count === 0) await moveBooking(tx, before.id, { action: 'settle' });
  // A price now below what was paid: the difference goes back at once, not when someone remembers.
  const refundCents = (await loadReservation(tx, { id: before.id }))!.money.overpaidCents;
  if (refundCents > 0) await giveBack(tx, before.id, refundCents, 'overpaid', source, ctx.now);
  const after = (await loadReservation(tx, { id: before.id }))!;
  const company = await ctx.company(after.locale);
  await renderAndStoreTravelDocuments(tx, after, company, ctx.now);
  await writeAudit(tx, who, 'changeLine', { type: 'reservation', key: code }, auditState(before), {
    ...auditState(after),
    ...(change.override ? { override: { reason: change.reason, rules: overridden } } : {}),
  });
  const moved = houseId !== line.houseId || change.resFrom !== line.resFrom || change.resTo !== line.resTo;
  // A move or a new price changes what the invoice states: a credit note and a new invoice.
  const documents =
    moved || priceCents !== line.priceCents
      ? await reissue(tx, before, after, 'change', { now: ctx.now, company })
      : [];
  if (moved) await mailChange(tx, before, after, { position: line.position, refundCents }, ctx, documents);
  return (await loadReservation(tx, { id: before.id }))!;
}
