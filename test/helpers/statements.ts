/** The books' screens' tests against a running server: a guest's paid week that departed in a month now over. */
import type { StaffBooking } from '../../contract/api/staff.ts';
import { addDays } from '../../contract/dates.ts';
import type { Db } from '../../server/db/client.ts';
import { apiCall, bookFreeWeek } from './staff.ts';

/**
 * A guest's week of the house, paid in full by bank as staff record it, then moved to a free week
 * departing in `month` (yyyy-MM): a past month the server's fixed clock would not book, so that it
 * can be issued. Its booking code.
 */
export async function pastPaidStay(
  db: Db,
  base: string,
  staffCookie: string,
  house: string,
  month: string,
): Promise<string> {
  const { bookingCode } = await bookFreeWeek(base, staffCookie, house, '2027-03-01');
  const headers = { cookie: staffCookie };
  const booking = await apiCall<StaffBooking>(base, 'GET', `/api/staff/bookings/${bookingCode}`, undefined, headers);
  for (const p of booking.body.payments)
    await apiCall(base, 'POST', `/api/staff/bookings/${bookingCode}/payments`, { paymentId: p.id }, headers);
  for (let day = 8; day <= 28; day++) {
    const departure = `${month}-${String(day).padStart(2, '0')}`;
    const moved = await db.query(
      `update stays set stay = daterange($2::date, $3::date) where id in
         (select rh.stay_id from reservation_houses rh join reservations r on r.id = rh.reservation_id
           where r.booking_code = $1)
         and not exists (select 1 from stays o where o.house_id = stays.house_id and o.id <> stays.id and o.active
                           and o.stay && daterange($2::date, $3::date))
       returning id`,
      [bookingCode, addDays(departure, -7), departure],
    );
    if (moved.length) return bookingCode;
  }
  throw new Error(`no free week of ${house} in ${month}`);
}
