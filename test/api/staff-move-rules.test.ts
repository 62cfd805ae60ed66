// A staff move held to the rules (docs/product/bookings-and-payments.md#staff-changes), on PGlite
// and PostgreSQL: no changed day before today, a stay that began keeps its house and arrival, the
// guest's date rules on the days staff change unless overridden with a reason (kept in the audit
// row), refusals naming the field in English and German; and the open payments' due dates worked
// out again for the new check-in, paid ones untouched
// (docs/product/bookings-and-payments.md#payment-schedule).
import { expect } from 'chai';
import type { StaffBooking } from '../../contract/api/staff.ts';
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { euro } from '../../server/documents/format.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import { bookWeek, call, json, KINDS, reservationSuite, thursdayFrom } from './reservation-support.ts';

const NOW = '2027-12-01T09:00:00Z';
const TODAY = '2027-12-01';

/** An amount as a refusal writes it, ready for a regular expression. */
const euroPattern = (cents: number, lang: Locale) => euro(cents, lang).replace(/[.()]/g, '\\$&');

interface Refusal {
  code: string;
  field?: string;
  message: string;
}

for (const kind of KINDS) {
  describe(`a staff move's rules on ${kind}`, function () {
    this.timeout(180000);
    let staff: Record<string, string>;
    const suite = reservationSuite(kind, 'staff_move_rules', NOW);
    before(async () => {
      ({ staff } = await staffAndAgencyHeaders(suite.db, suite.api.config));
    });

    /** A week from the first Thursday on or after `after`, for the next house of the pool. */
    async function book(email: string, after = '2028-04-01') {
      const from = thursdayFrom(after);
      const house = suite.nextHouse();
      const booking = await bookWeek(suite.api, house.code, from, { email });
      return { house, from, code: booking.bookingCode };
    }
    const asStaff = (method: string, path: string, body?: unknown, lang: Locale = 'en') =>
      call(suite.api, method, `/api/staff${path}`, { headers: staff, json: body, lang });
    const move = (code: string, body: Record<string, unknown>, lang: Locale = 'en') =>
      asStaff('POST', `/bookings/${code}/lines`, { position: 1, ...body }, lang);
    const detail = async (code: string) => json<StaffBooking>(await asStaff('GET', `/bookings/${code}`));
    const audits = (code: string) =>
      suite.db.query<{ after: { override?: unknown } }>(
        "select after from staff_audit where target = $1 and action = 'changeLine' order by id",
        [code],
      );
    /** The refusal of a move, in English and in German: its status, code, field and both messages. */
    async function refused(code: string, body: Record<string, unknown>) {
      const en = await move(code, body, 'en');
      const de = await move(code, body, 'de');
      const [enBody, deBody] = [await json<Refusal>(en), await json<Refusal>(de)];
      expect(de.status).to.equal(en.status);
      expect(deBody.code).to.equal(enBody.code);
      return { status: en.status, code: enBody.code, field: enBody.field, en: enBody.message, de: deBody.message };
    }

    it('refuses a day before today with a 422 naming the field, even with an override, and changes nothing', async () => {
      const { from, code } = await book('past@example.com');
      const before = await detail(code);
      const past = thursdayFrom('2027-11-20');
      expect(await refused(code, { resFrom: past, resTo: addDays(past, 7) })).to.deep.equal({
        status: 422,
        code: 'pastDate',
        field: 'resFrom',
        en: '“Arrival” is before today: a stay cannot be moved into the past.',
        de: '„Anreise“ liegt vor heute: Ein Aufenthalt kann nicht in die Vergangenheit verlegt werden.',
      });
      const overridden = await move(code, { resFrom: past, resTo: from, override: true, reason: 'Guest asked' });
      expect(overridden.status).to.equal(422);
      expect(await json(overridden)).to.include({ code: 'pastDate', field: 'resFrom' });
      expect(await audits(code)).to.deep.equal([]);
      expect((await detail(code)).houses).to.deep.equal(before.houses);
    });

    it('lets a stay that began move only its departure, and not into the past', async () => {
      const { from, code } = await book('started@example.com');
      const other = suite.nextHouse();
      suite.api.setNow(`${addDays(from, 2)}T09:00:00Z`);
      expect(await refused(code, { resFrom: addDays(from, 7), resTo: addDays(from, 14) })).to.deep.equal({
        status: 422,
        code: 'started',
        field: 'resFrom',
        en: 'This stay began before today: its house and arrival stay as they are; only the departure can change.',
        de: 'Dieser Aufenthalt hat vor heute begonnen: Haus und Anreise bleiben, wie sie sind; nur die Abreise kann sich ändern.',
      });
      const house = await move(code, { resFrom: from, resTo: addDays(from, 7), house: other.code });
      expect(await json(house)).to.include({ code: 'started', field: 'house' });
      const past = await move(code, { resFrom: from, resTo: addDays(from, 1), override: true, reason: 'Left early' });
      expect(await json(past)).to.include({ code: 'pastDate', field: 'resTo' });
      // Departure three days later, on a Sunday: the unchanged arrival, now in the past, breaks no rule.
      const longer = await move(code, { resFrom: from, resTo: addDays(from, 10) });
      expect(longer.status).to.equal(200);
      expect((await json<StaffBooking>(longer)).houses[0]).to.include({ from, to: addDays(from, 10), nights: 10 });
    });

    it('refuses Monday to Monday, a Monday departure and too soon an arrival, naming the field in English and German', async () => {
      const { from, code } = await book('monday@example.com');
      const monday = addDays(from, 4);
      expect(await refused(code, { resFrom: monday, resTo: addDays(monday, 7) })).to.deep.equal({
        status: 422,
        code: 'notChangeoverDay',
        field: 'resFrom',
        en: '“Arrival” is not a changeover day (Thursday or Sunday). To move anyway, tick “Override the booking rules” and give a reason.',
        de: '„Anreise“ ist kein Wechseltag (Donnerstag oder Sonntag). Um trotzdem zu verlegen, kreuzen Sie „Buchungsregeln übergehen“ an und nennen Sie einen Grund.',
      });
      expect(await refused(code, { resFrom: from, resTo: addDays(from, 11) })).to.deep.include({
        code: 'notChangeoverDay',
        field: 'resTo',
        de: '„Abreise“ ist kein Wechseltag (Donnerstag oder Sonntag). Um trotzdem zu verlegen, kreuzen Sie „Buchungsregeln übergehen“ an und nennen Sie einen Grund.',
      });
      const soon = thursdayFrom(addDays(TODAY, 3));
      expect(await refused(code, { resFrom: soon, resTo: addDays(soon, 7) })).to.deep.equal({
        status: 422,
        code: 'tooSoon',
        field: 'resFrom',
        en: '“Arrival” is less than 14 days after today, too soon for a guest’s booking. To move anyway, tick “Override the booking rules” and give a reason.',
        de: '„Anreise“ liegt weniger als 14 Tage nach heute, zu früh für eine Buchung von Gästen. Um trotzdem zu verlegen, kreuzen Sie „Buchungsregeln übergehen“ an und nennen Sie einen Grund.',
      });
      expect(await audits(code)).to.deep.equal([]);
    });

    it('moves Monday to Monday with the override and a reason, which the audit row keeps with the rules broken', async () => {
      const { from, code } = await book('override@example.com');
      const monday = addDays(from, 4);
      // As the page posts it: the checkbox's value and the reason as typed.
      const res = await move(code, {
        resFrom: monday,
        resTo: addDays(monday, 7),
        override: '1',
        reason: '  Ferry moved to Monday  ',
      });
      expect(res.status, JSON.stringify(await res.clone().json())).to.equal(200);
      expect((await json<StaffBooking>(res)).houses[0]).to.include({ from: monday, to: addDays(monday, 7) });
      const [row] = await audits(code);
      expect(row.after.override).to.deep.equal({
        reason: 'Ferry moved to Monday',
        rules: [
          { problem: 'not-changeover-day', field: 'resFrom' },
          { problem: 'not-changeover-day', field: 'resTo' },
        ],
      });
      // The same days again break no rule: the days staff do not change are not held to them.
      expect((await move(code, { resFrom: monday, resTo: addDays(monday, 7) })).status).to.equal(200);
      expect((await audits(code))[1].after).to.not.have.property('override');
    });

    it('refuses the override without a reason (422) or with one too long (400), naming the reason field', async () => {
      const { from, code } = await book('no-reason@example.com');
      const monday = addDays(from, 4);
      for (const reason of [undefined, '', '   ']) {
        expect(
          await refused(code, { resFrom: monday, resTo: addDays(monday, 7), override: true, reason }),
        ).to.deep.equal({
          status: 422,
          code: 'reasonRequired',
          field: 'reason',
          en: 'Give a reason for overriding the booking rules.',
          de: 'Bitte nennen Sie einen Grund, um die Buchungsregeln zu übergehen.',
        });
      }
      expect(
        await refused(code, { resFrom: monday, resTo: addDays(monday, 7), override: true, reason: 'x'.repeat(501) }),
      ).to.deep.equal({
        status: 400,
        code: 'invalid',
        field: 'reason',
        en: 'Please check the field “Reason for the override”.',
        de: 'Bitte prüfen Sie das Feld „Grund für das Übergehen“.',
      });
      expect(await audits(code)).to.deep.equal([]);
    });

    it('refuses a move whose price would fall below the price reductions given, naming both amounts, and changes nothing', async () => {
      suite.api.setNow(NOW);
      const { from, code } = await book('reduced@example.com');
      for (const payment of (await detail(code)).payments)
        expect((await asStaff('POST', `/bookings/${code}/payments`, { paymentId: payment.id })).status).to.equal(200);
      const paid = await detail(code);
      const reduction = Math.floor(paid.totalCents * 0.8);
      const refund = await asStaff('POST', `/bookings/${code}/refunds`, {
        reason: 'Hot tub broken',
        amountCents: reduction,
      });
      expect(refund.status).to.equal(200);
      const reduced = await detail(code);
      const short = { resFrom: from, resTo: addDays(from, 3), override: true, reason: 'Leaving early' };
      const refusal = await refused(code, short);
      expect(refusal).to.include({ status: 409, code: 'belowReduction', field: undefined });
      expect(refusal.en).to.match(
        new RegExp(
          `^The new price \\(€[\\d,.]+\\) would be lower than the price reductions already given \\(${euroPattern(reduction, 'en')}\\)`,
        ),
      );
      expect(refusal.de).to.match(
        new RegExp(
          `^Der neue Preis \\([\\d.,]+\\s€\\) wäre niedriger als die schon gewährten Preisminderungen \\(${euroPattern(reduction, 'de')}\\)`,
        ),
      );
      expect(await detail(code), 'nothing written').to.deep.equal(reduced);
      expect(await audits(code)).to.deep.equal([]);
    });

    it('moves the balance’s due date with a later arrival, and may be reminded of again', async () => {
      const { from, code } = await book('later@example.com');
      const before = await detail(code);
      expect(before.payments.map((p) => [p.kind, p.dueDate])).to.deep.equal([
        ['deposit', TODAY],
        ['balance', addDays(from, -30)],
      ]);
      await suite.db.query(
        "update payments set reminded_at = now() where kind = 'balance' and reservation_id = (select id from reservations where booking_code = $1)",
        [code],
      );
      const later = addDays(from, 28);
      const res = await move(code, { resFrom: later, resTo: addDays(later, 7) });
      expect(res.status).to.equal(200);
      const after = await json<StaffBooking>(res);
      expect(after.payments.map((p) => [p.kind, p.dueDate])).to.deep.equal([
        ['deposit', TODAY],
        ['balance', addDays(later, -30)],
      ]);
      const [{ reminded }] = await suite.db.query<{ reminded: boolean }>(
        "select reminded_at is not null as reminded from payments where kind = 'balance' and reservation_id = (select id from reservations where booking_code = $1)",
        [code],
      );
      expect(reminded, 'the reminder for the old day no longer counts').to.equal(false);
    });

    it('makes the balance due today when an earlier arrival puts its day in the past; a paid deposit stays as it was', async () => {
      const { from, code } = await book('earlier@example.com', '2028-01-13');
      const booked = await detail(code);
      expect(booked.payments.map((p) => [p.kind, p.dueDate])).to.deep.equal([
        ['deposit', TODAY],
        ['balance', addDays(from, -30)],
      ]);
      const deposit = booked.payments[0];
      expect(
        (await asStaff('POST', `/bookings/${code}/payments`, { paymentId: deposit.id })).status,
        'deposit paid',
      ).to.equal(200);
      suite.api.setNow('2027-12-02T09:00:00Z');
      const paid = (await detail(code)).payments[0];
      // 16 December: 14 days ahead, so its balance would have been due 16 November.
      const earlier = thursdayFrom('2027-12-16');
      const res = await move(code, { resFrom: earlier, resTo: addDays(earlier, 7) });
      expect(res.status, JSON.stringify(await res.clone().json())).to.equal(200);
      const after = await json<StaffBooking>(res);
      expect(after.payments[0], 'the paid deposit').to.deep.equal(paid);
      expect(after.payments[1]).to.include({ kind: 'balance', dueDate: '2027-12-02' });
    });
  });
}
