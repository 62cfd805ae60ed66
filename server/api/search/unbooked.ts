/**
 * Flexible dates without reading every booking of the window: each house's
 * cheapest stay of the window as if nothing were booked (the seasons decide
 * it, not the bookings). A house whose such stay is free has it as its
 * cheapest free stay too (flexible.ts picks the first cheapest; bookings only
 * take stays away), so the database is asked first which of these stays are
 * taken (free-stays.ts).
 */
import type { PricedStay, StayWindow } from './flexible.ts';
import type { SearchIndex } from './search-index.ts';

/** Per house id a priced stay of the window, or none: 16 bytes a house. */
export class HouseStays {
  private readonly from: Int32Array;
  private readonly to: Int32Array;
  private readonly cents: Float64Array;

  constructor(index: SearchIndex) {
    const size = index.houses.reduce((max, h) => Math.max(max, h.id), 0) + 1;
    this.from = new Int32Array(size);
    this.to = new Int32Array(size);
    this.cents = new Float64Array(size);
  }

  get(id: number): PricedStay | null {
    return this.to[id] ? { from: this.from[id], to: this.to[id], weekCents: this.cents[id] } : null;
  }

  set(id: number, stay: PricedStay | null): void {
    this.from[id] = stay?.from ?? 0;
    this.to[id] = stay?.to ?? 0; // to 0: none
    this.cents[id] = stay?.weekCents ?? 0;
  }
}

/** Each house's cheapest stay of the window as if nothing were booked. */
export class UnbookedStays extends HouseStays {
  constructor(index: SearchIndex, window: StayWindow) {
    super(index);
    for (const h of index.houses) this.set(h.id, window.cheapest(h.seasons, undefined));
  }
}

/** Columns of numbers as int[] literals: a string is far cheaper to send than an array of 50,000 numbers. */
export function intArrays(...columns: [number[], number[], number[]]): [string, string, string] {
  return columns.map((values) => `{${values.join(',')}}`) as [string, string, string];
}
