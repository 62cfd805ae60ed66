import { useEffect, useState } from 'react';
import type { MapHouse } from '../../../contract/api/types.ts';
import { fetchMapPoints, type MapQuery } from '../../api/search.ts';
import { useBrowserApi } from '../../components/search/hooks.ts';

const NONE: readonly MapHouse[] = [];

/**
 * The map points of a search (GET /api/houses/map), loaded in the browser
 * once `enabled` (the map is shown) and again when the filters change; the
 * last points stay until the next ones arrive. A failure leaves the map
 * without pins (logged).
 */
export function useMapPoints(query: MapQuery, enabled: boolean): readonly MapHouse[] {
  const api = useBrowserApi();
  const key = JSON.stringify(query);
  const [loaded, setLoaded] = useState<{ key: string; houses: readonly MapHouse[] }>({ key: '', houses: NONE });
  const current = loaded.key === key;
  useEffect(() => {
    if (!enabled || current) return;
    const abort = new AbortController();
    fetchMapPoints(api, JSON.parse(key) as MapQuery, abort.signal).then(
      (houses) => setLoaded({ key, houses }),
      (err: unknown) => {
        if (!abort.signal.aborted) console.error('map points failed', err instanceof Error ? err.message : err);
      },
    );
    return () => abort.abort();
  }, [api, key, enabled, current]);
  return loaded.houses;
}
