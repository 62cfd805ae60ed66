/**
 * Occupied stays (bookings and owner blocks) of the stays table. The database
 * refuses an overlapping active stay of the same house (exclusion constraint,
 * SQLSTATE 23P01); callers inside a transaction pass its tx handle.
 */
import type { IsoDate } from '../../../contract/dates.ts';
import type { OccupiedStay } from '../../../contract/availability.ts';
import type { Queryable } from '../../db/client.ts';

export type StayKind = 'booking' | 'block';
export type StayStatus = 'pending' | 'confirmed' | 'cancelled';

export interface NewStay {
  houseId: number;
  from: IsoDate;
  to: IsoDate;
  kind: StayKind;
  status?: StayStatus;
  note?: string | null;
}

/** SQLSTATE of an exclusion-constraint violation: the dates are taken. */
export const DOUBLE_BOOKING = '23P01';

export function isDoubleBooking(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === DOUBLE_BOOKING;
}

/**
 * Locks the houses (in id order) before their stays are written. The exclusion
 * constraint alone lets two transactions that inserted overlapping stays wait
 * for each other (40P01 deadlock): a writer holding the house's lock finds the
 * rival's stay committed instead and fails at once with 23P01. NO KEY UPDATE
 * leaves foreign-key checks (cart lines, stays) on the house unblocked.
 */
export async function lockHouses(tx: Queryable, houseIds: readonly number[]): Promise<void> {
  await tx.query('select id from houses where id = any($1::int[]) order by id for no key update', [[...houseIds]]);
}

/** Inserts a stay and returns its id; rejects with code 23P01 when an active stay overlaps. */
export async function addStay(q: Queryable, stay: NewStay): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into stays (house_id, stay, kind, status, note) values ($1, daterange($2::date, $3::date), $4, $5, $6) returning id`,
    [stay.houseId, stay.from, stay.to, stay.kind, stay.status ?? 'confirmed', stay.note ?? null],
  );
  return row.id;
}

export async function setStayStatus(q: Queryable, id: number, status: StayStatus): Promise<void> {
  await q.query('update stays set status = $2 where id = $1', [id, status]);
}

/** Active stays of the houses that overlap [from, to), by house id. */
export async function occupiedStays(
  q: Queryable,
  houseIds: readonly number[],
  from: IsoDate,
  to: IsoDate,
): Promise<Map<number, OccupiedStay[]>> {
  const rows = await q.query<{ house_id: number; from: IsoDate; to: IsoDate }>(
    `select house_id, lower(stay) as "from", upper(stay) as "to" from stays
      where house_id = any($1::int[]) and active and stay && daterange($2::date, $3::date)
      order by house_id, lower(stay)`,
    [houseIds, from, to],
  );
  const byHouse = new Map<number, OccupiedStay[]>(houseIds.map((id) => [id, []]));
  for (const r of rows) byHouse.get(r.house_id)?.push({ from: r.from, to: r.to });
  return byHouse;
}

/** Whether no active stay of the house overlaps [from, to). */
export async function isHouseFree(q: Queryable, houseId: number, from: IsoDate, to: IsoDate): Promise<boolean> {
  const [row] = await q.query<{ free: boolean }>(
    'select not exists (select 1 from stays where house_id = $1 and active and stay && daterange($2::date, $3::date)) as free',
    [houseId, from, to],
  );
  return row.free;
}
