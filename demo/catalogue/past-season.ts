/**
 * A past season of the demo (docs/product/reports.md#the-demos-past-season): the demo's booked
 * stays that ended before 1 November of its first year (last winter and the summer) become
 * bookings, deterministic from the seed: guests paying by card and the demo trade partner on
 * account, varied lead times, some cancelled with the deposit kept as the fee. Their money goes
 * into the money record as the ledger writes it: a charge per house when booked, a receipt per
 * payment, and for a cancellation the entry that makes the charges the fee kept (no refund: the
 * fee is what was paid).
 */
import { addDays, nightsBetween, type IsoDate } from '../../contract/dates.ts';
import type { Queryable } from '../../server/db/client.ts';
import { insertRows } from '../../server/api/catalogue/rows.ts';
import { upsertCompany } from '../../server/api/users/repository.ts';
import { DEMO_AGENCY } from '../agency.ts';
import { createRandom, type Random } from './random.ts';

interface PastStay {
  id: number;
  house_id: number;
  arrival: IsoDate;
  departure: IsoDate;
  cancelled: boolean;
  week_cents: number;
}

const GUESTS = [
  ['Ms', 'Anna', 'Schmidt', 'DE', 'de'],
  ['Mr', 'Jonas', 'Weber', 'DE', 'de'],
  ['Ms', 'Emily', 'Clarke', 'GB', 'en'],
  ['Mr', 'Luca', 'Meier', 'CH', 'de'],
  ['Ms', 'Sophie', 'Gruber', 'AT', 'de'],
  ['Mr', 'Oliver', 'Hughes', 'GB', 'en'],
  ['Ms', 'Lena', 'Fischer', 'DE', 'de'],
  ['Mr', 'Daniel', 'Brooks', 'US', 'en'],
] as const;

/** Days from booking to arrival: many book months ahead, some at short notice. */
const LEAD_DAYS = [
  [[7, 30], 2],
  [[31, 90], 3],
  [[91, 180], 3],
  [[181, 300], 2],
] as const;

