/**
 * Houses in the back office: the list (searched by code or name, folded as
 * docs/product/screens.md says), a month of a house's stays and blocks,
 * blocks added and removed (stays of kind 'block': the exclusion constraint
 * treats them like bookings), and the week price of each season. A price
 * change bumps search_state (migration 040's statement trigger), so the next
 * search rebuilds its index and the house page reads the new price at once.
 */
import type { StaffHouseRow, StaffSeason, StaffStay } from '../../../contract/api/staff.ts';
import { formatAmount } from '../../../contract/amount.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { deleteBlock, insertBlock } from '../calendars/blocks.ts';
import type { BlockForm } from '../../../contract/forms/staff.ts';
import { dayCents, discountPercent, euroCents } from '../catalogue/prices.ts';
import type { Queryable } from '../../db/client.ts';
import type { StaffUser } from '../users/repository.ts';
import { writeAudit } from './audit.ts';
import { foldedContains } from '../../db/fold-sql.ts';
import { fold } from '../../../contract/search-text.ts';

export class HouseRefusal extends Error {
  constructor(
    readonly code: 'houseNotFound' | 'badRange' | 'seasonNotFound' | 'blockNotFound' | 'discount',
    readonly status: number,
  ) {
    super(code);
  }
}

export async function listHouses(q: Queryable, search: string | undefined): Promise<StaffHouseRow[]> {
  const rows = await q.query<{ code: string; name: string; region: string; published: boolean }>(
    `select h.code, t.name, r.name_en as region, h.published from houses h
       join house_texts t on t.house_id = h.id and t.lang = 'en' join regions r on r.id = h.region_id
      where $1::text = '' or ${foldedContains('h.code', '$1')} or ${foldedContains('t.name', '$1')}
      order by h.code limit 200`,
    [fold(search ?? '')],
  );
  return rows;
}

export async function findHouse(q: Queryable, code: string): Promise<{ id: number; code: string; name: string }> {
  const [row] = await q.query<{ id: number; code: string; name: string }>(
    "select h.id, h.code, t.name from houses h join house_texts t on t.house_id = h.id and t.lang = 'en' where h.code = upper($1)",
    [code],
  );
  if (!row) throw new HouseRefusal('houseNotFound', 404);
  return row;
}

/**
 * The house staff typed on the phone form: its code, else the one house whose English or German name
 * holds the text as the staff search folds it ("reynivik" finds Reynivík). Several: the first few to choose from.
 */
export async function pickHouse(
  q: Queryable,
  typed: string,
): Promise<{ id: number; code: string; name: string } | { choices: string[] }> {
  const byCode = await findHouse(q, typed).catch(() => null);
  if (byCode) return byCode;
  const folded = fold(typed);
  if (!folded) throw new HouseRefusal('houseNotFound', 404);
  const rows = await q.query<{ id: number; code: string; name: string }>(
    `select h.id, h.code, min(t.name) as name from houses h join house_texts t on t.house_id = h.id
      where ${foldedContains('t.name', '$1')} group by h.id, h.code order by h.code limit 6`,
    [folded],
  );
  if (rows.length === 0) throw new HouseRefusal('houseNotFound', 404);
  if (rows.length === 1) return rows[0];
  return { choices: rows.map((r) => `${r.code} ${r.name}`) };
}

/** Active stays and blocks that touch [from, to). */
export async function staysBetween(q: Queryable, houseId: number, from: IsoDate, to: IsoDate): Promise<StaffStay[]> {
  const rows = await q.query<{
    id: number;
    kind: 'booking' | 'block';
    from: IsoDate;
    to: IsoDate;
    booking_code: string | null;
    note: string | null;
  }>(
    `select s.id, s.kind, lower(s.stay) as "from", upper(s.stay) as "to", r.booking_code, s.note
       from stays s left join reservation_houses rh on rh.stay_id = s.id left join reservations r on r.id = rh.reservation_id
      where s.house_id = $1 and s.active and s.stay && daterange($2::date, $3::date)
      order by lower(s.stay)`,
    [houseId, from, to],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    from: r.from,
    to: r.to,
    bookingCode: r.booking_code,
    note: r.note,
  }));
}

