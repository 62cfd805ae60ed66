/** Sky, mountains, water and ground of the editorial scenes, plus the rock features of the land. */
import {
  between, clip, darker, gradient, H, lighter, mix, n, P, poly, radial, smooth, smoothPoints, W,
  type Ctx, type Pt,
} from './kit.ts';
import type { GroundKind, Layer, SkyRecipe, Snow, Tone, WaterKind } from './recipe.ts';

type L<T extends Layer['t']> = Extract<Layer, { t: T }>;

export function tone(ctx: Ctx, t: Tone | undefined, fallback: 'far' | 'near' = 'near'): string {
  const { pal } = ctx;
  switch (t ?? fallback) {
    case 'far':
      return pal.far;
    case 'near':
      return pal.near;
    case 'mid':
      return mix(pal.far, pal.near, 0.5);
    case 'dark':
      return ctx.c('#2c3236');
    case 'green':
      return ctx.c('#5d7d45');
    case 'moss':
      return ctx.c('#6f8a52');
    default:
      return ctx.c(t as string);
  }
}

// ---------------------------------------------------------------- sky

export function sky(ctx: Ctx, recipe: SkyRecipe | undefined, horizon: number): { back: string; front: string } {
  const s = recipe ?? {};
  const { pal, r, light } = ctx;
  let svg = `<rect width="${W}" height="${H}" fill="${pal.sky[2]}"/><rect width="${W}" height="${n(horizon + 40)}" fill="${gradient(ctx, [[0, pal.sky[0]], [0.62, pal.sky[1]], [1, pal.sky[2]]])}"/>`;
  const night = light === 'night';
  if (s.stars ?? night) {
    for (let i = 0; i < 140; i++) {
      const y = Math.pow(r(), 1.4) * horizon * 0.85;
      svg += `<circle cx="${n(r() * W)}" cy="${n(y)}" r="${n(between(r, 0.9, 2.8))}" fill="#ffffff" opacity="${n(between(r, 0.35, 1))}"/>`;
    }
  }
  if (s.aurora) svg += aurora(ctx, s.aurora, horizon);
  if (s.moon) svg += `<circle cx="1480" cy="170" r="30" fill="#f4f1e0" opacity="0.92"/>`;
  const sun = s.sun === undefined ? defaultSun(ctx, horizon) : s.sun;
  if (sun) {
    const [x, y] = sun;
    if (light === 'evening' || light === 'morning') {
      svg += `<circle cx="${x}" cy="${y}" r="190" fill="${radial(ctx, [[0, '#ffe3a8', 0.9], [0.35, '#ffc98a', 0.5], [1, '#ffb070', 0]])}"/>`;
      svg += `<circle cx="${x}" cy="${y}" r="58" fill="${light === 'evening' ? '#ffd9a0' : '#fff1cf'}" opacity="0.95"/>`;
    } else if (light === 'day') {
      svg += `<circle cx="${x}" cy="${y}" r="150" fill="${radial(ctx, [[0, '#ffffff', 0.55], [1, '#ffffff', 0]])}"/><circle cx="${x}" cy="${y}" r="56" fill="#fff8de"/>`;
    }
  }
  const clouds = s.clouds ?? (light === 'overcast' ? 8 : light === 'night' || light === 'dusk' ? 0 : 3);
  const cloudColour = light === 'overcast' ? '#e7ebef' : light === 'evening' ? '#f6cdbd' : light === 'morning' ? '#fdf1e4' : light === 'dusk' ? '#5d77a6' : light === 'night' ? '#26324a' : '#ffffff';
  for (let i = 0; i < clouds; i++) svg += cloud(ctx, cloudColour, horizon, light === 'overcast');
  if (light === 'overcast') svg += `<rect width="${W}" height="${n(horizon * 0.5)}" fill="${gradient(ctx, [[0, '#6f7b87', 0.55], [1, '#6f7b87', 0]])}"/>`;
  if (s.cloudGap) svg += cloudGap(ctx, horizon);
  let front = '';
  if (s.snowfall) {
    for (let i = 0; i < 260; i++) front += `<circle cx="${n(r() * W)}" cy="${n(r() * H)}" r="${n(between(r, 2, 6.5))}" fill="#ffffff" opacity="${n(between(r, 0.55, 0.95))}"/>`;
    front += `<rect width="${W}" height="${H}" fill="#e8eef4" opacity="0.18"/>`;
  }
  return { back: svg, front };
}

function defaultSun(ctx: Ctx, horizon: number): Pt | false {
  if (ctx.light === 'evening') return [between(ctx.r, 500, 1300), horizon - 90];
  if (ctx.light === 'morning') return [between(ctx.r, 300, 1500), horizon - 170];
  return false;
}

function cloud(ctx: Ctx, colour: string, horizon: number, flat: boolean): string {
  const { r } = ctx;
  const cx = between(r, -100, W + 100);
  const cy = between(r, 50, horizon * (flat ? 0.5 : 0.45));
  const s = between(r, 0.7, flat ? 2.2 : 1.5);
  let g = `<g opacity="${n(between(r, 0.6, 0.92))}" fill="${colour}">`;
  const parts = flat ? 7 : 5;
  for (let i = 0; i < parts; i++) g += `<ellipse cx="${n(cx + (i - parts / 2) * 62 * s + between(r, -20, 20))}" cy="${n(cy - (i % 2) * 22 * s)}" rx="${n(88 * s)}" ry="${n((flat ? 26 : 36) * s)}"/>`;
  g += `<rect x="${n(cx - parts * 40 * s)}" y="${n(cy)}" width="${n(parts * 72 * s)}" height="${n(22 * s)}" rx="${n(11 * s)}"/>`;
  return `${g}</g>`;
}

