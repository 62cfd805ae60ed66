/**
 * The back office's reports (docs/product/reports.md): the database sums per house and month,
 * per booking line and per booking; server/books/report.ts works the figures out of them. Filters
 * by region, house and owner; a booking counts where one of its houses matches.
 */
import type { PaceRow, StaffReport } from '../../../contract/api/staff-reports.ts';
import { addDays, nightsBetween, type IsoDate } from '../../../contract/dates.ts';
import type { ReportQuery } from '../../../contract/forms/staff-reports.ts';
import {
  monthsOf,
  occupancyTables,
  revenueByMonth,
  staysByMonth,
  type OccupancyCell,
  type RevenueBooking,
  type StaysSums,
} from '../../books/report.ts';
import type { Queryable } from '../../db/client.ts';

/** A filter naming what does not exist: a 422 naming the field. */
export class ReportRefusal extends Error {
  constructor(readonly field: 'region' | 'house' | 'owner') {
    super(`unknown ${field}`);
  }
}

/** The period and filters as the queries take them: $1 from, $2 to, $3 region, $4 house, $5 owner. */
type Params = [IsoDate, IsoDate, string | null, string | null, string | null];

/** Whether house `h` matches the filters (without any, a condition of the parameters alone, which the planner folds). */
const NO_FILTER = '($3::text is null and $4::text is null and $5::text is null)';
const match = ([, , region, house, owner]: Params) =>
  region === null && house === null && owner === null
    ? NO_FILTER
    : `($3::text is null or h.region_id = (select id from regions where key = $3))
  and ($4::text is null or h.code = $4)
  and ($5::text is null or h.owner_id = (select id from owners where code = $5))`;

/** A booking `r` with a house that matches. */
const bookingMatches = (params: Params) =>
  match(params) === NO_FILTER
    ? NO_FILTER
    : `exists (select 1 from reservation_houses rh join houses h on h.id = rh.house_id
  where rh.reservation_id = r.id and ${match(params)})`;

/** The nights of each month within the period. */
function monthNights(months: readonly string[], from: IsoDate, to: IsoDate): Map<string, number> {
  return new Map(
    months.map((month) => {
      const start = `${month}-01` < from ? from : `${month}-01`;
      const next = addDays(`${month}-28`, 4).slice(0, 7) + '-01';
      return [month, nightsBetween(start, next > to ? addDays(to, 1) : next)];
    }),
  );
}

/**
 * Each matching house's nights per month: the active stays overlapping the period summed by
 * house, month and kind in SQL (a stay touches one or two months), the grid filled in here.
 */
async function occupancyCells(q: Queryable, params: Params, months: readonly string[]): Promise<OccupancyCell[]> {
  const houses = await q.query<{ house: string; region: string }>(
    `select h.code as house, g.key as region from houses h join regions g on g.id = h.region_id
      where $1::date <= $2::date and ${match(params)} order by g.sort_order, h.code`,
    params,
  );
  const stays = await q.query<{ house: string; month: string; kind: 'booking' | 'block'; nights: number }>(
    `select h.code as house, to_char(m, 'YYYY-MM') as month, s.kind,
            sum(upper(s.stay * daterange(m::date, (m + interval '1 month')::date) * daterange($1::date, $2::date + 1))
              - lower(s.stay * daterange(m::date, (m + interval '1 month')::date) * daterange($1::date, $2::date + 1)))::int
              as nights
       from stays s join houses h on h.id = s.house_id
       cross join lateral generate_series(date_trunc('month', greatest(lower(s.stay), $1::date)),
                                          least(upper(s.stay) - 1, $2::date), interval '1 month') m
      where s.active and s.stay && daterange($1::date, $2::date + 1) and ${match(params)}
      group by h.code, m, s.kind`,
    params,
  );
  const nightsOf = new Map(stays.map((s) => [`${s.house} ${s.month} ${s.kind}`, s.nights]));
  const nights = monthNights(months, params[0], params[1]);
  return houses.flatMap(({ house, region }) =>
    months.map((month) => ({
      month,
      region,
      house,
      nights: nights.get(month) ?? 0,
      blockedNights: nightsOf.get(`${house} ${month} block`) ?? 0,
      bookedNights: nightsOf.get(`${house} ${month} booking`) ?? 0,
    })),
  );
}

/** Bookings that may have a line departing in the period (a line departs between the booking's arrival and departure). */
const MAY_DEPART = 'r.departure_date >= $1::date and r.arrival_date <= $2::date';

