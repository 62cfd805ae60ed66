/**
 * Flexible dates: each house's cheapest free stay of a window (flexible.ts),
 * kept per index build and window while the process hears every change of the
 * stays (data-version.ts: a stay written in any process is told on its
 * commit), and asked of the database again only for the houses whose stays
 * changed since: a search of a window asked before costs no statement of its
 * own. While the process does not hear the changes (not trusted) every search
 * asks the database, as a dated search does.
 */
import type { Db } from '../../db/client.ts';
import { dataWatch, type DataWatch } from '../catalogue/data-version.ts';
import type { PricedStay, StayWindow } from './flexible.ts';
import { eachRecord } from './number-records.ts';
import type { IndexedHouse, SearchIndex } from './search-index.ts';
import { houseBusySql, takingStaysSql } from './sql.ts';
import { HouseStays, intArrays, UnbookedStays } from './unbooked.ts';
import { perBuild } from './per-build.ts';

/** More houses changed than this: the whole window is worked out again, as at first. */
const REASK_LIMIT = 2000;
/** Rounds of asking which stays are taken, before the rest of the houses' bookings are read whole. */
const MAX_ROUNDS = 8;

/** A house whose stay is still to be checked, and the bookings known to take its cheaper ones. */
interface Pending {
  house: IndexedHouse;
  stay: PricedStay;
  busy: number[];
}

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
    if (!watch.trusted()) return this.everyHouse(db);
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
    if (this.free && changed && changed.length <= REASK_LIMIT) await this.resolve(db, this.free, changed);
    else this.free = await this.everyHouse(db);
    this.stamp = version;
    return this.free;
  }

  private async everyHouse(db: Db): Promise<HouseStays> {
    const free = new HouseStays(this.index);
    await this.resolve(db, free, this.index.houses);
    return free;
  }

  /**
   * Sets the houses' cheapest free stays: asks which of their cheapest stays
   * are taken and by what booking, then, for the taken ones, which of their
   * cheapest stays clear of the bookings known so far are taken, and so on
   * (a stay found free is the house's answer: every cheaper one is taken).
   */
  private async resolve(db: Db, free: HouseStays, houses: readonly IndexedHouse[]): Promise<void> {
    const answers = new Map<number, PricedStay | null>();
    let pending: Pending[] = [];
    for (const house of houses) {
      const stay = this.unbooked.get(house.id);
      answers.set(house.id, stay);
      if (stay) pending.push({ house, stay, busy: [] });
    }
    for (let round = 0; pending.length && round < MAX_ROUNDS; round++) {
      const { sql, params } = takingStaysSql(
        intArrays(
          pending.map((p) => p.house.id),
          pending.map((p) => p.stay.from),
          pending.map((p) => p.stay.to),
        ),
        this.hashSpan(pending),
      );
      const taking = parseBusy((await db.query<{ busy: string | null }>(sql, params))[0].busy);
      const next: Pending[] = [];
      for (const p of pending) {
        const booking = taking.get(p.house.id);
        if (!booking) continue; // free: its answer
        p.busy.push(...booking);
        const stay = this.window.cheapest(p.house.seasons, p.busy);
        answers.set(p.house.id, stay);
        if (stay) next.push({ ...p, stay });
      }
      pending = next;
    }
    if (pending.length) await this.readWhole(db, pending, answers);
    for (const [id, stay] of answers) free.set(id, stay);
  }

  /**
   * The days the pending stays lie in, when reading all the stays there costs
   * less than a step in stays_house per house (takingStaysSql); else null.
   * Measured at 50,000 houses: a step about 10 µs a house; the span's stays
   * about 2 µs a house of the index and 0.05 µs more a house per day.
   */
  private hashSpan(pending: readonly Pending[]): { from: number; to: number } | null {
    let [from, to] = [Infinity, -Infinity];
    for (const { stay } of pending) [from, to] = [Math.min(from, stay.from), Math.max(to, stay.to)];
    return this.index.houses.length * (2 + 0.05 * (to - from)) < pending.length * 10 ? { from, to } : null;
  }

  /** The answers of the houses still pending from all their bookings in the window. */
  private async readWhole(db: Db, pending: readonly Pending[], answers: Map<number, PricedStay | null>): Promise<void> {
    const { sql, params } = houseBusySql(
      pending.map((p) => p.house.id),
      this.window,
    );
    const busy = parseBusy((await db.query<{ busy: string | null }>(sql, params))[0].busy);
    for (const { house } of pending) answers.set(house.id, this.window.cheapest(house.seasons, busy.get(house.id)));
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

/** Windows kept per build (the last asked is the last given up): each about 32 bytes a house. */
const KEPT_WINDOWS = 8;
const windows = perBuild<WindowStays>(KEPT_WINDOWS);
/** The windows asked for lately, whatever the build, the last asked last: a new build works them out first (warmWindows). */
const recent = new Map<string, StayWindow>();

/** Each house's cheapest free stay of the window now (to the last change heard). */
export function freeStays(db: Db, index: SearchIndex, window: StayWindow): Promise<HouseStays> {
  const key = window.stays.map((s) => `${s.from} ${s.to}`).join(',');
  recent.delete(key);
  recent.set(key, window);
  if (recent.size > KEPT_WINDOWS) recent.delete(recent.keys().next().value!);
  return windowStays(db, index, key, window);
}

const windowStays = (db: Db, index: SearchIndex, key: string, window: StayWindow) =>
  windows(index, key, () => new WindowStays(index, window)).current(db, dataWatch(db));

/**
 * Works out the windows asked for lately on a new build before it answers a search (SearchIndexes'
 * `prepare`): a window's first search on a build asks the database for every house, 0.3–1.3 s at
 * 50,000 houses, and a new build comes with every catalogue change and every morning. Only while
 * the process hears the stays' changes: otherwise nothing is kept to warm. In the order they were
 * asked, which they keep: warming asks nothing anew.
 */
export async function warmWindows(db: Db, index: SearchIndex): Promise<void> {
  if (!dataWatch(db).trusted()) return;
  for (const [key, window] of [...recent]) await windowStays(db, index, key, window);
}