/** Northern lights: curtains whose lower edge is a bright line and whose glow fades upwards. */
function aurora(ctx: Ctx, kind: 'arcs' | 'bands' | 'faint', horizon: number): string {
  const { r } = ctx;
  const glow = gradient(ctx, [[0, '#7dffc8', 0], [0.55, '#52f0a0', 0.5], [0.92, '#7dffb5', 0.95], [1, '#c8ffd8', 0.9]]);
  const pink = gradient(ctx, [[0, '#d37cff', 0], [1, '#b866f0', 0.35]]);
  let svg = '';
  const count = kind === 'faint' ? 1 : kind === 'arcs' ? 3 : 3;
  for (let i = 0; i < count; i++) {
    const base = kind === 'faint' ? horizon * 0.55 : between(r, horizon * 0.32, horizon * 0.68);
    const tall = kind === 'bands' ? between(r, 240, 360) : kind === 'faint' ? 220 : between(r, 170, 280);
    const pts: Pt[] = [];
    const amp = kind === 'bands' ? 130 : 70;
    const phase = r() * 6;
    const tilt = between(r, -0.18, 0.18);
    for (let x = -200; x <= W + 200; x += 150) pts.push([x, base + Math.sin(x / (kind === 'bands' ? 210 : 420) + phase) * amp + (x - W / 2) * tilt]);
    const lower = smoothPoints(pts, 2);
    const upper = lower.map(([x, y], k) => [x + 40, y - tall * (0.75 + 0.25 * Math.sin(k / 3 + phase))] as Pt);
    const shape = `${P(upper)} ${P([...lower].reverse())}`;
    const opacity = kind === 'faint' ? 0.45 : between(r, 0.7, 0.95);
    svg += `<polygon points="${shape}" fill="${glow}" opacity="${n(opacity)}"/>`;
    if (kind !== 'faint' && i === 0) svg += `<polygon points="${P(upper.map(([x, y]) => [x, y - 90] as Pt))} ${P([...upper].reverse())}" fill="${pink}" opacity="0.55"/>`;
    if (kind !== 'faint') {
      // Rays: faint vertical streaks rising from the lower edge.
      for (let k = 0; k < lower.length; k += 2) {
        const [x, y] = lower[k];
        if (x < -50 || x > W + 50) continue;
        svg += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + 30)}" y2="${n(y - tall * between(r, 0.5, 0.95))}" stroke="#b8ffd9" stroke-width="${n(between(r, 8, 22))}" opacity="${n(between(r, 0.05, 0.14))}"/>`;
      }
    }
    // The lower edge glows: wide faint strokes under a thin bright one.
    const edge = P(lower);
    svg += `<polyline points="${edge}" fill="none" stroke="#6dffb0" stroke-width="46" opacity="${kind === 'faint' ? 0.08 : 0.12}" stroke-linejoin="round"/><polyline points="${edge}" fill="none" stroke="#8dffc4" stroke-width="20" opacity="${kind === 'faint' ? 0.12 : 0.22}" stroke-linejoin="round"/>`;
    if (kind !== 'faint') svg += `<polyline points="${edge}" fill="none" stroke="#e0fff0" stroke-width="5" opacity="0.7" stroke-linejoin="round"/>`;
  }
  return svg;
}

function cloudGap(ctx: Ctx, horizon: number): string {
  const { r } = ctx;
  const cx = 900 + between(r, -120, 120);
  const cy = horizon * 0.5;
  const pts: Pt[] = [];
  for (let a = 0; a < Math.PI * 2; a += Math.PI / 9) pts.push([cx + Math.cos(a) * 560 * between(r, 0.85, 1.1), cy + Math.sin(a) * 230 * between(r, 0.85, 1.15)]);
  const hole = smooth(pts, true);
  const bank = `M -100 -100 H ${W + 100} V ${horizon + 40} H -100 Z ${hole}`;
  let svg = `<path d="${bank}" fill="#161d2c" fill-rule="evenodd" opacity="0.97"/>`;
  // Lumpy cloud edges around the gap, lit faintly green from below.
  for (let i = 0; i < pts.length; i++) {
    const [x, y] = pts[i];
    for (let k = 0; k < 3; k++) svg += `<circle cx="${n(x + between(r, -90, 90))}" cy="${n(y + between(r, -30, 30))}" r="${n(between(r, 50, 95))}" fill="${k ? '#19212f' : '#1f2839'}"/>`;
  }
  return svg;
}

// ---------------------------------------------------------------- mountains

