/**
 * GET /api/houses/map with the map's view (docs/product/api.md#houses-and-search): the houses of a
 * search clustered for a zoom, only what lies in the view's box. The map's
 * own chunk loads this; the list page's loader asks it for the regions only.
 */
import type { MapHouse, MapPoints } from '../../contract/api/types.ts';
import type { MapQuery } from './search.ts';
import { ApiError, type ApiClient } from './http.ts';

/** What the map shows: a zoom, and the box west,south,east,north. */
export interface MapView {
  zoom: number;
  bbox: string;
}

export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  /** The lowest price among its houses, in whole cents; null: none has one. */
  lowest: number | null;
  /** The zoom at which it splits. */
  zoom: number;
}

/** A region's houses in the result: [region id, count, mean latitude, mean longitude]. */
export type MapRegion = [id: number, count: number, latitude: number, longitude: number];

export interface MapAnswer {
  houses: MapHouse[];
  clusters: MapCluster[];
  total: number;
  /** Around every match: [west, south, east, north]; null: none. */
  bounds: [number, number, number, number] | null;
  regions: MapRegion[];
}

const NO_ANSWER: MapAnswer = { houses: [], clusters: [], total: 0, bounds: null, regions: [] };
const finite = (...values: unknown[]) => values.every((v) => typeof v === 'number' && Number.isFinite(v));

/** The search's houses in `view`; a 422 is none, as it is no houses for the search (docs/product/errors.md#search-errors). */
export async function fetchMapView(
  api: ApiClient,
  query: MapQuery,
  view: MapView,
  signal?: AbortSignal,
): Promise<MapAnswer> {
  let raw: MapPoints;
  try {
    raw = await api.get<MapPoints>('/api/houses/map', { ...query, ...view }, signal);
  } catch (err) {
    if (err instanceof ApiError && err.status === 422) return NO_ANSWER;
    throw err;
  }
  const rows = (list: unknown) => (Array.isArray(list) ? list.filter(Array.isArray) : []);
  return {
    houses: rows(raw.houses)
      .filter(([, , latitude, longitude]) => finite(latitude, longitude))
      .map(([code, name, latitude, longitude, url, picture, price, nights]) => ({
        code,
        name,
        latitude,
        longitude,
        url,
        picture: picture ? { url: picture, alt: name } : null,
        price,
        ...(nights ? { nights } : {}),
      })),
    clusters: rows(raw.clusters)
      .filter(([latitude, longitude, count]) => finite(latitude, longitude, count))
      .map(([latitude, longitude, count, lowest, zoom]) => ({ latitude, longitude, count, lowest, zoom })),
    total: raw.total ?? 0,
    bounds: Array.isArray(raw.bounds) && finite(...raw.bounds) ? raw.bounds : null,
    regions: rows(raw.regions).filter((row): row is MapRegion => row.length === 4 && finite(...row)),
  };
}

/** The regions of a search's result with their counts and centres to 0.01° (one cluster of the whole world: a small answer). */
export async function fetchMapRegions(api: ApiClient, query: MapQuery): Promise<MapRegion[]> {
  const near = (degrees: number) => Math.round(degrees * 100) / 100;
  const { regions } = await fetchMapView(api, query, { zoom: 0, bbox: '-180,-90,180,90' });
  return regions.map(([id, count, latitude, longitude]) => [id, count, near(latitude), near(longitude)]);
}
