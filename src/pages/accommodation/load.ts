import type { ApiClient } from '../../api/http.ts';
import type { MapRegion } from '../../api/map-points.ts';
import { fetchBedTypes, fetchHighlights, fetchPriceGroups, mapQuery, searchHouses } from '../../api/search.ts';
import type { ReferencePoint, RegionRef } from '../../../contract/api/types.ts';
import type { SearchQuery } from '../../../contract/search-api-query.ts';
import { cardOf, type Card } from '../../components/house-card/card-house.ts';
import { regionBySlug, type RegionInfo } from '../../components/filters/regions.ts';
import { contentLang, type RichText } from '../../../contract/content.ts';
import { LOCALES, type Locale } from '../../../contract/locale.ts';
import {
  LIST_PAGE_SIZE,
  canonicalQuery,
  parseSearchQuery,
  sameQuery,
  stayRange,
  toApiQuery,
  type SearchState,
} from '../../../contract/search-query.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Store } from '../../store/store.ts';
import { NotFoundError, type Loader } from '../../navigation/page-types.ts';

export interface ListData {
  /** The list's own path: /en/accommodation/ or a region's /en/accommodation/south/. */
  path: string;
  /** The canonical URL query this result answers (without '?'). */
  query: string;
  /** The search as applied: the URL's, with the region of a region list preselected. */
  state: SearchState;
  region: RegionInfo | null;
  text: { title: string | null; subtitle: string | null; intro: RichText | null; metaDescription: string | null };
  result: ListResult;
  /** On the server only: the result's regions, for the map drawn without JavaScript (MapPanel). */
  regions?: MapRegion[];
}

/** The search's answer as the list keeps it in the page's state: the cards' data only (no map points: the map loads them itself). */
export interface ListResult {
  houses: Card[];
  paginations: { total: number; perPage: number };
  otherHouses: { houses: Card[] };
  /** The first result's place, shown after the first row of cards (ExploreCard). */
  place: { point: ReferencePoint; region: RegionRef } | null;
  /** The search text with its typos corrected (docs/product/api.md#text-search), or null. */
  didYouMean: string | null;
}

/** The API query of a page of the list: its cards need no seasons (a stay's price comes as availability). */
export function listQuery(state: SearchState, page: { offset: number; limit: number }): SearchQuery {
  return { ...toApiQuery(state, page), include: 'gallery,availability' };
}

interface AccommodationDoc {
  title?: string | null;
  subtitle?: string | null;
  intro?: RichText | null;
  meta_description?: string | null;
}

/** The API gives at most this many houses per call: a shared link to page 10 takes several. */
const MAX_PER_CALL = 90;

/** The first `state.page` pages of the result (offset 0, LIST_PAGE_SIZE each), in calls of at most 90 houses. */
async function searchPages(api: ApiClient, state: SearchState): Promise<ListResult> {
  const wanted = LIST_PAGE_SIZE * state.page;
  const calls: Array<{ offset: number; limit: number }> = [];
  for (let offset = 0; offset < wanted; offset += MAX_PER_CALL)
    calls.push({ offset, limit: Math.min(MAX_PER_CALL, wanted - offset) });
  const [first, ...rest] = await Promise.all(calls.map((page) => searchHouses(api, listQuery(state, page))));
  const seen = new Set(first.houses.map((h) => h.code));
  const houses = [...first.houses];
  for (const house of rest.flatMap((part) => part.houses)) {
    if (seen.has(house.code)) continue;
    seen.add(house.code);
    houses.push(house);
  }
  return {
    houses: houses.map(cardOf),
    paginations: { total: first.paginations.total, perPage: LIST_PAGE_SIZE },
    otherHouses: { houses: first.otherHouses.houses.map(cardOf) },
    place: houses[0]?.referencePoint ? { point: houses[0].referencePoint, region: houses[0].region } : null,
    didYouMean: first.didYouMean ?? null,
  };
}

