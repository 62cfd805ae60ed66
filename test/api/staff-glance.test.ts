// The staff booking at a glance on PGlite and PostgreSQL (docs/product/screens.md#the-booking-at-a-glance):
// how the guest travels and where the keys are, as the booking form took them; a cancelled
// booking's unpaid money void in the list and in the CSV of each language, an open one not.
import { expect } from 'chai';
import type { StaffBooking, StaffBookingList } from '../../contract/api/staff.ts';
import { addDays } from '../../contract/dates.ts';
import type { Db } from '../../server/db/client.ts';
import {
  bookWeek,
  call,
  housePool,
  json,
  KINDS,
  openTestDb,
  serveApi,
  thursdayFrom,
  type Api,
} from './reservation-support.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';

const NOW = '2027-12-01T09:00:00Z';

for (const kind of KINDS) {
  describe(`the staff booking at a glance on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let staff: Record<string, string>;
    let code: string;
    const from = thursdayFrom('2028-04-01');

    const asStaff = (method: string, path: string, body?: unknown, lang: 'en' | 'de' = 'en') =>
      call(api, method, `/api/staff${path}`, { headers: staff, json: body, lang });
    /** The booking's cells of the CSV in `lang`, by the English keys (the columns' order is the same). */
    async function csvRow(lang: 'en' | 'de'): Promise<Record<string, string>> {
      const [, row] = (await (await asStaff('GET', `/bookings.csv?q=${code}&lang=${lang}`)).text())
        .trimEnd()
        .split('\r\n')
        .map((line) => line.split(lang === 'de' ? ';' : ','));
      const [header] = (await (await asStaff('GET', `/bookings.csv?q=${code}&lang=en`)).text()).split('\r\n');
      return Object.fromEntries(
        header
          .replace('\uFEFF', '')
          .split(',')
          .map((name, i) => [name, row[i]]),
      );
    }
    const listRow = async () =>
      (await json<StaffBookingList>(await asStaff('GET', `/bookings?q=${code}`))).bookings.find(
        (r) => r.code === code,
      )!;

    before(async function () {
      db = await openTestDb(this, kind, 'staff-glance');
      api = await serveApi(db);
      api.setNow(NOW);
      ({ staff } = await staffAndAgencyHeaders(db, api.config));
      const house = (await housePool(db))();
      code = (
        await bookWeek(api, house.code, from, {
          email: 'glance@example.com',
          title: 'Mr',
          arrivalTransportType: 2,
          arrivalTransportNumber: 'Norröna',
          departureTransportType: 1,
          departureTransportNumber: 'FI 204',
          checkInCenter: 3,
        })
      ).bookingCode;
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    it('gives how the guest comes and goes and the check-in centre, as booked', async () => {
      const booking = await json<StaffBooking>(await asStaff('GET', `/bookings/${code}`));
      expect(booking.arrival).to.deep.equal({ date: from, transportType: 2, transportNumber: 'Norröna' });
      expect(booking.departure).to.deep.equal({ date: addDays(from, 7), transportType: 1, transportNumber: 'FI 204' });
      expect(booking.checkInCenter).to.equal(3);
      expect(booking.guest).to.include({
        title: 'Mr',
        birthDate: '1980-05-17',
        nationality: 'German',
        countryIso: 'DE',
      });
    });

    it('says an open booking’s unpaid money is open, and a cancelled one’s void, in the list and the CSV', async () => {
      const open = await listRow();
      expect(open).to.include({ unpaidVoid: false });
      expect(open.openCents).to.equal(open.totalCents);
      expect((await csvRow('en')).open_eur).to.equal((open.openCents / 100).toFixed(2));

      const cancelled = await json<StaffBooking>(
        await asStaff('POST', `/bookings/${code}/cancel`, { waiveFee: true, reason: 'Guest asked' }),
      );
      expect(cancelled.status).to.equal('cancelled');
      expect(cancelled.payments.every((p) => p.paidAt === null)).to.equal(true);
      expect(await listRow()).to.include({ unpaidVoid: true, openCents: 0 });
      expect((await csvRow('en')).open_eur).to.equal('Void – not to be paid');
      expect((await csvRow('de')).open_eur).to.equal('Entfällt');
    });
  });
}
