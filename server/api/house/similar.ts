/**
 * Similar listings (docs/product/screens.md#house: "two more houses"): other published houses
 * of the same region first, the closest in size (bedrooms, then persons, then
 * m²), then the nearest; when dates are chosen only houses free and priced
 * for every night of the stay. The order depends on the catalogue only:
 * its first SIMILAR_CANDIDATES are remembered with it (catalogue-cache/) and
 * dates pick the free, priced ones among them from memory; the database is
 * asked only when too few of them fit.
 */
import type { House } from '../../../contract/api/types.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { CatalogueMemory } from '../catalogue-cache/catalogue-memory.ts';
import type { Queryable } from '../../db/client.ts';

export const SIMILAR_COUNT = 2;
const SIMILAR_CANDIDATES = 24;

export async function similarHouseIds(
  q: Queryable,
  house: Pick<House, 'id' | 'region' | 'numberOfBedrooms' | 'numberOfPersons' | 'size' | 'location'>,
  stay: { from: IsoDate; to: IsoDate } | null,
  limit = SIMILAR_COUNT,
): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select h.id from houses h
      where h.published and h.id <> $1
        and ($6::date is null or (
              not exists (select 1 from stays s where s.house_id = h.id and s.active and s.stay && daterange($6::date, $7::date))
          and not exists (select 1 from generate_series($6::date, $7::date - 1, interval '1 day') night
                           where not exists (select 1 from house_prices p where p.house_id = h.id and p.season @> night::date))))
      order by (h.region_id = $2) desc,
               abs(h.bedrooms - $3) * 2 + abs(h.max_persons - $4) + abs(h.size_m2 - $5) / 30.0,
               (h.latitude - $8) ^ 2 + ((h.longitude - $9) * 0.44) ^ 2,
               h.id
      limit $10`,
    [
      house.id,
      house.region.id,
      house.numberOfBedrooms,
      house.numberOfPersons,
      house.size.value,
      stay?.from ?? null,
      stay?.to ?? null,
      house.location.latitude,
      house.location.longitude,
      limit,
    ],
  );
  return rows.map((r) => r.id);
}

/** The similar houses as cards: facts, one 4x3 picture, and the stay's price when dated. */
export async function similarHouses(
  q: Queryable,
  memory: CatalogueMemory,
  house: Parameters<typeof similarHouseIds>[1],
  options: { lang: Locale; today: IsoDate; stay: { from: IsoDate; to: IsoDate } | null; imageBase?: string },
): Promise<House[]> {
  const { stay, today, lang, imageBase } = options;
  const candidates = await memory.remember(`similar|${house.id}`, today, () =>
    similarHouseIds(q, house, null, SIMILAR_CANDIDATES),
  );
  let ids = candidates.slice(0, SIMILAR_COUNT);
  if (stay) {
    const fitting = await memory.bookable(q, candidates, stay, today, lang, SIMILAR_COUNT);
    // Fewer than asked among every other house (fewer candidates than the limit) is the answer too.
    ids =
      fitting && (fitting.length === SIMILAR_COUNT || candidates.length < SIMILAR_CANDIDATES)
        ? fitting
        : await similarHouseIds(q, house, stay);
  }
  return memory.loadHouses(q, ids, {
    lang,
    today,
    include: ['gallery'],
    gallery: { limit: 1, ratios: ['4x3'] },
    stay: stay ?? undefined,
    imageBase,
  });
}