/** The result's regions for the map without JavaScript; none when that call fails (logged). */
async function loadRegions(api: ApiClient, state: SearchState): Promise<MapRegion[] | undefined> {
  // Imported here: the browser never runs this (its map is Leaflet's), so the page's script does not carry it.
  const { fetchMapRegions } = await import('../../api/map-points.ts');
  return fetchMapRegions(api, mapQuery(toApiQuery(state, { offset: 0, limit: LIST_PAGE_SIZE }))).catch(
    (err: unknown) => {
      console.error('accommodation: map regions failed', err instanceof Error ? err.message : err);
      return undefined;
    },
  );
}

/** The language the filter lists in a store were loaded in (they are loaded once per language). */
const listsLocale = new WeakMap<Store, Locale>();

/**
 * Highlights, bed types and price groups: loaded once (docs/product/api.md#houses-and-search) and kept in
 * the store. A failure is logged and leaves the list empty (docs/product/errors.md#what-the-pages-do-with-failures).
 */
export async function loadFilterLists(api: ApiClient, store: Store): Promise<void> {
  if (
    listsLocale.get(store) === api.locale &&
    store.bedFilters.length &&
    store.highlightFilters.length &&
    store.priceGroups
  )
    return;
  const quiet =
    (what: string) =>
    (err: unknown): null => {
      console.error(`accommodation: ${what} failed`, err instanceof Error ? err.message : err);
      return null;
    };
  const [beds, highlights, groups] = await Promise.all([
    fetchBedTypes(api).catch(quiet('bed types')),
    fetchHighlights(api).catch(quiet('highlights')),
    // Prices do not depend on the language.
    store.priceGroups ? Promise.resolve(store.priceGroups) : fetchPriceGroups(api).catch(quiet('price groups')),
  ]);
  if (beds) store.bedFilters = beds;
  if (highlights) store.highlightFilters = highlights;
  if (groups) store.priceGroups = groups;
  if (beds && highlights && groups) listsLocale.set(store, api.locale);
}

/**
 * The accommodation list and the region list (the same list with the region
 * preselected). The result is read from the URL, so a shared link shows the
 * same houses before any script runs; a query not in canonical form is
 * redirected to it (a plain form submission becomes a tidy, shareable address).
 */
export const loadList: Loader<ListData> = async ({ match, locale, query, store, api, content, server }) => {
  const region = match.route.id === 'region' ? regionBySlug(match.params.region ?? '') : null;
  if (match.route.id === 'region' && !region) throw new NotFoundError(`no region ${match.params.region}`);
  const pathIn = (l: Locale) =>
    region ? pathFor('region', l, { region: region.slugs[l] }) : pathFor('accommodation', l);
  const path = pathIn(locale);
  const canonical = canonicalQuery(query);
  if ((region && match.params.region !== region.slugs[locale]) || !sameQuery(canonical, query)) {
    return { redirect: path + (canonical ? `?${canonical}` : '') };
  }

  const state = parseSearchQuery(canonical);
  if (region && !state.regions.length) state.regions = [region.id];
  const [result, doc, , regions] = await Promise.all([
    searchPages(api, state),
    region
      ? Promise.resolve(null)
      : content.getSingle<AccommodationDoc>('accommodation', contentLang(locale)).then(
          (d) => d.data,
          (err: unknown) => {
            console.error('accommodation: content failed', err instanceof Error ? err.message : err);
            return null;
          },
        ),
    loadFilterLists(api, store),
    // The browser's build leaves the regions' call out whole (its map is Leaflet's).
    import.meta.env.SSR && server ? loadRegions(api, state) : undefined,
  ]);
  const stay = stayRange(state);
  if (stay) store.selectedDates = { from: stay.from, to: stay.to };

  const suffix = canonical ? `?${canonical}` : '';
  return {
    data: {
      path,
      query: canonical,
      state,
      region,
      text: {
        title: doc?.title || null,
        subtitle: doc?.subtitle || null,
        intro: doc?.intro?.length ? doc.intro : null,
        metaDescription: doc?.meta_description || null,
      },
      result,
      ...(regions ? { regions } : {}),
    },
    alternates: Object.fromEntries(LOCALES.map((l) => [l, pathIn(l) + suffix])),
    trip: {
      checkIn: stay?.from ?? null,
      checkOut: stay?.to ?? null,
      adults: state.numberOfAdults,
      children: state.numberOfChildren,
    },
  };
};
