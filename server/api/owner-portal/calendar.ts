/**
 * A house's calendar as its owner sees it (docs/product/owner-portal.md#what-an-owner-sees-and-what-not): each night of
 * the months asked for booked, blocked by the owner, blocked by the company (its blocks and the
 * imported calendars' events) or free, from the same stays rows availability is read from.
 */
import type { OwnerBlock, OwnerCalendar, OwnerHouse, OwnerNightState } from '../../../contract/api/owner-portal.ts';
import { addDays, type IsoDate } from '../../../contract/dates.ts';
import type { Queryable } from '../../db/client.ts';

/** The first day of the month `by` months after a `yyyy-MM` month. */
export function monthStart(month: string, by = 0): IsoDate {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

interface StayRow {
  id: number;
  kind: 'booking' | 'block';
  from: IsoDate;
  to: IsoDate;
  note: string | null;
  mine: boolean;
}

export async function ownerCalendar(
  q: Queryable,
  ownerId: number,
  house: OwnerHouse & { id: number },
  month: string,
  months: number,
): Promise<OwnerCalendar> {
  const from = monthStart(month);
  const to = monthStart(month, months);
  const stays = await q.query<StayRow>(
    `select s.id, s.kind, to_char(lower(s.stay), 'YYYY-MM-DD') as "from", to_char(upper(s.stay), 'YYYY-MM-DD') as "to",
            s.note, coalesce(s.by_owner_id = $4, false) as mine
       from stays s where s.house_id = $1 and s.active and s.stay && daterange($2::date, $3::date)
      order by lower(s.stay)`,
    [house.id, from, to, ownerId],
  );
  const state = (s: StayRow): OwnerNightState =>
    s.kind === 'booking' ? 'booked' : s.mine ? 'ownerBlock' : 'staffBlock';
  const nights = [];
  for (let date = from; date < to; date = addDays(date, 1)) {
    const stay = stays.find((s) => s.from <= date && date < s.to);
    nights.push({ date, state: stay ? state(stay) : ('free' as const) });
  }
  const blocks: OwnerBlock[] = stays
    .filter((s) => s.kind === 'block')
    .map((s) => ({ id: Number(s.id), from: s.from, to: s.to, note: s.mine ? s.note : null, mine: s.mine }));
  return { house: { code: house.code, name: house.name, region: house.region }, month, months, nights, blocks };
}
