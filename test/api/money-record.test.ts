// The money record's cases that drifted before it existed (docs/product/money-record.md),
// on PGlite and PostgreSQL: a staff refund the guest sees, a cancel preview and
// cancellation mail that add up after it, a lower price refunded at once, money paid
// on a page whose instalment is gone, and a record nothing can rewrite.
import { expect } from 'chai';
import type { ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { loadMoneyEntries } from '../../server/api/bookings/ledger.ts';
import { receiveCallback } from '../../server/api/payments/callback.ts';
import { euro } from '../../server/documents/format.ts';
import { readOutbox } from '../../server/mail/index.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import {
  addToCart,
  bookingForm,
  bookWeek,
  call,
  json,
  KINDS,
  reservationSuite,
  thursdayFrom,
} from './reservation-support.ts';
import { suiteMoney } from './money-support.ts';

const NOW = '2027-12-01T09:00:00Z';

for (const kind of KINDS) {
  describe(`the money record on ${kind}`, function () {
    this.timeout(180_000);
    const suite = reservationSuite(kind, 'moneyrecord', NOW);
    let staff: Record<string, string>;
    before(async () => {
      ({ staff } = await staffAndAgencyHeaders(suite.db, suite.api.config));
    });
    const { gateway, context: ctx, lookup, openPage, payOn } = suiteMoney(suite, NOW);
    const asStaff = (path: string, body: unknown) =>
      call(suite.api, 'POST', `/api/staff/bookings${path}`, { headers: staff, json: body });
    const book = (email: string, from: string) =>
      bookWeek(suite.api, suite.nextHouse().code, thursdayFrom(from), { email });

    it('a staff refund shows in My booking; the cancel preview and the cancellation mail add up after it', async () => {
      const booking = await book('refunded@example.com', '2027-12-16'); // within 30 days: one payment of the whole
      expect(await payOn(await openPage(booking.payUrl!))).to.equal('paid');
      const paid = booking.payments[0].amountCents;
      const refunded = await asStaff(`/${booking.bookingCode}/refunds`, {
        reason: 'Asked by the guest',
        amountCents: 5050,
      });
      expect(refunded.status, await refunded.clone().text()).to.equal(200);

      const mine = await lookup(booking);
      expect([mine.status, mine.paidCents, mine.refundedCents, mine.dueCents]).to.deep.equal(['paid', paid, 5050, 0]);
      expect(mine.refunds.map((r) => [r.amountCents, r.reason, r.byCard, r.status])).to.deep.equal([
        [5050, 'manual', true, 'succeeded'],
      ]);
      // The price is lower by the refund: a line of its own, and the total after it.
      expect([mine.priceReductionCents, mine.totalCents]).to.deep.equal([5050, paid - 5050]);
      const preview = mine.cancellation!;
      expect(preview.refundCents, 'the preview gives back what is held beyond the fee').to.equal(
        paid - 5050 - preview.feeCents,
      );

      const cancelled = await json<ReservationResult>(
        await call(suite.api, 'POST', '/api/reservation/cancel', {
          json: { email: booking.email, bookingCode: booking.bookingCode },
        }),
      );
      expect(cancelled.cancelled!.refundCents).to.equal(preview.refundCents);
      expect(cancelled.refundedCents).to.equal(5050 + preview.refundCents);
      const [mail] = (await readOutbox(suite.db, { to: booking.email })).filter((m) => /cancelled/.test(m.subject));
      const text = mail.text.replace(/\u00a0/g, ' ');
      const e = (c: number) => euro(c, 'en').replace(/\u00a0/g, ' ');
      expect(text).to.include(
        `Paid: ${e(paid)}. Cancellation fee under our terms, kept: ${e(paid - 5050 - preview.refundCents)}.`,
      );
      expect(text).to.include(`Refunded to you before the cancellation: ${e(5050)}.`);
      expect(text).to.include(`Refund: ${e(preview.refundCents)}, back to your card`);
    });

    it('a staff change that lowers the price below what was paid refunds the difference at once and says so', async () => {
      const booking = await book('lower@example.com', '2027-12-16');
      const from = booking.resFrom;
      await payOn(await openPage(booking.payUrl!));
      const moved = await asStaff(`/${booking.bookingCode}/lines`, {
        position: 1,
        resFrom: from,
        resTo: addDays(from, 3),
      });
      expect(moved.status, await moved.clone().text()).to.equal(200);
      const mine = await lookup(booking);
      const back = booking.totalCents - mine.totalCents;
      expect(back).to.be.greaterThan(0);
      expect([mine.dueCents, mine.refundedCents]).to.deep.equal([0, back]);
      expect(mine.refunds.map((r) => [r.reason, r.status])).to.deep.equal([['overpaid', 'succeeded']]);
      const [change] = (await readOutbox(suite.db, { to: booking.email })).filter((m) => /changed/i.test(m.subject));
      expect(change.text.replace(/\u00a0/g, ' ')).to.include(
        `we are refunding the difference of ${euro(back, 'en').replace(/\u00a0/g, ' ')}`,
      );
    });

    it('money paid on a page whose instalment a lower price removed is recorded and given back', async () => {
      // Two weeks, months ahead: deposit and balance; one night of it costs less than the deposit.
      const from = thursdayFrom('2028-05-04');
      const cartId = await addToCart(suite.api, suite.nextHouse().code, from, addDays(from, 14));
      const booking = await json<ReservationResult>(
        await call(suite.api, 'POST', '/api/reservation', {
          json: bookingForm(cartId, { arrival: from, departure: addDays(from, 14) }, { email: 'removed@example.com' }),
        }),
      );
      const deposit = await lookup(booking);
      await payOn(await openPage(deposit.payUrl!));
      // The balance's page is opened, then staff shorten the stay so much that the balance goes.
      const balance = (await lookup(booking)).payments.find((p) => p.kind === 'balance')!;
      const stale = await openPage(balance.payUrl!);
      // The gateway takes the card just before the change (after it, the page is expired there); its word arrives after.
      const charged = (await gateway().charge(stale))!;
      const moved = await asStaff(`/${booking.bookingCode}/lines`, {
        position: 1,
        resFrom: booking.resFrom,
        resTo: addDays(booking.resFrom, 1),
        override: true,
        reason: 'one night only',
      });
      expect(moved.status, await moved.clone().text()).to.equal(200);
      const after = await lookup(booking);
      expect(
        after.payments.map((p) => p.kind),
        JSON.stringify([booking.totalCents, after.totalCents, after.payments]),
      ).to.not.include('balance');

      expect(await receiveCallback(suite.db, gateway(), gateway().signedCallback(charged), ctx())).to.equal(
        'duplicateCharge',
      );
      const [{ id }] = await suite.db.query<{ id: number }>('select id from reservations where booking_code = $1', [
        booking.bookingCode,
      ]);
      const entries = await loadMoneyEntries(suite.db, Number(id));
      const unasked = entries.filter((e) => e.kind === 'receipt' && e.paymentId === null);
      expect(unasked.map((e) => e.amountCents)).to.deep.equal([stale.amountCents]);
      const returned = entries.filter((e) => e.kind === 'refund' && e.refundReason === 'duplicate');
      expect(returned.map((e) => e.amountCents)).to.deep.equal([stale.amountCents]);
    });

    it('a bank refund stays pending until staff record it sent with the day and reference; then the guest is told', async () => {
      const booking = await book('bank-back@example.com', '2027-12-16');
      const paidByBank = await asStaff(`/${booking.bookingCode}/payments`, { paymentId: booking.payments[0].id });
      expect(paidByBank.status).to.equal(200);
      await asStaff(`/${booking.bookingCode}/refunds`, { reason: 'Asked by the guest', amountCents: 10000 });
      const pending = (await lookup(booking)).refunds;
      expect(pending.map((r) => [r.amountCents, r.byCard, r.status])).to.deep.equal([[10000, false, 'pending']]);
      const desk = await json<{ refunds: Array<{ id: number; status: string; providerRef: string | null }> }>(
        await call(suite.api, 'GET', `/api/staff/bookings/${booking.bookingCode}`, { headers: staff }),
      );
      const refundId = desk.refunds[0].id;
      const sent = (form: Record<string, unknown>) =>
        asStaff(`/${booking.bookingCode}/refunds/sent`, { refundId, ...form });

      const future = await sent({ sentOn: '2027-12-02', reference: 'SEPA-1' });
      expect([future.status, (await json<{ code: string }>(future)).code]).to.deep.equal([422, 'sentInFuture']);
      const blank = await sent({ sentOn: '2027-12-01', reference: '  ' });
      expect([blank.status, (await json<{ field: string }>(blank)).field]).to.deep.equal([400, 'reference']);
      expect((await lookup(booking)).refunds[0].status, 'refused answers change nothing').to.equal('pending');

      const ok = await sent({ sentOn: '2027-12-01', reference: 'SEPA-2027-000123' });
      expect(ok.status, await ok.clone().text()).to.equal(200);
      const after = await lookup(booking);
      expect(after.refunds.map((r) => [r.status, r.refundedAt])).to.deep.equal([
        ['succeeded', '2027-12-01T12:00:00.000Z'],
      ]);
      const staffView = await json<{ refunds: Array<{ status: string; providerRef: string | null }> }>(ok);
      expect(staffView.refunds.map((r) => [r.status, r.providerRef])).to.deep.equal([
        ['succeeded', 'SEPA-2027-000123'],
      ]);
      // Told when decided (on its way), and again when sent, with the day and the bank's reference.
      const mails = (await readOutbox(suite.db, { to: booking.email })).filter((m) => /^Refund/.test(m.subject));
      expect(mails).to.have.length(2);
      expect(mails[0].text).to.include('by bank transfer (we will write again once it is sent)');
      expect(mails[1].text).to.include(
        'Back to: your bank account, by bank transfer\nSent on: 1 Dec 2027\nBank reference: SEPA-2027-000123',
      );

      const again = await sent({ sentOn: '2027-12-01', reference: 'SEPA-2027-000123' });
      expect([again.status, (await json<{ code: string }>(again)).code]).to.deep.equal([409, 'refundNotPending']);
    });

    it('refuses to change or delete an entry', async () => {
      const booking = await book('fixed@example.com', '2028-05-04');
      const [{ id }] = await suite.db.query<{ id: number }>('select id from reservations where booking_code = $1', [
        booking.bookingCode,
      ]);
      for (const sql of [
        'update money_entries set amount_cents = 1 where reservation_id = $1',
        'delete from money_entries where reservation_id = $1',
      ])
        expect(await suite.db.query(sql, [id]).catch((err: Error) => err.message)).to.match(/append-only/);
      expect(
        await suite.db.query('delete from reservations where id = $1', [id]).catch((err: Error) => err.message),
        'a booking with money is never deleted',
      ).to.be.a('string');
    });
  });
}
