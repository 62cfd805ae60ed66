// Card payments through the built-in test gateway: the pay link,
// the card page, the callback path shared with real providers, the return,
// idempotency, two tabs, cancellation with refunds, agencies on account.
import { expect } from 'chai';
import { pino } from 'pino';
import type { ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { receiveCallback } from '../../server/api/payments/callback.ts';
import { cancelOverdueReservations } from '../../server/api/payments/cancellation.ts';
import { sendPaymentReminders } from '../../server/api/payments/reminders.ts';
import { testGateway, type GatewayPage } from '../../server/api/payments/test-gateway/gateway.ts';
import { openSession } from '../../server/api/users/auth.ts';
import { createCompanyUser, upsertCompany } from '../../server/api/users/repository.ts';
import { readOutbox } from '../../server/mail/index.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import {
  bookWeek,
  ADMIN_TOKEN,
  addToCart,
  bookingForm,
  call,
  contentCompany,
  json,
  KINDS,
  reservationSuite,
  thursdayFrom,
} from './reservation-support.ts';

const NOW = '2027-12-01T09:00:00Z';
const GOOD_CARD = { name: 'Anna Müller', number: '4242 4242 4242 4242', exp: '12/30', cvc: '123' };

for (const kind of KINDS) {
  describe(`card payments on ${kind} with the test gateway`, function () {
    this.timeout(120000);
    const suite = reservationSuite(kind, 'payments', NOW);

    async function book(
      options: { email?: string; from?: string; headers?: Record<string, string>; lang?: 'en' | 'de' } = {},
    ) {
      const house = suite.nextHouse();
      const from = options.from ?? thursdayFrom('2028-04-01');
      const booking = await bookWeek(
        suite.api,
        house.code,
        from,
        { email: options.email ?? 'payer@example.com' },
        { headers: options.headers, lang: options.lang },
      );
      return { house, from, booking };
    }
    /** What the callback, the reminders and the cancellations take besides the database, at `now`. */
    const moneyAt = (now: string) => ({
      now: new Date(now),
      company: contentCompany,
      secret: suite.api.config.jwtSecret,
      publicUrl: undefined,
      logger: pino({ level: 'silent' }),
    });
    const get = (url: string) =>
      fetch(new URL(url, suite.api.base), { redirect: 'manual', headers: { 'accept-language': 'en' } });
    const postCard = (url: string, card: Record<string, string>) =>
      fetch(new URL(url, suite.api.base), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(card),
      });
    const lookup = async (booking: ReservationResult) =>
      json<ReservationResult>(
        await call(suite.api, 'POST', '/api/reservation/lookup', {
          json: { email: booking.email, bookingCode: booking.bookingCode },
        }),
      );
    /** Follows a pay link to the gateway's card page; its path. */
    async function cardPage(payUrl: string): Promise<string> {
      const res = await get(payUrl);
      expect(res.status).to.equal(303);
      const location = res.headers.get('location')!;
      expect(location).to.match(/\/api\/payments\/test-gateway\/[\w.-]+$/);
      return new URL(location).pathname;
    }
    /** Pays with the good card: the return's address. */
    async function pay(payUrl: string): Promise<string> {
      const paid = await postCard(await cardPage(payUrl), GOOD_CARD);
      expect(paid.status).to.equal(303);
      return paid.headers.get('location')!;
    }
    const receipts = async (email: string) =>
      (await readOutbox(suite.db, { to: email })).filter(
        (m) => /payment|Zahlung/i.test(m.subject) && !/reminder|Erinnerung/i.test(m.subject),
      );

    it('reserves without taking money: pending, a pay link for the deposit, nothing paid', async () => {
      const { booking } = await book({ email: 'reserved@example.com' });
      expect(booking.status).to.equal('pending_payment');
      expect(booking.onAccount).to.equal(false);
      expect(booking.payments.map((p) => [p.kind, p.status, p.method])).to.deep.equal([
        ['deposit', 'due', null],
        ['balance', 'due', null],
      ]);
      expect(booking.payUrl).to.match(
        new RegExp(`^/api/payments/pay/${booking.bookingCode}/${booking.payments[0].id}\\?exp=\\d+&sig=`),
      );
      expect(booking.payments[0].payUrl, 'the deposit is next').to.equal(booking.payUrl);
      expect(booking.payments[1].payUrl, 'the balance only after the deposit').to.equal(null);
      expect(booking.cancellation).to.include({ refundCents: 0 });
      const [stay] = await suite.db.query<{ status: string }>(
        'select s.status from stays s join reservation_houses rh on rh.stay_id = s.id join reservations r on r.id = rh.reservation_id where r.booking_code = $1',
        [booking.bookingCode],
      );
      expect(stay.status, 'the dates are held').to.equal('pending');
    });

    it('shows a card page marked as a test, with the standard autocomplete fields, in the booking language', async () => {
      const { booking } = await book({ lang: 'de', email: 'karte@example.com' });
      const page = await cardPage(booking.payUrl!);
      const token = page.split('/').pop()!;
      for (const part of token.split('.'))
        expect(
          Buffer.from(part, 'base64url').toString('latin1'),
          'the token is sealed, not just signed',
        ).to.not.include('karte@example');
      const html = await (await get(page)).text();
      expect(html).to.include('<html lang="de">').and.include('Testzahlung — es wird kein Geld abgebucht');
      for (const token of ['cc-name', 'cc-number', 'cc-exp', 'cc-csc'])
        expect(html).to.include(`autocomplete="${token}"`);
      expect(html).to.match(/<label for="card-number">Kartennummer<\/label>/);
    });

    it('refuses a bad Luhn number, an expired date and a real card in the form; a declined card pays nothing', async () => {
      const { booking } = await book({ email: 'refused@example.com' });
      const page = await cardPage(booking.payUrl!);
      const bad = await postCard(page, { ...GOOD_CARD, number: '4242 4242 4242 4241', exp: '01/20' });
      expect(bad.status).to.equal(422);
      const html = await bad.text();
      expect(html)
        .to.include('This card number is not valid.')
        .and.include('This card has expired.')
        .and.include('aria-invalid="true"');
      expect(html, 'a number that may be a real card is never echoed').to.not.include('4242 4242 4242 4241');
      const real = await postCard(page, { ...GOOD_CARD, number: '4111 1111 1111 1111' });
      expect(real.status, 'not a test card').to.equal(422);
      expect(await real.text()).to.not.include('4111 1111 1111 1111');
      // A test number is kept through a mistake elsewhere; MMYY is an expiry like MM/YY.
      const typo = await postCard(page, { ...GOOD_CARD, exp: '0120' });
      const again = await typo.text();
      expect(again).to.include('This card has expired.').and.include('value="4242 4242 4242 4242"');
      expect(again, 'the security code never comes back').to.not.include('value="123"');
      const declined = await postCard(page, { ...GOOD_CARD, number: '4000 0000 0000 0002', exp: '1230' });
      expect(declined.status).to.equal(402);
      expect(await declined.text()).to.include('Your card was declined.');
      const after = await lookup(booking);
      expect(after.status).to.equal('pending_payment');
      expect(after.payments[0].paidAt).to.equal(null);
      expect(await receipts('refused@example.com')).to.have.length(0);
    });

    it('pays the deposit: back through the return to the thank-you page, confirmed, paid by card, one receipt', async () => {
      const { booking } = await book({ email: 'paid@example.com' });
      const back = await pay(booking.payUrl!);
      expect(back).to.match(/\/api\/payments\/return\/[\w-]+\?to=success$/);
      const thanks = await get(back);
      expect(thanks.status).to.equal(303);
      expect(thanks.headers.get('location')).to.equal('/en/cart/book-now/thank-you/?payment=done');
      expect(thanks.headers.get('set-cookie')).to.match(
        /^booked=[^;]+; Max-Age=1800; Path=\/en\/cart\/book-now\/thank-you\/;.*HttpOnly/,
      );
      const after = await lookup(booking);
      expect(after.status).to.equal('confirmed');
      expect(after.payments[0]).to.include({ status: 'paid', method: 'card', payUrl: null });
      expect(after.payments[1].payUrl, 'the balance can be paid early').to.match(/^\/api\/payments\/pay\//);
      expect(after.payUrl, 'nothing due now').to.equal(null);
      expect(after.paidCents).to.equal(booking.payments[0].amountCents);
      expect(await receipts('paid@example.com')).to.have.length(1);
      const [stay] = await suite.db.query<{ status: string }>(
        'select s.status from stays s join reservation_houses rh on rh.stay_id = s.id join reservations r on r.id = rh.reservation_id where r.booking_code = $1',
        [booking.bookingCode],
      );
      expect(stay.status).to.equal('confirmed');
    });

    it('shows the booking through the return once, soon after paying: a second visit, or a first one long after, sets no cookie', async () => {
      const { booking } = await book({ email: 'once-back@example.com' });
      const back = await pay(booking.payUrl!);
      const first = await get(back);
      expect(first.headers.get('set-cookie')).to.match(/^booked=/);
      const again = await get(back);
      expect(again.status).to.equal(303);
      expect(
        again.headers.get('location'),
        'the thank-you page, which then shows the booking only to the browser that has the cookie',
      ).to.equal('/en/cart/book-now/thank-you/?payment=done');
      expect(again.headers.get('set-cookie')).to.equal(null);

      // Paid 21 minutes ago, never come back: the address (from a history, a log) shows nothing now.
      const late = await book({ email: 'late-back@example.com' });
      const lateBack = await pay(late.booking.payUrl!);
      const sessionId = new URL(lateBack).pathname.split('/').pop();
      await suite.db.query(
        "update payment_sessions set completed_at = completed_at - interval '21 minutes' where id = $1",
        [sessionId],
      );
      const stale = await get(lateBack);
      expect(stale.status).to.equal(303);
      expect(stale.headers.get('set-cookie')).to.equal(null);
      expect((await lookup(late.booking)).status, 'the payment itself counts').to.equal('confirmed');
    });

    it('two tabs paying the same deposit share one page: one charge, the second told it is already paid', async () => {
      const { booking } = await book({ email: 'twotabs@example.com' });
      const [first, second] = await Promise.all([cardPage(booking.payUrl!), cardPage(booking.payUrl!)]);
      expect(second).to.equal(first);
      const answers = await Promise.all([postCard(first, GOOD_CARD), postCard(second, GOOD_CARD)]);
      expect(answers.map((a) => a.status).sort()).to.deep.equal([303, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect(await refused.text()).to.include('This payment has already been made. You have not been charged again.');
      const charges = await suite.db.query(
        'select c.id from test_gateway_charges c join payment_sessions s on s.provider_session_id = c.page_id join payments p on p.id = s.payment_id join reservations r on r.id = p.reservation_id where r.booking_code = $1',
        [booking.bookingCode],
      );
      expect(charges).to.have.length(1);
      // A third tab following the link now: nothing due, to the thank-you page.
      const third = await get(booking.payUrl!);
      expect(third.headers.get('location')).to.equal('/en/cart/book-now/thank-you/?payment=done');
      expect(await receipts('twotabs@example.com')).to.have.length(1);
    });

    it('counts the callback once: the same event again, and the return after it, change nothing', async () => {
      const { booking } = await book({ email: 'once@example.com' });
      const gateway = testGateway({ db: suite.db, secret: suite.api.config.jwtSecret, clock: () => new Date(NOW) });
      const page = gateway.openPage((await cardPage(booking.payUrl!)).split('/').pop()!)!;
      const event = (await gateway.charge(page))!;
      const callback = gateway.signedCallback(event);
      const ctx = moneyAt(NOW);
      expect(await receiveCallback(suite.db, gateway, callback, ctx)).to.equal('paid');
      expect(await receiveCallback(suite.db, gateway, callback, ctx)).to.equal('duplicateEvent');
      // The webhook route answers the same delivery alike.
      const again = await fetch(`${suite.api.base}/api/payments/test/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...callback.headers },
        body: new Uint8Array(callback.rawBody),
      });
      expect(await json(again)).to.deep.equal({ received: true, outcome: 'duplicateEvent' });
      const [session] = await suite.db.query<{ id: string }>(
        'select id from payment_sessions where provider_session_id = $1',
        [page.pageId],
      );
      expect((await get(`/api/payments/return/${session.id}?to=success`)).status).to.equal(303);
      expect(await receipts('once@example.com')).to.have.length(1);
      expect((await lookup(booking)).paidCents).to.equal(booking.payments[0].amountCents);
    });

    it('refuses a callback with a bad signature (400) and changes nothing', async () => {
      const { booking } = await book({ email: 'forged@example.com' });
      const gateway = testGateway({ db: suite.db, secret: 'not-the-server-secret', clock: () => new Date(NOW) });
      const page = testGateway({
        db: suite.db,
        secret: suite.api.config.jwtSecret,
        clock: () => new Date(NOW),
      }).openPage((await cardPage(booking.payUrl!)).split('/').pop()!)!;
      const forged = gateway.signedCallback({
        id: 'evt_forged',
        type: 'paid',
        providerSessionId: page.pageId,
        chargeRef: 'x',
        amountCents: 1,
        currency: 'EUR',
      });
      const res = await fetch(`${suite.api.base}/api/payments/test/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...forged.headers },
        body: new Uint8Array(forged.rawBody),
      });
      expect(res.status).to.equal(400);
      expect(
        (await fetch(`${suite.api.base}/api/payments/stripe/webhook`, { method: 'POST', body: '{}' })).status,
        'not the configured provider',
      ).to.equal(404);
      expect((await lookup(booking)).status).to.equal('pending_payment');
    });

    it('refunds money taken for a payment already paid (a second, older page paid late)', async () => {
      const { booking } = await book({ email: 'double@example.com' });
      const gateway = testGateway({ db: suite.db, secret: suite.api.config.jwtSecret, clock: () => new Date(NOW) });
      const older = gateway.openPage((await cardPage(booking.payUrl!)).split('/').pop()!)!;
      // An hour later that page is replaced; the new one is paid; then the old one is paid too.
      suite.api.setNow('2027-12-01T10:05:00Z');
      const fresh = await lookup(booking);
      const newer = await cardPage(fresh.payUrl!);
      expect(newer).to.not.equal(older);
      await postCard(newer, GOOD_CARD);
      const late = (await gateway.charge(older as GatewayPage))!;
      const ctx = moneyAt('2027-12-01T10:06:00Z');
      expect(await receiveCallback(suite.db, gateway, gateway.signedCallback(late), ctx)).to.equal('duplicateCharge');
      const [refund] = await suite.db.query<{ reason: string; status: string; amount_cents: number }>(
        'select r.reason, r.status, r.amount_cents from refunds r join reservations b on b.id = r.reservation_id where b.booking_code = $1',
        [booking.bookingCode],
      );
      expect(refund).to.deep.equal({
        reason: 'duplicate',
        status: 'succeeded',
        amount_cents: booking.payments[0].amountCents,
      });
      expect((await lookup(booking)).paidCents, 'counted once').to.equal(booking.payments[0].amountCents);
    });

    let staffHeaders: Promise<Record<string, string>> | undefined;
    const asStaff = async (path: string, body: unknown) =>
      call(suite.api, 'POST', `/api/staff${path}`, {
        headers: await (staffHeaders ??= staffAndAgencyHeaders(suite.db, suite.api.config).then((h) => h.staff)),
        json: body,
      });

    for (const [change, nights] of [
      ['lengthened', 14],
      ['shortened', 4],
    ] as const) {
      it(`refunds a page opened before staff ${change} the stay: it paid what was owed then, not now`, async () => {
        // Arrival within 30 days: one payment of the whole amount, which the change moves.
        const { booking, from } = await book({
          email: `stale-${change}@example.com`,
          from: thursdayFrom('2027-12-20'),
        });
        expect(booking.payments.map((p) => p.kind)).to.deep.equal(['full']);
        const gateway = testGateway({ db: suite.db, secret: suite.api.config.jwtSecret, clock: () => new Date(NOW) });
        const stale = gateway.openPage((await cardPage(booking.payUrl!)).split('/').pop()!)!;
        // The gateway takes the card just before the change; its word arrives after.
        const charged = (await gateway.charge(stale as GatewayPage))!;
        const moved = await asStaff(`/bookings/${booking.bookingCode}/lines`, {
          position: 1,
          resFrom: from,
          resTo: addDays(from, nights),
          override: true,
          reason: 'a shorter stay',
        });
        expect(moved.status, await moved.clone().text()).to.equal(200);
        const owed = (await lookup(booking)).payments[0].amountCents;
        expect(owed).to.not.equal(booking.payments[0].amountCents);

        const ctx = moneyAt(NOW);
        expect(await receiveCallback(suite.db, gateway, gateway.signedCallback(charged), ctx)).to.equal(
          'duplicateCharge',
        );
        const after = await lookup(booking);
        expect([after.status, after.paidCents, after.payments[0].paidAt]).to.deep.equal(['pending_payment', 0, null]);
        const refunds = await suite.db.query<{ status: string; amount_cents: number }>(
          'select r.status, r.amount_cents from refunds r join reservations b on b.id = r.reservation_id where b.booking_code = $1',
          [booking.bookingCode],
        );
        expect(refunds).to.deep.equal([{ status: 'succeeded', amount_cents: booking.payments[0].amountCents }]);
      });
    }

    it('a page replaced by a staff change is expired at the gateway: its card page says so and takes no card', async () => {
      const { booking, from } = await book({ email: 'replaced@example.com', from: thursdayFrom('2027-12-20') });
      const stale = await cardPage(booking.payUrl!);
      const moved = await asStaff(`/bookings/${booking.bookingCode}/lines`, {
        position: 1,
        resFrom: from,
        resTo: addDays(from, 14),
      });
      expect(moved.status, await moved.clone().text()).to.equal(200);
      const replaced = 'This payment page was replaced by a newer one and takes no payment.';
      const shown = await get(stale);
      expect(shown.status).to.equal(410);
      expect(await shown.text()).to.include(replaced);
      const paid = await postCard(stale, GOOD_CARD);
      expect(paid.status).to.equal(410);
      expect(await paid.text()).to.include(replaced);
      const charges = await suite.db.query(
        'select c.id from test_gateway_charges c join payment_sessions s on s.provider_session_id = c.page_id where s.reservation_id = (select id from reservations where booking_code = $1)',
        [booking.bookingCode],
      );
      expect(charges).to.deep.equal([]);
      // The pay link opens a new page for what is owed now, which pays.
      const fresh = await cardPage(booking.payUrl!);
      expect(fresh).to.not.equal(stale);
      expect((await postCard(fresh, GOOD_CARD)).status).to.equal(303);
      expect((await lookup(booking)).paidCents).to.equal((await lookup(booking)).payments[0].amountCents);
    });

    it('cancels from My booking with the fee of the terms: the rest refunded to the card, the dates free again', async () => {
      const from = thursdayFrom('2028-04-01'); // more than 60 days ahead: 10 % of the house price
      const { booking, house } = await book({ email: 'cancel@example.com', from });
      await get(await pay(booking.payUrl!));
      const before = await lookup(booking);
      const feeCents = Math.round(booking.housesCents / 10);
      expect(before.cancellation).to.deep.equal({
        feeCents,
        refundCents: before.paidCents - feeCents,
        houses: [{ position: 1, percent: 10, feeCents }],
      });

      const res = await call(suite.api, 'POST', '/api/reservation/cancel', {
        json: { email: 'cancel@example.com', bookingCode: booking.bookingCode },
      });
      const cancelled = await json<ReservationResult>(res);
      expect(res.status, JSON.stringify(cancelled)).to.equal(200);
      expect(cancelled.status).to.equal('cancelled');
      expect(cancelled.cancelled).to.deep.include({
        reason: 'guest',
        feeCents,
        refundCents: before.cancellation!.refundCents,
      });
      expect(cancelled.cancelled!.refunds.map((r) => [r.amountCents, r.status])).to.deep.equal([
        [before.cancellation!.refundCents, 'succeeded'],
      ]);
      expect(cancelled.payments.map((p) => p.status)).to.deep.equal(['paid', 'void']);
      expect(cancelled.payUrl).to.equal(null);
      expect(cancelled.cancellation).to.equal(null);
      const [gatewayRefund] = await suite.db.query<{ amount_cents: number }>(
        'select g.amount_cents from test_gateway_refunds g join refunds r on r.provider_ref = g.id join reservations b on b.id = r.reservation_id where b.booking_code = $1',
        [booking.bookingCode],
      );
      expect(gatewayRefund.amount_cents, 'the gateway recorded the refund').to.equal(before.cancellation!.refundCents);
      // Twice: refused, nothing changes.
      const again = await call(suite.api, 'POST', '/api/reservation/cancel', {
        json: { email: 'cancel@example.com', bookingCode: booking.bookingCode },
      });
      expect(again.status).to.equal(409);
      // The dates can be booked again.
      const cartId = await addToCart(suite.api, house.code, from, addDays(from, 7));
      expect(
        (
          await call(suite.api, 'POST', '/api/reservation', {
            json: bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }, { email: 'next@example.com' }),
          })
        ).status,
      ).to.equal(201);
      // A wrong code cancels nothing.
      expect(
        (
          await call(suite.api, 'POST', '/api/reservation/cancel', {
            json: { email: 'next@example.com', bookingCode: '00000000' },
          })
        ).status,
      ).to.equal(404);
    });

    it('an agency books on account: confirmed at once, no card, due by its terms, never cancelled automatically', async () => {
      const companyId = await upsertCompany(suite.db, { name: `Account Travel ${kind}` });
      await suite.db.query('update companies set email = $2 where id = $1', [
        companyId,
        'office@account-travel.example',
      ]);
      const agent = await createCompanyUser(suite.db, {
        username: `account-${kind}@account-travel.example`,
        password: 'correct horse battery',
        companyId,
      });
      const authorization = `Bearer ${await openSession(suite.db, suite.api.config, agent.id)}`;
      const from = thursdayFrom('2028-04-01');
      const { booking } = await book({ email: 'agency-guest@example.com', from, headers: { authorization } });
      expect(booking.status).to.equal('confirmed');
      expect(booking.onAccount).to.equal(true);
      expect(booking.payUrl).to.equal(null);
      expect(booking.cancellation, 'the company cancels it, not the guest online').to.equal(null);
      expect(booking.payments.map((p) => [p.kind, p.dueDate, p.payUrl])).to.deep.equal([['full', '2027-12-31', null]]);
      const copies = await readOutbox(suite.db, { to: 'office@account-travel.example' });
      expect(copies.length, 'the agency gets a copy of the confirmation').to.be.greaterThan(0);

      // Long past its due date and grace: still booked.
      for (const day of ['2028-01-01T09:00:00Z', '2028-01-10T09:00:00Z']) {
        const ctx = moneyAt(day);
        await sendPaymentReminders(suite.db, ctx);
        expect(await cancelOverdueReservations(suite.db, ctx)).to.not.include(booking.bookingCode);
      }
      // The bank transfer arrives: the company marks it.
      const paid = await call(
        suite.api,
        'POST',
        `/api/reservation/${booking.bookingCode}/payments/${booking.payments[0].id}/paid`,
        { headers: { 'x-admin-token': ADMIN_TOKEN } },
      );
      expect((await json<ReservationResult>(paid)).status).to.equal('paid');
    });
  });
}
