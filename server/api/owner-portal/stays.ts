/**
 * The guests' stays in the owner's houses (docs/product/owner-portal.md#what-an-owner-sees-and-what-not): the house, the
 * days, the party's size and whether it still stands; never who the guests are or what they paid.
 */
import type { OwnerStay } from '../../../contract/api/owner-portal.ts';
import { nightsBetween, type IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Queryable } from '../../db/client.ts';

/** At most this many stays in one answer, by arrival. */
export const OWNER_STAYS_LIMIT = 500;

export async function ownerStayList(
  q: Queryable,
  ownerId: number,
  locale: Locale,
  options: { from?: IsoDate; limit?: number } = {},
): Promise<OwnerStay[]> {
  const rows = await q.query<{
    code: string;
    name: string;
    arrival: IsoDate;
    departure: IsoDate;
    adults: number;
    children: number;
    cancelled: boolean;
  }>(
    `select h.code, t.name, to_char(lower(s.stay), 'YYYY-MM-DD') as arrival, to_char(upper(s.stay), 'YYYY-MM-DD') as departure,
            r.number_adults as adults, r.number_children as children, r.status = 'cancelled' as cancelled
       from reservation_houses rh
       join reservations r on r.id = rh.reservation_id
       join stays s on s.id = rh.stay_id
       join houses h on h.id = rh.house_id
       join house_texts t on t.house_id = h.id and t.lang = $2
      where h.owner_id = $1 and ($3::date is null or upper(s.stay) >= $3::date)
      order by lower(s.stay), h.code, r.id
      limit $4`,
    [ownerId, locale, options.from ?? null, Math.min(options.limit ?? OWNER_STAYS_LIMIT, OWNER_STAYS_LIMIT)],
  );
  return rows.map((r) => ({
    house: { code: r.code, name: r.name },
    arrival: r.arrival,
    departure: r.departure,
    nights: nightsBetween(r.arrival, r.departure),
    adults: Number(r.adults),
    children: Number(r.children),
    status: r.cancelled ? 'cancelled' : 'booked',
  }));
}
