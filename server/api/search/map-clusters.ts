/**
 * The results map's clusters (docs/product/screens.md#accommodation-list): the
 * matches' points grouped with supercluster for a zoom, each group with its
 * count and its lowest price, and only what lies in the map's view — so the
 * map call's answer stays small however many houses match.
 */
import { createHash } from 'node:crypto';
import Supercluster from 'supercluster';

/** A matching house's point: which house, where it is, the price its pin shows. */
export interface ClusterPoint {
  /** The house's id: two searches share an index only when their points are the same houses. */
  id: number;
  latitude: number;
  longitude: number;
  price: number | null;
}

/** [latitude, longitude, count, lowest price in whole cents (null: none has one), the zoom that splits it]. */
export type ClusterRow = [number, number, number, number | null, number];

export interface ClustersInView {
  clusters: ClusterRow[];
  /** The single houses in view, by their index in the points given. */
  singles: number[];
}

/**
 * A cluster's pin is a label about 90 px wide and 24 high: points closer than
 * this many screen pixels (Leaflet's 256-px tiles) at a zoom share a cluster,
 * so pins hardly ever overlap.
 */
const RADIUS_PX = 64;
/** From this zoom on every house is its own pin (houses this close are neighbours on the same street). */
const MAX_CLUSTER_ZOOM = 15;

type Props = { i: number; low: number | null };
type Low = { low: number | null };
type Index = Supercluster<Props, Low>;

const lower = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
const round = (n: number) => Math.round(n * 1e5) / 1e5;

export function clusterIndex(points: readonly ClusterPoint[]): Index {
  const index: Index = new Supercluster<Props, Low>({
    radius: RADIUS_PX,
    extent: 256,
    maxZoom: MAX_CLUSTER_ZOOM,
    map: (props) => ({ low: props.low }),
    reduce: (acc, props) => {
      acc.low = lower(acc.low, props.low);
    },
  });
  return index.load(
    points.map((p, i) => ({
      type: 'Feature',
      properties: { i, low: p.price },
      geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
    })),
  );
}

/** The clusters and single houses of `index` inside `bbox` (west, south, east, north) at `zoom`. */
export function clustersInView(index: Index, bbox: readonly number[], zoom: number): ClustersInView {
  const clusters: ClusterRow[] = [];
  const singles: number[] = [];
  for (const feature of index.getClusters(bbox as [number, number, number, number], zoom)) {
    const props = feature.properties;
    if ('cluster' in props && props.cluster) {
      const [longitude, latitude] = feature.geometry.coordinates;
      const split = index.getClusterExpansionZoom(props.cluster_id);
      clusters.push([round(latitude), round(longitude), props.point_count, props.low, split]);
    } else singles.push((props as Props).i);
  }
  return { clusters, singles };
}

/** The box around every point (west, south, east, north), null without points: the map's first view. */
export function boundsOf(points: readonly ClusterPoint[]): [number, number, number, number] | null {
  if (!points.length) return null;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const p of points) {
    west = Math.min(west, p.longitude);
    east = Math.max(east, p.longitude);
    south = Math.min(south, p.latitude);
    north = Math.max(north, p.latitude);
  }
  return [west, south, east, north];
}

/** [region id, count, mean latitude, mean longitude] of each region with matches: the map without JavaScript. */
export type RegionRow = [number, number, number, number];

export function regionsOf(points: ReadonlyArray<ClusterPoint & { regionId: number }>): RegionRow[] {
  const sums = new Map<number, RegionRow>();
  for (const p of points) {
    const row = sums.get(p.regionId) ?? [p.regionId, 0, 0, 0];
    row[1] += 1;
    row[2] += p.latitude;
    row[3] += p.longitude;
    sums.set(p.regionId, row);
  }
  return [...sums.values()].map(([id, count, lat, lon]) => [id, count, round(lat / count), round(lon / count)]);
}

/** Loaded indexes of recent searches: the map asks again with every pan and zoom. */
const CACHED = 24;
const cache = new Map<string, Index>();

/** The index of these points, made once for as long as the same points are asked for. */
export function cachedClusterIndex(points: readonly ClusterPoint[]): Index {
  const key = createHash('sha1')
    .update(points.map((p) => `${p.id},${p.latitude},${p.longitude},${p.price}`).join(';'))
    .digest('base64url');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const index = clusterIndex(points);
  cache.set(key, index);
  if (cache.size > CACHED) cache.delete(cache.keys().next().value!);
  return index;
}
