/**
 * Flexible dates: each house's cheapest free stay of a window (flexible.ts),
 * kept per index build and window while the process hears every change of the
 * stays (data-version.ts: a stay written in any process is told on its
 * commit), and asked of the database again only for the houses whose stays
 * changed since: a search of a window asked before costs no statement of its
 * own. While the process does not hear the changes (not trusted) every search
 * asks the database (unbooked.ts), as a dated search does.
 */
import type { Db } from '../../db/client.ts';
import { dataWatch, type DataWatch } from '../catalogue/data-version.ts';
import type { StayWindow } from './flexible.ts';
import { eachRecord } from './number-records.ts';
import type { IndexedHouse, SearchIndex } from './search-index.ts';
import { houseBusySql, unbookedBusySql } from './sql.ts';
import { HouseStays, UnbookedStays } from './unbooked.ts';

/** More houses changed than this: the whole window is asked again in one statement rather than house by house. */
const REASK_LIMIT = 2000;

/** One window of one index build: its unbooked stays, and its free stays as of the stays count `stamp`. */
class WindowStays {
  readonly unbooked: UnbookedStays;
  private free: HouseStays | null = null;
  /** DataWatch.staysVersion() when `free` was asked for: the houses changed after it are asked again. */
  private stamp = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly index: SearchIndex,
    private readonly window: StayWindow,
  ) {
    this.unbooked = new UnbookedStays(index, window);
  }

  current(db: Db, watch: DataWatch): Promise<HouseStays> {
    if (!watch.trusted()) return this.fromDatabase(db);
    // One update at a time, so that an older answer never overwrites a newer one.
    const turn = this.queue.then(() => this.update(db, watch));
    this.queue = turn.catch(() => {});
    return turn;
  }

  private async update(db: Db, watch: DataWatch): Promise<HouseStays> {
    // Read before the database is: a change heard from now on is asked for again next time.
    const version = watch.staysVersion();
    if (this.free && version === this.stamp) return this.free;
    const changed = this.free && this.index.houses.filter((h) => watch.staysVersion(h.id) > this.stamp);
    if (this.free && changed && changed.length <= REASK_LIMIT) await this.reask(db, this.free, changed);
    else this.free = await this.fromDatabase(db);
    this.stamp = version;
    return this.free;
  }

  /** Every house's, from the bookings of the houses whose unbooked cheapest stay is taken. */
  private async fromDatabase(db: Db): Promise<HouseStays> {
    const { sql, params } = unbookedBusySql(this.unbooked.columns(), this.window);
    const busy = parseBusy((await db.query<{ busy: string | null }>(sql, params))[0].busy);
    const free = new HouseStays(this.index);
    for (const h of this.index.houses) {
      const taken = busy.get(h.id);
      free.set(h.id, taken ? this.window.cheapest(h.seasons, taken) : this.unbooked.get(h.id));
    }
    return free;
  }

  /** Those of some houses, from their bookings in the window. */
  private async reask(db: Db, free: HouseStays, houses: readonly IndexedHouse[]): Promise<void> {
    if (!houses.length) return;
    const { sql, params } = houseBusySql(
      houses.map((h) => h.id),
      this.window,
    );
    const busy = parseBusy((await db.query<{ busy: string | null }>(sql, params))[0].busy);
    for (const h of houses) free.set(h.id, this.window.cheapest(h.seasons, busy.get(h.id)));
  }
}

/** 'house from to,…' → [from, to, from, to, …] by house. */
export function parseBusy(text: string | null): Map<number, number[]> {
  const busy = new Map<number, number[]>();
  eachRecord(text ?? '', 3, ([house, from, to]) => {
    let ranges = busy.get(house);
    if (!ranges) busy.set(house, (ranges = []));
    ranges.push(from, to);
  });
  return busy;
}

/** Windows kept per build: each about 32 bytes a house. */
const KEPT_WINDOWS = 8;
const kept = new WeakMap<SearchIndex, Map<string, WindowStays>>();

/** The index's WindowStays of the window, made once per build; the last asked is the last given up. */
function keptWindow(index: SearchIndex, window: StayWindow): WindowStays {
  let windows = kept.get(index);
  if (!windows) kept.set(index, (windows = new Map()));
  const key = window.stays.map((s) => `${s.from} ${s.to}`).join(',');
  let stays = windows.get(key);
  if (!stays) {
    stays = new WindowStays(index, window);
    if (windows.size === KEPT_WINDOWS) windows.delete(windows.keys().next().value!);
  } else windows.delete(key);
  windows.set(key, stays);
  return stays;
}

/** Each house's cheapest free stay of the window now (to the last change heard). */
export function freeStays(db: Db, index: SearchIndex, window: StayWindow): Promise<HouseStays> {
  return keptWindow(index, window).current(db, dataWatch(db));
}
