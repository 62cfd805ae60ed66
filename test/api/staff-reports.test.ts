// The back office's reports (docs/product/reports.md) on PGlite and PostgreSQL: a known small
// set of bookings in 2028 (after every demo stay) gives exact figures; filters narrow them; bad
// filters are 422s naming the field; each CSV's amounts add up to the JSON's; every role of the
// back office reads them.
import { expect } from 'chai';
import type { StaffReport } from '../../contract/api/staff-reports.ts';
import type { StaffBooking } from '../../contract/api/staff.ts';
import { roleHeaders } from '../helpers/staff.ts';
import { bookWeek, call, json, KINDS, reservationSuite, thursdayFrom, type TestHouse } from './reservation-support.ts';

const NOW = '2027-12-01T09:00:00Z';

for (const kind of KINDS) {
  describe(`staff reports on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'staff_reports', NOW);
    let headers: Awaited<ReturnType<typeof roleHeaders>>;
    const houses: TestHouse[] = [];
    const booked: Record<'paid' | 'cancelled' | 'partner', { code: string; housesCents: number; totalCents: number }> =
      {} as never;
    let feeKept = 0;

    const asStaff = (method: string, path: string, body?: unknown, who: keyof typeof headers = 'staff') =>
      call(suite.api, method, `/api/staff${path}`, { headers: headers[who], json: body });
    const report = async (query: string) => {
      const res = await asStaff('GET', `/reports?${query}`);
      expect(res.status).to.equal(200);
      return json<StaffReport>(res);
    };

    before(async () => {
      headers = await roleHeaders(suite.db, suite.api.config);
      const [owner] = await suite.db.query<{ id: number }>(
        "insert into owners (code, name, commission_bp) values ('OW-R1', 'Rut Report', 2000) returning id",
      );
      houses.push(suite.nextHouse(), suite.nextHouse());
      await suite.db.query('update houses set owner_id = $1 where id = any($2::int[])', [
        owner.id,
        houses.map((h) => h.id),
      ]);
      // The second house has its own rate, 10 %.
      await suite.db.query('update houses set commission_bp = 1000 where id = $1', [houses[1].id]);
      // January: a week of house 1, paid; February: a week of house 2, cancelled with the terms' fee;
      // February: a week of house 1 by the trade partner, on account.
      const paid = await bookWeek(suite.api, houses[0].code, thursdayFrom('2028-01-06'));
      const detail = await json<StaffBooking>(await asStaff('GET', `/bookings/${paid.bookingCode}`));
      for (const p of detail.payments)
        await asStaff('POST', `/bookings/${paid.bookingCode}/payments`, { paymentId: p.id });
      booked.paid = { code: paid.bookingCode, housesCents: paid.housesCents, totalCents: paid.totalCents };
      const cancelled = await bookWeek(suite.api, houses[1].code, thursdayFrom('2028-01-27'));
      const after = await json<StaffBooking>(
        await asStaff('POST', `/bookings/${cancelled.bookingCode}/cancel`, { reason: 'Asked', waiveFee: false }),
      );
      feeKept = after.cancellationFeeCents ?? 0;
      booked.cancelled = {
        code: cancelled.bookingCode,
        housesCents: cancelled.housesCents,
        totalCents: cancelled.totalCents,
      };
      const partner = await bookWeek(
        suite.api,
        houses[0].code,
        thursdayFrom('2028-02-10'),
        {},
        {
          headers: headers.agency,
        },
      );
      await suite.db.query('update reservations set on_account = true where booking_code = $1', [partner.bookingCode]);
      booked.partner = { code: partner.bookingCode, housesCents: partner.housesCents, totalCents: partner.totalCents };
    });

    it('counts nights, money, pace and stays of a known set of bookings exactly', async () => {
      const r = await report('from=2028-01-01&to=2028-03-31&owner=OW-R1');
      expect(r).to.include({ from: '2028-01-01', to: '2028-03-31', owner: 'OW-R1', region: null, house: null });
      // Two houses: 31 + 29 + 31 nights each, none blocked; 14 nights booked (the cancelled week frees its nights).
      expect(r.occupancy.byMonth).to.deep.equal([
        { key: '2028-01', bookableNights: 62, bookedNights: 7, occupancyPercent: 11.3 },
        { key: '2028-02', bookableNights: 58, bookedNights: 7, occupancyPercent: 12.1 },
        { key: '2028-03', bookableNights: 62, bookedNights: 0, occupancyPercent: 0 },
      ]);
      expect(r.occupancy.byHouse.map((h) => [h.key, h.bookedNights]).sort()).to.deep.equal(
        houses.map((h, i) => [h.code, i === 0 ? 14 : 0]).sort(),
      );
      const [january, february, march] = r.revenue;
      const commission = Math.round(booked.paid.housesCents * 0.2);
      expect(january).to.deep.equal({
        month: '2028-01',
        grossCents: booked.paid.totalCents,
        commissionCents: commission,
        payoutCents: booked.paid.housesCents - commission,
        guestsCents: booked.paid.totalCents,
        partnersCents: 0,
      });
      // Gross is what a booking costs (kits too); commission and payout are of the rent. February: the
      // partner's week at 20 %, and the cancelled week's fee (all rent) at its house's 10 %.
      expect(february).to.deep.equal({
        month: '2028-02',
        grossCents: booked.partner.totalCents + feeKept,
        commissionCents: Math.round(booked.partner.housesCents * 0.2) + Math.round(feeKept * 0.1),
        payoutCents:
          booked.partner.housesCents -
          Math.round(booked.partner.housesCents * 0.2) +
          feeKept -
          Math.round(feeKept * 0.1),
        guestsCents: feeKept,
        partnersCents: booked.partner.totalCents,
      });
      expect(march.grossCents).to.equal(0);
      expect(
        r.stays.map((s) => [s.month, s.bookings, s.averageNights, s.cancellations, s.feesKeptCents]),
      ).to.deep.equal([
        ['2028-01', 1, 7, 0, 0],
        ['2028-02', 1, 7, 1, feeKept],
        ['2028-03', 0, null, 0, 0],
      ]);
      // Booked on 1 December 2027: the January week arrives 36 days on, the February one 71 days on.
      expect(r.stays[0].averageLeadDays).to.equal(36);
      expect(r.pace).to.deep.equal([
        {
          which: 'now',
          from: '2028-01-01',
          to: '2028-03-31',
          asOf: '2027-12-01',
          bookings: 2,
          valueCents: booked.paid.totalCents + booked.partner.totalCents,
        },
        { which: 'yearBefore', from: '2027-01-01', to: '2027-03-31', asOf: '2026-12-01', bookings: 0, valueCents: 0 },
      ]);
    });

    it('narrows to a house or a region, and defaults to the calendar year', async () => {
      const one = await report(`from=2028-02-01&to=2028-02-29&house=${houses[1].code}`);
      expect(one.occupancy.byHouse).to.deep.equal([
        { key: houses[1].code, bookableNights: 29, bookedNights: 0, occupancyPercent: 0 },
      ]);
      expect(one.revenue[0]).to.include({ grossCents: feeKept, partnersCents: 0 });
      const [{ key: region }] = await suite.db.query<{ key: string }>(
        'select g.key from regions g join houses h on h.region_id = g.id where h.id = $1',
        [houses[0].id],
      );
      const byRegion = await report(`from=2028-01-01&to=2028-01-31&region=${region}&owner=OW-R1`);
      expect(byRegion.occupancy.byRegion.map((r) => r.key)).to.deep.equal([region]);
      const year = await report('');
      expect([year.from, year.to, year.revenue.length]).to.deep.equal(['2027-01-01', '2027-12-31', 12]);
    });

    it('refuses a bad filter with a 422 naming the field', async () => {
      for (const [query, field] of [
        ['from=2028-13-01', 'from'],
        ['from=1.2.2028&to=2028-03-01', 'from'],
        ['from=2028-02-01&to=2028-01-01', 'to'],
        ['from=2020-01-01&to=2028-01-01', 'to'],
        ['region=nowhere', 'region'],
        ['house=ZZ-404', 'house'],
        ['owner=OW-NONE', 'owner'],
        ['house=no%20code', 'house'],
      ]) {
        const res = await asStaff('GET', `/reports?${query}`);
        expect(res.status, query).to.equal(422);
        expect(await json(res), query).to.include({ field, code: 'invalid' });
      }
      const csv = await asStaff('GET', '/reports.csv?table=nothing');
      expect(csv.status).to.equal(422);
      expect(await json(csv)).to.include({ field: 'table' });
    });

    it('writes each table as CSV whose amounts add up to the report’s, formulas defused', async () => {
      const query = 'from=2028-01-01&to=2028-03-31&owner=OW-R1';
      const r = await report(query);
      const res = await asStaff('GET', `/reports.csv?table=revenue&${query}`, undefined, 'accountant');
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/^text\/csv/);
      const rows = (await res.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .map((l) => l.split(','));
      expect(rows[0]).to.deep.equal([
        'Month',
        'Gross €',
        'Commission €',
        'Owners’ payouts €',
        'Guests €',
        'Trade partners €',
      ]);
      const cents = (column: number) => rows.slice(1).reduce((t, row) => t + Math.round(Number(row[column]) * 100), 0);
      const total = (key: 'grossCents' | 'commissionCents' | 'payoutCents') =>
        r.revenue.reduce((t, row) => t + row[key], 0);
      expect([cents(1), cents(2), cents(3)]).to.deep.equal([
        total('grossCents'),
        total('commissionCents'),
        total('payoutCents'),
      ]);
      expect(cents(4) + cents(5)).to.equal(total('grossCents'));

      const de = await (await asStaff('GET', `/reports.csv?table=occupancy-month&lang=de&${query}`)).text();
      expect(de).to.contain('Monat;Buchbare Nächte;Gebuchte Nächte;Auslastung %\r\n2028-01;62;7;"11,3"\r\n');
      const pace = await (await asStaff('GET', `/reports.csv?table=pace&${query}`)).text();
      expect(pace).to.contain('"This period, today",2028-01-01,2028-03-31,2027-12-01,2,');
    });

    it('lets every role of the back office read, and no one else', async () => {
      for (const who of ['admin', 'staff', 'accountant'] as const)
        expect((await asStaff('GET', '/reports?from=2028-01-01&to=2028-01-31', undefined, who)).status).to.equal(200);
      expect((await asStaff('GET', '/reports', undefined, 'agency')).status).to.equal(403);
      expect((await call(suite.api, 'GET', '/api/staff/reports')).status).to.equal(401);
    });
  });
}
