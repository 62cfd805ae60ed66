/**
 * The catalogue's reads from memory, one per process and database: house
 * payloads (house-cache.ts) with the request's parts added to a copy — the
 * calendar and a stay's price from the house's taken nights
 * (availability/store.ts) and its seasons. While the process cannot hear
 * changes (data-version.ts trusted()), everything is read from the database.
 */
import type { Logger } from 'pino';
import type { House, StayPrice } from '../../../contract/api/types.ts';
import { calendarYears } from '../../../contract/availability.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { AvailabilityStore } from '../availability/store.ts';
import { isFree, takenPerYear } from '../availability/taken-nights.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { priceOfStay } from '../catalogue/stay-price.ts';
import { dataWatch, type DataWatch } from '../catalogue/data-version.ts';
import { findHouseId, loadHouses, type HousePart, type LoadOptions } from '../catalogue/house.ts';
import { stayPricePayload } from '../catalogue/prices.ts';
import { isHouseFree } from '../catalogue/stays.ts';
import { HouseCache } from './house-cache.ts';

type Stay = { from: IsoDate; to: IsoDate };

export class CatalogueMemory {
  readonly houses: HouseCache;
  readonly availability: AvailabilityStore;

  constructor(private readonly watch: DataWatch) {
    this.houses = new HouseCache(watch);
    this.availability = new AvailabilityStore(watch);
  }

  /** loadHouses, the same answer: catalogue parts from memory, availability per request. */
  async loadHouses(q: Queryable, ids: readonly number[], options: LoadOptions): Promise<House[]> {
    if (!this.watch.trusted()) return loadHouses(q, ids, options);
    const include = new Set(options.include ?? []);
    // The seasons always: a stay is priced from them.
    const parts: HousePart[] = [...include].filter((p) => p !== 'availabilityPerYear');
    if (!include.has('prices')) parts.push('prices');
    const { stay, ...rest } = options;
    const houses = await this.houses.load(q, ids, { ...rest, include: parts });
    const years = calendarYears(options.today);
    return Promise.all(
      houses.map(async (house) => {
        if (include.has('availabilityPerYear') || stay) {
          const taken = await this.availability.taken(q, house.id, options.today);
          if (include.has('availabilityPerYear')) house.availabilityPerYear = takenPerYear(taken, years);
          if (stay)
            house.availability = isFree(taken, stay.from, stay.to)
              ? priceOfStay(house.prices ?? [], stay.from, stay.to)
              : null;
        }
        if (!include.has('prices')) delete house.prices;
        return house;
      }),
    );
  }

  /** findHouseId from memory. */
  houseId(q: Queryable, ref: { slug?: string; code?: string }, lang: Locale, today: IsoDate): Promise<number | null> {
    if (!this.watch.trusted()) return findHouseId(q, ref, lang);
    const key = ref.code ? `code|${ref.code.toUpperCase()}` : `slug|${lang}|${ref.slug ?? ''}`;
    return this.houses.remember(key, today, () => findHouseId(q, ref, lang));
  }

  /** Whether the stay's nights are free and its price (null: a night without a season). */
  async stay(
    q: Queryable,
    houseId: number,
    stay: Stay,
    today: IsoDate,
    lang: Locale,
  ): Promise<{ free: boolean; price: StayPrice | null }> {
    if (!this.watch.trusted()) {
      if (!(await isHouseFree(q, houseId, stay.from, stay.to))) return { free: false, price: null };
      return { free: true, price: await stayPricePayload(q, houseId, stay.from, stay.to) };
    }
    if (!isFree(await this.availability.taken(q, houseId, today), stay.from, stay.to))
      return { free: false, price: null };
    const [house] = await this.houses.load(q, [houseId], { lang, today, include: ['prices'] });
    return { free: true, price: house ? priceOfStay(house.prices ?? [], stay.from, stay.to) : null };
  }

  /**
   * The first `count` of the houses, in order, that are free and priced for
   * every night of the stay; null while not trusted (ask the database).
   */
  async bookable(
    q: Queryable,
    ids: readonly number[],
    stay: Stay,
    today: IsoDate,
    lang: Locale,
    count: number,
  ): Promise<number[] | null> {
    if (!this.watch.trusted()) return null;
    const taken = await this.availability.takenOf(q, ids, today);
    const free = ids.filter((id) => isFree(taken.get(id)!, stay.from, stay.to));
    const found: number[] = [];
    for (const house of await this.houses.load(q, free, { lang, today, include: ['prices'] })) {
      if (found.length === count) break;
      if (priceOfStay(house.prices ?? [], stay.from, stay.to)) found.push(house.id);
    }
    return found;
  }

  /** The calendar strings of a house. */
  async calendar(q: Queryable, houseId: number, today: IsoDate) {
    return takenPerYear(await this.availability.taken(q, houseId, today), calendarYears(today));
  }

  /** An answer that depends on the catalogue only; asked afresh while not trusted. */
  remember<T>(key: string, today: IsoDate, ask: () => Promise<T>): Promise<T> {
    return this.watch.trusted() ? this.houses.remember(key, today, ask) : ask();
  }
}

const memories = new WeakMap<Db, CatalogueMemory>();

/** The process's catalogue memory of this database. */
export function catalogueMemory(db: Db, logger?: Logger): CatalogueMemory {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = new CatalogueMemory(dataWatch(db, logger))));
  return memory;
}
