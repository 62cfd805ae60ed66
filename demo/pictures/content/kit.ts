/**
 * Shared pieces of the editorial (content) drawings: the drawing context with
 * its light, palette and unique ids, colour helpers and path helpers. The
 * canvas is the same 1800×1200 as the house scenes (draw-kit.ts), so every
 * ratio cut (4x3, 16x9, 1x1, og) keeps the central band.
 */
import { between, H, n, seeded, W, type Rand } from '../draw-kit.ts';

export { between, H, n, seeded, W, type Rand };

export type Light = 'day' | 'morning' | 'evening' | 'dusk' | 'overcast' | 'night';
export type Pt = [number, number];

export interface Palette {
  /** Sky gradient: top, middle, at the horizon. */
  sky: [string, string, string];
  /** Every landscape colour is mixed towards this colour by this much (evening glow, night dark). */
  tint: [string, number];
  water: string;
  far: string;
  near: string;
  snow: string;
  /** Colour of distance: far ridges fade towards it. */
  haze: string;
}

export const PALETTES: Record<Light, Palette> = {
  day: { sky: ['#4f86c2', '#8fb9dd', '#d7e8f3'], tint: ['#ffffff', 0], water: '#3a6f96', far: '#7d93aa', near: '#4c616d', snow: '#f3f7fa', haze: '#d7e8f3' },
  morning: { sky: ['#5d8fc6', '#a9c8e4', '#f2e2c8'], tint: ['#ffe2b8', 0.07], water: '#4d7ea3', far: '#8b9fb6', near: '#566b7b', snow: '#fbf8f3', haze: '#f2e2c8' },
  evening: { sky: ['#343a6a', '#c46f7b', '#f4c487'], tint: ['#6b4a6e', 0.24], water: '#5f6a94', far: '#6a5877', near: '#463b56', snow: '#f2d8d3', haze: '#f4c487' },
  dusk: { sky: ['#142246', '#2f4f86', '#87a5cc'], tint: ['#1e2f5a', 0.38], water: '#2d4673', far: '#3f5378', near: '#27364f', snow: '#c3d2e6', haze: '#87a5cc' },
  overcast: { sky: ['#7f8b97', '#a9b3bc', '#d6dce1'], tint: ['#9aa3ab', 0.16], water: '#62798a', far: '#87929b', near: '#5c666c', snow: '#e4e9ec', haze: '#d6dce1' },
  night: { sky: ['#050c20', '#0d1f44', '#1f3d5f'], tint: ['#0b1633', 0.6], water: '#10213b', far: '#1b2a43', near: '#111d31', snow: '#8ea5bd', haze: '#1f3d5f' },
};

/** Where a drawing collects its gradients and filters, and how it names them. */
export interface Ctx {
  r: Rand;
  light: Light;
  pal: Palette;
  defs: string[];
  /** A fresh id, unique within the whole SVG (window views share the counter). */
  id(prefix: string): string;
  /** A landscape colour in this light. */
  c(colour: string): string;
  /** The soft blur filter, defined once. Costly at large sizes: prefer soft(). */
  blur(std: number): string;
  /** A radial gradient from the colour to transparent: an ellipse filled with it looks blurred, at no cost. */
  soft(colour: string, opacity?: number): string;
}

export function makeCtx(seed: number, light: Light, parent?: Ctx): Ctx {
  const counter = parent ? null : { value: 0 };
  const defs = parent ? parent.defs : [];
  const blurs = new Map<number, string>();
  const softs = new Map<string, string>();
  const pal = PALETTES[light];
  const ctx: Ctx = {
    r: seeded(seed),
    light,
    pal,
    defs,
    id: parent ? parent.id : (prefix) => `${prefix}${++counter!.value}`,
    c: (colour) => (pal.tint[1] ? mix(colour, pal.tint[0], pal.tint[1]) : colour),
    blur(std) {
      let id = blurs.get(std);
      if (!id) {
        id = ctx.id('bl');
        defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`);
        blurs.set(std, id);
      }
      return `url(#${id})`;
    },
    soft(colour, opacity = 1) {
      const key = `${colour}/${opacity}`;
      let id = softs.get(key);
      if (!id) {
        id = ctx.id('sf');
        defs.push(`<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="0.45" stop-color="${colour}" stop-opacity="${n(opacity * 0.75)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`);
        softs.set(key, id);
      }
      return `url(#${id})`;
    },
  };
  return ctx;
}

/** FNV-1a: a stable seed from a name. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function rgb(colour: string): [number, number, number] {
  const c = colour.replace('#', '');
  const full = c.length === 3 ? c.split('').map((x) => x + x).join('') : c;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** Mixes two #rrggbb colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return `#${x.map((v, i) => Math.round(v + (y[i] - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

export const darker = (c: string, t = 0.2) => mix(c, '#000000', t);
export const lighter = (c: string, t = 0.2) => mix(c, '#ffffff', t);

export const P = (points: Pt[]) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** A closed polygon. */
export const poly = (points: Pt[], fill: string, extra = '') => `<polygon points="${P(points)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** A smooth curve through the points (Catmull–Rom as cubic Béziers); `closed` joins the ends. */
export function smooth(points: Pt[], closed = false, tension = 1): string {
  const p = points;
  const count = p.length;
  if (count < 3) return `M ${p.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L ')}`;
  const at = (i: number) => (closed ? p[(i + count) % count] : p[Math.max(0, Math.min(count - 1, i))]);
  let d = `M ${n(p[0][0])} ${n(p[0][1])}`;
  const last = closed ? count : count - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const k = tension / 6;
    d += ` C ${n(p1[0] + (p2[0] - p0[0]) * k)} ${n(p1[1] + (p2[1] - p0[1]) * k)} ${n(p2[0] - (p3[0] - p1[0]) * k)} ${n(p2[1] - (p3[1] - p1[1]) * k)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d} Z` : d;
}

/** Points along a polyline, every `step` units (for roads and rivers in perspective). */
export function resample(points: Pt[], steps: number): Pt[] {
  const lengths = [0];
  for (let i = 1; i < points.length; i++) lengths.push(lengths[i - 1] + Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]));
  const total = lengths[lengths.length - 1];
  const out: Pt[] = [];
  let seg = 1;
  for (let s = 0; s <= steps; s++) {
    const d = (total * s) / steps;
    while (seg < points.length - 1 && lengths[seg] < d) seg++;
    const span = lengths[seg] - lengths[seg - 1] || 1;
    const t = Math.min(1, Math.max(0, (d - lengths[seg - 1]) / span));
    out.push([points[seg - 1][0] + (points[seg][0] - points[seg - 1][0]) * t, points[seg - 1][1] + (points[seg][1] - points[seg - 1][1]) * t]);
  }
  return out;
}

