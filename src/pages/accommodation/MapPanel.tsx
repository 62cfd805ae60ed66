import { lazy, Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { MapQuery } from '../../api/search.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import { useTrip } from '../../store/useTrip.ts';
import { withTrip } from '../../../contract/trip.ts';
import { useMapPoints } from './useMapPoints.ts';
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
 * the map itself and its points — every house the search `query` finds,
 * from GET /api/houses/map — are loaded only when `show` is true, in the browser.
 */
export function MapPanel({
  query,
  highlighted,
  show,
  className,
}: {
  query: MapQuery;
  highlighted: string | null;
  show: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const houses = useMapPoints(query, show);
  const navigate = useNavigate();
  const tileUrl = useStoreSnapshot(useStore().config).mapTileUrl;
  const trip = useTrip();
  // The popup's link carries the traveller's trip, like the cards (houseLink).
  const linked = useMemo(() => houses.map((house) => ({ ...house, url: withTrip(house.url, trip) })), [houses, trip]);
  const loading = <div className="results-map__loading">{t('search.map.loading')}</div>;
  return (
    <div className={`results-map${className ? ` ${className}` : ''}`}>
      {show && tileUrl ? (
        <Suspense fallback={loading}>
          <ResultsMap
            houses={linked}
            highlighted={highlighted}
            tileUrl={tileUrl}
            attribution={t('search.map.attribution')}
            label={t('search.map.label', { count: houses.length })}
            onOpen={(url) => navigate(url)}
          />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