/** A generated range: samples a silhouette between from and to, then draws it as a mass. */
export function range(ctx: Ctx, l: L<'range'>): string {
  const { r } = ctx;
  const from = l.from ?? -80;
  const to = l.to ?? W + 80;
  const pts: Pt[] = [];
  const amp = l.height;
  const phase = [r() * 6, r() * 6, r() * 6];
  const wave = (x: number) => 0.55 + 0.28 * Math.sin(x / 250 + phase[0]) + 0.12 * Math.sin(x / 97 + phase[1]) + 0.05 * Math.sin(x / 41 + phase[2]);
  if (l.kind === 'table') {
    let x = from;
    pts.push([x, l.base - amp * 0.3]);
    while (x < to) {
      const top = l.base - amp * between(r, 0.75, 1);
      const slope = between(r, 90, 170);
      const flat = between(r, 220, 480);
      const dip = l.base - amp * between(r, 0.35, 0.6);
      pts.push([x + slope, top], [x + slope + flat, top + between(r, -8, 8)], [x + 2 * slope + flat, dip]);
      x += 2 * slope + flat;
    }
    return mass(ctx, { t: 'mass', points: pts, base: l.base, style: 'table', tone: l.tone, snow: l.snow, foot: l.foot });
  }
  if (l.kind === 'glacier') {
    for (let x = from; x <= to + 60; x += 60) {
      const t = (x - (from + to) / 2) / ((to - from) * 0.62);
      pts.push([x, l.base - amp * Math.max(0.12, 1 - t * t) - 10 * r()]);
    }
    return mass(ctx, { t: 'mass', points: pts, base: l.base, style: 'smooth', tone: l.tone ?? '#e9f0f5', snow: 'none', shade: false }) + glacierShine(ctx, pts, l.base);
  }
  const step = l.kind === 'hills' || l.kind === 'rhyolite' ? 140 : 60;
  const jag = l.jag ?? (l.kind === 'peaks' ? 0.14 : 0);
  for (let x = from; x <= to + step; x += step) pts.push([x, l.base - amp * Math.max(0.06, wave(x) + between(r, -jag, jag))]);
  if (l.kind === 'rhyolite') return rhyolite(ctx, pts, l.base);
  return mass(ctx, { t: 'mass', points: pts, base: l.base, style: l.kind === 'hills' ? 'smooth' : 'sharp', tone: l.tone, snow: l.snow, foot: l.foot });
}

function glacierShine(ctx: Ctx, pts: Pt[], base: number): string {
  const top = Math.min(...pts.map((p) => p[1]));
  const shape = `${smooth(pts)} L ${n(pts[pts.length - 1][0])} ${base} L ${n(pts[0][0])} ${base} Z`;
  const c = clip(ctx, `<path d="${shape}"/>`);
  return `<g clip-path="${c}"><rect x="0" y="${n(top)}" width="${W}" height="${n(base - top)}" fill="${gradient(ctx, [[0, '#ffffff', 0.6], [1, ctx.c('#a9bccc'), 0.7]])}"/></g>`;
}

/** Rolling rhyolite hills: bands of orange, yellow, rust and green moss, with snow patches. */
function rhyolite(ctx: Ctx, pts: Pt[], base: number): string {
  const { r } = ctx;
  const d = `${smooth(pts)} L ${n(pts[pts.length - 1][0])} ${base} L ${n(pts[0][0])} ${base} Z`;
  const c = clip(ctx, `<path d="${d}"/>`);
  const colours = ['#d9894a', '#e3b552', '#c0623d', '#8fa05a', '#e8c87a', '#b7774b'];
  let body = `<path d="${d}" fill="${ctx.c('#d49a55')}"/><g clip-path="${c}">`;
  const top = Math.min(...pts.map((p) => p[1]));
  for (let i = 0; i < 9; i++) {
    const y0 = top + (base - top) * (i / 9) + between(r, -20, 20);
    const wave: Pt[] = [];
    for (let x = -100; x <= W + 100; x += 150) wave.push([x, y0 + between(r, -50, 50)]);
    body += `<path d="${smooth(wave)} L ${W + 100} ${base} L -100 ${base} Z" fill="${ctx.c(colours[i % colours.length])}" opacity="0.75"/>`;
  }
  for (let i = 0; i < 7; i++) {
    const x = between(r, 0, W);
    const y = topAt(pts, x) + between(r, 10, 60);
    const blob: Pt[] = [];
    for (let k = 0; k < 7; k++) {
      const a = (k / 7) * Math.PI * 2;
      blob.push([x + Math.cos(a) * between(r, 14, 40), y + Math.sin(a) * between(r, 4, 10)]);
    }
    body += `<path d="${smooth(blob, true)}" fill="#f7f9fb" opacity="0.9"/>`;
  }
  return `${body}</g>`;
}

