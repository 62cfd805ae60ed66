/**
 * A simplified outline of Iceland: 148 points in longitude/latitude (WGS84),
 * picked by hand around the coast and thinned with Douglas–Peucker to about
 * 4 km; checked against the National Land Survey of Iceland's public
 * coastline. Enough to be recognisable at any size we draw it (a region map,
 * a folded map on a table, a laptop screen). Plus Heimaey, the one island
 * large enough to show.
 */
import type { Pt } from './kit.ts';

export const COAST: ReadonlyArray<Pt> = [
  [-22.21, 64.48], [-22.45, 64.66], [-22.31, 64.76], [-22.46, 64.80], [-23.36, 64.83], [-23.80, 64.73], [-24.05, 64.89], [-23.63, 64.89],
  [-23.19, 65.01], [-23.02, 64.96], [-22.72, 65.08], [-21.81, 65.02], [-21.71, 65.16], [-21.82, 65.20], [-21.98, 65.12], [-22.55, 65.17],
  [-22.38, 65.28], [-21.68, 65.45], [-22.11, 65.53], [-22.21, 65.43], [-22.77, 65.60], [-23.73, 65.42], [-24.53, 65.50], [-24.31, 65.64],
  [-24.10, 65.60], [-24.10, 65.81], [-23.35, 65.68], [-23.87, 65.89], [-23.45, 65.86], [-23.81, 66.01], [-23.76, 66.07], [-23.43, 66.02],
  [-23.67, 66.11], [-23.47, 66.20], [-22.94, 66.05], [-22.89, 65.97], [-22.59, 65.97], [-22.66, 65.82], [-22.38, 65.91], [-22.39, 66.09],
  [-22.84, 66.15], [-22.98, 66.23], [-22.36, 66.27], [-22.71, 66.30], [-22.67, 66.35], [-22.96, 66.30], [-23.20, 66.35], [-23.02, 66.39],
  [-23.14, 66.43], [-22.40, 66.45], [-22.14, 66.25], [-21.96, 66.27], [-21.74, 66.18], [-21.69, 66.05], [-21.32, 66.00], [-21.34, 65.73],
  [-21.58, 65.69], [-21.68, 65.76], [-21.64, 65.64], [-21.30, 65.59], [-21.08, 65.15], [-21.10, 65.45], [-20.91, 65.35], [-20.93, 65.58],
  [-20.67, 65.69], [-20.63, 65.60], [-20.29, 65.67], [-20.41, 66.09], [-20.10, 66.12], [-19.65, 65.75], [-19.47, 65.74], [-19.36, 65.83],
  [-19.51, 65.97], [-19.21, 66.08], [-18.79, 66.19], [-18.54, 66.09], [-18.53, 65.97], [-18.33, 65.94], [-18.06, 65.65], [-18.27, 66.17],
  [-17.93, 66.15], [-17.64, 65.99], [-17.41, 65.99], [-17.22, 66.19], [-17.03, 66.21], [-16.87, 66.12], [-16.47, 66.21], [-16.57, 66.48],
  [-16.20, 66.54], [-16.02, 66.54], [-15.94, 66.42], [-15.70, 66.40], [-15.76, 66.28], [-15.43, 66.16], [-15.34, 66.26], [-15.12, 66.27],
  [-15.00, 66.35], [-14.53, 66.38], [-14.97, 66.28], [-14.93, 66.22], [-15.19, 66.11], [-15.06, 66.10], [-15.08, 66.04], [-14.86, 66.01],
  [-14.73, 66.06], [-14.61, 65.99], [-14.82, 65.81], [-14.33, 65.79], [-14.34, 65.69], [-13.61, 65.51], [-13.72, 65.29], [-13.58, 65.27],
  [-13.67, 65.21], [-13.50, 65.08], [-13.61, 64.99], [-14.03, 65.08], [-14.24, 65.03], [-13.68, 64.94], [-13.84, 64.80], [-14.04, 64.77],
  [-13.98, 64.73], [-14.23, 64.69], [-14.45, 64.79], [-14.34, 64.67], [-14.56, 64.59], [-14.54, 64.40], [-14.72, 64.40], [-14.96, 64.24],
  [-15.95, 64.14], [-16.64, 63.80], [-17.62, 63.73], [-18.18, 63.46], [-19.13, 63.40], [-20.19, 63.54], [-21.21, 63.88], [-22.71, 63.80],
  [-22.69, 64.08], [-22.40, 63.97], [-21.99, 64.07], [-22.03, 64.15], [-21.71, 64.18], [-21.91, 64.23], [-21.73, 64.34], [-21.36, 64.39],
  [-22.10, 64.31], [-21.86, 64.38], [-22.04, 64.41], [-21.76, 64.58],];

export const HEIMAEY: ReadonlyArray<Pt> = [[-20.31, 63.45], [-20.25, 63.46], [-20.22, 63.43], [-20.28, 63.40], [-20.32, 63.42]];

/** Longitude is shrunk by cos(65°) so that the island keeps its shape (equirectangular at Iceland's latitude). */
const K = Math.cos((65 * Math.PI) / 180);
export const BOUNDS = { west: -24.6, east: -13.45, south: 63.35, north: 66.58 };

export interface Projection {
  (lon: number, lat: number): Pt;
  scale: number;
  inverse(x: number, y: number): Pt;
}

/** Fits Iceland into the box (x, y, width, height), centred. */
export function fitIceland(x: number, y: number, width: number, height: number): Projection {
  const w = (BOUNDS.east - BOUNDS.west) * K;
  const h = BOUNDS.north - BOUNDS.south;
  const scale = Math.min(width / w, height / h);
  const ox = x + (width - w * scale) / 2;
  const oy = y + (height - h * scale) / 2;
  const project = ((lon: number, lat: number): Pt => [ox + (lon - BOUNDS.west) * K * scale, oy + (BOUNDS.north - lat) * scale]) as Projection;
  project.scale = scale;
  project.inverse = (px, py) => [BOUNDS.west + (px - ox) / (K * scale), BOUNDS.north - (py - oy) / scale];
  return project;
}

/** The outline as an SVG path in the projection. */
export function icelandPath(project: Projection): string {
  const ring = (pts: ReadonlyArray<Pt>) => `M ${pts.map(([lon, lat]) => project(lon, lat).map((v) => Math.round(v * 10) / 10).join(' ')).join(' L ')} Z`;
  return `${ring(COAST)} ${ring(HEIMAEY)}`;
}

/** Even–odd point-in-polygon test on the outline (lon/lat). */
export function onLand(lon: number, lat: number): boolean {
  return inRing(COAST, lon, lat) || inRing(HEIMAEY, lon, lat);
}

function inRing(ring: ReadonlyArray<Pt>, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
