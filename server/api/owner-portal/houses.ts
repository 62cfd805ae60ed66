/** The owner's houses (houses.owner_id), named in the reader's language; another owner's house is none. */
import type { OwnerHouse } from '../../../contract/api/owner-portal.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Queryable } from '../../db/client.ts';
import { OwnerRefusal } from './refusal.ts';

const SELECT = `select h.id, h.code, t.name, case when $2 = 'de' then r.name_de else r.name_en end as region
  from houses h join house_texts t on t.house_id = h.id and t.lang = $2 join regions r on r.id = h.region_id`;

type HouseRow = OwnerHouse & { id: number };

const house = ({ code, name, region }: HouseRow): OwnerHouse => ({ code, name, region });

export async function ownerHouses(q: Queryable, ownerId: number, locale: Locale): Promise<OwnerHouse[]> {
  return (await q.query<HouseRow>(`${SELECT} where h.owner_id = $1 order by h.code`, [ownerId, locale])).map(house);
}

/** One of the owner's houses by its code (any case), with its id; another's or none: 404. */
export async function ownHouse(
  q: Queryable,
  ownerId: number,
  code: string,
  locale: Locale,
): Promise<OwnerHouse & { id: number }> {
  const [row] = await q.query<HouseRow>(`${SELECT} where h.owner_id = $1 and h.code = upper($3)`, [
    ownerId,
    locale,
    code,
  ]);
  if (!row) throw new OwnerRefusal('houseNotFound', 404, 'house');
  return { ...house(row), id: Number(row.id) };
}