/** A mountain through silhouette points: shading on the far side of each peak, snow, table-mountain strata. */
export function mass(ctx: Ctx, l: L<'mass'>): string {
  const { r } = ctx;
  const base = l.base ?? H;
  const style = l.style ?? 'rough';
  let top: Pt[] = l.points;
  if (style === 'rough') {
    top = [];
    for (let i = 0; i < l.points.length - 1; i++) {
      const [a, b] = [l.points[i], l.points[i + 1]];
      const steps = Math.max(1, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / 38));
      for (let k = 0; k < steps; k++) {
        const t = k / steps;
        top.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + (k ? between(r, -7, 7) : 0)]);
      }
    }
    top.push(l.points[l.points.length - 1]);
  }
  const line = style === 'smooth' ? smooth(top) : `M ${top.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L ')}`;
  const d = `${line} L ${n(top[top.length - 1][0])} ${base} L ${n(top[0][0])} ${base} Z`;
  const colour = tone(ctx, l.tone);
  const snowColour = ctx.pal.snow;
  const snow: Snow = l.snow ?? 'none';
  let body = `<path d="${d}" fill="${snow === 'full' ? snowColour : colour}"/>`;
  const peakY = Math.min(...l.points.map((p) => p[1]));
  const c = clip(ctx, `<path d="${d}"/>`);
  let inner = '';
  if (l.shade !== false) {
    // The side away from the light: from each peak down to the right.
    for (let i = 1; i < l.points.length - 1; i++) {
      const [prev, p, next] = [l.points[i - 1], l.points[i], l.points[i + 1]];
      if (p[1] > prev[1] || p[1] > next[1]) continue;
      const drop = base - p[1];
      inner += poly([p, next, [next[0] + drop * 0.15, base], [p[0] + drop * 0.35, base]], snow === 'full' ? ctx.c('#b9c8d6') : darker(colour, 0.22), `opacity="${snow === 'full' ? 0.6 : 0.45}"`);
    }
  }
  if (l.foot) {
    // Lower slopes: grass and moss (or scree) fading up into the rock.
    inner += `<rect x="-10" y="${n(peakY)}" width="${W + 20}" height="${n(base - peakY)}" fill="${gradient(ctx, [[0, ctx.c(l.foot), 0], [0.45, ctx.c(l.foot), 0], [0.8, ctx.c(l.foot), 0.85], [1, ctx.c(l.foot), 0.95]])}"/>`;
  }
  if (style === 'table') {
    // Horizontal strata of the basalt: thin darker bands following the layers.
    for (let y = peakY + 28; y < base - 10; y += between(r, 30, 52)) inner += `<rect x="0" y="${n(y)}" width="${W}" height="${n(between(r, 3, 7))}" fill="${darker(colour, 0.28)}" opacity="0.45"/>`;
  }
  if (snow === 'caps' || snow === 'streaks' || snow === 'patches') {
    const line = l.snowLine ?? peakY + (base - peakY) * (snow === 'caps' ? 0.32 : 0.2);
    if (snow === 'caps') {
      const edge: Pt[] = [];
      for (let x = -60; x <= W + 60; x += 40) edge.push([x, line + between(r, -26, 26) + (x % 80 === 0 ? 18 : -6)]);
      inner += `<polygon points="-60,-200 ${W + 60},-200 ${P([...edge].reverse())}" fill="${snowColour}" opacity="0.96"/>`;
    }
    // Gullies: snow lying in the clefts, running down from the tops.
    // Gullies: snow lying in the clefts of the upper slopes, pointed at both ends, in small groups.
    const groups = snow === 'streaks' ? Math.max(4, Math.round((top[top.length - 1][0] - top[0][0]) / 150)) : snow === 'caps' ? 3 : 0;
    const height = base - peakY;
    for (let g = 0; g < groups; g++) {
      const gx = between(r, top[0][0] + 20, top[top.length - 1][0] - 20);
      const members = 1 + Math.floor(r() * 3);
      for (let m = 0; m < members; m++) {
        const x = gx + m * between(r, 18, 40);
        const y = topAt(top, x) + between(r, 0.1, 0.35) * height;
        if (y > base - 20) continue;
        const len = between(r, 0.1, 0.3) * height;
        const w = between(r, 4, 12);
        const lean = between(r, -8, 8);
        inner += poly([[x, y], [x + w * 0.6, y + len * 0.3], [x + lean + w * 0.2, y + len], [x + lean - w * 0.35, y + len * 0.55], [x - w * 0.5, y + len * 0.2]], snowColour, 'opacity="0.85"');
      }
    }
    if (style === 'table' && snow === 'streaks') {
      // Snow lingering on a few of the basalt ledges.
      for (let i = 0; i < groups; i++) {
        const x = between(r, top[0][0], top[top.length - 1][0]);
        const y = topAt(top, x) + between(r, 0.05, 0.3) * height;
        inner += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(r, 14, 44))}" height="${n(between(r, 2.5, 5))}" rx="2" fill="${snowColour}" opacity="0.6"/>`;
      }
    }
    if (snow === 'patches') {
      for (let i = 0; i < Math.round((top[top.length - 1][0] - top[0][0]) / 60); i++) {
        const x = between(r, top[0][0], top[top.length - 1][0]);
        const y = topAt(top, x) + between(r, 0.03, 0.35) * height;
        const rx = between(r, 8, 26);
        const ry = between(r, 3, 8);
        const blob: Pt[] = [];
        for (let k = 0; k < 7; k++) {
          const a = (k / 7) * Math.PI * 2;
          blob.push([x + Math.cos(a) * rx * between(r, 0.6, 1.2), y + Math.sin(a) * ry * between(r, 0.6, 1.3) + (Math.sin(a) > 0 ? ry * 0.6 : 0)]);
        }
        inner += `<path d="${smooth(blob, true)}" fill="${snowColour}" opacity="0.88"/>`;
      }
    }
  } else if (snow === 'full' && style !== 'smooth') {
    // Dark rock showing through on the steepest faces.
    for (let i = 0; i < 18; i++) {
      const x = between(r, top[0][0], top[top.length - 1][0]);
      const y = topAt(top, x) + between(r, 20, (base - peakY) * 0.6);
      inner += poly([[x, y], [x + between(r, 8, 22), y + between(r, 30, 90)], [x - between(r, 4, 12), y + between(r, 20, 60)]], ctx.c('#56606b'), 'opacity="0.55"');
    }
  }
  if (inner) body += `<g clip-path="${c}">${inner}</g>`;
  return body;
}

function topAt(top: Pt[], x: number): number {
  for (let i = 0; i < top.length - 1; i++) {
    const [a, b] = [top[i], top[i + 1]];
    if (x >= a[0] && x <= b[0]) return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
  }
  return top[top.length - 1][1];
}

