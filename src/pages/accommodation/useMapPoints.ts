import { useEffect, useState } from 'react';
import { fetchMapView, type MapAnswer, type MapView } from '../../api/map-points.ts';
import type { MapQuery } from '../../api/search.ts';
import { useBrowserApi } from '../../components/search/hooks.ts';

/** An answer with what it answers: the search (`query`, as JSON) and the view. */
export interface ViewAnswer extends MapAnswer {
  query: string;
  view: MapView;
}

/**
 * The map's clusters and houses of a search in a view (GET /api/houses/map
 * with zoom and bbox), loaded in the browser again whenever the filters or
 * the view change; the last answer stays until the next arrives (null before
 * the first). A failure leaves the last one (logged).
 */
export function useMapPoints(query: MapQuery, view: MapView | null): ViewAnswer | null {
  const api = useBrowserApi();
  const key = JSON.stringify(query);
  const [answer, setAnswer] = useState<ViewAnswer | null>(null);
  const current = answer?.query === key && answer.view.zoom === view?.zoom && answer.view.bbox === view.bbox;
  useEffect(() => {
    if (!view || current) return;
    const abort = new AbortController();
    fetchMapView(api, JSON.parse(key) as MapQuery, view, abort.signal).then(
      (found) => setAnswer({ ...found, query: key, view }),
      (err: unknown) => {
        if (!abort.signal.aborted) console.error('map points failed', err instanceof Error ? err.message : err);
      },
    );
    return () => abort.abort();
  }, [api, key, view, current]);
  return answer;
}
