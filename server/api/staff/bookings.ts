/**
 * The back office's bookings list: filters (status, arrival between, house,
 * company, paid or open), a search by code or part of it, e-mail address or
 * name folded (docs/product/screens.md), pages of
 * STAFF_PAGE_SIZE, and the same rows as CSV.
 */
import type { StaffBookingList, StaffBookingRow } from '../../../contract/api/staff.ts';
import type { ReservationStatus } from '../../../contract/api/types.ts';
import { STAFF_PAGE_SIZE, type StaffBookingQuery } from '../../../contract/forms/staff.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { isOverdue, isVoid } from '../../../contract/payment-schedule.ts';
import type { Queryable } from '../../db/client.ts';
import { t } from '../../texts.ts';
import { csvFile, type CsvCell } from './csv.ts';
import { foldedContains } from '../../db/fold-sql.ts';
import { fold } from '../../../contract/search-text.ts';
import { bookingMoney, type BookingMoney } from '../../booking-money.ts';
import { ENTRIES_JSON, entryFromRow, type EntryRow } from '../bookings/ledger.ts';

/** The where clause of a query on `today` and its parameters ($1…). */
function filters(query: StaffBookingQuery, today: IsoDate): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (query.status) where.push(`r.status = ${add(query.status)}`);
  if (query.arrivalFrom) where.push(`r.arrival_date >= ${add(query.arrivalFrom)}::date`);
  if (query.arrivalTo) where.push(`r.arrival_date <= ${add(query.arrivalTo)}::date`);
  if (query.house)
    where.push(
      `exists (select 1 from reservation_houses rh join houses h on h.id = rh.house_id where rh.reservation_id = r.id and h.code = upper(${add(query.house)}))`,
    );
  if (query.company) where.push(`(c.key = ${add(query.company)} or c.name ilike '%' || ${add(query.company)} || '%')`);
  if (query.paid === 'paid')
    where.push(`not exists (select 1 from payments p where p.reservation_id = r.id and p.paid_at is null)`);
  if (query.paid === 'open')
    where.push(
      `r.status <> 'cancelled' and exists (select 1 from payments p where p.reservation_id = r.id and p.paid_at is null)`,
    );
  // isOverdue() of contract/payment-schedule.ts, in SQL: the rows flagged overdue.
  if (query.paid === 'overdue')
    where.push(
      `r.status <> 'cancelled' and exists (select 1 from payments p where p.reservation_id = r.id and p.paid_at is null and p.due_date < ${add(today)}::date)`,
    );
  if (query.q) {
    const q = add(query.q);
    const folded = fold(query.q);
    const name = folded ? ` or ${foldedContains('r.first_name || r.last_name', add(folded))}` : '';
    where.push(`(r.booking_code ilike '%' || ${q} || '%' or r.email ilike '%' || ${q} || '%'${name})`);
  }
  return { where: where.length ? `where ${where.join(' and ')}` : '', params };
}

interface Row {
  booking_code: string;
  status: ReservationStatus;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  houses: string[] | null;
  arrival_date: string;
  departure_date: string;
  entries: EntryRow[];
  /** The earliest due date of its open payments; null: none open, or cancelled. */
  next_due: IsoDate | null;
  /** Whether a payment is unpaid, cancelled or not: a cancelled booking's is void. */
  has_unpaid: boolean;
  created_at: Date | string;
}

/**
 * The booking's unpaid payments: whether there are any (a cancelled booking's are void) and the
 * earliest due date among them (none for a cancelled booking), named `due` for the list's order.
 */
const UNPAID = `left join lateral (
      select min(p.due_date) filter (where r.status <> 'cancelled') as next_due, count(*) > 0 as has_unpaid
        from payments p where p.reservation_id = r.id and p.paid_at is null) due on true`;

const SELECT = `
  select r.booking_code, r.status, r.first_name, r.last_name, r.email, c.name as company,
         (select array_agg(h.code order by rh.position) from reservation_houses rh join houses h on h.id = rh.house_id where rh.reservation_id = r.id) as houses,
         due.next_due, due.has_unpaid,
         r.arrival_date, r.departure_date, r.created_at, ${ENTRIES_JSON} as entries
    from reservations r left join companies c on c.id = r.company_id
    ${UNPAID}`;