// ---------------------------------------------------------------- water and ground

const WATERS: Record<WaterKind, string | null> = { sea: null, fjord: null, lake: null, lagoon: '#9fd0d8', glacial: '#8d9a98', turquoise: '#3fb3b0', pool: '#52b8d6' };

export function water(ctx: Ctx, l: L<'water'>, above: string): string {
  const { r, pal } = ctx;
  const kind = l.kind ?? 'sea';
  const bottom = l.bottom ?? H;
  const base = l.colour ? ctx.c(l.colour) : WATERS[kind] ? ctx.c(WATERS[kind]!) : kind === 'lake' ? mix(pal.water, pal.sky[1], 0.3) : pal.water;
  const far = mix(base, pal.sky[2], kind === 'glacial' || kind === 'lagoon' ? 0.2 : 0.5);
  const near = darker(base, 0.12);
  // A band across the picture, or a pond/lagoon shape when an edge is given.
  const shape = l.edge ? `<path d="${smooth(l.edge, true)}"` : `<rect x="-10" y="${n(l.top)}" width="${W + 20}" height="${n(bottom - l.top)}"`;
  const area = `${shape}/>`;
  let svg = `${shape} fill="${gradient(ctx, [[0, far], [1, near]])}"/>`;
  if (l.reflect && above) {
    // The scene above, mirrored in calm water, then the water's own colour over it.
    const c = clip(ctx, area);
    svg += `<g clip-path="${c}" opacity="0.5"><g transform="translate(0 ${n(2 * l.top)}) scale(1 -1)">${above}</g></g>`;
    svg += `${shape} fill="${gradient(ctx, [[0, far, 0.25], [1, near, 0.7]])}"/>`;
  }
  const inside = l.edge ? clip(ctx, area) : null;
  let ripplesSvg = '';
  const ripples = l.ripples ?? (kind === 'pool' ? 0 : 30);
  for (let i = 0; i < ripples; i++) {
    const t = Math.pow(r(), 1.3);
    const y = l.top + 4 + t * (bottom - l.top - 8);
    const w = between(r, 30, 160) * (0.4 + t);
    ripplesSvg += `<rect x="${n(r() * W)}" y="${n(y)}" width="${n(w)}" height="${n(1.5 + t * 3)}" rx="1.5" fill="#ffffff" opacity="${n(between(r, 0.12, 0.35))}"/>`;
  }
  return svg + (inside ? `<g clip-path="${inside}">${ripplesSvg}</g>` : ripplesSvg);
}

const GROUNDS: Record<GroundKind, [string, string]> = {
  meadow: ['#8fb062', '#5a7f3c'],
  moss: ['#8a9a5e', '#5d6f44'],
  lava: ['#6f7a58', '#3f4538'],
  snow: ['#f4f7fa', '#d6e0ea'],
  'black-sand': ['#45484c', '#222426'],
  'red-sand': ['#e0ad6e', '#c4834d'],
  'grey-sand': ['#9a968d', '#6f6c66'],
  geothermal: ['#c7864a', '#9a5a32'],
  rocks: ['#7d7b75', '#55534f'],
  sandur: ['#8c877b', '#6c685f'],
  rhyolite: ['#d6a35e', '#b0703f'],
};

export function ground(ctx: Ctx, l: L<'ground'>): string {
  const { r } = ctx;
  let edge: Pt[];
  if (typeof l.top === 'number') {
    edge = [];
    for (let x = -40; x < W + 160; x += 120) edge.push([x, (l.top as number) + between(r, -6, 10)]);
  } else edge = l.top;
  const [c0, c1] = l.colour ? [lighter(l.colour, 0.1), darker(l.colour, 0.15)] : GROUNDS[l.kind];
  const top = Math.min(...edge.map((p) => p[1]));
  const d = `${smooth(edge)} L ${n(edge[edge.length - 1][0])} ${H + 10} L ${n(edge[0][0])} ${H + 10} Z`;
  // Snow stays bright at night (it gathers what light there is).
  const lit = (c: string) => (l.kind === 'snow' ? mix(c, ctx.pal.tint[0], ctx.pal.tint[1] * 0.5) : ctx.c(c));
  const fill = gradient(ctx, [[0, lit(c0)], [1, lit(c1)]]);
  const svg = `<path d="${d}" fill="${fill}"/>`;
  const count = l.texture ?? 60;
  if (!count) return svg;
  const c = clip(ctx, `<path d="${d}"/>`);
  let tex = '';
  const depth = (y: number) => 0.35 + (y - top) / Math.max(1, H - top);
  for (let i = 0; i < count; i++) {
    const y = top + Math.pow(r(), 0.9) * (H - top);
    const x = r() * W;
    const s = depth(y);
    switch (l.kind) {
      case 'meadow':
        tex += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(r, 20, 60) * s)}" ry="${n(between(r, 4, 9) * s)}" fill="${ctx.c(r() < 0.5 ? '#4e7233' : '#a3c071')}" opacity="0.45"/>`;
        if (r() < 0.2) tex += `<circle cx="${n(x + 10)}" cy="${n(y - 4)}" r="${n(3 * s)}" fill="${ctx.c(r() < 0.5 ? '#f3e27a' : '#ffffff')}" opacity="0.85"/>`;
        break;
      case 'moss':
      case 'lava':
        tex += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(r, 18, 50) * s)}" ry="${n(between(r, 8, 20) * s)}" fill="${ctx.c(r() < (l.kind === 'lava' ? 0.55 : 0.25) ? '#33362f' : '#8ea261')}" opacity="0.85"/>`;
        break;
      case 'snow':
        tex += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(r, 60, 180) * s)}" ry="${n(8 * s)}" fill="${mix('#c5d3e2', ctx.pal.tint[0], ctx.pal.tint[1] * 0.4)}" opacity="0.35"/>`;
        break;
      case 'black-sand':
      case 'grey-sand':
      case 'sandur':
      case 'red-sand':
        tex += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(r, 40, 200) * s)}" height="${n(2.5 * s)}" fill="${l.kind === 'red-sand' ? '#f0c58c' : '#b9b6ad'}" opacity="${l.kind === 'black-sand' ? 0.18 : 0.35}"/>`;
        break;
      case 'geothermal':
        tex += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(r, 40, 140) * s)}" ry="${n(between(r, 6, 14) * s)}" fill="${ctx.c(['#d9b453', '#e9dfcc', '#8a4a2a', '#b08a62'][i % 4])}" opacity="0.4"/>`;
        break;
      case 'rocks':
        tex += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(r, 10, 30) * s)}" ry="${n(between(r, 6, 14) * s)}" fill="${ctx.c(r() < 0.5 ? '#4a4845' : '#9d9a92')}" opacity="0.9"/>`;
        break;
      default:
        break;
    }
  }
  return `${svg}<g clip-path="${c}">${tex}</g>`;
}

