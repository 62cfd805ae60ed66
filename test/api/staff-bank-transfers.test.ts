// Bank transfers as they arrive (docs/product/money-record.md#bank-transfers), on PGlite and
// PostgreSQL: a part pays the open payments in due order and leaves the rest open, the exact rest
// pays in full, more is recorded and flagged overpaid; the same transfer again is refused; a
// future day and a bad amount are refused naming the field; each leaves an audit row and the
// guest's receipt. And the bookings list's next due date, its order and the CSV's column. And the
// same transfer posted at once on two server processes sharing one PostgreSQL: recorded once.
import { expect } from 'chai';
import type { StaffBooking, StaffBookingList } from '../../contract/api/staff.ts';
import type { ReservationResult } from '../../contract/api/types.ts';
import type { Db } from '../../server/db/client.ts';
import { readOutbox } from '../../server/mail/index.ts';
import { loadMoneyEntries } from '../../server/api/bookings/ledger.ts';
import { bookingMoney } from '../../server/booking-money.ts';
import { createStaffUser } from '../../server/api/users/repository.ts';
import { twoServersOnPostgres } from '../helpers/server-process.ts';
import { loginCookie, staffAndAgencyHeaders } from '../helpers/staff.ts';
import {
  bookWeek,
  call,
  housePool,
  json,
  KINDS,
  openTestDb,
  plain,
  serveApi,
  thursdayFrom,
  type Api,
  type TestHouse,
} from './reservation-support.ts';

const NOW = '2027-12-01T09:00:00Z';
type Booked = ReservationResult & { staff: StaffBooking };
const TODAY = '2027-12-01';

/** Cents as staff type them: "1,234.50" in English, "1.234,50" in German. */
const typed = (cents: number, lang: 'en' | 'de') =>
  (cents / 100).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 2 });

