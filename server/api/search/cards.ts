/**
 * Card payloads of the search (docs/product/api.md#houses-and-search: the from-price and one 4x3
 * picture; the seasons come with include=prices), kept per process for one build of the catalogue and one day:
 * everything in them comes from tables whose writes bump
 * search_state.version (migration 040) or from the day (seasons not yet
 * ended), so the key (build, day, language, house) says when one is stale.
 * Popular pages then cost no catalogue query at all; other includes (texts,
 * reviews, availabilityPerYear…) always load afresh.
 */
import type { House } from '../../../contract/api/types.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { loadHouses, type HousePart } from '../catalogue/house.ts';
import type { Queryable } from '../../db/client.ts';

/** The parts a cached card holds. */
export const CARD_PARTS: readonly HousePart[] = ['prices', 'gallery'];
/**
 * A card's picture: the first, cut 4x3, at 400, 800 and 1200 px — a card is
 * at most 22rem wide on a desktop (1x and 2x), 50vw on a tablet and 100vw of a
 * 360–430 px phone (1x–3x); the browser picks by the card's `sizes`.
 */
export const CARD_GALLERY = { limit: 1, ratios: ['4x3' as const], card: { widths: [400, 800, 1200] } };

export class CardCache {
  private stamp = '';
  private readonly cards = new Map<string, House>();

  /**
   * At most `limit` cards (the oldest go first); their pictures' URLs on
   * `imageBase` (PICTURES_PUBLIC_URL) when set.
   */
  constructor(
    private readonly limit = 4000,
    readonly imageBase?: string,
  ) {}

  /** Whether cards with these parts come from the cache. */
  static covers(parts: readonly HousePart[]): boolean {
    return parts.every((part) => CARD_PARTS.includes(part));
  }

  /** The cards of the houses in order (unknown or unpublished ones left out), with prices; callers copy before changing one. */
  async load(
    q: Queryable,
    ids: readonly number[],
    at: { lang: Locale; today: IsoDate; version: number },
  ): Promise<House[]> {
    const stamp = `${at.version}/${at.today}`;
    if (stamp !== this.stamp) {
      this.cards.clear();
      this.stamp = stamp;
    }
    const key = (id: number) => `${at.lang}/${id}`;
    const found = new Map<number, House>();
    for (const id of ids) {
      const card = this.cards.get(key(id));
      if (card) found.set(id, card);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) {
      const loaded = await loadHouses(q, missing, {
        lang: at.lang,
        today: at.today,
        include: CARD_PARTS,
        gallery: CARD_GALLERY,
        imageBase: this.imageBase,
      });
      for (const card of loaded) {
        found.set(card.id, card);
        if (this.stamp === stamp) this.cards.set(key(card.id), card);
      }
      for (const oldest of this.cards.keys()) {
        if (this.cards.size <= this.limit) break;
        this.cards.delete(oldest);
      }
    }
    return ids.filter((id) => found.has(id)).map((id) => found.get(id)!);
  }
}