export function surf(ctx: Ctx, l: L<'surf'>): string {
  const { r } = ctx;
  let svg = '';
  const rows = l.rows ?? 3;
  const from = l.from ?? -40;
  const to = l.to ?? W + 40;
  // The wash: a pale, translucent band where the waves run up.
  svg += `<rect x="${n(from)}" y="${n(l.y - 6)}" width="${n(to - from)}" height="26" fill="#ffffff" opacity="0.16"/>`;
  for (let k = rows - 1; k >= 0; k--) {
    // Breakers: broken crests of foam; farther rows higher up, thinner and fainter.
    const y = l.y - k * between(r, 22, 34);
    let x = from + between(r, -60, 0);
    while (x < to) {
      const len = between(r, 120, 420) * (1 - k * 0.2);
      const h = between(r, 6, 13) * (1 - k * 0.25);
      const mid = x + len * between(r, 0.35, 0.65);
      svg += `<path d="M ${n(x)} ${n(y)} Q ${n(mid)} ${n(y - h * 1.6)} ${n(x + len)} ${n(y)} Q ${n(mid)} ${n(y + h * 0.4)} ${n(x)} ${n(y)} Z" fill="#ffffff" opacity="${n(0.9 - k * 0.2)}"/>`;
      x += len + between(r, 10, 140);
    }
  }
  return svg;
}

/** A glacier tongue flowing down a valley: ice fanning out to a rounded snout, with crevasses. */
export function tongue(ctx: Ctx, l: L<'tongue'>): string {
  const { r } = ctx;
  const { x, top, bottom, width } = l;
  const h = bottom - top;
  const outline: Pt[] = [
    [x - width * 0.14, top - 10], [x - width * 0.2, top + h * 0.35], [x - width * 0.38, top + h * 0.75], [x - width * 0.5, bottom - 6],
    [x - width * 0.2, bottom + 4], [x + width * 0.2, bottom + 4], [x + width * 0.5, bottom - 8], [x + width * 0.36, top + h * 0.7],
    [x + width * 0.2, top + h * 0.3], [x + width * 0.14, top - 10],
  ];
  const d = smooth(outline, true, 0.8);
  const c = clip(ctx, `<path d="${d}"/>`);
  let inner = `<rect x="${n(x - width)}" y="${n(top - 20)}" width="${n(width * 2)}" height="${n(h + 40)}" fill="${gradient(ctx, [[0, ctx.c('#f7fafc')], [0.6, ctx.c('#d5e4ee')], [1, ctx.c('#a9c2d3')]])}"/>`;
  // Crevasses: arcs across the flow, bowed downstream.
  for (let i = 0; i < 16; i++) {
    const t = between(r, 0.15, 0.95);
    const y = top + h * t;
    const hw = width * (0.15 + 0.33 * t) * between(r, 0.3, 0.8);
    const cx = x + between(r, -0.25, 0.25) * width * t;
    inner += `<path d="M ${n(cx - hw)} ${n(y)} Q ${n(cx)} ${n(y + 10 + 14 * t)} ${n(cx + hw)} ${n(y)}" fill="none" stroke="${ctx.c('#8fb2c8')}" stroke-width="${n(2 + 3 * t)}" opacity="0.75"/>`;
  }
  inner += `<path d="M ${n(x - width * 0.03)} ${n(top)} Q ${n(x + width * 0.06)} ${n(top + h * 0.6)} ${n(x - width * 0.04)} ${n(bottom)}" fill="none" stroke="${ctx.c('#5a5c60')}" stroke-width="${n(Math.max(3, width * 0.012))}" opacity="0.35"/>`;
  inner += `<path d="M ${n(x - width * 0.5)} ${n(bottom - 4)} Q ${n(x)} ${n(bottom - 40)} ${n(x + width * 0.5)} ${n(bottom - 4)} L ${n(x + width * 0.5)} ${n(bottom + 10)} L ${n(x - width * 0.5)} ${n(bottom + 10)} Z" fill="${ctx.c('#7f97a6')}" opacity="0.45"/>`;
  return `<path d="${d}" fill="${ctx.c('#e3edf3')}"/><g clip-path="${c}">${inner}</g>`;
}