/** A band along a centre line whose width goes from w0 (start) to w1 (end): roads, rivers. */
export function band(centre: Pt[], w0: number, w1: number, steps = 40): { left: Pt[]; right: Pt[]; mid: Pt[]; widths: number[] } {
  // Run the near end on past its first point, so that the cut end lies outside the picture.
  const [a, b] = [centre[0], centre[1]];
  const len = Math.hypot(a[0] - b[0], a[1] - b[1]) || 1;
  const start: Pt = [a[0] + ((a[0] - b[0]) / len) * w0 * 0.6, a[1] + ((a[1] - b[1]) / len) * w0 * 0.6];
  const mid = resample(smoothPoints([start, ...centre]), steps);
  const left: Pt[] = [];
  const right: Pt[] = [];
  const widths: number[] = [];
  for (let i = 0; i < mid.length; i++) {
    const a = mid[Math.max(0, i - 1)];
    const b = mid[Math.min(mid.length - 1, i + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    const w = (w0 + (w1 - w0) * (i / (mid.length - 1))) / 2;
    widths.push(w * 2);
    left.push([mid[i][0] + nx * w, mid[i][1] + ny * w]);
    right.push([mid[i][0] - nx * w, mid[i][1] - ny * w]);
  }
  return { left, right, mid, widths };
}

/** Densifies a polyline into a smooth one (Chaikin, three rounds). */
export function smoothPoints(points: Pt[], rounds = 3): Pt[] {
  let p = points;
  for (let k = 0; k < rounds; k++) {
    const q: Pt[] = [p[0]];
    for (let i = 0; i < p.length - 1; i++) {
      const [a, b] = [p[i], p[i + 1]];
      q.push([a[0] * 0.75 + b[0] * 0.25, a[1] * 0.75 + b[1] * 0.25], [a[0] * 0.25 + b[0] * 0.75, a[1] * 0.25 + b[1] * 0.75]);
    }
    q.push(p[p.length - 1]);
    p = q;
  }
  return p;
}

/** A linear gradient (top to bottom unless given), defined in ctx; returns url(#id). */
export function gradient(ctx: Ctx, stops: Array<[number, string, number?]>, dir: [number, number, number, number] = [0, 0, 0, 1]): string {
  const id = ctx.id('g');
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}">${stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radial(ctx: Ctx, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
  const id = ctx.id('rg');
  ctx.defs.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
      .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** A clip path from SVG shapes; returns the clip-path attribute value. */
export function clip(ctx: Ctx, shapes: string): string {
  const id = ctx.id('c');
  ctx.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
  return `url(#${id})`;
}

/** Wraps a drawing into a group moved to (x, y), scaled by s and optionally mirrored. */
export const place = (x: number, y: number, s: number, body: string, mirrored = false) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${f3(mirrored ? -s : s)} ${f3(s)})">${body}</g>`;

export const f3 = (v: number) => Math.round(v * 1000) / 1000;

export const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));

/**
 * librsvg renders `opacity` on a shape as a separate layer (an offscreen
 * surface the size of the shape, then composited): with hundreds of
 * translucent shapes that is most of the render time. On a single shape,
 * fill-opacity / stroke-opacity look the same and cost nothing, so shapes get
 * those instead; groups keep their opacity.
 */
export function flattenOpacity(svg: string): string {
  return svg.replace(/<(ellipse|rect|circle|polygon|path|line|polyline)\b([^>]*?)\sopacity="([\d.]+)"([^>]*)>/g, (_m, tag: string, before: string, value: string, after: string) => {
    const attrs = before + after;
    if (/(?:fill|stroke)-opacity=/.test(attrs)) return `<${tag}${before} opacity="${value}"${after}>`;
    const noFill = /\sfill="none"/.test(attrs) || tag === 'line' || tag === 'polyline' && !/\sfill="(?!none)/.test(attrs);
    const stroked = /\sstroke="(?!none)/.test(attrs);
    const parts = [];
    if (!noFill) parts.push(`fill-opacity="${value}"`);
    if (stroked || noFill) parts.push(`stroke-opacity="${value}"`);
    return `<${tag}${before} ${parts.join(' ')}${after}>`;
  });
}
