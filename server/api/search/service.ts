/**
 * The house search (GET /api/houses/search, docs/product/api.md#houses-and-search): one
 * small statement asks the database whether the search index is current,
 * which houses are taken on the stay's nights and the text's search_key()
 * form (sql.ts requestSql); the index in memory (search-index.ts) gives every
 * match in order (matching.ts) — their number is the total, a slice the page
 * and, when asked (include=mapPoints), all of them the map points
 * (map-points.ts); the cards of the page come through loadHouses
 * (kept per catalogue build, cards.ts); then — when fewer than
 * OTHER_THRESHOLD houses match — other houses near the filters. Without a
 * search text, relevance puts the favourites (category 'favourites') first,
 * then the houses in the order of their ids.
 *
 * otherHouses: the filters are relaxed one step at a time, each step keeping
 * the previous ones: (1) highlights, bed types and categories go; (2) the
 * price range goes; (3) the number of bedrooms goes; (4) the search text and
 * the regions go. The stay (only free houses) and the number of adults
 * (or the flexible window) always hold. Each step adds the houses it finds, nearest first to the
 * centre of what was searched (the text's best match: a house, area, region
 * or place; else the chosen regions' centre; with neither, in the order
 * asked for), until there are OTHER_LIMIT; a house of the results (or one
 * already added) never comes twice.
 */
import { createHash } from 'node:crypto';
import { lruMemo } from '../../../contract/lru-memo.ts';
import type { House, SeasonPrice, StayPrice } from '../../../contract/api/types.ts';
import { fromDayNumber, toDayNumber, type IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { SearchOrder } from '../../../contract/search-api-query.ts';
import { loadHouses, type HousePart } from '../catalogue/house.ts';
import type { Db } from '../../db/client.ts';
import { CARD_GALLERY, CardCache } from './cards.ts';
import { didYouMean } from './did-you-mean.ts';
import { StayWindow, type PricedStay } from './flexible.ts';
import { freeStays } from './free-stays.ts';
import { pointsJson } from './map-points.ts';
import { findMatches, type LatLon, type Match, type MatchOptions } from './matching.ts';
import { answerKey, perBuild } from './per-build.ts';
import type { Flexible, SearchFilters, SearchRequest, Stay } from './query.ts';
import type { SearchIndex, SearchIndexes } from './search-index.ts';
import { ensureSearchTable } from './search-table.ts';
import { requestSql, textCentreSql, type RequestRow } from './sql.ts';
import { priceOfStay } from '../catalogue/stay-price.ts';
import { textQuery, type TextQuery } from './text-relevance.ts';
import type { HouseStays } from './unbooked.ts';

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
  /** The search index and cards of this router's process (search-index.ts, cards.ts). */
  indexes: SearchIndexes;
  cards: CardCache;
}

/** The answer, with the map points (when asked) as ready JSON text (see renderSearchAnswer). */
export interface SearchAnswer {
  houses: House[];
  total: number;
  perPage: number;
  allHousesJson: string | null;
  otherHouses: House[];
  /** The text with its typos corrected (did-you-mean.ts), or null. */
  didYouMean: string | null;
}

/** What a search needs of the database, read once per request. */
export interface Prepared {
  index: SearchIndex;
  /** Houses taken on a night of the stay (empty without one). */
  taken: ReadonlySet<number>;
  /** The taken houses as the database listed them, digested: the memos' key for them (per-build.ts). */
  takenKey: string;
  /** With flexible dates: each house's cheapest free stay of the window (free-stays.ts). */
  free?: HouseStays;
  text: TextQuery | null;
}

/** The taken houses of the stays searched lately, by their key: a summer week at 50,000 houses lists 38,000. */
const takenSets = lruMemo<string, ReadonlySet<number>>(16);

/** Reads the current build (building it when stale), the taken houses and the text's key; then the index of that build. */
export async function prepareSearch(
  ctx: Pick<SearchContext, 'db' | 'today' | 'indexes'>,
  text: string | null,
  stay: Stay | null,
  flexible: Flexible | null = null,
): Promise<Prepared> {
  const { db, today } = ctx;
  const { sql, params } = requestSql(today, text, stay);
  let [row] = await db.query<RequestRow>(sql, params);
  if (!row.fresh) {
    await ensureSearchTable(db, today);
    [row] = await db.query<RequestRow>(sql, params);
  }
  const index = await ctx.indexes.get(db, { version: row.version, builtFor: row.built_for });
  const takenKey = row.taken ? createHash('sha1').update(row.taken).digest('base64') : '';
  return {
    index,
    taken: takenSets(takenKey, () => new Set(row.taken ? row.taken.split(',').map(Number) : [])),
    takenKey,
    free: flexible ? await freeStays(db, index, new StayWindow(flexible.stays)) : undefined,
    text: row.text_key === null ? null : textQuery(row.text_key, index.vocabulary),
  };
}

/** The options of a search's matching from what was prepared for it. */
export const matchOptions = (prepared: Prepared, order: SearchOrder): MatchOptions => ({
  order,
  taken: prepared.taken,
  free: prepared.free,
  text: prepared.text,
});

