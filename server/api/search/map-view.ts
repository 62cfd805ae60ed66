import { validate } from 'superstruct';
import type { Locale } from '../../../contract/locale.ts';
import { MAX_MAP_ZOOM, MapView, parseBbox } from '../../../contract/map-view.ts';
import { texts, unprocessable } from './messages.ts';

/** The map's view as the clustering takes it: a zoom, and the box (west, south, east, north) or null for the world. */
export interface MapViewRequest {
  zoom: number;
  bbox: [number, number, number, number] | null;
}

/** GET /api/houses/map's view parameters (contract/map-view.ts): null without `zoom` (every match, unclustered); a 422 naming the field. */
export function parseMapView(query: unknown, lang: Locale): MapViewRequest | null {
  const t = texts(lang);
  const [error, view] = validate(query, MapView, { coerce: true });
  if (error) {
    const failure = error.failures()[0];
    const field = String(failure.path[0]);
    if (typeof failure.value === 'object') throw unprocessable(t.once(field), field);
    throw unprocessable(field === 'zoom' ? t.wholeNumber(field, 0, MAX_MAP_ZOOM) : t.bbox, field);
  }
  if (view.zoom === undefined) {
    if (view.bbox !== undefined) throw unprocessable(t.zoom, 'zoom');
    return null;
  }
  return { zoom: view.zoom, bbox: view.bbox === undefined ? null : parseBbox(view.bbox) };
}