/** A row of the list, its money from its record. */
function toRow(
  r: Row,
  money: BookingMoney = bookingMoney(r.entries.map(entryFromRow)),
): Omit<StaffBookingRow, 'overdue'> {
  return {
    code: r.booking_code,
    status: r.status,
    guest: `${r.first_name} ${r.last_name}`,
    email: r.email,
    company: r.company,
    houses: r.houses ?? [],
    arrival: r.arrival_date,
    departure: r.departure_date,
    totalCents: money.chargedCents,
    paidCents: money.paidCents,
    openCents: money.openCents,
    unpaidVoid: isVoid(r.has_unpaid, r.status),
    nextDue: r.next_due,
    overpaidCents: money.overpaidCents,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Whether the booking has a payment past its due date on `today`: its earliest unpaid one. */
const overdueOn = (r: Row, today: IsoDate): boolean =>
  r.next_due !== null && isOverdue({ paidAt: null, dueDate: r.next_due }, r.status, today);

/**
 * The list's order (docs/product/screens.md#staff-bookings): by arrival; by next due date (nothing
 * open last); or overdue first (isOverdue() in SQL, `today` a parameter), then by next due date.
 * The arrival and code after each keep pages stable.
 */
function ordered(query: StaffBookingQuery, today: IsoDate): { where: string; order: string; params: unknown[] } {
  const { where, params } = filters(query, today);
  const stable = 'r.arrival_date, r.booking_code';
  if (query.sort === 'nextDue') return { where, order: `order by due.next_due nulls last, ${stable}`, params };
  if (query.sort === 'overdue') {
    const overdue = `coalesce(due.next_due < $${params.push(today)}::date, false)`;
    return { where, order: `order by ${overdue} desc, due.next_due nulls last, ${stable}`, params };
  }
  return { where, order: `order by ${stable}`, params };
}

/** One page of the filtered bookings on `today`, in the order asked for. */
export async function listBookings(q: Queryable, query: StaffBookingQuery, today: IsoDate): Promise<StaffBookingList> {
  const { where, params } = filters(query, today);
  const [{ n }] = await q.query<{ n: number }>(
    `select count(*)::int as n from reservations r left join companies c on c.id = r.company_id ${where}`,
    params,
  );
  const total = Number(n);
  const pages = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const sorted = ordered(query, today);
  const rows = await q.query<Row>(
    `${SELECT} ${sorted.where} ${sorted.order} limit ${STAFF_PAGE_SIZE} offset ${(page - 1) * STAFF_PAGE_SIZE}`,
    sorted.params,
  );
  return { bookings: rows.map((row) => ({ ...toRow(row), overdue: overdueOn(row, today) })), total, page, pages };
}

/** The CSV's columns, in order; their headings are api.staffCsv.<column> (English: the stable keys). */
const CSV_COLUMNS = [
  'code',
  'status',
  'guest',
  'email',
  'company',
  'houses',
  'arrival',
  'departure',
  'total',
  'paid',
  'refunded',
  'fee',
  'net',
  'open',
  'nextDue',
  'createdAt',
] as const;

/**
 * Every filtered booking (no pages) as CSV in `locale`'s format (csv.ts): the headings in that
 * language, then per row the money as the accountant needs it: the total, what was paid, refunded
 * and kept as a cancellation fee, the net (paid less refunded), what is still open and when it is next due.
 */
export async function bookingsCsv(
  q: Queryable,
  query: StaffBookingQuery,
  locale: Locale,
  today: IsoDate,
): Promise<string> {
  const { where, order, params } = ordered(query, today);
  const rows = await q.query<Row>(`${SELECT} ${where} ${order}`, params);
  const lines = rows.map((row): CsvCell[] => {
    const money = bookingMoney(row.entries.map(entryFromRow));
    const r = toRow(row, money);
    const cells: Record<(typeof CSV_COLUMNS)[number], CsvCell> = {
      code: r.code,
      status: r.status,
      guest: r.guest,
      email: r.email,
      company: r.company,
      houses: r.houses.join(' '),
      arrival: r.arrival,
      departure: r.departure,
      total: { cents: r.totalCents },
      paid: { cents: r.paidCents },
      refunded: { cents: money.refundedCents },
      fee: money.feeCents === null ? null : { cents: money.feeCents },
      net: { cents: money.heldCents },
      open: r.unpaidVoid ? t(locale, 'booking.payment.states.void') : { cents: r.openCents },
      nextDue: r.nextDue,
      createdAt: r.createdAt,
    };
    return CSV_COLUMNS.map((column) => cells[column]);
  });
  return csvFile([CSV_COLUMNS.map((column) => t(locale, `api.staffCsv.${column}`)), ...lines], locale);
}