/** Cliffs and rock faces: basalt columns, green-topped cliffs, canyon walls. */
export function cliff(ctx: Ctx, l: L<'cliff'>): string {
  const { r } = ctx;
  const pts = l.points;
  const d = `M ${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L ')} L ${n(pts[pts.length - 1][0])} ${l.base} L ${n(pts[0][0])} ${l.base} Z`;
  const rock = tone(ctx, l.tone ?? (l.kind === 'green' ? '#4b5147' : l.kind === 'canyon' ? '#4c4a47' : '#2f3236'));
  const c = clip(ctx, `<path d="${d}"/>`);
  let inner = '';
  const minX = Math.min(...pts.map((p) => p[0]));
  const maxX = Math.max(...pts.map((p) => p[0]));
  const minY = Math.min(...pts.map((p) => p[1]));
  if (l.columns || l.kind === 'basalt') {
    let x = minX;
    let k = 0;
    while (x < maxX) {
      const w = between(r, 16, 30);
      const y = topAt(pts, x + w / 2) + (k % 3) * 6;
      inner += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(l.base - y)}" fill="${k % 2 ? lighter(rock, 0.12) : darker(rock, 0.1)}"/>`;
      inner += `<rect x="${n(x + w - 2.5)}" y="${n(y)}" width="2.5" height="${n(l.base - y)}" fill="${darker(rock, 0.45)}" opacity="0.8"/>`;
      // The hexagonal tops catch the light.
      inner += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="5" fill="${lighter(rock, 0.3)}"/>`;
      x += w;
      k++;
    }
    for (let y = minY + 60; y < l.base; y += between(r, 50, 110)) inner += `<rect x="${n(minX)}" y="${n(y)}" width="${n(maxX - minX)}" height="3" fill="${darker(rock, 0.4)}" opacity="0.35"/>`;
  } else {
    for (let i = 0; i < 30; i++) {
      const x = between(r, minX, maxX);
      const y = topAt(pts, x);
      inner += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(r, 2, 6))}" height="${n(between(r, 40, (l.base - y) * 0.9))}" fill="${darker(rock, 0.3)}" opacity="0.5"/>`;
    }
    if (l.kind === 'canyon') for (let y = minY + 30; y < l.base; y += between(r, 35, 70)) inner += `<rect x="${n(minX)}" y="${n(y)}" width="${n(maxX - minX)}" height="${n(between(r, 4, 9))}" fill="${lighter(rock, 0.15)}" opacity="0.4"/>`;
  }
  let svg = `<path d="${d}" fill="${rock}"/><g clip-path="${c}">${inner}</g>`;
  if (l.kind === 'green') {
    svg += `<polyline points="${P(pts)}" fill="none" stroke="${ctx.c('#5f8a3a')}" stroke-width="26" stroke-linejoin="round"/><polyline points="${P(pts.map(([x, y]) => [x, y - 6] as Pt))}" fill="none" stroke="${ctx.c('#7faa4c')}" stroke-width="10" stroke-linejoin="round"/>`;
    // Grass hanging over the edge in tufts.
    for (let i = 0; i < 30; i++) {
      const x = between(r, minX, maxX);
      const y = topAt(pts, x) + 8;
      svg += poly([[x - 10, y], [x + 10, y], [x + between(r, -3, 3), y + between(r, 16, 46)]], ctx.c('#5f8a3a'));
    }
  }
  return svg;
}

export function island(ctx: Ctx, l: L<'island'>): string {
  const { x, y, width, height } = l;
  const d = `M ${n(x - width / 2)} ${n(y)} C ${n(x - width * 0.3)} ${n(y - height)} ${n(x + width * 0.1)} ${n(y - height * 1.1)} ${n(x + width * 0.25)} ${n(y - height * 0.9)} S ${n(x + width * 0.45)} ${n(y - height * 0.2)} ${n(x + width / 2)} ${n(y)} Z`;
  return `<path d="${d}" fill="${tone(ctx, l.tone, 'far')}"/>`;
}

export function icebergs(ctx: Ctx, l: L<'icebergs'>): string {
  const { r } = ctx;
  let svg = '';
  const count = l.count ?? 9;
  const items: Array<[number, number, number]> = [];
  for (let i = 0; i < count; i++) {
    const t = r();
    items.push([between(r, l.from ?? 80, l.to ?? W - 80), l.y + t * 300, (0.4 + t * 1.2) * (l.scale ?? 1)]);
  }
  items.sort((a, b) => a[1] - b[1]);
  for (const [x, y, s] of items) {
    const w = between(r, 60, 160) * s;
    const h = between(r, 30, 80) * s;
    const peak = between(r, 0.25, 0.75);
    const top: Pt[] = [[x - w / 2, y], [x - w * 0.4, y - h * between(r, 0.4, 0.7)], [x - w / 2 + w * peak, y - h], [x + w * 0.35, y - h * between(r, 0.4, 0.8)], [x + w / 2, y]];
    svg += `<ellipse cx="${n(x)}" cy="${n(y + 3 * s)}" rx="${n(w * 0.55)}" ry="${n(6 * s)}" fill="${ctx.c('#2f5569')}" opacity="0.35"/>`;
    svg += poly(top, ctx.c('#f4f9fc'));
    svg += poly([top[2], top[3], top[4], [x - w / 2 + w * peak, y]], ctx.c(r() < 0.5 ? '#9fd0e6' : '#7fb9d6'), 'opacity="0.85"');
    svg += `<polygon points="${P([[x - w / 2, y], [x + w / 2, y], [x + w * 0.4, y + h * 0.35], [x - w * 0.35, y + h * 0.3]])}" fill="${ctx.c('#cfe8f2')}" opacity="0.35"/>`;
  }
  return svg;
}

