import { toDayNumber } from '../../../contract/dates.ts';
import { findMatches } from './matching.ts';
import { pointsJson } from './map-points.ts';
import type { SearchRequest } from './query.ts';
import { prepareSearch, type SearchContext } from './service.ts';

/**
 * The body of GET /api/houses/map: {"houses": rows} of every house matching
 * the request's filters, in no particular order; with a stay each priced for
 * it (include and the page do not apply).
 */
export async function mapPointsBody(ctx: SearchContext, request: SearchRequest): Promise<string> {
  const prepared = await prepareSearch(ctx, request.text, request.stay, request.flexible);
  const found = findMatches(prepared.index, request, {
    order: '',
    taken: prepared.taken,
    busy: prepared.busy,
    text: prepared.text,
  });
  const stay = request.stay ? { from: toDayNumber(request.stay.from), to: toDayNumber(request.stay.to) } : null;
  return `{"houses":${pointsJson(found, prepared.index.mapPoints(ctx.lang), stay, 'row')}}`;
}
