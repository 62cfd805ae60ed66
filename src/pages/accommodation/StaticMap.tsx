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
/** The coastline as an SVG path in the drawing's units: map.css draws it (test/unit/static-map.test.ts keeps the two the same). */
export const coastPath = () => `M${ICELAND_COAST.map(([lon, lat]) => `${x(lon)} ${y(lat)}`).join('L')}Z`;

/**
 * The results map without JavaScript (docs/product/screens.md#accommodation-list): Iceland's outline
 * with a marker per region of the results at its houses' mean position,
 * holding the count; the regions' names and counts are its label. No tiles,
 * no script; rendered on the server only (MapPanel puts it in a noscript),
 * the coastline drawn by map.css, so the page carries little more than the counts.
 */
export function StaticMap({ regions }: { regions: readonly MapRegion[] }) {
  const { t } = useI18n();
  const named = regions.flatMap(([id, count, latitude, longitude]) => {
    const known = REGIONS.find((k) => k.id === id);
    return known ? [{ id, count, latitude, longitude, name: t(`search.region.${known.key}`) }] : [];
  });
  // "Map of Iceland, houses found per region: North 25, South 50": short, the list page's HTML has a weight limit.
  const label = `${t('search.map.regions')}: ${named.map((r) => `${r.name} ${r.count}`).join(', ')}`;
  return (
    <svg className="static-map" viewBox={`0 0 ${x(EAST)} ${y(SOUTH)}`} role="img" aria-label={label}>
      {named.map((r) => (
        <text key={r.id} x={x(r.longitude)} y={y(r.latitude) + 5}>
          {r.count}
        </text>
      ))}
    </svg>
  );
}
