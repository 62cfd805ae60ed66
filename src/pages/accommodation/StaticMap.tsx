import type { MapRegion } from '../../api/map-points.ts';
import { REGIONS } from '../../components/filters/regions.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { ICELAND_COAST } from './iceland-outline.ts';

/** The drawing's edges in degrees, and its scale: an equirectangular projection at 65°N, 100 units a degree of latitude. */
const WEST = -24.8;
const NORTH = 66.7;
const SOUTH = 63.2;
const EAST = -13.2;
const SCALE = 100;
/** cos 65°: a degree of longitude's length there, in degrees of latitude. */
const SHRINK = 0.4226;

// Functions, not values: nothing runs when the module loads, so the browser's build leaves it out whole.
const x = (longitude: number) => Math.round((longitude - WEST) * SHRINK * SCALE);
const y = (latitude: number) => Math.round((NORTH - latitude) * SCALE);
const coast = () => `M${ICELAND_COAST.map(([lon, lat]) => `${x(lon)} ${y(lat)}`).join('L')}Z`;

/**
 * The results map without JavaScript (docs/product/screens.md#accommodation-list): Iceland's outline
 * with a marker per region of the results at its houses' mean position,
 * holding the count, the region's name beside it. No tiles, no script;
 * rendered on the server only (MapPanel puts it in a noscript).
 */
export function StaticMap({ regions }: { regions: readonly MapRegion[] }) {
  const { t } = useI18n();
  const named = regions.flatMap(([id, count, latitude, longitude]) => {
    const known = REGIONS.find((k) => k.id === id);
    return known ? [{ id, count, latitude, longitude, name: t(`search.region.${known.key}`) }] : [];
  });
  const label = [
    t('search.map.regions'),
    ...named.map((r) => `${r.name}: ${t('search.map.houses', { count: r.count })}`),
  ];
  return (
    <svg className="static-map" viewBox={`0 0 ${x(EAST)} ${y(SOUTH)}`} role="img" aria-label={label.join('. ')}>
      <path d={coast()} />
      {named.map((r) => (
        <g key={r.id} transform={`translate(${x(r.longitude)} ${y(r.latitude)})`}>
          <circle r="15" />
          <text dy="5">{r.count}</text>
          <text dy="31">{r.name}</text>
        </g>
      ))}
    </svg>
  );
}
