/**
 * The region maps: Iceland's outline with one region shaded in the brand
 * colour, the others light grey, and a dot for Reykjavík. A region is the land
 * nearer to one of its places (data/places.json) than to any place of another
 * region: the union of the places' Voronoi cells, clipped to the coastline.
 * Cells are computed exactly (half-plane clipping), so borders are straight.
 */
import placesFile from '../../../data/places.json' with { type: 'json' };
import { fitIceland, icelandPath, type Projection } from './iceland.ts';
import { H, n, P, W, type Pt } from './kit.ts';
import type { MapRecipe } from './recipe.ts';

export const BRAND = '#1d4b5e';
const OTHER = '#d3d9dd';
const SEA = '#edf2f4';

interface Place {
  slug: string;
  region: string;
  latitude: number;
  longitude: number;
}

const PLACES: Place[] = (placesFile as { places: Place[] }).places;
export const REGIONS: string[] = [...new Set(PLACES.map((p) => p.region))];

interface Cell {
  region: string;
  /** Polygon, and for each edge i→i+1 the index of the place whose bisector made it (-1: the frame). */
  pts: Pt[];
  by: number[];
}

let cached: { project: Projection; cells: Cell[]; reykjavik: Pt } | null = null;

function layout() {
  if (cached) return cached;
  const project = fitIceland(150, 100, W - 300, H - 200);
  const sites = PLACES.map((p) => project(p.longitude, p.latitude));
  const frame: Pt[] = [[-100, -100], [W + 100, -100], [W + 100, H + 100], [-100, H + 100]];
  const cells = sites.map((s, i) => {
    let pts = frame;
    let by = [-1, -1, -1, -1];
    sites.forEach((o, j) => {
      if (j === i || (o[0] === s[0] && o[1] === s[1])) return;
      [pts, by] = clipHalfPlane(pts, by, s, o, j);
    });
    return { region: PLACES[i].region, pts, by };
  });
  const rvk = PLACES.find((p) => p.slug === 'reykjavik')!;
  cached = { project, cells, reykjavik: project(rvk.longitude, rvk.latitude) };
  return cached;
}

/** Keeps the part of the convex polygon nearer to s than to o (Sutherland–Hodgman against the bisector). */
function clipHalfPlane(pts: Pt[], by: number[], s: Pt, o: Pt, j: number): [Pt[], number[]] {
  const mx = (s[0] + o[0]) / 2;
  const my = (s[1] + o[1]) / 2;
  const dx = o[0] - s[0];
  const dy = o[1] - s[1];
  const side = (p: Pt) => (p[0] - mx) * dx + (p[1] - my) * dy; // < 0: s's side
  const out: Pt[] = [];
  const outBy: number[] = [];
  for (let k = 0; k < pts.length; k++) {
    const a = pts[k];
    const b = pts[(k + 1) % pts.length];
    const sa = side(a);
    const sb = side(b);
    if (sa <= 0) {
      out.push(a);
      outBy.push(sb <= 0 ? by[k] : by[k]);
    }
    if ((sa < 0 && sb > 0) || (sa > 0 && sb < 0)) {
      const t = sa / (sa - sb);
      out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      // Entering the kept side: the edge continues along the old edge; leaving: along the bisector.
      outBy.push(sa <= 0 ? j : by[k]);
    }
  }
  return [out, outBy];
}

/** Where the region maps put a longitude/latitude on the 1800×1200 canvas. */
export function regionMapProjection(): Projection {
  return layout().project;
}

/** The region whose places are nearest to a point (for tests and checks). */
export function regionAt(lon: number, lat: number): string {
  let best = '';
  let dist = Infinity;
  const { project } = layout();
  const [x, y] = project(lon, lat);
  for (const p of PLACES) {
    const [px, py] = project(p.longitude, p.latitude);
    const d = (px - x) ** 2 + (py - y) ** 2;
    if (d < dist) [best, dist] = [p.region, d];
  }
  return best;
}

export function regionMapSvgBody(recipe: MapRecipe): { defs: string; body: string } {
  if (!REGIONS.includes(recipe.region)) throw new Error(`unknown region ${recipe.region}`);
  const { project, cells, reykjavik } = layout();
  const coast = icelandPath(project);
  // One path per colour: cells of a region share edges, and one path leaves no seams between them.
  let chosen = '';
  let others = '';
  let borders = '';
  for (const cell of cells) {
    const ring = `M ${P(cell.pts).replace(/ /g, ' L ')} Z `;
    if (cell.region === recipe.region) chosen += ring;
    else others += ring;
    for (let k = 0; k < cell.pts.length; k++) {
      const j = cell.by[k];
      if (j < 0 || PLACES[j].region === cell.region) continue;
      const [a, b] = [cell.pts[k], cell.pts[(k + 1) % cell.pts.length]];
      borders += `M ${n(a[0])} ${n(a[1])} L ${n(b[0])} ${n(b[1])} `;
    }
  }
  const defs = `<clipPath id="land"><path d="${coast}"/></clipPath>`;
  let body = `<rect width="${W}" height="${H}" fill="${SEA}"/>`;
  body += `<path d="${coast}" fill="#c3ccd2" transform="translate(6 8)" opacity="0.6"/>`;
  const fills = `<path d="${others}" fill="${OTHER}" stroke="${OTHER}" stroke-width="1"/><path d="${chosen}" fill="${BRAND}" stroke="${BRAND}" stroke-width="1"/>`;
  body += `<g clip-path="url(#land)">${fills}<path d="${borders}" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round"/></g>`;
  body += `<path d="${coast}" fill="none" stroke="#8da2ad" stroke-width="2.5" stroke-linejoin="round"/>`;
  body += `<circle cx="${n(reykjavik[0])}" cy="${n(reykjavik[1])}" r="16" fill="#ffffff" stroke="#163a49" stroke-width="7"/>`;
  return { defs, body };
}
