/**
 * House payloads (loadHouses) kept in memory for one version of the
 * catalogue (data-version.ts) and one day (seasons not yet ended, the
 * calendar's years): built on first use, per house, language and set of
 * parts, kept as JSON text (compact; each read parses a copy of its own), at
 * most `limit` of them and `budget` characters in all (the least recently
 * used go first), all forgotten when the catalogue changes in any process or
 * the day turns.
 * Also small answers of the same kind (a slug's house, similar houses).
 * Nothing here depends on the stays: availability is added per request.
 */
import type { House } from '../../../contract/api/types.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Queryable } from '../../db/client.ts';
import type { DataWatch } from '../catalogue/data-version.ts';
import { loadHouses, type LoadOptions } from '../catalogue/house.ts';

export class HouseCache {
  private stamp = '';
  private readonly payloads = new Map<string, string>();
  private size = 0;
  private readonly answers = new Map<string, unknown>();

  constructor(
    private readonly watch: DataWatch,
    private readonly limit = 2000,
    private readonly budget = 16_000_000,
  ) {}

  /** The current stamp, after forgetting what an older one made. */
  private current(today: IsoDate): string {
    const stamp = `${this.watch.catalogueVersion()}/${today}`;
    if (stamp !== this.stamp) {
      this.payloads.clear();
      this.size = 0;
      this.answers.clear();
      this.stamp = stamp;
    }
    return stamp;
  }

  /** Whether what was read under `stamp` may be kept. */
  private keeps(stamp: string, today: IsoDate): boolean {
    return this.watch.trusted() && this.current(today) === stamp;
  }

  /**
   * loadHouses from memory (the same payloads, each the caller's own copy;
   * options.stay is ignored: availability is the caller's).
   */
  async load(q: Queryable, ids: readonly number[], options: Omit<LoadOptions, 'stay'>): Promise<House[]> {
    const stamp = this.current(options.today);
    const shape = [
      options.lang,
      [...new Set(options.include ?? [])].sort().join(','),
      JSON.stringify(options.gallery ?? null),
      options.guestbookLimit ?? '',
      options.reviewsLimit ?? '',
      options.imageBase ?? '',
    ].join('|');
    const key = (id: number) => `${shape}|${id}`;
    const found = new Map<number, House>();
    for (const id of ids) {
      const json = this.payloads.get(key(id));
      if (json === undefined) continue;
      this.payloads.delete(key(id)); // the most recently used last
      this.payloads.set(key(id), json);
      found.set(id, JSON.parse(json) as House);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      const loaded = await loadHouses(q, missing, options);
      const keep = this.keeps(stamp, options.today);
      for (const house of loaded) {
        found.set(house.id, house);
        if (!keep) continue;
        const json = JSON.stringify(house);
        this.size += json.length - (this.payloads.get(key(house.id))?.length ?? 0);
        this.payloads.set(key(house.id), json);
      }
      for (const [oldest, json] of this.payloads) {
        if (this.payloads.size <= this.limit && this.size <= this.budget) break;
        this.payloads.delete(oldest);
        this.size -= json.length;
      }
    }
    return ids.filter((id) => found.has(id)).map((id) => found.get(id)!);
  }

  /** An answer that depends on the catalogue only (and the day), asked of the database once. */
  async remember<T>(key: string, today: IsoDate, ask: () => Promise<T>): Promise<T> {
    const stamp = this.current(today);
    if (this.answers.has(key)) return this.answers.get(key) as T;
    const answer = await ask();
    if (this.keeps(stamp, today)) {
      if (this.answers.size >= this.limit * 10) this.answers.clear();
      this.answers.set(key, answer);
    }
    return answer;
  }
}
