/**
 * Flexible dates (contract/flexible-stays.ts): each house's cheapest free
 * stay among the stays of the window. Prices come from the house's seasons
 * by the rule of stay-price.ts (all stays of a house from one pass over its
 * seasons); availability from the stays the database holds in the window
 * (sql.ts), so a booking shows at once.
 */
import type { WindowStay } from '../../../contract/flexible-stays.ts';
import { cumulativeWeekCents, type PackedSeasons } from '../catalogue/stay-price.ts';

/** A house's stay of the window and its Σ nights × week price in cents (stayWeekCents). */
export interface PricedStay extends WindowStay {
  weekCents: number;
}

/** The window's stays, and room to price them. */
export class StayWindow {
  readonly first: number;
  readonly last: number;
  private readonly sums: Float64Array;
  private readonly gaps: Int32Array;

  constructor(readonly stays: readonly WindowStay[]) {
    this.first = Math.min(...stays.map((s) => s.from));
    this.last = Math.max(...stays.map((s) => s.to));
    this.sums = new Float64Array(this.last - this.first + 1);
    this.gaps = new Int32Array(this.last - this.first + 1);
  }

  /**
   * The cheapest stay that has a price and overlaps none of `busy` ([from,
   * to) day numbers, flat: from, to, from, to, …); on a tie the earliest, then
   * the shortest. Null when none.
   */
  cheapest(seasons: PackedSeasons, busy: readonly number[] | undefined): PricedStay | null {
    const { sums, gaps, first } = this;
    cumulativeWeekCents(seasons, first, this.last, sums, gaps);
    let best: PricedStay | null = null;
    for (const stay of this.stays) {
      const a = stay.from - first;
      const b = stay.to - first;
      if (gaps[a] !== gaps[b]) continue;
      const weekCents = sums[b] - sums[a];
      if (best && weekCents >= best.weekCents) continue;
      if (busy && overlaps(busy, stay)) continue;
      best = { from: stay.from, to: stay.to, weekCents };
    }
    return best;
  }
}

function overlaps(busy: readonly number[], stay: WindowStay): boolean {
  for (let i = 0; i < busy.length; i += 2) if (busy[i] < stay.to && busy[i + 1] > stay.from) return true;
  return false;
}
