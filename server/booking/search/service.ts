/**
 * The house search (GET /api/houses/search, SPEC §3 Search result, §7): one
 * SQL statement for the ids of every match in order (the total, the page and
 * the map come from it; the map points' JSON from map-points.ts), then the
 * cards of the page through loadHouses (kept per catalogue build, cards.ts),
 * then — when fewer than OTHER_THRESHOLD houses match — other houses near
 * the filters. Without a search text, relevance puts the favourites
 * (category 'favourites') first, then the houses in the order of their ids.
 *
 * otherHouses: the filters are relaxed one step at a time, each step keeping
 * the previous ones: (1) highlights, bed types and categories go; (2) the
 * price range goes; (3) the number of bedrooms goes; (4) the search text and
 * the regions go. The stay (only free houses) and the number of adults
 * always hold. Each step adds the houses it finds, nearest first to the
 * centre of what was searched (the text's best match: a house, area, region
 * or place; else the chosen regions' centre; with neither, in the order
 * asked for), until there are OTHER_LIMIT; a house of the results (or one
 * already added) never comes twice.
 */
import type { House } from '../../../src/api/types.ts';
import type { IsoDate } from '../../../src/lib/dates.ts';
import type { Locale } from '../../../src/lib/locale.ts';
import { loadHouses, type HousePart } from '../catalogue/house.ts';
import type { Db } from '../db/client.ts';
import type { SearchFilters, SearchRequest } from './query.ts';
import { ensureSearchTable } from './search-table.ts';
import { CARD_GALLERY, CardCache } from './cards.ts';
import type { MapPoints } from './map-points.ts';
import { idsSql, pageSql, textCentreSql, type LatLon } from './sql.ts';
import { priceOfStay } from './stay-price.ts';

/** Fewer matches than this bring otherHouses… */
export const OTHER_THRESHOLD = 6;
/** …up to this many. */
export const OTHER_LIMIT = 6;

export interface Reference {
  regions: Map<number, LatLon>;
}

export interface SearchContext {
  db: Db;
  lang: Locale;
  today: IsoDate;
  reference: Reference;
  /** The map points and cards of this router's process (map-points.ts, cards.ts). */
  mapPoints: MapPoints;
  cards: CardCache;
}

/** The answer, with the map points as ready JSON text (see renderSearchAnswer). */
export interface SearchAnswer {
  houses: House[];
  total: number;
  perPage: number;
  allHousesJson: string;
  otherHouses: House[];
}

interface PageRow {
  ids: number[];
  version: number;
  fresh: boolean;
}

export async function searchHouses(ctx: SearchContext, request: SearchRequest): Promise<SearchAnswer> {
  const { db, lang, today } = ctx;
  const page = pageSql(request, { order: request.order }, today);
  let [row] = await db.query<PageRow>(page.sql, page.params);
  // The search table's freshness comes with the answer (no extra query); when stale, build it and ask again.
  if (!row.fresh) {
    await ensureSearchTable(db, today);
    [row] = await db.query<PageRow>(page.sql, page.params);
  }
  const allHousesJson = await ctx.mapPoints.render(db, row.ids, row.version, lang);
  const houses = await cards(ctx, row.ids.slice(request.offset, request.offset + request.limit), request, row.version);
  let otherHouses: House[] = [];
  // A list of houses by code (the shortlist) is exactly those houses: no others near them.
  if (row.ids.length < OTHER_THRESHOLD && !request.codes.length) {
    // Every match, not only this page's: none of them may come again.
    otherHouses = await cards(ctx, await otherHouseIds(ctx, request, row.ids), request, row.version);
  }
  return { houses, total: row.ids.length, perPage: request.limit, allHousesJson, otherHouses };
}

/** The JSON body of SPEC §7's answer: {houses, paginations {total, perPage, allHouses}, otherHouses {houses}}. */
export function renderSearchAnswer(a: SearchAnswer): string {
  return `{"houses":${JSON.stringify(a.houses)},"paginations":{"total":${a.total},"perPage":${a.perPage},"allHouses":${a.allHousesJson}},"otherHouses":{"houses":${JSON.stringify(a.otherHouses)}}}`;
}

/** Card payloads of the houses, in order; with a stay each has availability {price, nights}. */
async function cards(ctx: SearchContext, ids: readonly number[], request: SearchRequest, version: number): Promise<House[]> {
  if (!ids.length) return [];
  const stay = request.include.availability ? request.stay : null;
  const wantPrices = request.include.parts.includes('prices');
  const parts: HousePart[] = stay && !wantPrices ? [...request.include.parts, 'prices'] : request.include.parts;
  const loaded = CardCache.covers(parts)
    ? // Shared with other answers: changed only on a copy.
      (await ctx.cards.load(ctx.db, ids, { lang: ctx.lang, today: ctx.today, version })).map((card) => ({ ...card }))
    : await loadHouses(ctx.db, ids, { lang: ctx.lang, today: ctx.today, include: parts, gallery: CARD_GALLERY });
  for (const house of loaded) {
    if (stay) house.availability = priceOfStay(house.prices ?? [], stay.from, stay.to);
    if (!wantPrices) delete house.prices;
  }
  return loaded;
}

/** The relaxation steps of otherHouses (see the top of this file); steps that would change nothing are left out. */
export function relaxations(filters: SearchFilters): SearchFilters[] {
  const steps: SearchFilters[] = [];
  let current = filters;
  const relax = (next: SearchFilters, changed: boolean) => {
    if (!changed) return;
    steps.push(next);
    current = next;
  };
  relax({ ...current, highlightIds: [], beds: [], categoryIds: [] }, current.highlightIds.length + current.beds.length + current.categoryIds.length > 0);
  relax({ ...current, minPrice: null, maxPrice: null }, current.minPrice !== null || current.maxPrice !== null);
  relax({ ...current, bedrooms: null }, current.bedrooms !== null);
  relax({ ...current, text: null, regionIds: [] }, current.text !== null || current.regionIds.length > 0);
  return steps;
}

/** The centre of what was searched: the text's best match, else the chosen regions' middle. */
export async function searchCentre(ctx: SearchContext, filters: SearchFilters): Promise<LatLon | null> {
  if (filters.text !== null) {
    const { sql, params } = textCentreSql(filters.text);
    const [found] = await ctx.db.query<LatLon>(sql, params);
    if (found) return found;
  }
  const centres = filters.regionIds.map((id) => ctx.reference.regions.get(id)).filter((c): c is LatLon => !!c);
  if (!centres.length) return null;
  return {
    latitude: centres.reduce((sum, c) => sum + c.latitude, 0) / centres.length,
    longitude: centres.reduce((sum, c) => sum + c.longitude, 0) / centres.length,
  };
}

async function otherHouseIds(ctx: SearchContext, request: SearchRequest, found: readonly number[]): Promise<number[]> {
  const steps = relaxations(request);
  if (!steps.length) return [];
  const near = await searchCentre(ctx, request);
  const others: number[] = [];
  for (const filters of steps) {
    const need = OTHER_LIMIT - others.length;
    if (need <= 0) break;
    const { sql, params } = idsSql(filters, { order: request.order, exclude: [...found, ...others], near }, need);
    for (const row of await ctx.db.query<{ house_id: number }>(sql, params)) others.push(row.house_id);
  }
  return others;
}