/** Basalt sea stacks standing in the surf (Reynisdrangar). */
export function stacks(ctx: Ctx, l: L<'stacks'>): string {
  const { r } = ctx;
  const s = l.scale ?? 1;
  let svg = '';
  const count = l.count ?? 3;
  let x = l.x;
  for (let i = 0; i < count; i++) {
    const h = between(r, 180, 320) * s * (i === 1 ? 1.25 : 1);
    const w = between(r, 50, 80) * s;
    const pts: Pt[] = [[x - w, l.y], [x - w * 0.7, l.y - h * 0.5], [x - w * 0.45, l.y - h * 0.85], [x - w * 0.1, l.y - h], [x + w * 0.2, l.y - h * 0.9], [x + w * 0.35, l.y - h * 0.6], [x + w * 0.8, l.y - h * 0.3], [x + w, l.y]];
    svg += poly(pts, ctx.c('#2a2c2f'));
    svg += poly([[x - w * 0.1, l.y - h], [x + w * 0.2, l.y - h * 0.9], [x + w * 0.35, l.y - h * 0.6], [x + w * 0.8, l.y - h * 0.3], [x + w, l.y], [x + w * 0.1, l.y]], ctx.c('#1c1d20'), 'opacity="0.7"');
    svg += `<ellipse cx="${n(x)}" cy="${n(l.y)}" rx="${n(w * 1.4)}" ry="${n(8 * s)}" fill="#ffffff" opacity="0.75"/>`;
    x += w * 2.1 + between(r, 10, 60) * s;
  }
  return svg;
}

/** A lone rock in shallow water, with an arch (Hvítserkur). */
export function rock(ctx: Ctx, l: L<'rock'>): string {
  const s = l.scale ?? 1;
  const { x, y } = l;
  const out: Pt[] = [[-120, 0], [-110, -120], [-80, -200], [-40, -250], [10, -262], [60, -230], [95, -170], [115, -90], [130, 0]];
  const hole = (cx: number, w: number, h: number) => `M ${n(x + (cx - w) * s)} ${n(y)} L ${n(x + (cx - w) * s)} ${n(y - h * s * 0.6)} Q ${n(x + cx * s)} ${n(y - h * s * 1.15)} ${n(x + (cx + w) * s)} ${n(y - h * s * 0.6)} L ${n(x + (cx + w) * s)} ${n(y)} Z`;
  const outline = `M ${out.map(([a, b]) => `${n(x + a * s)} ${n(y + b * s)}`).join(' L ')} Z`;
  const holes = l.arch === false ? '' : `${hole(-55, 28, 110)} ${hole(45, 24, 90)}`;
  let svg = `<path d="${outline} ${holes}" fill="${ctx.c('#34373a')}" fill-rule="evenodd"/>`;
  svg += `<path d="M ${n(x - 40 * s)} ${n(y - 250 * s)} L ${n(x + 10 * s)} ${n(y - 262 * s)} L ${n(x + 60 * s)} ${n(y - 230 * s)} L ${n(x + 30 * s)} ${n(y - 200 * s)} L ${n(x - 20 * s)} ${n(y - 215 * s)} Z" fill="#e8e6df" opacity="0.9"/>`;
  svg += `<ellipse cx="${n(x)}" cy="${n(y + 2)}" rx="${n(170 * s)}" ry="${n(10 * s)}" fill="#ffffff" opacity="0.4"/>`;
  return svg;
}

export function stones(ctx: Ctx, l: L<'stones'>): string {
  const { r } = ctx;
  let svg = '';
  const items: Array<[number, number]> = [];
  for (let i = 0; i < l.count; i++) items.push([between(r, l.from, l.to), between(r, l.y0, l.y1)]);
  items.sort((a, b) => a[1] - b[1]);
  for (const [x, y] of items) {
    const s = (0.4 + (y - l.y0) / Math.max(1, l.y1 - l.y0)) * (l.size ?? 1);
    const w = between(r, 20, 46) * s;
    const h = between(r, 12, 26) * s;
    const colour = ctx.c(l.colour ?? '#2f3134');
    svg += `<path d="M ${n(x - w)} ${n(y)} Q ${n(x - w * 0.9)} ${n(y - h)} ${n(x)} ${n(y - h)} Q ${n(x + w * 0.9)} ${n(y - h)} ${n(x + w)} ${n(y)} Z" fill="${colour}"/><path d="M ${n(x - w * 0.6)} ${n(y - h * 0.6)} Q ${n(x - w * 0.1)} ${n(y - h * 1.05)} ${n(x + w * 0.4)} ${n(y - h * 0.8)}" fill="none" stroke="${lighter(colour, 0.35)}" stroke-width="${n(3 * s)}" opacity="0.6"/>`;
  }
  return svg;
}