async function revenueBookings(q: Queryable, params: Params): Promise<RevenueBooking[]> {
  const lines = await q.query<{
    id: string;
    position: number;
    month: string;
    bp: number;
    share: number;
    on_account: boolean;
    counted: boolean;
  }>(
    `select rh.reservation_id as id, rh.position, to_char(upper(s.stay), 'YYYY-MM') as month,
            coalesce(h.commission_bp, o.commission_bp, 0) as bp, coalesce(o.cancellation_share_bp, 10000) as share,
            r.on_account,
            upper(s.stay) between $1::date and $2::date and ${match(params)} as counted
       from reservations r join reservation_houses rh on rh.reservation_id = r.id
       join stays s on s.id = rh.stay_id join houses h on h.id = rh.house_id left join owners o on o.id = h.owner_id
      where ${MAY_DEPART}
      order by rh.reservation_id, rh.position`,
    params,
  );
  const sums = await q.query<{ id: string; kind: 'charge' | 'cancellation'; line: string | null; cents: string }>(
    `select e.reservation_id as id, e.kind, e.line, sum(e.amount_cents)::bigint as cents
       from reservations r join money_entries e on e.reservation_id = r.id
      where ${MAY_DEPART} and e.kind in ('charge', 'cancellation')
      group by e.reservation_id, e.kind, e.line`,
    params.slice(0, 2),
  );
  const bookings = new Map<string, RevenueBooking>();
  for (const l of lines) {
    const booking = bookings.get(String(l.id)) ?? { onAccount: l.on_account, lines: [], sums: [] };
    booking.lines.push({
      position: l.position,
      month: l.month,
      commissionBp: l.bp,
      cancellationShareBp: l.share,
      counted: l.counted,
    });
    bookings.set(String(l.id), booking);
  }
  for (const s of sums)
    bookings.get(String(s.id))?.sums.push({ kind: s.kind, line: s.line, amountCents: Number(s.cents) });
  return [...bookings.values()].filter((b) => b.lines.some((l) => l.counted));
}

async function staysSums(q: Queryable, params: Params): Promise<StaysSums[]> {
  const rows = await q.query<StaysSums>(
    `select to_char(r.departure_date, 'YYYY-MM') as month,
            count(*) filter (where r.status <> 'cancelled')::int as bookings,
            coalesce(sum(r.departure_date - r.arrival_date) filter (where r.status <> 'cancelled'), 0)::int as nights,
            coalesce(sum(r.arrival_date - (r.created_at at time zone 'UTC')::date)
              filter (where r.status <> 'cancelled'), 0)::int as "leadDays",
            count(*) filter (where r.status = 'cancelled')::int as cancellations,
            coalesce(sum((select sum(e.amount_cents) from money_entries e
                           where e.reservation_id = r.id and e.kind in ('charge', 'cancellation')))
              filter (where r.status = 'cancelled'), 0)::bigint as "feesKeptCents"
       from reservations r
      where r.departure_date between $1::date and $2::date and ${bookingMatches(params)}
      group by 1`,
    params,
  );
  return rows.map((r) => ({ ...r, feesKeptCents: Number(r.feesKeptCents) }));
}

/** The same day a year before (29 February: the 28th). */
export function yearBefore(day: IsoDate): IsoDate {
  const year = String(Number(day.slice(0, 4)) - 1).padStart(4, '0');
  const same = `${year}${day.slice(4)}`;
  return day.slice(5) === '02-29' ? `${year}-02-28` : same;
}

/** Bookings departing in the period made by the end of `asOf` and not cancelled by then, and what they cost then. */
async function onTheBooks(q: Queryable, params: Params, asOf: IsoDate, which: PaceRow['which']): Promise<PaceRow> {
  const [row] = await q.query<{ bookings: number; value: string }>(
    `select count(*)::int as bookings,
            coalesce(sum((select sum(e.amount_cents) from money_entries e
                           where e.reservation_id = r.id and e.kind in ('charge', 'cancellation') and e.at < $6)), 0)::bigint
              as value
       from reservations r
      where r.departure_date between $1::date and $2::date and r.created_at < $6
        and (r.cancelled_at is null or r.cancelled_at >= $6) and ${bookingMatches(params)}`,
    [...params, `${addDays(asOf, 1)}T00:00:00Z`],
  );
  return { which, from: params[0], to: params[1], asOf, bookings: row.bookings, valueCents: Number(row.value) };
}

async function checkFilters(q: Queryable, query: ReportQuery): Promise<void> {
  const [row] = await q.query<{ region: boolean; house: boolean; owner: boolean }>(
    `select ($1::text is null or exists (select 1 from regions where key = $1)) as region,
            ($2::text is null or exists (select 1 from houses where code = $2)) as house,
            ($3::text is null or exists (select 1 from owners where code = $3)) as owner`,
    [query.region ?? null, query.house ?? null, query.owner ?? null],
  );
  for (const field of ['region', 'house', 'owner'] as const) if (!row[field]) throw new ReportRefusal(field);
}

/** The report of a period (by default the calendar year of today) as GET /api/staff/reports answers it. */
export async function staffReport(q: Queryable, query: ReportQuery, today: IsoDate): Promise<StaffReport> {
  await checkFilters(q, query);
  const from = query.from ?? (query.to ? addDays(query.to, -364) : `${today.slice(0, 4)}-01-01`);
  const to = query.to ?? (query.from ? addDays(from, 364) : `${today.slice(0, 4)}-12-31`);
  const filters = { region: query.region ?? null, house: query.house ?? null, owner: query.owner ?? null };
  const params: Params = [from, to, filters.region, filters.house, filters.owner];
  const lastYear: Params = [yearBefore(from), yearBefore(to), filters.region, filters.house, filters.owner];
  const months = monthsOf(from, to);
  const regions = await q.query<{ key: string; en: string; de: string }>(
    'select key, name_en as en, name_de as de from regions order by sort_order',
  );
  return {
    from,
    to,
    ...filters,
    occupancy: occupancyTables(await occupancyCells(q, params, months)),
    revenue: revenueByMonth(await revenueBookings(q, params), months),
    pace: [await onTheBooks(q, params, today, 'now'), await onTheBooks(q, lastYear, yearBefore(today), 'yearBefore')],
    stays: staysByMonth(await staysSums(q, params), months),
    regions: regions.map((r) => ({ key: r.key, name: { en: r.en, de: r.de } })),
  };
}
