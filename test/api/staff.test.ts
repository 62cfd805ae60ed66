// The back office's API on PGlite and PostgreSQL: staff only, the
// bookings list and CSV, one booking, every action with its audit row, blocks
// racing bookings, season prices reaching the search at once.
import { expect } from 'chai';
import type { StaffBooking, StaffBookingList, StaffHouse } from '../../contract/api/staff.ts';
import { addDays } from '../../contract/dates.ts';
import type { Db } from '../../server/db/client.ts';
import {
  bookWeek,
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
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import { readOutbox } from '../../server/mail/index.ts';
import { day, euro } from '../../server/documents/format.ts';
import { areaTexts } from '../../server/texts.ts';

const NOW = '2027-12-01T09:00:00Z';
const GOOD_CARD = { name: 'Anna Müller', number: '4242 4242 4242 4242', exp: '12/30', cvc: '123' };

for (const kind of KINDS) {
  describe(`the staff API on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let nextHouse: () => TestHouse;
    let staff: Record<string, string>;
    let agency: Record<string, string>;

    before(async function () {
      db = await openTestDb(this, kind, 'staff');
      api = await serveApi(db);
      nextHouse = await housePool(db);
      ({ staff, agency } = await staffAndAgencyHeaders(db, api.config));
    });
    beforeEach(async () => {
      api.setNow(NOW);
      await db.query("delete from rate_limit_hits where bucket like 'reservation-%'");
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    async function book(options: { email?: string; lastName?: string; from?: string; house?: TestHouse } = {}) {
      const house = options.house ?? nextHouse();
      const from = options.from ?? thursdayFrom('2028-04-01');
      const booking = await bookWeek(api, house.code, from, {
        email: options.email ?? 'guest@example.com',
        lastName: options.lastName ?? 'Müller',
      });
      return { house, from, booking };
    }
    const asStaff = (method: string, path: string, body?: unknown, lang: 'en' | 'de' = 'en') =>
      call(api, method, `/api/staff${path}`, { headers: staff, json: body, lang });
    const auditRows = (target: string) =>
      db.query<{ action: string; username: string; before: unknown; after: unknown }>(
        'select action, username, before, after from staff_audit where target = $1 order by id',
        [target],
      );

    it('refuses visitors (401) and company users (403), in English and German', async () => {
      const { booking } = await book();
      for (const [path, method] of [
        ['/bookings', 'GET'],
        [`/bookings/${booking.bookingCode}`, 'GET'],
        [`/bookings/${booking.bookingCode}/cancel`, 'POST'],
        ['/houses/SH-1000/blocks', 'POST'],
      ] as const) {
        const anonymous = await call(api, method, `/api/staff${path}`, { json: method === 'POST' ? {} : undefined });
        expect(anonymous.status, path).to.equal(401);
        const company = await call(api, method, `/api/staff${path}`, {
          headers: agency,
          json: method === 'POST' ? {} : undefined,
          lang: 'de',
        });
        expect(company.status, path).to.equal(403);
        expect((await json(company)).message).to.equal('Nur für Mitarbeiter.');
      }
      expect((await json(await call(api, 'GET', '/api/staff/bookings'))).message).to.equal('Please log in as staff.');
      expect(await auditRows(booking.bookingCode)).to.deep.equal([]);
      // GET /api/user names staff as staff, without a company.
      expect(await json(await call(api, 'GET', '/api/user', { headers: staff }))).to.deep.equal({
        role: 'staff',
        staffRole: 'staff',
        username: 'staff@example.com',
      });
    });

    it('finds bookings and houses whatever the spelling of accents, ß, Æ, apostrophes and case', async () => {
      const codes = async (query: string) =>
        (await json<StaffBookingList>(await asStaff('GET', `/bookings?${query}`))).bookings.map((r) => r.code);
      const booked = [];
      for (const lastName of ['Müller', 'Großmann', 'Ægisdóttir', "O'Brien"]) booked.push(await book({ lastName }));
      const [muller, grossmann, aegis, obrien] = booked.map((b) => b.booking);
      expect(await codes(`q=Muller&house=${booked[0].house.code}`)).to.deep.equal([muller.bookingCode]);
      expect(await codes('q=Grossmann')).to.deep.equal([grossmann.bookingCode]);
      expect(await codes('q=AEGISDOTTIR')).to.deep.equal([aegis.bookingCode]);
      for (const spelling of ['obrien', 'O%20Brien', 'O%E2%80%99Brien'])
        expect(await codes(`q=${spelling}`), spelling).to.deep.equal([obrien.bookingCode]);
      const digits = obrien.bookingCode.replace(/\D/g, '').slice(-4);
      expect(await codes(`q=${digits}`)).to.include(obrien.bookingCode);
      // The CSV export searches as the list does.
      expect(await (await asStaff('GET', '/bookings.csv?q=grossmann')).text()).to.include(grossmann.bookingCode);

      const [vik] = await db.query<{ code: string; name: string }>(
        `select h.code, t.name from houses h join house_texts t on t.house_id = h.id and t.lang = 'en'
          where t.name like '%vík%' order by h.code limit 1`,
      );
      const houses = async (q: string) =>
        (await json<{ code: string }[]>(await asStaff('GET', `/houses?q=${encodeURIComponent(q)}`))).map((h) => h.code);
      expect(await houses(vik.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())).to.include(vik.code);
      expect(await houses('vik')).to.include(vik.code);
      expect(await houses(vik.code.toLowerCase())).to.include(vik.code);
    });

    it('lists, filters, searches and pages bookings, and exports them as CSV', async () => {
      const a = await book({ email: 'list-one@example.com', lastName: 'Sigurdsson' });
      const b = await book({ email: 'list-two@example.com', lastName: 'Jónsdóttir', from: thursdayFrom('2028-06-01') });
      const list = async (query: string) => {
        const res = await asStaff('GET', `/bookings?${query}`);
        expect(res.status).to.equal(200);
        return json<StaffBookingList>(res);
      };
      expect((await list(`q=${a.booking.bookingCode}`)).bookings.map((r) => r.code)).to.deep.equal([
        a.booking.bookingCode,
      ]);
      expect((await list('q=LIST-TWO@example.com')).bookings.map((r) => r.code)).to.deep.equal([b.booking.bookingCode]);
      expect((await list('q=sigurds')).bookings.map((r) => r.code)).to.deep.equal([a.booking.bookingCode]);
      expect((await list(`house=${b.house.code.toLowerCase()}`)).bookings.map((r) => r.code)).to.deep.equal([
        b.booking.bookingCode,
      ]);
      const june = await list(
        'arrivalFrom=2028-05-15&arrivalTo=2028-06-30&status=pending_payment&paid=open&q=&company=',
      );
      expect(june.bookings.map((r) => r.code))
        .to.include(b.booking.bookingCode)
        .and.not.include(a.booking.bookingCode);
      const row = june.bookings.find((r) => r.code === b.booking.bookingCode)!;
      expect(row).to.include({
        guest: 'Anna Jónsdóttir',
        email: 'list-two@example.com',
        paidCents: 0,
        status: 'pending_payment',
      });
      expect(row.openCents).to.equal(row.totalCents);
      expect((await list('paid=paid&q=list-')).bookings).to.deep.equal([]);
      const paged = await list('page=999');
      expect(paged.page).to.equal(paged.pages);
      const bad = await asStaff('GET', '/bookings?status=lost&arrivalFrom=2028-13-01', undefined, 'de');
      expect(bad.status).to.equal(400);
      expect(await json(bad)).to.include({ code: 'invalid' });

      const csv = await asStaff('GET', '/bookings.csv?q=list-');
      expect(csv.status).to.equal(200);
      expect(csv.headers.get('content-type')).to.match(/^text\/csv/);
      const bytes = Buffer.from(await csv.arrayBuffer());
      expect([...bytes.subarray(0, 3)], 'a byte-order mark for Excel').to.deep.equal([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
      expect(lines[0]).to.equal(
        'code,status,guest,email,company,houses,arrival,departure,total_eur,paid_eur,refunded_eur,fee_eur,net_eur,open_eur,next_due,created_at',
      );
      expect(lines.slice(1).map((l) => l.split(',')[0])).to.deep.equal([a.booking.bookingCode, b.booking.bookingCode]);
    });

    it('exports the CSV as Excel opens it in each language: , and decimal points, or ; and decimal commas', async () => {
      const { booking } = await book({ email: 'csv-lang@example.com', lastName: 'Müller; Sohn, Jr' });
      const detail = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      await asStaff('POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: detail.payments[0].id });
      await asStaff(
        'POST',
        `/bookings/${booking.bookingCode}/refunds`,
        { reason: 'Asked by the guest', amountCents: 1234 },
        'de',
      );
      /** The file's bytes: a byte-order mark, then its rows (fetch's text() would drop the mark). */
      const download = async (query: string, lang: 'en' | 'de') => {
        const res = await asStaff('GET', `/bookings.csv?q=${booking.bookingCode}${query}`, undefined, lang);
        expect(res.status).to.equal(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        expect([...bytes.subarray(0, 3)], 'a byte-order mark for Excel').to.deep.equal([0xef, 0xbb, 0xbf]);
        return bytes.subarray(3).toString('utf8');
      };
      const paid = detail.payments[0].amountCents;
      const amount = (cents: number, mark: string) => (cents / 100).toFixed(2).replace('.', mark);

      const english = await download('&lang=en', 'de');
      const [enHeader, enRow, ...enRest] = parseCsv(english, ',');
      expect(enRest).to.deep.equal([]);
      expect(enHeader).to.deep.equal(
        'code,status,guest,email,company,houses,arrival,departure,total_eur,paid_eur,refunded_eur,fee_eur,net_eur,open_eur,next_due,created_at'.split(
          ',',
        ),
      );
      expect(english, 'the name quoted, as it holds the separator').to.contain(',"Anna Müller; Sohn, Jr",');
      const en = (name: string) => enRow[enHeader.indexOf(name)];
      expect(['code', 'guest', 'paid_eur', 'refunded_eur', 'net_eur'].map(en)).to.deep.equal([
        booking.bookingCode,
        'Anna Müller; Sohn, Jr',
        amount(paid, '.'),
        '12.34',
        amount(paid - 1234, '.'),
      ]);

      const german = await download('&lang=de', 'en');
      const [deHeader, deRow] = parseCsv(german, ';');
      expect(deHeader).to.deep.equal([
        'Buchungscode',
        'Status',
        'Gast',
        'E-Mail',
        'Firma',
        'Häuser',
        'Anreise',
        'Abreise',
        'Gesamt (EUR)',
        'Bezahlt (EUR)',
        'Erstattet (EUR)',
        'Stornogebühr (EUR)',
        'Netto (EUR)',
        'Offen (EUR)',
        'Nächste Fälligkeit',
        'Gebucht am',
      ]);
      expect(german.split('\r\n')[0], 'semicolons between the headings').to.equal(deHeader.join(';'));
      expect(german, 'the name quoted, as it holds the separator').to.contain(';"Anna Müller; Sohn, Jr";');
      expect(german, 'decimal commas, unquoted').to.contain(`;${amount(paid, ',')};12,34;`);
      const de = (name: string) => deRow[deHeader.indexOf(name)];
      expect(['Buchungscode', 'Gast', 'Bezahlt (EUR)', 'Erstattet (EUR)', 'Netto (EUR)'].map(de)).to.deep.equal([
        booking.bookingCode,
        'Anna Müller; Sohn, Jr',
        amount(paid, ','),
        '12,34',
        amount(paid - 1234, ','),
      ]);
      // Without ?lang, the request's language; an unknown one is refused by its name.
      expect(parseCsv(await download('', 'de'), ';')[0][0]).to.equal('Buchungscode');
      expect(parseCsv(await download('', 'en'), ',')[0][0]).to.equal('code');
      const bad = await asStaff('GET', `/bookings.csv?lang=fr`);
      expect(bad.status).to.equal(400);
      expect(await json(bad)).to.include({ field: 'lang', code: 'invalid' });
    });

    it('shows one booking with payments, mails and documents; 404 for another code', async () => {
      const { booking, house } = await book({ email: 'detail@example.com' });
      const res = await asStaff('GET', `/bookings/${booking.bookingCode}`);
      expect(res.status).to.equal(200);
      const detail = await json<StaffBooking>(res);
      expect(detail.houses.map((h) => h.code)).to.deep.equal([house.code]);
      expect(detail.payments.map((p) => p.kind)).to.deep.equal(['deposit', 'balance']);
      expect(detail.mails.length).to.be.greaterThan(0);
      expect(detail.mails.every((m) => m.subject.includes(booking.bookingCode))).to.equal(true);
      expect(detail.documents.map((d) => d.name)).to.include('travel-1');
      expect(detail.documents.map((d) => d.name).filter((n) => /^invoice-2027-\d{6}$/.test(n))).to.have.length(1);
      expect(detail.audit).to.deep.equal([]);
      expect((await asStaff('GET', '/bookings/99999999')).status).to.equal(404);
      expect((await asStaff('GET', '/bookings/abc')).status).to.equal(404);
    });

    it('opens each document of a booking from its link, to staff only; 404 for a name it has not', async () => {
      const { booking } = await book({ email: 'documents@example.com' });
      const detail = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      for (const d of detail.documents) {
        expect(d.url).to.equal(`/api/staff/bookings/${booking.bookingCode}/documents/${d.name}.pdf`);
        const res = await call(api, 'GET', d.url, { headers: staff });
        expect(res.status, d.url).to.equal(200);
        expect(res.headers.get('content-type')).to.equal('application/pdf');
        expect(res.headers.get('content-disposition')).to.equal(`inline; filename="${d.filename}"`);
        expect(res.headers.get('cache-control')).to.equal('private, no-store');
        const bytes = Buffer.from(await res.arrayBuffer());
        expect([bytes.length, bytes.subarray(0, 5).toString()]).to.deep.equal([d.size, '%PDF-']);
      }
      const [first] = detail.documents;
      expect((await call(api, 'GET', first.url)).status, 'a visitor').to.equal(401);
      expect((await call(api, 'GET', first.url, { headers: agency })).status, 'a company user').to.equal(403);
      const missing = await asStaff(
        'GET',
        `/bookings/${booking.bookingCode}/documents/invoice-2027-999999.pdf`,
        undefined,
        'de',
      );
      expect([missing.status, (await json<{ message: string }>(missing)).message]).to.deep.equal([
        404,
        'Dieses Dokument gibt es nicht.',
      ]);
      expect((await asStaff('GET', `/bookings/${booking.bookingCode}/documents/..%2Fsecret.pdf`)).status).to.equal(404);
      expect((await asStaff('GET', `/bookings/${booking.bookingCode}/documents/travel-1`)).status).to.equal(404);
    });

    it('flags a booking with a payment past its due date as overdue, on account as for a guest, in the list, its filter and its page', async () => {
      const account = await bookWeek(
        api,
        nextHouse().code,
        thursdayFrom('2028-04-01'),
        { email: 'account-overdue@example.com' },
        { headers: agency },
      );
      const { booking: guest } = await book({ email: 'guest-overdue@example.com' });
      expect(account.payments.map((p) => p.dueDate)).to.deep.equal(['2027-12-31']);
      expect(guest.payments[0].dueDate).to.equal('2027-12-01');
      const overdue = async (code: string) => {
        const list = await json<StaffBookingList>(await asStaff('GET', `/bookings?q=${code}`));
        const detail = await json<StaffBooking>(await asStaff('GET', `/bookings/${code}`));
        expect(
          list.bookings.map((b) => b.overdue),
          'the list agrees with the page',
        ).to.deep.equal([detail.overdue]);
        return detail.overdue;
      };
      expect([await overdue(account.bookingCode), await overdue(guest.bookingCode)], 'due today').to.deep.equal([
        false,
        false,
      ]);
      api.setNow('2027-12-31T12:00:00Z');
      expect([await overdue(account.bookingCode), await overdue(guest.bookingCode)]).to.deep.equal([false, true]);
      api.setNow('2028-01-01T00:30:00Z');
      expect(await overdue(account.bookingCode), 'the day after its due date').to.equal(true);
      const filtered = await json<StaffBookingList>(await asStaff('GET', '/bookings?paid=overdue'));
      expect(filtered.bookings.map((b) => b.code)).to.include.members([account.bookingCode, guest.bookingCode]);
      expect(
        filtered.bookings.every((b) => b.overdue),
        'the filter shows the flagged ones only',
      ).to.equal(true);
      await db.query(
        "update reservations set status = 'cancelled', cancelled_at = now(), cancel_reason = 'staff', cancellation_fee_cents = 0 where booking_code = $1",
        [guest.bookingCode],
      );
      expect(await overdue(guest.bookingCode), 'cancelled: nothing is owed').to.equal(false);
      const after = await json<StaffBookingList>(await asStaff('GET', '/bookings?paid=overdue'));
      expect(after.bookings.map((b) => b.code)).to.not.include(guest.bookingCode);
    });

    it('records a bank transfer once, with an audit row', async () => {
      const { booking } = await book({ email: 'bank@example.com' });
      const detail = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      const deposit = detail.payments[0];
      expect((await asStaff('POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: 'x' })).status).to.equal(
        400,
      );
      expect((await asStaff('POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: 1 })).status).to.be.oneOf(
        [404, 409],
      );
      const res = await asStaff('POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: deposit.id });
      const after = await json<StaffBooking>(res);
      expect(res.status).to.equal(200);
      expect(after.status).to.equal('confirmed');
      expect(after.payments[0]).to.include({ method: 'bank' });
      expect(after.paidCents).to.equal(deposit.amountCents);
      const again = await asStaff('POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: deposit.id }, 'de');
      expect(again.status).to.equal(409);
      expect(await json(again)).to.include({ code: 'alreadyPaid', message: 'Diese Zahlung ist bereits erfasst.' });
      const audit = await auditRows(booking.bookingCode);
      expect(audit.map((r) => [r.action, r.username])).to.deep.equal([['recordPayment', 'staff@example.com']]);
      expect(audit[0].before).to.include({ status: 'pending_payment', paidCents: 0 });
      expect(audit[0].after).to.include({ status: 'confirmed', paidCents: deposit.amountCents, paymentId: deposit.id });
      expect(after.audit.map((a) => a.action)).to.deep.equal(['recordPayment']);
      expect(after.audit[0]).to.include({ username: 'staff@example.com', name: null });
      // The trail names the user as they are named today, and keeps the login the row recorded.
      await db.query("update company_users set name = 'Anna Berg' where username = 'staff@example.com'");
      try {
        const named = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
        expect(named.audit[0]).to.include({ username: 'staff@example.com', name: 'Anna Berg' });
      } finally {
        await db.query("update company_users set name = null where username = 'staff@example.com'");
      }
    });

    it('cancels a card-paid booking with the fee waived: the refund goes through the provider', async () => {
      const { booking } = await book({ email: 'card@example.com' });
      const pay = await fetch(new URL(booking.payments[0].payUrl!, api.base), { redirect: 'manual' });
      const page = new URL(pay.headers.get('location')!).pathname;
      const paid = await fetch(new URL(page, api.base), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(GOOD_CARD),
      });
      expect(paid.status).to.equal(303);
      const before = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      expect(before.payments[0].method).to.equal('card');
      expect(before.payments[0].providerRef).to.be.a('string');
      const res = await asStaff('POST', `/bookings/${booking.bookingCode}/cancel`, {
        reason: 'Asked by the guest',
        waiveFee: true,
      });
      const after = await json<StaffBooking>(res);
      expect(res.status, JSON.stringify(after)).to.equal(200);
      expect(after).to.include({ status: 'cancelled', cancelReason: 'staff', cancellationFeeCents: 0 });
      expect(after.refunds.map((r) => [r.reason, r.status, r.byCard, r.amountCents])).to.deep.equal([
        ['cancellation', 'succeeded', true, before.paidCents],
      ]);
      expect(after.refunds[0].providerRef).to.be.a('string');
      expect(
        (await asStaff('POST', `/bookings/${booking.bookingCode}/cancel`, { reason: 'Asked by the guest' })).status,
      ).to.equal(409);
      expect((await auditRows(booking.bookingCode)).map((r) => r.action)).to.deep.equal(['cancel']);
      // The dates are free again.
      const [{ n }] = await db.query<{ n: number }>(
        'select count(*)::int as n from stays s join reservation_houses rh on rh.stay_id = s.id join reservations r on r.id = rh.reservation_id where r.booking_code = $1 and s.active',
        [booking.bookingCode],
      );
      expect(n).to.equal(0);
    });

    it('cancels with the terms’ fee kept, and refunds by hand no more than was paid less refunded', async () => {
      const { booking } = await book({ email: 'fee@example.com' });
      const detail = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      await asStaff('POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: detail.payments[0].id });
      const paidCents = detail.payments[0].amountCents;
      const tooMuch = await asStaff('POST', `/bookings/${booking.bookingCode}/refunds`, {
        reason: 'Asked by the guest',
        amountCents: paidCents + 100,
      });
      expect(tooMuch.status).to.equal(422);
      expect(await json(tooMuch)).to.include({ code: 'refundTooMuch', maxCents: paidCents });
      expect(
        (
          await asStaff('POST', `/bookings/${booking.bookingCode}/refunds`, {
            reason: 'Asked by the guest',
            amountCents: '1.234',
          })
        ).status,
      ).to.equal(400);
      const refunded = await json<StaffBooking>(
        await asStaff('POST', `/bookings/${booking.bookingCode}/refunds`, {
          reason: 'Asked by the guest',
          amountCents: 1000,
        }),
      );
      expect(refunded.refunds.map((r) => [r.reason, r.amountCents, r.byCard])).to.deep.equal([['manual', 1000, false]]);
      expect(refunded.refundableCents).to.equal(paidCents - 1000);
      const cancelled = await json<StaffBooking>(
        await asStaff('POST', `/bookings/${booking.bookingCode}/cancel`, {
          reason: 'Asked by the guest',
          waiveFee: false,
        }),
      );
      expect(cancelled.status).to.equal('cancelled');
      // The fee of the terms (arrival more than 60 days ahead: 10 % of the rental) is kept of what is left.
      const fee = Math.round(cancelled.houses[0].priceCents * 0.1);
      expect(cancelled.cancellationFeeCents).to.equal(Math.min(fee, paidCents - 1000));
      expect(cancelled.refundedCents).to.equal(paidCents - cancelled.cancellationFeeCents!);
      expect((await auditRows(booking.bookingCode)).map((r) => r.action)).to.deep.equal([
        'recordPayment',
        'refund',
        'cancel',
      ]);
      // The export states the same money: paid, refunded, the fee kept, and the net that is the fee.
      const [header, row] = (await (await asStaff('GET', `/bookings.csv?q=${booking.bookingCode}`)).text())
        .trimEnd()
        .split('\r\n')
        .map((line) => line.split(','));
      const field = (name: string) => row[header.indexOf(name)];
      const euros = (cents: number) => (cents / 100).toFixed(2);
      expect(['status', 'paid_eur', 'refunded_eur', 'fee_eur', 'net_eur', 'open_eur'].map(field)).to.deep.equal([
        'cancelled',
        euros(paidCents),
        euros(cancelled.refundedCents),
        euros(cancelled.cancellationFeeCents!),
        euros(cancelled.cancellationFeeCents!),
        // The balance was never paid: void once cancelled, not open (docs/product/screens.md#the-booking-at-a-glance).
        'Void – not to be paid',
      ]);
    });

    it('refunds an amount in integer cents (docs/product/api.md#amounts)', async () => {
      const { booking } = await book({ email: 'typed@example.com' });
      const detail = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      await asStaff('POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: detail.payments[0].id });
      const refund = (amountCents: number) =>
        asStaff('POST', `/bookings/${booking.bookingCode}/refunds`, { reason: 'Asked by the guest', amountCents });
      expect((await json<StaffBooking>(await refund(5050))).refunds.map((r) => r.amountCents)).to.deep.equal([5050]);
      expect((await json<StaffBooking>(await refund(29))).refunds.map((r) => r.amountCents)).to.deep.equal([5050, 29]);
      expect(
        (await auditRows(booking.bookingCode))
          .filter((r) => r.action === 'refund')
          .map((r) => (r.after as { amountCents: number }).amountCents),
      ).to.deep.equal([5050, 29]);
    });

    it('refuses an amount that is not whole cents with a 400 naming the field’s label, and writes nothing', async () => {
      const { booking } = await book({ email: 'badamount@example.com' });
      const detail = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      await asStaff('POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: detail.payments[0].id });
      const written = async () =>
        (
          await db.query<{ refunds: number; audits: number }>(
            `select (select count(*)::int from refunds f join reservations r on r.id = f.reservation_id where r.booking_code = $1) as refunds,
                    (select count(*)::int from staff_audit where target = $1) as audits`,
            [booking.bookingCode],
          )
        )[0];
      const before = await written();
      const cases: Array<['en' | 'de', unknown]> = [
        ['de', '50,50'],
        ['de', '5050'],
        ['de', 50.5],
        ['de', -5],
        ['de', 0],
        ['de', ''],
        ['de', null],
        ['en', '50.50'],
        ['en', 1_000_000_001],
        ['en', true],
      ];
      for (const [lang, amount] of cases) {
        const res = await asStaff(
          'POST',
          `/bookings/${booking.bookingCode}/refunds`,
          { reason: 'Asked by the guest', amount },
          lang,
        );
        expect(res.status, `${lang} ${JSON.stringify(amount)}`).to.equal(400);
        expect(await json(res), `${lang} ${JSON.stringify(amount)}`).to.deep.include({
          code: 'invalid',
          field: 'amountCents',
          message:
            lang === 'de' ? 'Bitte prüfen Sie das Feld „Betrag in Euro“.' : 'Please check the field “Amount in euro”.',
        });
      }
      expect(await written()).to.deep.equal(before);
      // More than may be refunded: the most, written in the request's language.
      const tooMuch = await asStaff(
        'POST',
        `/bookings/${booking.bookingCode}/refunds`,
        { reason: 'Asked by the guest', amountCents: 100_000_000 },
        'de',
      );
      expect(tooMuch.status).to.equal(422);
      expect((await json<{ message: string }>(tooMuch)).message).to.match(
        /^Höchstens \d[\d.]*,\d\d\u00a0€ können erstattet werden\.$/,
      );
      expect(await written()).to.deep.equal(before);
    });

    it('changes a season’s price in cents; a price that is not whole cents is refused by its label', async () => {
      const house = nextHouse();
      const view = await json<StaffHouse>(await asStaff('GET', `/houses/${house.code}?month=2028-01`));
      const season = view.seasons.find((s) => s.to > '2027-12-01')!;
      const res = await asStaff(
        'PUT',
        `/houses/${house.code}/seasons/${season.id}`,
        { weekCents: 123456, oldWeekCents: 200000 },
        'de',
      );
      expect(res.status).to.equal(200);
      expect((await json<StaffHouse>(res)).seasons.find((s) => s.id === season.id)).to.include({
        weekCents: 123456,
        oldWeekCents: 200000,
      });
      const bad = await asStaff('PUT', `/houses/${house.code}/seasons/${season.id}`, { weekCents: 1234.56 }, 'de');
      expect(bad.status).to.equal(400);
      expect(await json(bad)).to.include({
        field: 'weekCents',
        message: 'Bitte prüfen Sie das Feld „Wochenpreis (€)“.',
      });
    });

    it('moves a booking to other dates, re-priced, with the open payment adjusted and the invoice rendered again', async () => {
      const { booking, from } = await book({ email: 'move@example.com' });
      const before = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      const res = await asStaff('POST', `/bookings/${booking.bookingCode}/lines`, {
        position: 1,
        resFrom: addDays(from, 7),
        resTo: addDays(from, 21),
      });
      const after = await json<StaffBooking>(res);
      expect(res.status, JSON.stringify(after)).to.equal(200);
      expect(after.houses[0]).to.include({ from: addDays(from, 7), to: addDays(from, 21), nights: 14 });
      const delta = after.totalCents - before.totalCents;
      expect(delta).to.be.greaterThan(0);
      expect(after.payments.reduce((s, p) => s + p.amountCents, 0)).to.equal(after.totalCents);
      expect(after.payments[0].amountCents).to.equal(before.payments[0].amountCents);
      expect((await auditRows(booking.bookingCode)).map((r) => r.action)).to.deep.equal(['changeLine']);
      // Onto dates another booking holds: a clear 409, nothing changed.
      const other = await book({ from: thursdayFrom('2028-09-01') });
      const taken = await asStaff('POST', `/bookings/${booking.bookingCode}/lines`, {
        position: 1,
        resFrom: other.from,
        resTo: addDays(other.from, 7),
        house: other.house.code,
      });
      expect(taken.status).to.equal(409);
      expect(await json(taken)).to.include({ code: 'datesTaken' });
      expect((await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`))).totalCents).to.equal(
        after.totalCents,
      );
    });

    it('sends the confirmation again as the booking is now: moved, part paid, with its invoice', async () => {
      const { booking, from } = await book({ email: 'resend@example.com' });
      const confirmations = async () =>
        (await readOutbox(db, { to: 'resend@example.com' })).filter((m) => m.kind === 'confirmation');
      const [first] = await confirmations();
      await asStaff('POST', `/bookings/${booking.bookingCode}/lines`, {
        position: 1,
        resFrom: addDays(from, 7),
        resTo: addDays(from, 14),
      });
      const moved = await json<StaffBooking>(await asStaff('GET', `/bookings/${booking.bookingCode}`));
      const deposit = moved.payments[0];
      await asStaff('POST', `/bookings/${booking.bookingCode}/payments`, { paymentId: deposit.id });

      const res = await asStaff('POST', `/bookings/${booking.bookingCode}/resend`, { what: 'confirmation' });
      expect(res.status).to.equal(200);
      const all = await confirmations();
      expect(all).to.have.length(2);
      const again = all[1];
      expect(again.text).to.not.equal(first.text);
      expect(again.text, 'the new dates').to.contain(
        `${day(addDays(from, 7), 'en')} – ${day(addDays(from, 14), 'en')}`,
      );
      expect(again.text, 'the new total').to.contain(euro(moved.totalCents, 'en'));
      expect(again.text, 'what was paid, not "reserved, pay now"').to.contain(
        areaTexts('en', 'mail')('confirmedPaid', { paid: euro(deposit.amountCents, 'en') }),
      );
      // The invoice as it stands: the one issued with the move, not the first.
      const standing = moved.documents.filter((d) => d.name.startsWith('invoice-')).at(-1)!;
      expect(again.attachments.map((a) => a.filename)).to.deep.equal([standing.filename]);
      expect(standing.filename).to.not.equal(first.attachments[0].filename);
      expect((await asStaff('POST', `/bookings/${booking.bookingCode}/resend`, { what: 'documents' })).status).to.equal(
        409,
      );
    });

    it('blocks and unblocks dates of a house; a block on taken dates is a 409', async () => {
      const house = nextHouse();
      const from = thursdayFrom('2028-05-01');
      const res = await asStaff('POST', `/houses/${house.code}/blocks?month=2028-05`, {
        from,
        to: addDays(from, 7),
        note: 'Owner week',
      });
      const body = await json<StaffHouse>(res);
      expect(res.status, JSON.stringify(body)).to.equal(201);
      const block = body.stays.find((s) => s.kind === 'block')!;
      expect(block).to.include({ from, to: addDays(from, 7), note: 'Owner week' });
      const taken = await asStaff(
        'POST',
        `/houses/${house.code}/blocks`,
        { from: addDays(from, 3), to: addDays(from, 10) },
        'de',
      );
      expect(taken.status).to.equal(409);
      expect((await json<{ code: string; message: string }>(taken)).message).to.match(
        /^SH-\d+ ist vom .+ nicht frei: Eine Buchung oder eine andere Sperre/,
      );
      expect((await asStaff('POST', `/houses/${house.code}/blocks`, { from, to: from })).status).to.equal(422);
      expect((await asStaff('POST', '/houses/NOPE-1/blocks', { from, to: addDays(from, 7) })).status).to.equal(404);
      const removed = await asStaff('DELETE', `/houses/${house.code}/blocks/${block.id}?month=2028-05`);
      expect(removed.status).to.equal(200);
      expect((await json<StaffHouse>(removed)).stays).to.deep.equal([]);
      expect((await asStaff('DELETE', `/houses/${house.code}/blocks/${block.id}`)).status).to.equal(404);
      expect((await auditRows(house.code)).map((r) => r.action)).to.deep.equal(['addBlock', 'removeBlock']);
    });

    it('lets one of a block and a booking racing for the same dates win; the other gets a clear error', async () => {
      for (let round = 0; round < 3; round++) {
        const house = nextHouse();
        const from = thursdayFrom('2028-07-01');
        const cartId = await addToCart(api, house.code, from, addDays(from, 7));
        const [booking, block] = await Promise.all([
          call(api, 'POST', '/api/reservation', {
            json: bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }),
          }),
          asStaff('POST', `/houses/${house.code}/blocks`, { from, to: addDays(from, 7) }),
        ]);
        expect([booking.status, block.status].sort(), `round ${round}`).to.deep.equal([201, 409]);
        const loser = booking.status === 409 ? booking : block;
        expect((await json<{ message: string }>(loser)).message, 'a message, never a 500')
          .to.be.a('string')
          .and.not.equal('Internal error');
        const [{ n }] = await db.query<{ n: number }>(
          'select count(*)::int as n from stays where house_id = $1 and active and stay && daterange($2::date, $3::date)',
          [house.id, from, addDays(from, 7)],
        );
        expect(n).to.equal(1);
      }
    });

    it('changes a season’s price, validated, and the search and the house show it at once', async () => {
      const house = nextHouse();
      const view = await json<StaffHouse>(await asStaff('GET', `/houses/${house.code}?month=2028-01`));
      const season = view.seasons.find((s) => s.to > '2027-12-01')!;
      expect((await asStaff('PUT', `/houses/${house.code}/seasons/${season.id}`, { weekCents: 0 })).status).to.equal(
        400,
      );
      const discount = await asStaff('PUT', `/houses/${house.code}/seasons/${season.id}`, {
        weekCents: 50000,
        oldWeekCents: 40000,
      });
      expect(discount.status).to.equal(422);
      expect((await asStaff('PUT', `/houses/${house.code}/seasons/999999`, { weekCents: 50000 })).status).to.equal(404);
      // Warm the search index first, so the change must reach a built index.
      const search = async () =>
        (
          await json<{ houses: Array<{ priceFrom: { weekCents: number } | null }> }>(
            await call(api, 'GET', `/api/houses/search?codes=${house.code}`),
          )
        ).houses[0].priceFrom?.weekCents;
      expect(await search()).to.be.greaterThan(1100);
      const res = await asStaff('PUT', `/houses/${house.code}/seasons/${season.id}`, {
        weekCents: 1100,
        oldWeekCents: 2200,
      });
      expect(res.status).to.equal(200);
      expect((await json<StaffHouse>(res)).seasons.find((s) => s.id === season.id)).to.include({
        weekCents: 1100,
        dayCents: 200,
        oldWeekCents: 2200,
        discountPercent: 50,
      });
      expect(await search()).to.equal(1100);
      const detail = await json<{ priceFrom: { weekCents: number } }>(
        await call(api, 'GET', `/api/house/${house.code}`),
      );
      expect(detail.priceFrom.weekCents).to.equal(1100);
      const [audit] = await auditRows(house.code);
      expect(audit).to.deep.include({ action: 'updatePrice' });
      expect(audit.before).to.include({ weekCents: season.weekCents });
      expect(audit.after).to.include({ weekCents: 1100 });
    });

    it('answers bad input to every staff call with a 4xx naming the field, never a 5xx, and writes nothing', async () => {
      const { booking, house } = await book({ email: 'fuzz@example.com' });
      const audits = async () =>
        Number((await db.query<{ n: number }>('select count(*)::int as n from staff_audit'))[0].n);
      const before = await audits();
      const bad: unknown[] = [
        '\u0000',
        'a\u0000b',
        '\ud800',
        'x'.repeat(5000),
        -1,
        Number.MAX_VALUE * 10,
        0.001,
        [],
        {},
        null,
        '2027-02-30',
        "' or 1=1 --",
      ];
      const calls: Array<[string, string, (v: unknown) => unknown]> = [
        ['POST', `/bookings/${booking.bookingCode}/payments`, (v) => ({ paymentId: v })],
        ['POST', `/bookings/${booking.bookingCode}/cancel`, (v) => ({ reason: 'Asked by the guest', waiveFee: v })],
        ['POST', `/bookings/${booking.bookingCode}/refunds`, (v) => ({ reason: 'Asked by the guest', amountCents: v })],
        ['POST', `/bookings/${booking.bookingCode}/lines`, (v) => ({ position: 1, resFrom: v, resTo: '2028-05-01' })],
        ['POST', `/bookings/${booking.bookingCode}/resend`, (v) => ({ what: v })],
        ['POST', `/houses/${house.code}/blocks`, (v) => ({ from: '2028-10-05', to: v, note: 'x' })],
        ['PUT', `/houses/${house.code}/seasons/1`, (v) => ({ weekCents: v })],
      ];
      for (const [method, path, body] of calls) {
        for (const value of bad) {
          const res = await asStaff(method, path, body(value));
          expect(res.status, `${method} ${path} ${JSON.stringify(value)?.slice(0, 40)}`).to.be.within(400, 499);
        }
      }
      for (const query of [
        'q=%00',
        'page=-1',
        'page=abc',
        `q=${'x'.repeat(300)}`,
        'arrivalFrom=2027-02-30',
        'status[]=paid',
      ]) {
        expect((await asStaff('GET', `/bookings?${query}`)).status, query).to.equal(400);
        expect((await asStaff('GET', `/bookings.csv?${query}`)).status, query).to.equal(400);
      }
      for (const path of [
        '/houses/%00',
        '/houses/SH-1000?month=2027-13',
        `/houses/${house.code}/blocks/abc`,
        '/bookings/1234567%00',
      ]) {
        expect((await asStaff(path.includes('blocks') ? 'DELETE' : 'GET', path)).status, path).to.be.within(400, 499);
      }
      expect(await audits()).to.equal(before);
    });
  });
}

/** The rows of an RFC 4180 text (quoted fields, doubled quotes, CRLF lines) split on `separator`. */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === separator) {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}
