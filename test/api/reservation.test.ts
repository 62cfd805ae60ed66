import { expect } from 'chai';
import type { BookingErrorBody, ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { depositOf } from '../../contract/payment-schedule.ts';
import { stayPrice } from '../../server/api/catalogue/prices.ts';
import type { Db } from '../../server/db/client.ts';
import { openSession } from '../../server/api/users/auth.ts';
import { createCompanyUser, upsertCompany } from '../../server/api/users/repository.ts';
import { BOOKING_LIMIT } from '../../server/api/reservations/router.ts';
import { readOutbox } from '../../server/mail/index.ts';
import {
  addToCart,
  bookingForm,
  call,
  housePool,
  json,
  KINDS,
  openTestDb,
  serveApi,
  thursdayFrom,
  type Api,
  type TestHouse,
} from './reservation-support.ts';

const SNOOZE = 'Sorry, you snooze you lose! Someone already booked these dates. Please select new dates.';

for (const kind of KINDS) {
  describe(`reservations on ${kind}: POST /api/reservation`, function () {
    this.timeout(120000);
    let db: Db;
    let api: Api;
    let nextHouse: () => TestHouse;

    before(async function () {
      db = await openTestDb(this, kind, 'reservation');
      api = await serveApi(db);
      nextHouse = await housePool(db);
    });
    beforeEach(() => api.setNow('2027-12-01T09:00:00Z'));
    after(async () => {
      await api?.close();
      await db?.close();
    });

    const book = (body: unknown, options: { lang?: 'en' | 'de'; headers?: Record<string, string> } = {}) =>
      call(api, 'POST', '/api/reservation', { json: body, ...options });
    // The season prices are whole euros inside (stayPrice); the booking's amounts are cents.
    const stayCents = async (h: TestHouse, from: string, to: string) =>
      Math.round((await stayPrice(db, h.id, from, to))!.price * 100);

    it('books two houses of a cart: 201 with totals = houses + kits × 35, deposit now and balance 30 days before the first arrival', async () => {
      const [a, b] = [nextHouse(), nextHouse()];
      const first = thursdayFrom('2028-03-01'); // 2028-03-02
      const aStay = { from: first, to: addDays(first, 7) };
      const bStay = { from: addDays(first, 7), to: addDays(first, 14) };
      const cartId = await addToCart(api, a.code, aStay.from, aStay.to);
      await addToCart(api, b.code, bStay.from, bStay.to, cartId);

      const res = await book(bookingForm(cartId, { arrival: addDays(first, -1), departure: bStay.to }));
      const body = await json<ReservationResult>(res);
      expect(res.status, JSON.stringify(body)).to.equal(201);
      expect(body.bookingCode).to.match(/^[0-9]{8}$/);
      const priceA = await stayCents(a, aStay.from, aStay.to);
      const priceB = await stayCents(b, bStay.from, bStay.to);
      expect(body.houses.map((h) => [h.code, h.resFrom, h.resTo, h.nights, h.priceCents])).to.deep.equal([
        [a.code, aStay.from, aStay.to, 7, priceA],
        [b.code, bStay.from, bStay.to, 7, priceB],
      ]);
      expect(body.houses[0].house?.name).to.equal(a.name);
      expect(body.numberViatorKit).to.equal(3);
      expect(body.kitPriceCents).to.equal(3500);
      expect(body.kitsCents).to.equal(10500);
      expect(body.housesCents).to.equal(priceA + priceB);
      expect(body.totalCents).to.equal(priceA + priceB + 3 * 3500);
      expect(body.countryName).to.equal('Germany');
      expect(body.departure).to.deep.equal({ date: bStay.to, transportType: 2, transportNumber: 'Norröna' });
      expect(body.resFrom).to.equal(aStay.from);
      expect(body.resTo).to.equal(bStay.to);
      expect(body.status).to.equal('pending_payment');
      expect(body.checkInCenter.id).to.equal(1);

      const totalCents = priceA + priceB + 10500;
      expect(body.payments.map((p) => [p.kind, p.amountCents, p.dueDate, p.paidAt, p.status])).to.deep.equal([
        ['deposit', depositOf(totalCents), '2027-12-01', null, 'due'],
        ['balance', totalCents - depositOf(totalCents), addDays(aStay.from, -30), null, 'due'],
      ]);
      expect(body.paidCents).to.equal(0);
      expect(body.dueCents).to.equal(body.totalCents);

      expect(body.travelDocumentReady).to.equal(false);
      expect(body.invoices).to.have.length(1);
      expect(body.invoices[0]).to.include({ id: 'invoice', type: 'General', format: 'pdf', sizeUnit: 'KB' });
      expect(body.invoices[0].url).to.match(
        new RegExp(`^/api/reservation/${body.bookingCode}/documents/invoice\\.pdf\\?exp=\\d+&sig=[\\w-]+$`),
      );
      expect(body.invoices[0].size).to.be.greaterThan(1);
      expect(body.travelDocuments.map((d) => [d.id, d.type, d.houseCode, d.url])).to.deep.equal([
        ['travel-1', 'House', a.code, null],
        ['travel-2', 'House', b.code, null],
      ]);

      // Stored: the reservation, its stays (pending bookings) and payments; the cart is empty.
      const [r] = await db.query<{
        total_cents: number;
        kits_cents: number;
        status: string;
        email: string;
        locale: string;
      }>('select total_cents, kits_cents, status, email, locale from reservations where booking_code = $1', [
        body.bookingCode,
      ]);
      expect(r).to.deep.include({
        total_cents: totalCents,
        kits_cents: 10500,
        status: 'pending_payment',
        email: 'anna.mueller@example.com',
        locale: 'en',
      });
      const stays = await db.query<{ kind: string; status: string; house_id: number }>(
        `select s.kind, s.status, s.house_id from reservation_houses rh join stays s on s.id = rh.stay_id
           join reservations r on r.id = rh.reservation_id where r.booking_code = $1 order by rh.position`,
        [body.bookingCode],
      );
      expect(stays).to.deep.equal([
        { kind: 'booking', status: 'pending', house_id: a.id },
        { kind: 'booking', status: 'pending', house_id: b.id },
      ]);
      const cart = await json<{ houses: unknown[] }>(await call(api, 'GET', `/api/cart/${cartId}`));
      expect(cart.houses).to.deep.equal([]);

      // The confirmation e-mail, in the guest's language, with the invoice (travel documents follow full payment).
      const [mail] = await readOutbox(db, { to: 'anna.mueller@example.com' }).then((m) =>
        m.filter((x) => x.subject.includes(body.bookingCode)),
      );
      expect(mail, 'confirmation in the outbox').to.not.equal(undefined);
      expect(mail.subject).to.equal(`Your booking ${body.bookingCode} – Sumarhus`);
      expect(mail.text).to.include(body.bookingCode).and.include('Dear Ms Müller');
      expect(mail.attachments.map((x) => x.contentType)).to.deep.equal(['application/pdf']);
      // Named by the booking code and the invoice's number (docs/product/documents.md#numbers).
      expect(mail.attachments[0].filename).to.match(
        new RegExp(`^sumarhus-invoice-${body.bookingCode}-2027-\\d{6}\\.pdf$`),
      );
      for (const x of mail.attachments) expect(x.content.subarray(0, 5).toString()).to.equal('%PDF-');
    });

    it('asks for everything at once when the first arrival is less than 30 days away, in German for a German guest', async () => {
      api.setNow('2028-01-03T10:00:00Z');
      const h = nextHouse();
      const from = thursdayFrom(addDays('2028-01-03', 14)); // 2028-01-20: 17 days away
      const cartId = await addToCart(api, h.code, from, addDays(from, 7));
      const res = await book(
        bookingForm(
          cartId,
          { arrival: from, departure: addDays(from, 7) },
          { numberViatorKit: 0, email: 'Kurz@Example.com' },
        ),
        { lang: 'de' },
      );
      const body = await json<ReservationResult>(res);
      expect(res.status, JSON.stringify(body)).to.equal(201);
      const price = await stayCents(h, from, addDays(from, 7));
      expect(body.totalCents).to.equal(price);
      expect(body.kitsCents).to.equal(0);
      expect(body.countryName).to.equal('Deutschland');
      expect(body.locale).to.equal('de');
      expect(body.payments.map((p) => [p.kind, p.amountCents, p.dueDate])).to.deep.equal([
        ['full', price, '2028-01-03'],
      ]);
      const [mail] = (await readOutbox(db, { to: 'kurz@example.com' })).filter((m) =>
        m.subject.includes(body.bookingCode),
      );
      expect(mail.subject).to.equal(`Ihre Buchung ${body.bookingCode} – Sumarhus`);
      expect(mail.text).to.include('Sehr geehrte Frau Müller');
      expect(mail.attachments.map((a) => a.filename)).to.deep.equal([
        `sumarhus-rechnung-${body.bookingCode}-2028-000001.pdf`,
      ]);
    });

    it('splits the payment when arrival is exactly 30 days away (balance due the same day) and accepts a plain form post', async () => {
      api.setNow('2028-01-07T10:00:00Z');
      const h = nextHouse();
      const from = '2028-02-06'; // a Sunday, 30 days later
      const cartId = await addToCart(api, h.code, from, '2028-02-10');
      const form = Object.fromEntries(
        Object.entries(bookingForm(cartId, { arrival: from, departure: '2028-02-10' })).map(([k, v]) => [
          k,
          k === 'terms' ? 'on' : String(v),
        ]),
      );
      const res = await book(form);
      const body = await json<ReservationResult>(res);
      expect(res.status, JSON.stringify(body)).to.equal(201);
      expect(body.payments.map((p) => [p.kind, p.dueDate])).to.deep.equal([
        ['deposit', '2028-01-07'],
        ['balance', '2028-01-07'],
      ]);
      expect(body.payments[0].amountCents + body.payments[1].amountCents).to.equal(body.totalCents);
    });

    it('records the company of a logged-in company user', async () => {
      const companyId = await upsertCompany(db, { name: 'Fjord Travel AG' });
      const user = await createCompanyUser(db, {
        username: `agent-${kind}@fjord.example`,
        password: 'correct horse battery',
        companyId,
      });
      const jwt = await openSession(db, api.config, user.id);
      const h = nextHouse();
      const from = thursdayFrom('2028-04-01');
      const cartId = await addToCart(api, h.code, from, addDays(from, 7));
      const res = await book(bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }), {
        headers: { authorization: `Bearer ${jwt}` },
      });
      const body = await json<ReservationResult>(res);
      expect(res.status, JSON.stringify(body)).to.equal(201);
      expect(body.company).to.deep.equal({ name: 'Fjord Travel AG' });
      const [row] = await db.query<{ company_id: number; company_user_id: number }>(
        'select company_id, company_user_id from reservations where booking_code = $1',
        [body.bookingCode],
      );
      expect(row).to.deep.equal({ company_id: companyId, company_user_id: user.id });
    });

    it(`limits bookings per client address (${BOOKING_LIMIT.perAddress} an hour) with a 429 in the request's language`, async () => {
      const from = '198.51.100.9';
      const form = bookingForm('q'.repeat(32), { arrival: '2028-03-01', departure: '2028-03-20' });
      for (let i = 0; i < BOOKING_LIMIT.perAddress; i++)
        expect((await call(api, 'POST', '/api/reservation', { json: form, from })).status).to.equal(422);
      const res = await call(api, 'POST', '/api/reservation', { json: form, from, lang: 'de' });
      expect(res.status).to.equal(429);
      expect((await json<BookingErrorBody>(res)).message).to.equal(
        'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.',
      );
      expect(
        (await call(api, 'POST', '/api/reservation', { json: { ...form, firstName: '' }, from })).status,
        'bad input is not counted',
      ).to.equal(422);
    });

    describe('a bad field is a 422 naming it', () => {
      const stay = { arrival: '2028-03-01', departure: '2028-03-20' };
      const CART = 'c'.repeat(32);
      const cases: Array<[string, unknown, string]> = [
        ['title', 'Dr', 'Please choose Mr, Ms or no title.'],
        ['firstName', '', 'Please enter your first name.'],
        ['firstName', 'x'.repeat(101), 'Your first name is too long.'],
        ['lastName', undefined, 'Please enter your last name.'],
        ['birthDate', '1980-02-30', 'Please enter your date of birth as a valid date.'],
        ['birthDate', '2028-01-01', 'Your date of birth must be in the past.'],
        ['birthDate', '2010-06-01', 'The person who books must be at least 18 years old.'],
        ['nationality', '   ', 'Please enter your nationality.'],
        ['address', '', 'Please enter your address.'],
        ['city', '', 'Please enter your city.'],
        ['zipCode', '!!', 'Please enter a valid postcode.'],
        ['countryIso', 'XX', 'Please choose a country from the list.'],
        ['countryIso', '', 'Please choose your country.'],
        ['mobilePhone', 'call me', 'Please enter a valid mobile phone number, e.g. +49 171 1234567.'],
        ['email', 'anna-at-example.com', 'Please enter a valid e-mail address.'],
        ['numberAdults', 0, 'At least one adult must travel.'],
        ['numberAdults', 'two', 'Please enter the number of adults as a whole number.'],
        ['numberChildren', -1, 'The number of children cannot be negative.'],
        ['numberViatorKit', 4, 'You can order at most one kit per person.'],
        ['arrivalDate', '2027-11-30', 'Your arrival date cannot be in the past.'],
        ['arrivalDate', '01/03/2028', 'Please enter your arrival date as a valid date.'],
        ['arrivalTransportType', 3, 'Please choose how you arrive: by plane or by ferry.'],
        ['arrivalTransportNumber', '', 'Please enter your arrival flight or ferry number.'],
        ['departureDate', '2028-02-28', 'Your departure date must not be before your arrival date.'],
        ['departureTransportType', 'ship', 'Please choose how you leave: by plane or by ferry.'],
        ['departureTransportNumber', '#', 'Please enter a valid flight or ferry number.'],
        ['checkInCenter', 4, 'Please choose a check-in service centre.'],
        ['terms', false, 'You need to accept our Terms and Conditions'],
        ['terms', undefined, 'You need to accept our Terms and Conditions'],
        ['cartId', '', 'Your cart could not be found. Please add a house to your cart.'],
      ];
      for (const [field, value, message] of cases) {
        it(`${field} = ${JSON.stringify(value)}`, async () => {
          const res = await book(bookingForm(CART, stay, { [field]: value }));
          const body = await json<BookingErrorBody>(res);
          expect(res.status).to.equal(422);
          expect(body.message).to.equal('Please fix following errors:');
          expect(body.errors).to.deep.equal({ [field]: message });
          expect(body.field).to.equal(field);
        });
      }

      it('names every missing field at once, in German with Accept-Language de', async () => {
        const res = await book({}, { lang: 'de' });
        const body = await json<BookingErrorBody>(res);
        expect(res.status).to.equal(422);
        expect(body.message).to.equal('Bitte korrigieren Sie folgende Fehler:');
        expect(Object.keys(body.errors ?? {})).to.deep.equal([
          'firstName',
          'lastName',
          'birthDate',
          'nationality',
          'address',
          'city',
          'zipCode',
          'countryIso',
          'mobilePhone',
          'email',
          'numberAdults',
          'arrivalDate',
          'arrivalTransportNumber',
          'departureDate',
          'departureTransportNumber',
          'checkInCenter',
          'terms',
          'cartId',
        ]);
        expect(body.errors?.terms).to.equal('Sie müssen unsere AGB akzeptieren');
        expect(body.errors?.firstName).to.equal('Bitte geben Sie Ihren Vornamen ein.');
        expect(body.codes?.terms).to.equal('required');
      });

      it('a body that is not an object is a 400', async () => {
        const res = await call(api, 'POST', '/api/reservation', { json: [1, 2] });
        expect(res.status).to.equal(400);
      });
    });

    describe('what the cart decides', () => {
      it('an unknown cart, an empty cart and a line without dates are 422 on cartId', async () => {
        const unknown = await book(bookingForm('u'.repeat(32), { arrival: '2028-03-01', departure: '2028-03-20' }));
        expect(unknown.status).to.equal(422);
        expect((await json<BookingErrorBody>(unknown)).errors).to.deep.equal({
          cartId: 'Your cart could not be found. Please add a house to your cart.',
        });

        const h = nextHouse();
        const cartId = await addToCart(api, h.code, '1970-01-01', '1970-01-01');
        const undated = await book(bookingForm(cartId, { arrival: '2028-03-01', departure: '2028-03-20' }), {
          lang: 'de',
        });
        expect(undated.status).to.equal(422);
        expect((await json<BookingErrorBody>(undated)).errors).to.deep.equal({
          cartId: 'Bitte überprüfen Sie die Termine im Warenkorb',
        });

        await db.query('delete from cart_lines where cart_id = $1', [cartId]);
        const empty = await book(bookingForm(cartId, { arrival: '2028-03-01', departure: '2028-03-20' }));
        expect((await json<BookingErrorBody>(empty)).errors).to.deep.equal({ cartId: 'Your cart is empty.' });
      });

      it('a line whose dates became too soon (clock moved on) is a 422 and nothing is booked', async () => {
        const h = nextHouse();
        const from = thursdayFrom('2028-01-01');
        const cartId = await addToCart(api, h.code, from, addDays(from, 7));
        api.setNow(`${addDays(from, -10)}T10:00:00Z`);
        const res = await book(bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }));
        expect(res.status).to.equal(422);
        expect((await json<BookingErrorBody>(res)).errors).to.have.keys('cartId');
        expect(
          await db.query('select 1 from stays where house_id = $1 and lower(stay) = $2', [h.id, from]),
        ).to.have.length(0);
      });

      it('arrival after the first check-in, departure before the last check-out and too many guests name their fields', async () => {
        const h = nextHouse();
        const from = thursdayFrom('2028-05-01');
        const cartId = await addToCart(api, h.code, from, addDays(from, 7));
        const res = await book(
          bookingForm(
            cartId,
            { arrival: addDays(from, 1), departure: addDays(from, 6) },
            { numberAdults: h.maxPersons, numberChildren: 1, numberViatorKit: 0 },
          ),
        );
        const body = await json<BookingErrorBody>(res);
        expect(res.status).to.equal(422);
        expect(body.errors).to.deep.equal({
          numberAdults: 'There are more guests than the houses in your cart sleep.',
          arrivalDate: 'You need to arrive in Iceland on or before your first check-in day.',
          departureDate: 'You can leave Iceland on your last check-out day at the earliest.',
        });
        // The cart is untouched: it can still be booked once the form is right.
        const ok = await book(bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }));
        expect(ok.status).to.equal(201);
      });
    });

    describe('dates taken', () => {
      it('409 with the message of docs/product/errors.md#booking-errors when someone booked the dates first; nothing of the second booking remains', async () => {
        const h = nextHouse();
        const from = thursdayFrom('2028-06-01');
        const stay = { arrival: from, departure: addDays(from, 7) };
        const first = await addToCart(api, h.code, from, addDays(from, 7));
        const second = await addToCart(api, h.code, from, addDays(from, 7));
        const other = nextHouse();
        await addToCart(api, other.code, addDays(from, 7), addDays(from, 14), second);
        expect((await book(bookingForm(first, stay))).status).to.equal(201);

        const before = await db.query<{ n: number }>('select count(*) as n from reservations');
        const outbox = (await readOutbox(db)).length;
        const res = await book(bookingForm(second, { arrival: from, departure: addDays(from, 14) }));
        const body = await json<BookingErrorBody & { houseCode?: string }>(res);
        expect(res.status).to.equal(409);
        expect(body.message).to.equal(SNOOZE);
        expect(body.errors).to.deep.equal({ cartId: 'Please review the cart dates' });
        expect(body.houseCode).to.equal(h.code);
        expect(await db.query<{ n: number }>('select count(*) as n from reservations')).to.deep.equal(before);
        expect((await readOutbox(db)).length).to.equal(outbox);
        // The other house's stay was rolled back too, and the cart keeps both lines.
        expect(
          await db.query('select 1 from stays where house_id = $1 and active and lower(stay) = $2', [
            other.id,
            addDays(from, 7),
          ]),
        ).to.have.length(0);
        expect(
          (await json<{ houses: unknown[] }>(await call(api, 'GET', `/api/cart/${second}`))).houses,
        ).to.have.length(2);

        const de = await book(bookingForm(second, { arrival: from, departure: addDays(from, 14) }), { lang: 'de' });
        expect(de.status).to.equal(409);
        expect((await json<BookingErrorBody>(de)).message).to.equal(
          'Zu spät! Jemand hat diese Termine gerade gebucht. Bitte wählen Sie neue Termine.',
        );
      });

      it('50 bookings of the same house and dates at once (different carts): exactly one 201, 49 × 409, never a 500', async () => {
        const h = nextHouse();
        const from = thursdayFrom('2028-07-01');
        const to = addDays(from, 7);
        const carts: string[] = [];
        for (let i = 0; i < 50; i++) carts.push(await addToCart(api, h.code, from, to));
        const answers = await Promise.all(
          carts.map(async (cartId, i) => {
            const res = await book(
              bookingForm(cartId, { arrival: from, departure: to }, { email: `racer${i}@example.com` }),
            );
            return { status: res.status, body: await json<BookingErrorBody & Partial<ReservationResult>>(res) };
          }),
        );
        const statuses = answers.map((a) => a.status);
        expect(
          statuses.filter((s) => s === 201),
          JSON.stringify(answers.filter((a) => a.status !== 201 && a.status !== 409)),
        ).to.have.length(1);
        expect(statuses.filter((s) => s === 409)).to.have.length(49);
        for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).to.equal(SNOOZE);
        const winner = answers.find((a) => a.status === 201)!.body;
        const stays = await db.query<{ n: number }>(
          'select count(*) as n from stays where house_id = $1 and active and stay && daterange($2::date, $3::date)',
          [h.id, from, to],
        );
        expect(stays[0].n).to.equal(1);
        const rows = await db.query<{ booking_code: string }>(
          'select r.booking_code from reservations r join reservation_houses rh on rh.reservation_id = r.id where rh.house_id = $1',
          [h.id],
        );
        expect(rows.map((r) => r.booking_code)).to.deep.equal([winner.bookingCode]);
        const mails = (await readOutbox(db)).filter((m) => m.to.startsWith('racer'));
        expect(mails).to.have.length(1);
      });
    });
  });
}