const at = (day: IsoDate, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00:00Z`;

/** What one stay becomes: the booking, its house line, payments and entries (ids filled in later). */
function booking(stay: PastStay, index: number, r: Random, agencyId: number) {
  const partner = r.chance(0.22);
  const [low, high] = r.weighted(LEAD_DAYS.map(([range, weight]) => [range, weight] as const));
  const bookedOn = addDays(stay.arrival, -r.int(low, high));
  const createdAt = at(bookedOn, r.int(8, 21));
  const price = Math.round((stay.week_cents * nightsBetween(stay.arrival, stay.departure)) / 7);
  const deposit = Math.round(price * 0.3);
  const [title, first, last, country, locale] = r.pick(GUESTS);
  const code = String(90000000 + index);
  const cancelledOn = stay.cancelled
    ? addDays(bookedOn, r.int(1, Math.max(1, nightsBetween(bookedOn, stay.arrival) - 1)))
    : null;
  const adults = r.int(1, 4);
  return {
    reservation: {
      booking_code: code,
      email: `${first}.${last}.${index}@guests.example`.toLowerCase(),
      locale,
      title,
      first_name: first,
      last_name: last,
      birth_date: `${r.int(1950, 2000)}-0${r.int(1, 9)}-1${r.int(0, 9)}`,
      nationality: country,
      address: 'Hauptstraße 1',
      city: country === 'GB' ? 'London' : country === 'US' ? 'Boston' : 'Berlin',
      zip_code: '10115',
      country_iso: country,
      mobile_phone: '+49 151 2345678',
      number_adults: adults,
      number_children: r.int(0, 2),
      number_viator_kit: 0,
      arrival_date: stay.arrival,
      arrival_transport_type: 1,
      arrival_transport_number: 'FI 521',
      departure_date: stay.departure,
      departure_transport_type: 1,
      departure_transport_number: 'FI 520',
      check_in_center: r.int(1, 3),
      kit_price_cents: 0,
      houses_cents: price,
      kits_cents: 0,
      total_cents: price,
      company_id: partner ? agencyId : null,
      on_account: partner,
      status: stay.cancelled ? 'cancelled' : 'paid',
      cancelled_at: cancelledOn && at(cancelledOn, 12),
      cancellation_fee_cents: stay.cancelled ? deposit : null,
      created_at: createdAt,
    },
    stayId: stay.id,
    houseId: stay.house_id,
    price,
    deposit,
    partner,
    createdAt,
    cancelledAt: cancelledOn && at(cancelledOn, 12),
    // Guests pay by card when booking; a trade partner by bank transfer within two weeks of departure.
    paidAt: partner ? at(addDays(stay.departure, r.int(1, 14)), 10) : createdAt,
  };
}

/** Writes the past season into a freshly seeded demo database (in the seed's transaction). */
export async function writePastSeason(tx: Queryable, firstYear: number, seed = 'sumarhus'): Promise<number> {
  const agencyId = await upsertCompany(tx, { name: DEMO_AGENCY.company, key: DEMO_AGENCY.key });
  const stays = await tx.query<PastStay>(
    `select s.id::int, s.house_id, to_char(lower(s.stay), 'YYYY-MM-DD') as arrival,
            to_char(upper(s.stay), 'YYYY-MM-DD') as departure, s.status = 'cancelled' as cancelled,
            (p.week_price * 100)::int as week_cents
       from stays s join house_prices p on p.house_id = s.house_id and p.season @> lower(s.stay)
      where s.kind = 'booking' and upper(s.stay) < $1::date
      order by s.id`,
    [`${firstYear}-11-01`],
  );
  const random = createRandom(`${seed}:past-season`);
  const made = stays.map((stay, i) => booking(stay, i, random.fork(stay.id), agencyId));
  await insertRows(
    tx,
    'reservations',
    made.map((m) => m.reservation),
  );
  const ids = new Map(
    (
      await tx.query<{ id: string; booking_code: string }>(
        "select id, booking_code from reservations where booking_code like '9%'",
      )
    ).map((r) => [r.booking_code, Number(r.id)]),
  );
  const idOf = (m: (typeof made)[number]) => ids.get(m.reservation.booking_code)!;
  await insertRows(
    tx,
    'reservation_houses',
    made.map((m) => ({
      reservation_id: idOf(m),
      position: 1,
      house_id: m.houseId,
      stay_id: m.stayId,
      price_cents: m.price,
    })),
  );
  // Paid in full; a cancelled booking had paid its deposit, and the balance was never due to be paid.
  await insertRows(
    tx,
    'payments',
    made.flatMap((m) =>
      m.cancelledAt
        ? [
            {
              reservation_id: idOf(m),
              kind: 'deposit',
              amount_cents: m.deposit,
              due_date: m.createdAt.slice(0, 10),
              paid_at: m.createdAt,
              method: 'card',
            },
            {
              reservation_id: idOf(m),
              kind: 'balance',
              amount_cents: m.price - m.deposit,
              due_date: m.reservation.arrival_date,
              paid_at: null,
              method: null,
            },
          ]
        : [
            {
              reservation_id: idOf(m),
              kind: 'full',
              amount_cents: m.price,
              due_date: m.createdAt.slice(0, 10),
              paid_at: m.paidAt,
              method: m.partner ? 'bank' : 'card',
            },
          ],
    ),
  );
  const paid = new Map(
    (
      await tx.query<{ id: string; reservation_id: string }>(
        `select p.id, p.reservation_id from payments p join reservations r on r.id = p.reservation_id
          where r.booking_code like '9%' and p.paid_at is not null`,
      )
    ).map((p) => [Number(p.reservation_id), Number(p.id)]),
  );
  const cause = (m: (typeof made)[number]) => (m.partner ? 'partner' : 'guest');
  await insertRows(
    tx,
    'money_entries',
    made.flatMap((m) => {
      const id = idOf(m);
      const entries: Array<Record<string, unknown>> = [
        {
          reservation_id: id,
          kind: 'charge',
          amount_cents: m.price,
          line: 'house:1',
          method: null,
          payment_id: null,
          cause: cause(m),
          at: m.createdAt,
        },
      ];
      if (m.cancelledAt) {
        entries.push({
          reservation_id: id,
          kind: 'receipt',
          amount_cents: m.deposit,
          line: null,
          method: 'card',
          payment_id: paid.get(id),
          cause: 'provider',
          at: m.createdAt,
        });
        entries.push({
          reservation_id: id,
          kind: 'cancellation',
          amount_cents: m.deposit - m.price,
          line: null,
          method: null,
          payment_id: null,
          cause: cause(m),
          at: m.cancelledAt,
        });
      } else
        entries.push({
          reservation_id: id,
          kind: 'receipt',
          amount_cents: m.price,
          line: null,
          method: m.partner ? 'bank' : 'card',
          payment_id: paid.get(id),
          cause: m.partner ? 'staff' : 'provider',
          at: m.paidAt,
        });
      return entries;
    }),
  );
  return made.length;
}
