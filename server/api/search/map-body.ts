import { toDayNumber } from '../../../contract/dates.ts';
import { findMatches } from './matching.ts';
import { boundsOf, cachedClusterIndex, clustersInView, regionsOf } from './map-clusters.ts';
import { pinPrice, pointJson, pointsJson } from './map-points.ts';
import type { MapViewRequest } from './map-view.ts';
import type { SearchRequest } from './query.ts';
import { matchOptions, prepareSearch, type Prepared, type SearchContext } from './service.ts';
import { answerKey, perBuild } from './per-build.ts';

/** The whole world: a view without bbox. */
const WORLD = [-180, -90, 180, 90];

/**
 * The body of GET /api/houses/map: {"houses": rows} of every house matching
 * the request's filters, in no particular order; with a stay each priced for
 * it (include and the page do not apply). With a zoom (`view`) the matches
 * are clustered for it and only what lies in the view's box is sent: the
 * single houses as rows, the clusters, the number of matches, the box
 * around them all (the map's first view) and each region's count and centre.
 */
export async function mapPointsBody(
  ctx: SearchContext,
  request: SearchRequest,
  view: MapViewRequest | null,
): Promise<string> {
  const prepared = await prepareSearch(ctx, request.text, request.stay, request.flexible);
  // Flexible answers hang on the window's bookings as well, and a body without a view holds every match: made each time.
  if (request.flexible || !view) return mapBody(ctx, request, view, prepared);
  const key = answerKey([ctx.lang, request, view], prepared.takenKey);
  return bodies(prepared.index, key, () => mapBody(ctx, request, view, prepared));
}

/** A clustered body is at most about 100 KB gzipped, most a few KB. */
const bodies = perBuild<string>(32);

function mapBody(ctx: SearchContext, request: SearchRequest, view: MapViewRequest | null, prepared: Prepared): string {
  const found = findMatches(prepared.index, request, matchOptions(prepared, ''));
  const stay = request.stay ? { from: toDayNumber(request.stay.from), to: toDayNumber(request.stay.to) } : null;
  const points = prepared.index.mapPoints(ctx.lang);
  if (!view) return `{"houses":${pointsJson(found, points, stay, 'row')}}`;

  const priced = found.map((m) => ({ match: m, pin: pinPrice(m.house, m.stay ?? stay) }));
  const located = priced.map(({ match: { house }, pin }) => ({
    id: house.id,
    regionId: house.regionId,
    latitude: house.latitude,
    longitude: house.longitude,
    price: pin.price,
  }));
  const { clusters, singles } = clustersInView(cachedClusterIndex(located), view.bbox ?? WORLD, view.zoom);
  const rows = singles.map((i) => pointJson(points[priced[i].match.house.id], 'row', priced[i].pin));
  return `{"houses":[${rows.join(',')}],"clusters":${JSON.stringify(clusters)},"total":${found.length},"bounds":${JSON.stringify(boundsOf(located))},"regions":${JSON.stringify(regionsOf(located))}}`;
}
