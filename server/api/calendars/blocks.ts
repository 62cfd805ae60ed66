/**
 * Owner blocks (owner use, maintenance) that staff add and remove: stays of
 * kind 'block', written like bookings (house locked, the exclusion constraint
 * decides), so a block and a booking racing for the same days cannot both win.
 * Blocks are day ranges [from, to) on any weekday: the changeover days bind
 * guests, not owners.
 */
import { isIsoDate, nightsBetween, type IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { day } from '../../documents/format.ts';
import { t } from '../../texts.ts';
import { addStay, isDoubleBooking, lockHouses } from '../catalogue/stays.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

export const MAX_BLOCK_NIGHTS = 731;

export interface NewBlock {
  houseId: number;
  from: IsoDate;
  to: IsoDate;
  note?: string | null;
  /** Who adds it (the staff member's e-mail or id), kept with the block. */
  by: string;
}

export interface Block {
  id: number;
  houseId: number;
  from: IsoDate;
  to: IsoDate;
  note: string | null;
  by: string | null;
  /** The external calendar it was imported from; null: a staff block. */
  calendarId: number | null;
}

/** The 409 of a block whose days are taken, naming the house and the days. */
function blockTakenError(locale: Locale, house: string, from: IsoDate, to: IsoDate): HttpError {
  const message = t(locale, 'api.calendars.taken', { house, from: day(from, locale), to: day(to, locale) });
  return new HttpError(409, message, 'from', { code: 'datesTaken', house, from, to });
}

/**
 * Adds a block in the caller's transaction (the back office writes its audit
 * row in the same one): 404 for an unknown house, 400 for bad days, 409 when a
 * booking or another block overlaps.
 */
export async function insertBlock(tx: Queryable, block: NewBlock, locale: Locale = 'en'): Promise<Block> {
  const { houseId, from, to } = block;
  if (!isIsoDate(from) || !isIsoDate(to) || nightsBetween(from, to) < 1 || nightsBetween(from, to) > MAX_BLOCK_NIGHTS) {
    throw new HttpError(400, t(locale, 'api.calendars.dates', { max: MAX_BLOCK_NIGHTS }), 'to');
  }
  const [row] = await tx.query<{ code: string }>('select code from houses where id = $1', [houseId]);
  if (!row) throw new HttpError(404, t(locale, 'api.calendars.houseNotFound'), 'houseId');
  await lockHouses(tx, [houseId]);
  try {
    const id = await addStay(tx, { houseId, from, to, kind: 'block', note: block.note ?? null });
    await tx.query('update stays set created_by = $2 where id = $1', [id, block.by]);
    return { id, houseId, from, to, note: block.note ?? null, by: block.by, calendarId: null };
  } catch (err) {
    if (isDoubleBooking(err)) throw blockTakenError(locale, row.code, from, to);
    throw err;
  }
}

/** insertBlock in a transaction of its own. */
export function addBlock(db: Db, block: NewBlock, locale: Locale = 'en'): Promise<Block> {
  return db.transaction((tx) => insertBlock(tx, block, locale));
}

/**
 * Removes a staff block (of `houseId`, when given) in the caller's transaction
 * and returns it (for the audit); an imported block is the external calendar's
 * to change (409).
 */
export async function deleteBlock(
  tx: Queryable,
  blockId: number,
  locale: Locale = 'en',
  houseId?: number,
): Promise<Block> {
  const [row] = await tx.query<{
    house_id: number;
    from: IsoDate;
    to: IsoDate;
    note: string | null;
    created_by: string | null;
    calendar_id: number | null;
    label: string | null;
  }>(
    `select s.house_id, lower(s.stay) as "from", upper(s.stay) as "to", s.note, s.created_by, s.calendar_id, c.label
       from stays s left join house_calendars c on c.id = s.calendar_id
      where s.id = $1 and s.kind = 'block' and ($2::int is null or s.house_id = $2::int) for update of s`,
    [blockId, houseId ?? null],
  );
  if (!row) throw new HttpError(404, t(locale, 'api.calendars.blockNotFound'), 'blockId');
  if (row.calendar_id !== null)
    throw new HttpError(409, t(locale, 'api.calendars.imported', { label: row.label ?? '' }), 'blockId');
  await tx.query('delete from stays where id = $1', [blockId]);
  return {
    id: blockId,
    houseId: row.house_id,
    from: row.from,
    to: row.to,
    note: row.note,
    by: row.created_by,
    calendarId: null,
  };
}

/** deleteBlock in a transaction of its own. */
export function removeBlock(db: Db, blockId: number, locale: Locale = 'en'): Promise<Block> {
  return db.transaction((tx) => deleteBlock(tx, blockId, locale));
}
