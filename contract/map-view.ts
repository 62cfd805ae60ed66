/**
 * The view GET /api/houses/map may be asked for (docs/product/api.md#houses-and-search):
 * with `zoom` the answer clusters the points for that zoom and sends only
 * what lies in `bbox` (west,south,east,north in degrees; the whole world
 * without it). Checked with `validate(query, MapView, { coerce: true })`;
 * unknown parameters are the search's.
 */
import { coerce, integer, optional, refine, size, string, type, type Infer } from 'superstruct';

/** The closest zoom the map call clusters for; closer, every house is its own point. */
export const MAX_MAP_ZOOM = 20;

/** 'west,south,east,north' as four finite numbers; longitudes −180…180, latitudes −90…90, south ≤ north. */
export function parseBbox(text: string): [number, number, number, number] | null {
  const parts = text.split(',').map((p) => (/^\s*-?\d{1,3}(\.\d{1,12})?\s*$/.test(p) ? Number(p) : NaN));
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [west, south, east, north] = parts;
  const lon = (n: number) => n >= -180 && n <= 180;
  const lat = (n: number) => n >= -90 && n <= 90;
  if (!lon(west) || !lon(east) || !lat(south) || !lat(north) || south > north) return null;
  return [west, south, east, north];
}

const trimmed = (text: string) => (text.trim() === '' ? undefined : text.trim());

export const MapView = type({
  bbox: optional(
    coerce(
      refine(string(), 'bbox', (text) => parseBbox(text) !== null),
      string(),
      trimmed,
    ),
  ),
  zoom: optional(
    coerce(size(integer(), 0, MAX_MAP_ZOOM), string(), (text) => {
      const value = trimmed(text);
      return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : value;
    }),
  ),
});
export type MapView = Infer<typeof MapView>;
