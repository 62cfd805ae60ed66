/**
 * Every house's taken nights in memory (taken-nights.ts), read from the
 * stays table on first use and forgotten when a stay of the house changes
 * (data-version.ts: in any process, on commit). Holds the stays that end in
 * the calendar's first year or later. While the process cannot hear changes
 * (not trusted) it asks the database every time.
 */
import { yearOf, type IsoDate } from '../../../contract/dates.ts';
import type { DataWatch } from '../catalogue/data-version.ts';
import { occupiedStays } from '../catalogue/stays.ts';
import type { Queryable } from '../../db/client.ts';
import { packTaken, type TakenNights } from './taken-nights.ts';

export class AvailabilityStore {
  private readonly byHouse = new Map<number, TakenNights>();
  private since = '';
  /** Counts invalidations: a load that saw one meanwhile is not kept. */
  private generation = 0;

  constructor(private readonly watch: DataWatch) {
    watch.subscribe((change) => {
      this.generation++;
      if (change.kind === 'catalogue') return;
      if (change.kind === 'stays' && change.houseId !== null) this.byHouse.delete(change.houseId);
      else this.byHouse.clear();
    });
  }

  /** The taken nights of a house from January 1st of today's year on. */
  async taken(q: Queryable, houseId: number, today: IsoDate): Promise<TakenNights> {
    return (await this.takenOf(q, [houseId], today)).get(houseId)!;
  }

  /** The same for several houses, the unknown ones read with one statement. */
  async takenOf(q: Queryable, houseIds: readonly number[], today: IsoDate): Promise<Map<number, TakenNights>> {
    const since = `${yearOf(today)}-01-01`;
    if (since !== this.since) {
      this.byHouse.clear();
      this.since = since;
    }
    const trusted = this.watch.trusted();
    const out = new Map<number, TakenNights>();
    for (const id of houseIds) {
      const known = trusted ? this.byHouse.get(id) : undefined;
      if (known) out.set(id, known);
    }
    const missing = houseIds.filter((id) => !out.has(id));
    if (!missing.length) return out;
    const generation = this.generation;
    const stays = await occupiedStays(q, missing, since, '9999-12-31');
    const keep = trusted && this.watch.trusted() && generation === this.generation && since === this.since;
    for (const id of missing) {
      const taken = packTaken(stays.get(id) ?? []);
      out.set(id, taken);
      if (keep) this.byHouse.set(id, taken);
    }
    return out;
  }
}
