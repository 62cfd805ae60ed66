import { expect } from 'chai';
import { pino } from 'pino';
import type { ApiErrorBody, Country, ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { pathFor } from '../../contract/routes.ts';
import { cancelOverdueReservations } from '../../server/api/payments/cancellation.ts';
import { sendPaymentReminders } from '../../server/api/payments/reminders.ts';
import { startJobs } from '../../server/jobs/index.ts';
import { signedDocumentUrl } from '../../server/api/reservations/links.ts';
import { BOOKING_LINK_LIMITS, LOOKUP_LIMITS } from '../../server/api/reservations/router.ts';
import { startSession } from '../../server/api/security/sessions.ts';
import { createCompanyUser, upsertCompany } from '../../server/api/users/repository.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import {
  ADMIN_TOKEN,
  addToCart,
  bookingForm,
  call,
  json,
  KINDS,
  pdfText,
  thursdayFrom,
  type TestHouse,
  contentCompany,
  reservationSuite,
} from './reservation-support.ts';

const NOT_FOUND =
  'We could not find a booking with this e-mail address and booking code. Please check both and try again.';
const company = contentCompany;

for (const kind of KINDS) {
  describe(`reservations on ${kind}: my booking, documents, payments, cancellation`, function () {
    this.timeout(120000);
    const suite = reservationSuite(kind, 'reservation_lookup');
    const { nextHouse } = suite;

    /** Books one house (two when `second`), as the guest with `email`. */
    async function bookOne(
      options: { email?: string; from?: string; lang?: 'en' | 'de'; second?: boolean; kits?: number } = {},
    ) {
      const h = nextHouse();
      const from = options.from ?? thursdayFrom('2028-03-01');
      const cartId = await addToCart(suite.api, h.code, from, addDays(from, 7));
      let other: TestHouse | null = null;
      if (options.second) {
        other = nextHouse();
        await addToCart(suite.api, other.code, addDays(from, 7), addDays(from, 14), cartId);
      }
      const res = await call(suite.api, 'POST', '/api/reservation', {
        json: bookingForm(
          cartId,
          { arrival: from, departure: addDays(from, options.second ? 14 : 7) },
          { email: options.email ?? 'guest@example.com', numberViatorKit: options.kits ?? 3 },
        ),
        lang: options.lang,
      });
      const body = await json<ReservationResult>(res);
      expect(res.status, JSON.stringify(body)).to.equal(201);
      return { house: h, other, from, booking: body };
    }

    type LookupOptions = { lang?: 'en' | 'de'; from?: string; post?: boolean };
    /** The contract's GET, or with `post` the site's POST. */
    const lookup = (email: string, bookingCode: string, { post, ...options }: LookupOptions = {}) =>
      post
        ? call(suite.api, 'POST', '/api/reservation/lookup', { ...options, json: { email, bookingCode } })
        : call(suite.api, 'GET', `/api/reservation?${new URLSearchParams({ email, bookingCode })}`, options);
    const markPaid = (code: string, paymentId: number, token = ADMIN_TOKEN) =>
      call(suite.api, 'POST', `/api/reservation/${code}/payments/${paymentId}/paid`, {
        headers: { 'x-admin-token': token },
      });
    const download = (url: string) => call(suite.api, 'GET', url, { headers: { accept: '*/*' } });

    // The contract's GET (docs/product/api.md#reservations) and the site's POST answer alike.
    for (const via of ['GET /api/reservation?email=&bookingCode=', 'POST /api/reservation/lookup'] as const)
      describe(via, () => {
        const find = (email: string, bookingCode: string, options: LookupOptions = {}) =>
          lookup(email, bookingCode, { ...options, post: via.startsWith('POST') });

        it('answers the booking when both match (e-mail in any case), in the shape of the booking answer', async () => {
          const { booking } = await bookOne({ email: 'Lookup.Guest@Example.com' });
          const res = await find('lookup.guest@EXAMPLE.com', booking.bookingCode);
          const body = await json<ReservationResult>(res);
          expect(res.status).to.equal(200);
          expect(res.headers.get('cache-control')).to.equal('no-store');
          const strip = (r: ReservationResult) => ({
            ...r,
            houses: r.houses.map((h) => ({ ...h, house: h.house?.code })),
            invoices: r.invoices.map((d) => ({ ...d, url: d.url?.split('?')[0], expiresAt: null })),
          });
          expect(strip(body)).to.deep.equal(strip(booking));
        });

        it('answers a wrong code and a wrong e-mail with the same 404, which names neither', async () => {
          const { booking } = await bookOne({ email: 'two@example.com' });
          const wrongCode = booking.bookingCode === '12345678' ? '87654321' : '12345678';
          const a = await find('two@example.com', wrongCode);
          const b = await find('someone.else@example.com', booking.bookingCode);
          expect([a.status, b.status]).to.deep.equal([404, 404]);
          const [ba, bb] = [await json<ApiErrorBody>(a), await json<ApiErrorBody>(b)];
          expect(ba).to.deep.equal(bb);
          expect(ba.message).to.equal(NOT_FOUND);
          expect(ba.field).to.equal(undefined);
          const de = await find('someone.else@example.com', booking.bookingCode, { lang: 'de' });
          expect((await json<ApiErrorBody>(de)).message).to.match(/^Wir konnten keine Buchung/);
        });

        it('a malformed code or e-mail is a 422 naming the field', async () => {
          const res = await find('not-an-email', '1234');
          const body = await json<ApiErrorBody>(res);
          expect(res.status).to.equal(422);
          expect(Object.keys(body.errors ?? {})).to.deep.equal(['email', 'bookingCode']);
          expect(body.errors?.bookingCode).to.equal('The booking code has 8 digits.');
        });

        it(`limits misses per e-mail address (${LOOKUP_LIMITS.perBooking} an hour, from all addresses) with a clear 429, in both languages`, async () => {
          const email = 'victim@example.com';
          for (let i = 0; i < LOOKUP_LIMITS.perBooking; i++)
            expect((await find(email, String(10000000 + i))).status).to.equal(404);
          const res = await find(email, '20000000');
          expect(res.status).to.equal(429);
          expect(Number(res.headers.get('retry-after'))).to.be.greaterThan(0);
          expect((await json<ApiErrorBody>(res)).message).to.equal(
            'Too many attempts. Please wait a few minutes and try again.',
          );
          const de = await find('VICTIM@example.com', '20000001', { lang: 'de' });
          expect(de.status).to.equal(429);
          expect((await json<ApiErrorBody>(de)).message).to.equal(
            'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann noch einmal.',
          );
        });

        it(`caps guesses per booking code across addresses (${LOOKUP_LIMITS.perBooking} misses an hour): then the right and a wrong e-mail get the same 429, unchecked`, async () => {
          const { booking } = await bookOne({ email: 'Capped.Code@example.com' });
          for (let i = 0; i < LOOKUP_LIMITS.perBooking; i++)
            expect((await find(`guess${i}@example.com`, booking.bookingCode)).status, `guess ${i + 1}`).to.equal(404);
          const wrong = await find('guess-last@example.com', booking.bookingCode);
          const right = await find('capped.code@example.com', booking.bookingCode);
          expect([wrong.status, right.status]).to.deep.equal([429, 429]);
          const [w, r] = [
            await json<ApiErrorBody & { retryAfter: number }>(wrong),
            await json<ApiErrorBody & { retryAfter: number }>(right),
          ];
          expect(Math.abs(w.retryAfter - r.retryAfter)).to.be.at.most(1);
          expect({ ...r, retryAfter: 0 }).to.deep.equal({ ...w, retryAfter: 0 });
        });

        it('counts only misses per booking: the right code, however often, leaves the allowance to the guest', async () => {
          const { booking } = await bookOne({ email: 'Owner.Guest@example.com' });
          const wrong = booking.bookingCode === '12345678' ? '87654321' : '12345678';
          for (let i = 0; i < LOOKUP_LIMITS.perBooking - 1; i++)
            expect((await find('owner.guest@example.com', wrong)).status).to.equal(404);
          for (let i = 0; i < 5; i++)
            expect((await find('OWNER.GUEST@example.com', booking.bookingCode)).status, `right code ${i + 1}`).to.equal(
              200,
            );
          expect((await find('owner.guest@example.com', wrong)).status, 'the last checked guess').to.equal(404);
          expect((await find('owner.guest@example.com', booking.bookingCode)).status, 'throttled now').to.equal(429);
        });

        it(`limits lookups per client address (${LOOKUP_LIMITS.perAddress} per window)`, async () => {
          const from = '192.0.2.77';
          for (let i = 0; i < LOOKUP_LIMITS.perAddress; i++)
            expect((await find(`probe${i}@example.com`, String(30000000 + i), { from })).status).to.equal(404);
          expect((await find('probe-last@example.com', '12345678', { from })).status).to.equal(429);
          expect((await find('probe-last@example.com', '12345678')).status, 'another address').to.equal(404);
        });
      });

    it('POST /api/reservation/lookup with no JSON object is the 422 naming both fields', async () => {
      for (const body of [undefined, [], { email: 5, bookingCode: null }]) {
        const res = await call(suite.api, 'POST', '/api/reservation/lookup', { json: body });
        expect(res.status, JSON.stringify(body)).to.equal(422);
        expect(Object.keys((await json<ApiErrorBody>(res)).errors ?? {})).to.deep.equal(['email', 'bookingCode']);
      }
    });

    describe('booking links by e-mail (POST /api/reservation/link, /link/open)', () => {
      const askLinks = (email: string, options: { from?: string; lang?: 'en' | 'de' } = {}) =>
        call(suite.api, 'POST', '/api/reservation/link', { json: { email }, ...options });
      const open = (token: unknown) => call(suite.api, 'POST', '/api/reservation/link/open', { json: { token } });
      const SENT = { message: 'If there are bookings for that address, we have sent it links to them.' };

      /** The link mails to an address so far; the answer comes before the mail is written, so wait for `count`. */
      async function linkMails(address: string, count = 0) {
        for (let i = 0; ; i++) {
          const mails = (await readOutboxExpanded(suite.db, { to: address })).filter((m) =>
            /Your bookings|Ihre Buchungen/.test(m.subject),
          );
          if (mails.length >= count || i > 100) return mails;
          await new Promise((r) => setTimeout(r, 20));
        }
      }
      const tokens = (text: string) => [...text.matchAll(/\/my-booking\/\?token=([0-9.A-Za-z_-]+)/g)].map((m) => m[1]);

      it('mails signed links to every booking of the address, which open it while guessing has its code throttled; tampered or expired links do not', async () => {
        const { booking: first } = await bookOne({ email: 'Linked.Guest@example.com' });
        const { booking: second } = await bookOne({ email: 'linked.guest@example.com' });
        for (let i = 0; i < LOOKUP_LIMITS.perBooking; i++) await lookup(`guess${i}@example.com`, first.bookingCode);
        expect((await lookup('linked.guest@example.com', first.bookingCode)).status, 'throttled').to.equal(429);

        const res = await askLinks('LINKED.guest@example.com');
        expect(res.status).to.equal(202);
        expect(await json(res)).to.deep.equal(SENT);
        const [mail] = await linkMails('linked.guest@example.com', 1);
        expect(mail.to).to.equal('linked.guest@example.com');
        expect(mail.subject).to.equal('Your bookings – Sumarhus');
        const [a, b] = tokens(mail.text);
        expect([a?.split('.')[0], b?.split('.')[0]]).to.deep.equal([first.bookingCode, second.bookingCode]);

        const opened = await open(a);
        expect(opened.status).to.equal(200);
        expect((await json<ReservationResult>(opened)).bookingCode).to.equal(first.bookingCode);
        const [code, exp, sig] = a.split('.');
        const tampered = await open(`${second.bookingCode}.${exp}.${sig}`);
        expect(tampered.status, 'another code under the same signature').to.equal(403);
        expect(await json(tampered)).to.include({
          code: 'linkInvalid',
          message: 'This booking link has expired or is not valid. Please ask for a new one.',
        });
        expect((await open(`${code}.${Number(exp) + 60}.${sig}`)).status, 'longer expiry').to.equal(403);
        expect((await open('12345678')).status, 'not a token').to.equal(400);
        suite.api.setNow(new Date(Number(exp) * 1000 + 1000).toISOString());
        expect((await open(a)).status, 'expired').to.equal(403);
      });

      it('answers an address without bookings the same, and mails nothing; German when asked', async () => {
        await bookOne({ email: 'buchung@example.com', lang: 'de' });
        const none = await askLinks('no.bookings@example.com');
        expect(await json(none)).to.deep.equal(SENT);
        const de = await askLinks('buchung@example.com', { lang: 'de' });
        expect(de.status).to.equal(202);
        expect(await json(de)).to.deep.equal({
          message: 'Wenn es Buchungen zu dieser Adresse gibt, haben wir ihr Links zu ihnen gesendet.',
        });
        const [mail] = await linkMails('buchung@example.com', 1);
        expect(mail.subject).to.equal('Ihre Buchungen – Sumarhus');
        expect(mail.text).to.include(`${pathFor('myBooking', 'de')}?token=`);
        await new Promise((r) => setTimeout(r, 100));
        expect(await linkMails('no.bookings@example.com')).to.have.length(0);
      });

      it(`limits link mails to ${BOOKING_LINK_LIMITS.perEmail} an hour per address (then the same answer) and requests to ${BOOKING_LINK_LIMITS.perAddress} per client address (429)`, async () => {
        await bookOne({ email: 'flooded@example.com' });
        for (let i = 0; i < BOOKING_LINK_LIMITS.perEmail + 2; i++)
          expect(await json(await askLinks('flooded@example.com'))).to.deep.equal(SENT);
        await new Promise((r) => setTimeout(r, 200));
        expect(await linkMails('flooded@example.com', BOOKING_LINK_LIMITS.perEmail)).to.have.length(
          BOOKING_LINK_LIMITS.perEmail,
        );
        const from = '192.0.2.99';
        for (let i = 0; i < BOOKING_LINK_LIMITS.perAddress; i++)
          expect((await askLinks(`someone${i}@example.com`, { from })).status).to.equal(202);
        const refused = await askLinks('flooded@example.com', { from });
        expect(refused.status).to.equal(429);
        expect(Number(refused.headers.get('retry-after'))).to.be.greaterThan(0);
        expect((await askLinks('not an address')).status).to.equal(400);
      });
    });

    describe('documents', () => {
      it('serves the invoice at its signed URL: a PDF with the booking code, the houses, the totals and the schedule', async () => {
        const { booking, house, other } = await bookOne({ email: 'pdf@example.com', second: true });
        const res = await download(booking.invoices[0].url!);
        expect(res.status).to.equal(200);
        expect(res.headers.get('content-type')).to.equal('application/pdf');
        expect(res.headers.get('content-disposition')).to.match(
          new RegExp(`^attachment; filename="sumarhus-invoice-${booking.bookingCode}-2027-\\d{6}\\.pdf"$`),
        );
        const pdf = Buffer.from(await res.arrayBuffer());
        expect(Math.round((pdf.length / 1024) * 10) / 10).to.equal(booking.invoices[0].size);
        const text = pdfText(pdf);
        const en = (cents: number) =>
          new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
            cents / 100,
          );
        expect(text).to.include('Invoice').and.include(booking.bookingCode);
        expect(text).to.include(house.name).and.include(other!.name).and.include(house.code);
        expect(text).to.include(en(booking.houses[0].priceCents)).and.include(en(booking.houses[1].priceCents));
        expect(text).to.include('3 × €35.00').and.include(en(10500));
        expect(text).to.include(en(booking.totalCents));
        expect(text).to.include(en(booking.payments[0].amountCents)).and.include(en(booking.payments[1].amountCents));
        expect(text).to.include('Sumarhus ehf.').and.include('+354 552 6600');
        expect(text).to.match(/7 nights/);
      });

      it('renders the German invoice for a German booking', async () => {
        const { booking } = await bookOne({ email: 'rechnung@example.com', lang: 'de', kits: 0 });
        const text = pdfText(Buffer.from(await (await download(booking.invoices[0].url!)).arrayBuffer()));
        const de = (cents: number) =>
          new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 })
            .format(cents / 100)
            .replace(/\u00a0/g, ' ');
        expect(text)
          .to.include('Rechnung')
          .and.include(booking.bookingCode)
          .and.include('Zahlungsplan')
          .and.include('Anzahlung');
        expect(text.replace(/\u00a0/g, ' ')).to.include(de(booking.totalCents));
      });

      it('a tampered signature, another document or another booking under the same signature is 403; an expired link is 403', async () => {
        const { booking } = await bookOne({ email: 'sig@example.com' });
        const url = new URL(booking.invoices[0].url!, suite.api.base);
        const sig = url.searchParams.get('sig')!;
        const tampered = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
        const res = await download(tampered);
        expect(res.status).to.equal(403);
        expect((await json<ApiErrorBody>(res)).message).to.equal(
          'This download link is not valid. Please look up your booking again to get a new link.',
        );
        expect(
          (await download(`${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${sig}`)).status,
          'longer expiry',
        ).to.equal(403);
        expect(
          (await download(`${url.pathname.replace('invoice', 'travel-1')}${url.search}`)).status,
          'other document',
        ).to.equal(403);
        expect((await download(url.pathname)).status, 'no signature').to.equal(403);

        expect((await download(`${url.pathname}${url.search}`)).status).to.equal(200);
        suite.api.setNow(new Date(Number(url.searchParams.get('exp')) * 1000 + 1000).toISOString());
        const expired = await download(`${url.pathname}${url.search}`);
        expect(expired.status).to.equal(403);
        expect((await json<ApiErrorBody>(expired)).message).to.equal(
          'This download link has expired. Please look up your booking again to get a new link.',
        );
        // A new lookup hands out a fresh link that works.
        const fresh = await json<ReservationResult>(await lookup('sig@example.com', booking.bookingCode));
        expect((await download(fresh.invoices[0].url!)).status).to.equal(200);
      });

      it('travel documents: no link until paid in full; then a PDF per house with location, check-in centre, times and emergency number', async () => {
        const { booking, house } = await bookOne({ email: 'travel@example.com' });
        expect(booking.travelDocumentReady).to.equal(false);
        expect(booking.travelDocuments[0].url).to.equal(null);
        // Even a correctly signed link does not give it out before payment.
        const early = signedDocumentUrl(
          suite.api.config.jwtSecret,
          booking.bookingCode,
          'travel-1',
          new Date('2027-12-01T09:00:00Z'),
        );
        expect((await download(early.url)).status).to.equal(403);

        for (const p of booking.payments) expect((await markPaid(booking.bookingCode, p.id)).status).to.equal(200);
        const paid = await json<ReservationResult>(await lookup('travel@example.com', booking.bookingCode));
        expect(paid.status).to.equal('paid');
        expect(paid.travelDocumentReady).to.equal(true);
        expect(paid.dueCents).to.equal(0);
        expect(paid.payments.every((p) => p.status === 'paid' && p.paidAt)).to.equal(true);
        const res = await download(paid.travelDocuments[0].url!);
        expect(res.status).to.equal(200);
        const text = pdfText(Buffer.from(await res.arrayBuffer()));
        expect(text)
          .to.include('Travel document')
          .and.include(booking.bookingCode)
          .and.include(house.name)
          .and.include(house.code);
        expect(text).to.include('from 16:00').and.include('by 11:00');
        expect(text).to.include('Keflavík Airport').and.include('arrivals hall');
        expect(text).to.include('+354 552 6699');
        expect(text).to.match(/6\d\.\d{5}° N, 1\d\.\d{5}° W|6\d\.\d{5}° N, 2\d\.\d{5}° W/);
        // The street address, above the coordinates.
        const [{ street_address: address }] = await suite.db.query<{ street_address: string }>(
          'select street_address from houses where code = $1',
          [house.code],
        );
        expect(address).to.match(/, \d{3} /);
        expect(text).to.include('Address').and.include(address);
        expect(text.indexOf(address)).to.be.lessThan(text.search(/6\d\.\d{5}° N/));
        // What is charged did not change, so neither did the invoice (docs/product/documents.md).
        expect(paid.invoices.map((d) => [d.id, d.size])).to.deep.equal(booking.invoices.map((d) => [d.id, d.size]));
        const [stay] = await suite.db.query<{ status: string }>(
          'select s.status from stays s join reservation_houses rh on rh.stay_id = s.id join reservations r on r.id = rh.reservation_id where r.booking_code = $1',
          [booking.bookingCode],
        );
        expect(stay.status).to.equal('confirmed');
        // Paid in full: the travel documents went to the guest by e-mail.
        const mails = (await readOutboxExpanded(suite.db, { to: 'travel@example.com' })).filter((m) =>
          m.subject.includes('travel documents'),
        );
        expect(mails.map((m) => m.subject)).to.deep.equal([
          `Your travel documents for booking ${booking.bookingCode} – Sumarhus`,
        ]);
        expect(mails[0].attachments.map((a) => a.filename)).to.deep.equal([
          `sumarhus-travel-document-${booking.bookingCode}-${house.code}.pdf`,
        ]);
        expect(mails[0].attachments[0].content.subarray(0, 5).toString()).to.equal('%PDF-');
      });
    });

    describe('marking payments as paid', () => {
      it('needs the admin token; an unknown payment is 404; paying twice changes nothing', async () => {
        const { booking } = await bookOne({ email: 'admin@example.com' });
        const [deposit] = booking.payments;
        expect((await markPaid(booking.bookingCode, deposit.id, 'wrong')).status).to.equal(403);
        expect(
          (await call(suite.api, 'POST', `/api/reservation/${booking.bookingCode}/payments/${deposit.id}/paid`)).status,
        ).to.equal(403);
        expect((await markPaid(booking.bookingCode, 999999)).status).to.equal(404);
        const first = await json<ReservationResult>(await markPaid(booking.bookingCode, deposit.id));
        expect(first.status, 'the deposit confirms the booking').to.equal('confirmed');
        expect(first.payments[0].method).to.equal('bank');
        expect(first.paidCents).to.equal(deposit.amountCents);
        expect(first.payments[0].status).to.equal('paid');
        const again = await markPaid(booking.bookingCode, deposit.id);
        expect(again.status).to.equal(200);
        expect((await json<ReservationResult>(again)).payments[0].paidAt).to.equal(first.payments[0].paidAt);
      });
    });

    describe('scheduled cancellation', () => {
      /** The jobs' order: reminders first (cancellation waits for the one after the due date), then cancellation. */
      const overdueJobs = async (iso: string) => {
        const ctx = {
          now: new Date(iso),
          company,
          secret: suite.api.config.jwtSecret,
          publicUrl: undefined,
          logger: pino({ level: 'silent' }),
        };
        await sendPaymentReminders(suite.db, ctx);
        return cancelOverdueReservations(suite.db, ctx);
      };
      it('cancels a booking whose payment is unpaid 5 days after its due date and frees its dates; a paid one stays', async () => {
        suite.api.setNow('2028-01-03T10:00:00Z');
        const from = thursdayFrom('2028-01-17'); // 2028-01-20: full payment due 2028-01-03
        const unpaid = await bookOne({ email: 'late@example.com', from });
        const paid = await bookOne({ email: 'punctual@example.com', from });
        expect(unpaid.booking.payments.map((p) => [p.kind, p.dueDate, p.lastDayToPay])).to.deep.equal([
          ['full', '2028-01-03', '2028-01-08'],
        ]);
        await markPaid(paid.booking.bookingCode, paid.booking.payments[0].id);

        expect(
          await overdueJobs('2028-01-04T08:00:00Z'),
          'the day after the due date: a reminder, no cancellation',
        ).to.deep.equal([]);
        expect(await overdueJobs('2028-01-08T23:59:00Z')).to.not.include(unpaid.booking.bookingCode);
        const cancelled = await overdueJobs('2028-01-09T00:01:00Z');
        expect(cancelled).to.include(unpaid.booking.bookingCode);
        expect(cancelled).to.not.include(paid.booking.bookingCode);
        expect(await overdueJobs('2028-01-09T00:02:00Z'), 'nothing twice').to.deep.equal([]);

        const [stay] = await suite.db.query<{ status: string; active: boolean }>(
          'select s.status, s.active from stays s join reservation_houses rh on rh.stay_id = s.id join reservations r on r.id = rh.reservation_id where r.booking_code = $1',
          [unpaid.booking.bookingCode],
        );
        expect(stay).to.deep.equal({ status: 'cancelled', active: false });
        const looked = await json<ReservationResult>(await lookup('late@example.com', unpaid.booking.bookingCode));
        expect(looked.status).to.equal('cancelled');
        expect(looked.dueCents).to.equal(0);
        const [mail] = (await readOutboxExpanded(suite.db, { to: 'late@example.com' })).filter((m) =>
          m.subject.includes('cancelled'),
        );
        expect(mail.subject).to.equal(`Your booking ${unpaid.booking.bookingCode} has been cancelled – Sumarhus`);

        // The dates are free again: someone else can book them (still on 2028-01-03, 17 days ahead).
        const cartId = await addToCart(suite.api, unpaid.house.code, from, addDays(from, 7));
        const again = await call(suite.api, 'POST', '/api/reservation', {
          json: bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }, { email: 'next@example.com' }),
        });
        expect(again.status).to.equal(201);
        // A cancelled booking cannot be paid any more.
        expect((await markPaid(unpaid.booking.bookingCode, unpaid.booking.payments[0].id)).status).to.equal(409);
      });

      it('the scheduler runs the job with its injected clock', async () => {
        suite.api.setNow('2028-01-04T10:00:00Z');
        const { booking } = await bookOne({ email: 'scheduled@example.com', from: thursdayFrom('2028-01-18') });
        let now = new Date('2028-01-05T12:00:00Z');
        const jobs = startJobs(
          { db: suite.db, config: suite.api.config, logger: pino({ level: 'silent' }) },
          { clock: () => now, company, firstRunMs: 3_600_000 },
        );
        try {
          const cancelJob = () => jobs.states().find((j) => j.job === 'cancel-unpaid')!;
          expect(cancelJob().lastSuccessAt, 'no run yet').to.equal(null);
          await jobs.run('payment-reminders');
          expect(await jobs.run('cancel-unpaid')).to.not.include(booking.bookingCode);
          expect(cancelJob().lastSuccessAt, 'the /metrics job lag counts from here').to.be.instanceOf(Date);
          expect(cancelJob()).to.include({ succeeded: 1, failed: 0, lastError: null });
          now = new Date('2028-01-10T00:00:00Z');
          // A booking is cancelled only once its overdue reminder went (the reminders job, on its own timer).
          expect(await jobs.run('cancel-unpaid')).to.include(booking.bookingCode);
        } finally {
          await jobs.stop();
        }
      });

      it('deletes expired rate-limit counters and login sessions with each run, and keeps live ones', async () => {
        const companyId = await upsertCompany(suite.db, { name: `Prune Travel ${kind}` });
        const user = await createCompanyUser(suite.db, {
          username: `prune-${kind}@example.com`,
          password: 'correct horse battery',
          companyId,
        });
        const live = await startSession(suite.db, user.id, 3600);
        const expired = await startSession(suite.db, user.id, 3600);
        await suite.db.query("update sessions set expires_at = now() - interval '1 minute' where id = $1", [expired]);
        await suite.db.query(
          "insert into rate_limit_hits (bucket, hits, expires_at) values ('prune:old', 1, now() - interval '1 minute'), ('prune:live', 1, now() + interval '1 hour')",
        );
        const jobs = startJobs(
          { db: suite.db, config: suite.api.config, logger: pino({ level: 'silent' }) },
          { company, firstRunMs: 3_600_000 },
        );
        try {
          await jobs.run('prune-expired');
        } finally {
          await jobs.stop();
        }
        const sessions = await suite.db.query<{ id: string }>('select id from sessions where user_id = $1', [user.id]);
        expect(sessions.map((r) => r.id)).to.deep.equal([live]);
        const buckets = await suite.db.query<{ bucket: string }>(
          "select bucket from rate_limit_hits where bucket like 'prune:%'",
        );
        expect(buckets.map((r) => r.bucket)).to.deep.equal(['prune:live']);
      });
    });

    describe('GET /api/reservation/countries', () => {
      it('lists the ISO 3166-1 countries in the request language, sorted by its collation', async () => {
        const en = await json<Country[]>(await call(suite.api, 'GET', '/api/reservation/countries'));
        const de = await json<Country[]>(await call(suite.api, 'GET', '/api/reservation/countries', { lang: 'de' }));
        expect(en).to.have.length(249);
        expect(de).to.have.length(249);
        expect(en.find((c) => c.code === 'DE')?.name).to.equal('Germany');
        expect(de.find((c) => c.code === 'DE')?.name).to.equal('Deutschland');
        expect(de.find((c) => c.code === 'IS')?.name).to.equal('Island');
        const collator = new Intl.Collator('de-DE');
        expect(de.map((c) => c.name)).to.deep.equal([...de.map((c) => c.name)].sort(collator.compare));
        // Ä sorts with A in German, not after Z.
        expect(de.findIndex((c) => c.code === 'EG')).to.be.lessThan(de.findIndex((c) => c.code === 'BE'));
        expect(en.map((c) => c.code)).to.not.include.members(['EU', 'UN', 'ZZ', 'SU', 'XK']);
      });
    });
  });
}