for (const kind of KINDS) {
  describe(`bank transfers as they arrive, on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let nextHouse: () => TestHouse;
    let staff: Record<string, string>;

    before(async function () {
      db = await openTestDb(this, kind, 'banktransfers');
      api = await serveApi(db);
      nextHouse = await housePool(db);
      ({ staff } = await staffAndAgencyHeaders(db, api.config));
    });
    beforeEach(async () => {
      api.setNow(NOW);
      await db.query("delete from rate_limit_hits where bucket like 'reservation-%'");
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    const asStaff = (method: string, path: string, body?: unknown, lang: 'en' | 'de' = 'en') =>
      call(api, method, `/api/staff${path}`, { headers: staff, json: body, lang });
    const transfer = (code: string, body: Record<string, unknown>, lang: 'en' | 'de' = 'en') =>
      asStaff('POST', `/bookings/${code}/transfers`, { receivedOn: TODAY, reference: `REF ${code}`, ...body }, lang);
    const detail = async (code: string) => json<StaffBooking>(await asStaff('GET', `/bookings/${code}`));
    /** A booking, with its schedule and total in cents as the staff page has them. */
    const book = async (email: string, from = thursdayFrom('2028-04-01')) => {
      const booking = await bookWeek(api, nextHouse().code, from, { email, lastName: 'Überweisung' });
      return { ...booking, staff: await detail(booking.bookingCode) };
    };
    const listRow = async (code: string) =>
      (await json<StaffBookingList>(await asStaff('GET', `/bookings?q=${code}`))).bookings[0];
    const record = async (b: Booked) => {
      const [row] = await db.query<{ id: number }>('select id from reservations where booking_code = $1', [
        b.bookingCode,
      ]);
      return loadMoneyEntries(db, Number(row.id));
    };
    const lookup = async (b: ReservationResult) =>
      json<ReservationResult>(
        await call(api, 'POST', '/api/reservation/lookup', { json: { email: b.email, bookingCode: b.bookingCode } }),
      );
    const receipts = async (email: string) => (await readOutbox(db, { to: email })).filter((m) => m.kind === 'receipt');

    it('a part pays the deposit in part and leaves the rest open; the exact rest pays in full', async () => {
      const b = await book('partial@example.com');
      const [deposit, balance] = b.staff.payments;
      const part = deposit.amountCents - 5000;
      const res = await transfer(b.bookingCode, { amountCents: part, reference: 'SEPA 1 partial' });
      expect(res.status, await res.clone().text()).to.equal(200);
      const after = await json<StaffBooking>(res);
      expect(after.status).to.equal('confirmed');
      expect(after.payments.map((p) => [p.kind, p.amountCents, p.dueDate, p.paidAt === null])).to.deep.equal([
        ['deposit', part, deposit.dueDate, false],
        ['deposit', 5000, deposit.dueDate, true],
        ['balance', balance.amountCents, balance.dueDate, true],
      ]);
      expect([after.paidCents, after.openCents, after.overpaidCents]).to.deep.equal([
        part,
        b.staff.totalCents - part,
        0,
      ]);
      // The record says the same as the page, My booking and the list.
      const money = bookingMoney(await record(b));
      expect([money.paidCents, money.openCents]).to.deep.equal([part, b.staff.totalCents - part]);
      const entries = (await record(b)).filter((e) => e.kind === 'receipt');
      expect(entries.map((e) => [e.amountCents, e.method, e.reference, e.at.toISOString()])).to.deep.equal([
        [part, 'bank', 'SEPA 1 partial', `${TODAY}T12:00:00.000Z`],
      ]);
      const guest = await lookup(b);
      expect(guest.payments.map((p) => [p.amountCents, p.paidAt !== null])).to.deep.equal([
        [part, true],
        [5000, false],
        [balance.amountCents, false],
      ]);
      const row = await listRow(b.bookingCode);
      expect([row.paidCents, row.openCents, row.nextDue]).to.deep.equal([
        part,
        b.staff.totalCents - part,
        deposit.dueDate,
      ]);
      // The receipt: what arrived, and what is still open.
      const [receipt] = await receipts('partial@example.com');
      expect(plain(receipt.text)).to.include(`Amount: €${typed(part, 'en')}`);
      expect(plain(receipt.text)).to.include('Still open:');

      const rest = b.staff.totalCents - part;
      const paid = await json<StaffBooking>(
        await transfer(b.bookingCode, { amountCents: rest, reference: 'SEPA 2 rest' }),
      );
      expect(paid.status).to.equal('paid');
      expect(paid.payments.every((p) => p.paidAt)).to.equal(true);
      expect([paid.paidCents, paid.openCents, paid.overpaidCents]).to.deep.equal([b.staff.totalCents, 0, 0]);
      expect((await listRow(b.bookingCode)).nextDue).to.equal(null);
      const mails = (await readOutbox(db, { to: 'partial@example.com' })).map((m) => m.kind);
      expect(mails.filter((k) => k === 'receipt')).to.have.length(2);
      expect(mails).to.include('travel-documents');
    });

    it('more than is open is recorded and flagged overpaid on the page and in the list', async () => {
      const b = await book('over@example.com');
      const res = await transfer(b.bookingCode, { amountCents: b.staff.totalCents + 2550 });
      expect(res.status).to.equal(200);
      const after = await json<StaffBooking>(res);
      expect([after.status, after.paidCents, after.openCents, after.overpaidCents]).to.deep.equal([
        'paid',
        b.staff.totalCents + 2550,
        0,
        2550,
      ]);
      expect(after.refundableCents).to.equal(b.staff.totalCents + 2550);
      const row = await listRow(b.bookingCode);
      expect([row.overpaidCents, row.openCents, row.nextDue]).to.deep.equal([2550, 0, null]);
      expect(bookingMoney(await record(b)).overpaidCents).to.equal(2550);
      // The guest's receipt says how much was paid over and that it comes back.
      const receipt = (await readOutbox(db, { to: 'over@example.com' })).find((m) => m.kind === 'receipt')!;
      expect(plain(receipt.text)).to.include(
        'You have paid €25.50 more than your booking costs. We will refund it to you by bank transfer.',
      );
      // Refunding it gives the surplus back as it is: the price and its invoice stay, nothing is overpaid.
      const issued = await db.query(
        'select i.id from issued_documents i join reservations r on r.id = i.reservation_id where r.booking_code = $1',
        [b.bookingCode],
      );
      const refunded = await json<StaffBooking>(
        await asStaff('POST', `/bookings/${b.bookingCode}/refunds`, { amountCents: 2550, reason: 'Overpaid' }),
      );
      expect([refunded.totalCents, refunded.overpaidCents, refunded.openCents]).to.deep.equal([
        b.staff.totalCents,
        0,
        0,
      ]);
      expect(refunded.refunds.map((r) => [r.reason, r.amountCents])).to.deep.equal([['overpaid', 2550]]);
      expect(
        await db.query(
          'select i.id from issued_documents i join reservations r on r.id = i.reservation_id where r.booking_code = $1',
          [b.bookingCode],
        ),
      ).to.deep.equal(issued);
      expect((await listRow(b.bookingCode)).overpaidCents).to.equal(0);
    });

    it('refuses the same transfer again (409) and counts it once; another reference is another transfer', async () => {
      const b = await book('repeat@example.com');
      const body = { amountCents: 10000, reference: 'SEPA twice' };
      expect((await transfer(b.bookingCode, body)).status).to.equal(200);
      const again = await transfer(b.bookingCode, { ...body, reference: ' SEPA twice ' }, 'de');
      expect(again.status).to.equal(409);
      expect(await json(again)).to.deep.include({
        code: 'transferRepeated',
        message: 'Diese Überweisung (gleicher Betrag, Tag und Referenz) ist bereits erfasst.',
      });
      expect((await detail(b.bookingCode)).paidCents).to.equal(10000);
      expect(await receipts('repeat@example.com')).to.have.length(1);
      expect((await transfer(b.bookingCode, { ...body, reference: 'SEPA other' })).status).to.equal(200);
      expect((await detail(b.bookingCode)).paidCents).to.equal(20000);
    });

    it('refuses a day in the future (422) and a bad amount or a missing reference (400 naming the field)', async () => {
      const b = await book('refused@example.com');
      const future = await transfer(b.bookingCode, { amountCents: 10000, receivedOn: '2027-12-02' });
      expect(future.status).to.equal(422);
      expect((await json(future)).code).to.equal('receivedInFuture');
      for (const [body, field, label] of [
        [{ amountCents: '12,34' }, 'amountCents', 'Betrag in Euro'],
        [{ amountCents: 12.5 }, 'amountCents', 'Betrag in Euro'],
        [{ amountCents: 0 }, 'amountCents', 'Betrag in Euro'],
        [{ amountCents: 1000, receivedOn: '1.12.2027' }, 'receivedOn', 'Eingegangen am'],
        [{ amountCents: 1000, reference: '  ' }, 'reference', 'Referenz der Bank'],
      ] as const) {
        const res = await transfer(b.bookingCode, body, 'de');
        expect(res.status, JSON.stringify(body)).to.equal(400);
        expect(await json(res)).to.deep.include({ field, message: `Bitte prüfen Sie das Feld „${label}“.` });
      }
      expect((await detail(b.bookingCode)).paidCents).to.equal(0);
      expect(
        await db.query(
          'select 1 from bank_transfers t join reservations r on r.id = t.reservation_id where r.booking_code = $1',
          [b.bookingCode],
        ),
      ).to.deep.equal([]);
      expect((await transfer('99999999', { amountCents: 100 })).status).to.equal(404);
    });

    it('writes an audit row with amount, day and reference', async () => {
      const b = await book('german@example.com');
      const [deposit] = b.staff.payments;
      const res = await transfer(
        b.bookingCode,
        { amountCents: deposit.amountCents, receivedOn: '2027-11-30', reference: 'Überweisung 42' },
        'de',
      );
      expect(res.status).to.equal(200);
      const after = await json<StaffBooking>(res);
      expect(after.payments.map((p) => p.paidAt !== null)).to.deep.equal([true, false]);
      expect(after.paidCents).to.equal(deposit.amountCents);
      const audit = after.audit.filter((a) => a.action === 'bankTransfer');
      expect(audit).to.have.length(1);
      expect(audit[0].username).to.equal('staff@example.com');
      expect(audit[0].after).to.deep.include({
        amountCents: deposit.amountCents,
        receivedOn: '2027-11-30',
        reference: 'Überweisung 42',
        status: 'confirmed',
      });
      const [receipt] = await receipts('german@example.com');
      expect(receipt.subject).to.include(b.bookingCode);
    });

    it('refuses a transfer to a cancelled booking', async () => {
      const b = await book('cancelled-transfer@example.com');
      expect(
        (await asStaff('POST', `/bookings/${b.bookingCode}/cancel`, { waiveFee: true, reason: 'Guest asked' })).status,
      ).to.equal(200);
      const res = await transfer(b.bookingCode, { amountCents: 1000 });
      expect([res.status, (await json(res)).code]).to.deep.equal([409, 'cancelled']);
    });

    it('lists the next due date, sorts by it and overdue first, and writes it into the CSV', async () => {
      const later = await book('sort-later@example.com', thursdayFrom('2028-09-01'));
      const sooner = await book('sort-sooner@example.com', thursdayFrom('2028-08-01'));
      const paidUp = await book('sort-paid@example.com', thursdayFrom('2028-07-01'));
      await transfer(paidUp.bookingCode, { amountCents: paidUp.staff.totalCents });
      await transfer(later.bookingCode, { amountCents: later.staff.payments[0].amountCents });
      await transfer(sooner.bookingCode, { amountCents: sooner.staff.payments[0].amountCents });
      const codes = [later, sooner, paidUp].map((b) => b.bookingCode);
      const order = async (sort: string) =>
        (await json<StaffBookingList>(await asStaff('GET', `/bookings?q=sort-&sort=${sort}`))).bookings
          .map((r) => [r.code, r.nextDue])
          .filter(([code]) => codes.includes(code!));
      const balanceDue = (b: Booked) => b.staff.payments[1].dueDate;
      expect(await order('nextDue')).to.deep.equal([
        [sooner.bookingCode, balanceDue(sooner)],
        [later.bookingCode, balanceDue(later)],
        [paidUp.bookingCode, null],
      ]);
      expect((await order('arrival')).map(([code]) => code)).to.deep.equal([
        paidUp.bookingCode,
        sooner.bookingCode,
        later.bookingCode,
      ]);
      // Past the sooner balance's due date: it is overdue, and comes first.
      api.setNow(new Date(Date.parse(`${balanceDue(sooner)}T12:00:00Z`) + 86_400_000).toISOString());
      const overdueFirst = await json<StaffBookingList>(await asStaff('GET', '/bookings?sort=overdue'));
      const flags = overdueFirst.bookings.map((r) => r.overdue);
      expect(flags.indexOf(false) === -1 || flags.lastIndexOf(true) < flags.indexOf(false), 'overdue first').to.equal(
        true,
      );
      expect(overdueFirst.bookings.find((r) => r.code === sooner.bookingCode)?.overdue).to.equal(true);

      const csv = await (await asStaff('GET', '/bookings.csv?q=sort-&sort=nextDue&lang=de')).text();
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const head = lines[0].split(';');
      const at = head.indexOf('Nächste Fälligkeit');
      expect(at).to.be.greaterThan(-1);
      const byCode = new Map(lines.slice(1).map((l) => [l.split(';')[0], l.split(';')[at]]));
      expect(byCode.get(sooner.bookingCode)).to.equal(balanceDue(sooner));
      expect(byCode.get(paidUp.bookingCode)).to.equal('');
      const english = await (await asStaff('GET', '/bookings.csv?q=sort-&lang=en')).text();
      expect(english.split('\r\n')[0]).to.include(',open_eur,next_due,created_at');

      const bad = await asStaff('GET', '/bookings?sort=cheapest', undefined, 'de');
      expect(bad.status).to.equal(400);
      expect(await json(bad)).to.deep.include({
        field: 'sort',
        message: 'Bitte prüfen Sie das Feld „Sortieren nach“.',
      });
    });
  });
}

describe('the same bank transfer posted at once on two server processes sharing one PostgreSQL', function () {
  this.timeout(300_000);
  const shared = twoServersOnPostgres('banktransferrace');
  const { servers } = shared;
  const ROUNDS = 4;
  let staffHeaders: Record<string, string>;
  let houses: string[];
  before(async () => {
    await createStaffUser(shared.db, { username: 'transfer-race@example.com', password: 'transfer-race-password-1' });
    const cookie = await loginCookie(servers[0].base, 'transfer-race@example.com', 'transfer-race-password-1');
    staffHeaders = { authorization: `Bearer ${cookie.slice('auth='.length)}` };
    houses = (
      await shared.db.query<{ code: string }>(
        'select code from houses where published and max_persons >= 3 order by id desc',
      )
    ).map((h) => h.code);
  });

  /** A booking of the next house free that week, made on the first process. */
  async function book(from: string, email: string): Promise<ReservationResult> {
    for (;;) {
      const booked = await bookWeek(servers[0], houses.shift()!, from, { email }).catch((err: Error) => err);
      if (!(booked instanceof Error)) return booked;
      if (!/already booked|expected 409/.test(booked.message)) throw booked;
    }
  }

  it(`records it once and refuses the other with 409 (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const booking = await book(thursdayFrom('2028-04-01'), `transfer-race-${round}@example.com`);
      const body = { amountCents: 10000, receivedOn: '2027-12-01', reference: `RACE ${round}` };
      const answers = await Promise.all(
        servers.map((server) =>
          call(server, 'POST', `/api/staff/bookings/${booking.bookingCode}/transfers`, {
            headers: staffHeaders,
            json: body,
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort(), `round ${round}`).to.deep.equal([200, 409]);
      const [row] = await shared.db.query<{ id: number }>('select id from reservations where booking_code = $1', [
        booking.bookingCode,
      ]);
      const id = Number(row.id);
      expect(bookingMoney(await loadMoneyEntries(shared.db, id)).paidCents, `round ${round}: paid once`).to.equal(
        10000,
      );
      const counts = await shared.db.query<{ transfers: number; audits: number; receipts: number }>(
        `select (select count(*)::int from bank_transfers where reservation_id = $1) as transfers,
                (select count(*)::int from staff_audit where target = $2 and action = 'bankTransfer') as audits,
                (select count(*)::int from outbox_messages where booking_id = $1 and kind = 'receipt') as receipts`,
        [id, booking.bookingCode],
      );
      expect(counts, `round ${round}`).to.deep.equal([{ transfers: 1, audits: 1, receipts: 1 }]);
    }
  });
});
