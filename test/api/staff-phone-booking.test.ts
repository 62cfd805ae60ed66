// Bookings staff take on the phone (docs/product/bookings-and-payments.md#phone-bookings), on
// PGlite and PostgreSQL: the three ways of paying, the site's price, overrides with a reason,
// conflicts never overridable, validation naming fields, staff only, nothing left by a refusal.
import { expect } from 'chai';
import type { StaffPhoneQuote } from '../../contract/api/phone-booking.ts';
import type { StaffBooking } from '../../contract/api/staff.ts';
import { addDays } from '../../contract/dates.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import { ASKS_TO_PAY } from '../helpers/asks-to-pay.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import { suiteMoney } from './money-support.ts';
import { bookingForm, bookWeek, call, json, KINDS, reservationSuite, thursdayFrom } from './reservation-support.ts';

const NOW = '2027-12-01T09:00:00Z';

for (const kind of KINDS) {
  describe(`phone bookings taken by staff on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'staff-phone', NOW);
    const money = suiteMoney(suite, NOW);
    let staff: Record<string, string>;
    let agency: Record<string, string>;

    before(async () => {
      ({ staff, agency } = await staffAndAgencyHeaders(suite.db, suite.api.config));
    });

    /** The guest's details as the checkout takes them, with the phone fields. */
    function phoneForm(house: string, from: string, extra: Record<string, unknown> = {}) {
      const {
        cartId: _cart,
        terms: _terms,
        arrivalDate: _a,
        departureDate: _d,
        ...guest
      } = bookingForm(
        '',
        { arrival: from, departure: addDays(from, 7) },
        { email: `phone-${house.toLowerCase()}@example.com`, numberViatorKit: 1 },
      );
      return { ...guest, house, resFrom: from, resTo: addDays(from, 7), payment: 'link', language: 'en', ...extra };
    }
    const asStaff = (path: string, body: unknown, lang: 'en' | 'de' = 'en') =>
      call(suite.api, 'POST', `/api/staff${path}`, { headers: staff, json: body, lang });
    const take = async (body: unknown) => {
      const res = await asStaff('/bookings', body);
      const booking = await json<StaffBooking & { message?: string }>(res);
      expect(res.status, booking.message).to.equal(201);
      return booking;
    };
    const counts = async () =>
      (
        await suite.db.query<{ reservations: number; stays: number; mails: number; audit: number }>(
          `select (select count(*)::int from reservations) as reservations, (select count(*)::int from stays) as stays,
                  (select count(*)::int from outbox_messages) as mails, (select count(*)::int from staff_audit) as audit`,
        )
      )[0];
    const audit = (code: string) =>
      suite.db.query<{ action: string; username: string; after: Record<string, unknown> }>(
        'select action, username, after from staff_audit where target = $1 order by id',
        [code],
      );

    it('mails the guest a pay link; paying it settles the booking as a web booking', async () => {
      const house = suite.nextHouse();
      const from = thursdayFrom('2028-03-01');
      const booking = await take(phoneForm(house.code, from));
      expect(booking.status).to.equal('pending_payment');
      expect(booking.onAccount).to.equal(false);
      const [row] = await audit(booking.code);
      expect(row).to.include({ action: 'booking.create', username: 'staff@example.com' });
      expect(row.after).to.include({ channel: 'phone', payment: 'link' });

      const [mail] = await readOutboxExpanded(suite.db, { to: `phone-${house.code.toLowerCase()}@example.com` });
      expect(mail.kind).to.equal('confirmation');
      const payUrl = /Pay securely by card here:\n(\S+)/.exec(mail.text)![1];
      await money.payOn(await money.openPage(payUrl));
      const after = await money.lookup({ email: mail.to, bookingCode: booking.code });
      expect(after.status).to.equal('confirmed');
      expect(after.payments[0].paidAt).to.be.a('string');
    });

    it('puts a booking on a trade partner’s account: the company’s, confirmed, no card asked', async () => {
      const [company] = await suite.db.query<{ id: number }>(
        "update companies set email = 'buero@nordlicht.example' where name = 'Nordlicht Reisen GmbH' returning id",
      );
      const house = suite.nextHouse();
      const booking = await take(
        phoneForm(house.code, thursdayFrom('2028-03-01'), { payment: 'account', company: company.id }),
      );
      expect(booking).to.include({ status: 'confirmed', onAccount: true, company: 'Nordlicht Reisen GmbH' });
      const [mail] = await readOutboxExpanded(suite.db, { to: `phone-${house.code.toLowerCase()}@example.com` });
      expect(mail.text, 'the traveller').to.include('Nordlicht Reisen GmbH').and.not.match(ASKS_TO_PAY);
      const [agency] = (await readOutboxExpanded(suite.db, { to: 'buero@nordlicht.example' })).filter(
        (m) => m.bookingId === mail.bookingId,
      );
      expect(agency.text, 'the company').to.include('payment on account').and.not.include('/api/payments/pay');
    });

    it('mails an on-account booking to a login of a company without an e-mail, and refuses a company nobody can be mailed at', async () => {
      const [login, silent] = await suite.db.query<{ id: number }>(
        "insert into companies (name, key) values ('Fjord Tours', 'fjord-tours'), ('Silent Travel', 'silent-travel') returning id",
      );
      await suite.db.query(
        `insert into company_users (company_id, username, password_hash) values ($1, 'desk@fjord.example', 'scrypt$1$1$1$a$b'),
           ($2, 'no-address', 'scrypt$1$1$1$a$b')`,
        [login.id, silent.id],
      );
      const house = suite.nextHouse();
      const booking = await take(
        phoneForm(house.code, thursdayFrom('2028-03-01'), { payment: 'account', company: login.id }),
      );
      const [mail] = (await readOutboxExpanded(suite.db, { to: 'desk@fjord.example' })).filter(
        (m) => m.kind === 'confirmation',
      );
      expect(mail.text, 'the company’s login').to.include(booking.code).and.include('payment on account');

      const before = await counts();
      const body = phoneForm(suite.nextHouse().code, thursdayFrom('2028-03-01'), {
        payment: 'account',
        company: silent.id,
      });
      const [en, de] = [await asStaff('/bookings', body), await asStaff('/bookings', body, 'de')];
      expect([en.status, de.status]).to.deep.equal([422, 422]);
      expect(await json(en)).to.deep.include({
        code: 'companyUnreachable',
        field: 'company',
        message:
          'This company has no e-mail address for its invoices and reminders: add one on the companies screen first.',
      });
      expect((await json<{ message: string }>(de)).message).to.equal(
        'Diese Firma hat keine E-Mail-Adresse für Rechnungen und Erinnerungen: Bitte zuerst auf der Firmenseite eine eintragen.',
      );
      expect(await counts(), 'nothing written').to.deep.equal(before);
    });

    it('expects a bank transfer: the bank details and due date, no pay link; staff record it later', async () => {
      const house = suite.nextHouse();
      const booking = await take(phoneForm(house.code, thursdayFrom('2028-03-01'), { payment: 'bank' }));
      expect(booking.status).to.equal('pending_payment');
      const [mail] = await readOutboxExpanded(suite.db, { to: `phone-${house.code.toLowerCase()}@example.com` });
      expect(mail.text)
        .to.include('until your bank transfer arrives')
        .and.include('IBAN')
        .and.not.include('/api/payments/pay');
      const [deposit] = await suite.db.query<{ id: number }>(
        "select p.id from payments p join reservations r on r.id = p.reservation_id where r.booking_code = $1 and p.kind = 'deposit'",
        [booking.code],
      );
      const paid = await asStaff(`/bookings/${booking.code}/payments`, { paymentId: deposit.id });
      expect(paid.status).to.equal(200);
      expect((await json<StaffBooking>(paid)).status).to.equal('confirmed');
    });

    it('quotes the price the web checkout charges for the same stay', async () => {
      const house = suite.nextHouse();
      const from = thursdayFrom('2028-05-01');
      const res = await asStaff('/bookings/quote', phoneForm(house.code, from));
      const quote = await json<StaffPhoneQuote>(res);
      expect(res.status).to.equal(200);
      expect(quote).to.include({ houseCode: house.code, nights: 7 });
      const web = await bookWeek(suite.api, house.code, from, { numberViatorKit: 1 });
      expect(quote.totalCents).to.equal(web.totalCents);
      expect(quote.overridden).to.deep.equal([]);
    });

    it('finds the house by its name spelt loosely; several matches are answered with the choices', async () => {
      const house = suite.nextHouse();
      const from = thursdayFrom('2028-05-01');
      const [{ name }] = await suite.db.query<{ name: string }>(
        "select t.name from house_texts t join houses h on h.id = t.house_id where h.code = $1 and t.lang = 'en'",
        [house.code],
      );
      const loose = name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      const named = await asStaff('/bookings/quote', phoneForm(loose, from, { email: 'loose@example.com' }));
      expect(named.status).to.equal(200);
      expect(await json<StaffPhoneQuote>(named)).to.include({ houseCode: house.code });
      const several = await asStaff('/bookings/quote', phoneForm('a', from, { email: 'several@example.com' }), 'de');
      const refusal = await json<{ code: string; field: string; message: string }>(several);
      expect(several.status).to.equal(409);
      expect(refusal).to.include({ code: 'houseAmbiguous', field: 'house' });
      expect(refusal.message).to.match(/^Mehrere Häuser passen; bitte den Code eines davon eingeben: SH-\d+ /);
    });

    it('refuses a date rule broken without a reason (nothing written), and takes it with one, audited', async () => {
      const house = suite.nextHouse();
      const monday = addDays(thursdayFrom('2028-03-01'), 4);
      const before = await counts();
      const broken = await asStaff('/bookings', phoneForm(house.code, monday));
      expect(broken.status).to.equal(409);
      expect(await json(broken)).to.include({ code: 'notChangeoverDay', field: 'resFrom' });
      const noReason = await asStaff('/bookings', phoneForm(house.code, monday, { override: true }));
      expect(noReason.status).to.equal(400);
      expect(await json(noReason)).to.include({ code: 'reasonRequired', field: 'reason' });
      expect(await counts()).to.deep.equal(before);

      const booking = await take(phoneForm(house.code, monday, { override: 'on', reason: 'Owner agreed by phone' }));
      expect(booking.houses[0]).to.include({ from: monday, to: addDays(monday, 7) });
      const [row] = await audit(booking.code);
      expect(row.after.override).to.deep.include({ reason: 'Owner agreed by phone' });
    });

    it('answers 409 for days taken, even with an override, leaving nothing behind', async () => {
      const house = suite.nextHouse();
      const from = thursdayFrom('2028-06-01');
      await bookWeek(suite.api, house.code, from);
      const before = await counts();
      const res = await asStaff('/bookings', phoneForm(house.code, from, { override: true, reason: 'VIP' }));
      expect(res.status).to.equal(409);
      expect(await json(res)).to.include({ code: 'datesTaken' });
      expect(await counts()).to.deep.equal(before);
    });

    it('names the bad field in a 400, in English and German', async () => {
      const house = suite.nextHouse().code;
      const from = thursdayFrom('2028-03-01');
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ payment: 'cash' }, 'payment'],
        [{ resFrom: 'soon' }, 'resFrom'],
        [{ email: 'not-an-address' }, 'email'],
        [{ numberAdults: 0 }, 'numberAdults'],
        [{ payment: 'account' }, 'company'],
      ];
      for (const [extra, field] of cases) {
        const res = await asStaff('/bookings', phoneForm(house, from, extra), 'de');
        expect(res.status, field).to.equal(400);
        expect((await json(res)).field, JSON.stringify(extra)).to.equal(field);
      }
      const en = await json<{ message: string }>(
        await asStaff('/bookings', phoneForm(house, from, { payment: 'cash' })),
      );
      expect(en.message).to.match(/Payment|payment/);
    });

    it('is for staff only: 401 anonymous, 403 for a trade partner', async () => {
      const body = phoneForm(suite.nextHouse().code, thursdayFrom('2028-03-01'));
      expect((await call(suite.api, 'POST', '/api/staff/bookings', { json: body })).status).to.equal(401);
      expect((await call(suite.api, 'POST', '/api/staff/bookings', { json: body, headers: agency })).status).to.equal(
        403,
      );
      expect(
        (await call(suite.api, 'POST', '/api/staff/bookings/quote', { json: body, headers: agency })).status,
      ).to.equal(403);
    });

    it('lists the trade partners to book on account', async () => {
      const res = await call(suite.api, 'GET', '/api/staff/accounts', { headers: staff });
      expect(res.status).to.equal(200);
      const names = (await json<Array<{ id: number; name: string }>>(res)).map((c) => c.name);
      expect(names).to.include('Nordlicht Reisen GmbH');
    });
  });
}
