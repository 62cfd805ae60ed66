import { lazy, Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { MapRegion } from '../../api/map-points.ts';
import type { MapQuery } from '../../api/search.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import { useTrip } from '../../store/useTrip.ts';
import { withTrip } from '../../../contract/trip.ts';
import { StaticMap } from './StaticMap.tsx';
import './map.css';

// Leaflet and its CSS are a chunk of their own, fetched only when a map is shown.
const loadMap = () => import('./ResultsMap.tsx');
const ResultsMap = lazy(loadMap);

/** Starts fetching the map's code early (a pointer near the map button). */
export function preloadMap(): void {
  void loadMap();
}

/**
 * The results map (docs/product/screens.md#accommodation-list): the frame is always there (no layout shift);
 * the map itself, with the search `query`'s houses for its view from
 * GET /api/houses/map, is loaded only when `show` is true, in the browser.
 * Without JavaScript the frame holds a drawing of the result's `regions`
 * (StaticMap, on the server only: none of it is in the page's script).
 */
export function MapPanel({
  query,
  regions,
  highlighted,
  show,
  className,
}: {
  query: MapQuery;
  regions: readonly MapRegion[] | undefined;
  highlighted: string | null;
  show: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const tileUrl = useStoreSnapshot(useStore().config).mapTileUrl;
  const trip = useTrip();
  // The popup's link carries the traveller's trip, like the cards (houseLink).
  const link = useCallback((url: string) => withTrip(url, trip), [trip]);
  return (
    <div className={`results-map${className ? ` ${className}` : ''}`}>
      {show && tileUrl ? (
        <Suspense fallback={<div className="results-map__loading">{t('search.map.loading')}</div>}>
          <ResultsMap
            query={query}
            highlighted={highlighted}
            tileUrl={tileUrl}
            attribution={t('search.map.attribution')}
            link={link}
            onOpen={(url) => navigate(url)}
          />
        </Suspense>
      ) : (
        <noscript>{import.meta.env.SSR && regions ? <StaticMap regions={regions} /> : null}</noscript>
      )}
    </div>
  );
}