export async function seasonsOf(q: Queryable, houseId: number): Promise<StaffSeason[]> {
  const rows = await q.query<{
    id: number;
    from: IsoDate;
    to: IsoDate;
    week_price: number;
    old_week_price: number | null;
  }>(
    'select id, lower(season) as "from", upper(season) as "to", week_price, old_week_price from house_prices where house_id = $1 order by lower(season)',
    [houseId],
  );
  return rows.map((r) => {
    const week = Number(r.week_price);
    const old = r.old_week_price === null ? null : Number(r.old_week_price);
    return {
      id: r.id,
      from: r.from,
      to: r.to,
      weekCents: euroCents(week),
      dayCents: dayCents(euroCents(week)),
      oldWeekCents: old === null ? null : euroCents(old),
      discountPercent: discountPercent(week, old),
    };
  });
}

/** Blocks [from, to) of a house (calendars/blocks.ts: the dates taken are a 409), with its audit row. */
export async function addBlock(
  tx: Queryable,
  who: StaffUser,
  code: string,
  block: BlockForm,
  locale: Locale,
): Promise<StaffStay> {
  if (block.to <= block.from) throw new HouseRefusal('badRange', 422);
  const house = await findHouse(tx, code);
  const added = await insertBlock(
    tx,
    { houseId: house.id, from: block.from, to: block.to, note: block.note || null, by: who.username },
    locale,
  );
  const stay: StaffStay = {
    id: added.id,
    kind: 'block',
    from: added.from,
    to: added.to,
    bookingCode: null,
    note: added.note,
  };
  await writeAudit(tx, who, 'addBlock', { type: 'house', key: house.code }, null, stay);
  return stay;
}

export async function removeBlock(
  tx: Queryable,
  who: StaffUser,
  code: string,
  blockId: number,
  locale: Locale,
): Promise<void> {
  const house = await findHouse(tx, code);
  const removed = await deleteBlock(tx, blockId, locale, house.id);
  await writeAudit(
    tx,
    who,
    'removeBlock',
    { type: 'house', key: house.code },
    { id: blockId, from: removed.from, to: removed.to, note: removed.note },
    null,
  );
}

/** A season's new price in cents: the week price, and the price before a discount (none: no discount). */
export interface SeasonPrice {
  weekCents: number;
  oldWeekCents?: number;
}

export async function updateSeasonPrice(
  tx: Queryable,
  who: StaffUser,
  code: string,
  seasonId: number,
  price: SeasonPrice,
): Promise<StaffSeason> {
  const house = await findHouse(tx, code);
  if (price.oldWeekCents !== undefined && price.oldWeekCents <= price.weekCents)
    throw new HouseRefusal('discount', 422);
  const before = (await seasonsOf(tx, house.id)).find((s) => s.id === seasonId);
  if (!before) throw new HouseRefusal('seasonNotFound', 404);
  // The columns are numeric(10,2) euro, written as decimal text: exact, no floating point on the way.
  await tx.query('update house_prices set week_price = $3, old_week_price = $4 where id = $1 and house_id = $2', [
    seasonId,
    house.id,
    formatAmount(price.weekCents, 'en'),
    price.oldWeekCents === undefined ? null : formatAmount(price.oldWeekCents, 'en'),
  ]);
  const after = (await seasonsOf(tx, house.id)).find((s) => s.id === seasonId)!;
  await writeAudit(tx, who, 'updatePrice', { type: 'house', key: house.code }, before, after);
  return after;
}

/** The first day of a `yyyy-MM` month and of the next. */
export function monthRange(month: string): { from: IsoDate; to: IsoDate } {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}
