/**
 * Flexible dates without reading every booking of the window: each house's
 * cheapest stay of the window as if nothing were booked, kept per window and
 * index build (the seasons decide it, not the bookings). A house whose such
 * stay is free has it as its cheapest free stay too (flexible.ts picks the
 * first cheapest; bookings only take stays away), so the database is asked
 * only which of these stays are taken (unbookedBusySql) and, for those
 * houses alone, their bookings in the window.
 */
import type { PricedStay, StayWindow } from './flexible.ts';
import type { SearchIndex } from './search-index.ts';

/** Per house id: its cheapest stay as if nothing were booked (to 0: none). */
export class UnbookedStays {
  private readonly from: Int32Array;
  private readonly to: Int32Array;
  private readonly cents: Float64Array;

  constructor(index: SearchIndex, window: StayWindow) {
    const size = index.houses.reduce((max, h) => Math.max(max, h.id), 0) + 1;
    this.from = new Int32Array(size);
    this.to = new Int32Array(size);
    this.cents = new Float64Array(size);
    for (const h of index.houses) {
      const best = window.cheapest(h.seasons, undefined);
      if (!best) continue;
      this.from[h.id] = best.from;
      this.to[h.id] = best.to;
      this.cents[h.id] = best.weekCents;
    }
  }

  get(id: number): PricedStay | null {
    return this.to[id] ? { from: this.from[id], to: this.to[id], weekCents: this.cents[id] } : null;
  }

  private arrays: [string, string, string] | null = null;

  /** The houses that have one and their stays, as int[] literals: ids, froms, tos (unbookedBusySql's parameters). */
  columns(): [string, string, string] {
    if (this.arrays) return this.arrays;
    const [ids, froms, tos]: number[][] = [[], [], []];
    this.to.forEach((to, id) => {
      if (!to) return;
      ids.push(id);
      froms.push(this.from[id]);
      tos.push(to);
    });
    const literal = (values: number[]) => `{${values.join(',')}}`;
    return (this.arrays = [literal(ids), literal(froms), literal(tos)]);
  }
}

/** Windows kept per build: each about 16 bytes a house. */
const KEPT_WINDOWS = 8;
const kept = new WeakMap<SearchIndex, Map<string, UnbookedStays>>();

/** The index's UnbookedStays of the window, made once per build. */
export function unbookedStays(index: SearchIndex, window: StayWindow): UnbookedStays {
  let windows = kept.get(index);
  if (!windows) kept.set(index, (windows = new Map()));
  const key = window.stays.map((s) => `${s.from} ${s.to}`).join(',');
  let stays = windows.get(key);
  if (!stays) {
    stays = new UnbookedStays(index, window);
    if (windows.size === KEPT_WINDOWS) windows.delete(windows.keys().next().value!);
  } else windows.delete(key);
  // The last asked last: the first is the one asked longest ago.
  windows.set(key, stays);
  return stays;
}