export async function searchHouses(ctx: SearchContext, request: SearchRequest): Promise<SearchAnswer> {
  const prepared = await prepareSearch(ctx, request.text, request.stay, request.flexible);
  const { index } = prepared;
  const { total, page, all } = matched(prepared, request);
  const stay =
    request.include.availability && request.stay
      ? { from: toDayNumber(request.stay.from), to: toDayNumber(request.stay.to) }
      : null;
  const allHousesJson = request.include.mapPoints ? pointsJson(all!, index.mapPoints(ctx.lang), stay, 'object') : null;
  const houses = await cards(ctx, page, request, index.version);
  let otherHouses: House[] = [];
  // A list of houses by code (the shortlist) is exactly those houses: no others near them.
  if (total < OTHER_THRESHOLD && !request.codes.length) {
    // Every match, not only this page's: none of them may come again.
    otherHouses = await cards(
      ctx,
      await otherMatches(
        ctx,
        prepared,
        request,
        all!.map((m) => m.house.id),
      ),
      request,
      index.version,
    );
  }
  return {
    houses,
    total,
    perPage: request.limit,
    allHousesJson,
    otherHouses,
    didYouMean: didYouMean(request.text, prepared.text, index),
  };
}

interface Matched {
  total: number;
  /** The matches of the page asked for. */
  page: Match[];
  /** Every match, when the map points or otherHouses (below OTHER_THRESHOLD) need them. */
  all: Match[] | null;
}

/**
 * Searches kept per build: a list rendered for each visitor asks the same search again and again, and matching
 * 50,000 houses makes (and drops) an object for each every time. The taken houses are in the key, so a booking
 * is seen at once. Not a shuffled order, nor flexible dates (their free stays change within a build), nor a
 * search asking for every match.
 */
const keptSearches = perBuild<Matched>(64);

function matched(prepared: Prepared, request: SearchRequest): Matched {
  const work = (): Matched => {
    const found = findMatches(prepared.index, request, matchOptions(prepared, request.order));
    return {
      total: found.length,
      page: found.slice(request.offset, request.offset + request.limit),
      all: request.include.mapPoints || found.length < OTHER_THRESHOLD ? found : null,
    };
  };
  if (request.order === 'random' || request.flexible || request.include.mapPoints) return work();
  return keptSearches(prepared.index, answerKey([{ ...request, include: null }], prepared.takenKey), work);
}

/**
 * The JSON body of the search's answer (docs/product/api.md#houses-and-search): {houses, paginations {total,
 * perPage, allHouses when asked}, otherHouses {houses}, didYouMean when a word was taken as a typo}.
 */
export function renderSearchAnswer(a: SearchAnswer): string {
  const allHouses = a.allHousesJson === null ? '' : `,"allHouses":${a.allHousesJson}`;
  const corrected = a.didYouMean === null ? '' : `,"didYouMean":${JSON.stringify(a.didYouMean)}`;
  return `{"houses":${JSON.stringify(a.houses)},"paginations":{"total":${a.total},"perPage":${a.perPage}${allHouses}},"otherHouses":{"houses":${JSON.stringify(a.otherHouses)}}${corrected}}`;
}

/**
 * Card payloads of the matches, in order; with a stay each has availability
 * {price, nights}, with flexible dates that of its cheapest stay and the stay's checkIn and checkOut.
 */
async function cards(
  ctx: SearchContext,
  matches: readonly Match[],
  request: SearchRequest,
  version: number,
): Promise<House[]> {
  if (!matches.length) return [];
  const ids = matches.map((m) => m.house.id);
  const priced = request.include.availability && (request.stay || request.flexible);
  const wantPrices = request.include.parts.includes('prices');
  const parts: HousePart[] = priced && !wantPrices ? [...request.include.parts, 'prices'] : request.include.parts;
  const loaded = CardCache.covers(parts)
    ? // Shared with other answers: changed only on a copy.
      (await ctx.cards.load(ctx.db, ids, { lang: ctx.lang, today: ctx.today, version })).map((card) => ({ ...card }))
    : await loadHouses(ctx.db, ids, {
        lang: ctx.lang,
        today: ctx.today,
        include: parts,
        gallery: CARD_GALLERY,
        imageBase: ctx.cards.imageBase,
      });
  loaded.forEach((house, i) => {
    if (priced) house.availability = availabilityOf(house.prices ?? [], request.stay ?? matches[i].stay!);
    if (!wantPrices) delete house.prices;
    // A card shows no drive to the nearest town (30 cards in 40 KB: docs/product/rules.md#page-weight); the points bring it.
    if (!request.include.parts.includes('points')) delete house.mainPoint;
  });
  return loaded;
}

/** The price of a stay from the house's seasons (stay-price.ts); a flexible one says which stay it is. */
function availabilityOf(prices: SeasonPrice[], stay: Stay | PricedStay): StayPrice | null {
  if ('weekCents' in stay) {
    const [checkIn, checkOut] = [fromDayNumber(stay.from), fromDayNumber(stay.to)];
    const price = priceOfStay(prices, checkIn, checkOut);
    return price && { ...price, checkIn, checkOut };
  }
  return priceOfStay(prices, stay.from, stay.to);
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
  relax(
    { ...current, highlightIds: [], beds: [], categoryIds: [] },
    current.highlightIds.length + current.beds.length + current.categoryIds.length > 0,
  );
  relax({ ...current, minCents: null, maxCents: null }, current.minCents !== null || current.maxCents !== null);
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

async function otherMatches(
  ctx: SearchContext,
  prepared: Prepared,
  request: SearchRequest,
  found: readonly number[],
): Promise<Match[]> {
  const steps = relaxations(request);
  if (!steps.length) return [];
  // Where the text points to: a typo as its correction.
  const near = await searchCentre(ctx, { ...request, text: prepared.text?.plan ? prepared.text.phrase : request.text });
  const exclude = new Set(found);
  const others: Match[] = [];
  for (const filters of steps) {
    for (const match of findMatches(prepared.index, filters, {
      ...matchOptions(prepared, request.order),
      exclude,
      near,
    })) {
      if (others.length === OTHER_LIMIT) return others;
      others.push(match);
      exclude.add(match.house.id);
    }
  }
  return others;
}
