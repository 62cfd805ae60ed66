/**
 * The things in the editorial landscapes: houses and villages, boats and
 * harbours, roads, waterfalls, steam, hot tubs and pools, horses, whales,
 * people. Each is drawn in flat shapes in its own local coordinates and placed.
 */
import { house } from '../draw-house.ts';
import type { HouseLook, SceneLight } from '../scene.ts';
import { band, between, darker, gradient, H, lighter, n, P, place, poly, radial, smooth, W, type Ctx, type Pt } from './kit.ts';
import type { Layer } from './recipe.ts';

type L<T extends Layer['t']> = Extract<Layer, { t: T }>;

const GLASS_NIGHT = '#ffd27a';

export function houseLayer(ctx: Ctx, l: L<'house'>): string {
  const look: HouseLook = {
    trim: '#ffffff', roofShape: 'gable', wide: 1, storeys: 1, x: 0.5, mirrored: false, chimney: false, porch: false, hotTub: false, trees: 'none',
    ...l.look,
  } as HouseLook;
  const tinted: HouseLook = { ...look, wall: ctx.c(look.wall), roof: ctx.c(look.roof), trim: ctx.c(look.trim) };
  const light: SceneLight = l.lit ? 'night' : ctx.light === 'overcast' ? 'overcast' : 'day';
  const drawn = house(tinted, light, l.x, l.y, l.scale ?? 1, ctx.r);
  return drawn.body + drawn.lights;
}

const TOWN_WALLS = ['#f2efe8', '#b23a2f', '#d8a23e', '#3e6d99', '#f4f1ea', '#5c7f55', '#e8dcc4', '#9cbcd6', '#c8553d', '#2d2d2f'];
const TOWN_ROOFS = ['#a3312a', '#232427', '#44604a', '#4a5a6a', '#7a3b2e', '#2f4f6f', '#b04a30'];

/** A village: rows of small gabled houses in Icelandic colours, and a white church. */
export function town(ctx: Ctx, l: L<'town'>): string {
  const { r } = ctx;
  const s = l.scale ?? 1;
  const walls = l.palette ?? TOWN_WALLS;
  let svg = '';
  const rows = l.rows ?? 1;
  const churchAt = l.church ? (l.from + l.to) / 2 + between(r, -80, 80) * s : null;
  for (let row = rows - 1; row >= 0; row--) {
    const rs = s * (1 - row * 0.18);
    const y = l.y - row * 34 * s;
    let x = l.from + (row % 2) * 20 * rs;
    while (x < l.to) {
      if (row === 0 && churchAt !== null && x > churchAt - 40 * rs && x < churchAt + 40 * rs) {
        svg += church(ctx, x + 30 * rs, y, rs);
        x += 80 * rs;
        continue;
      }
      const w = between(r, 46, 84) * rs;
      const h = between(r, 30, 54) * rs;
      const wall = ctx.c(walls[Math.floor(r() * walls.length)]);
      const roof = ctx.c(TOWN_ROOFS[Math.floor(r() * TOWN_ROOFS.length)]);
      const rise = w * between(r, 0.28, 0.42);
      svg += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/>`;
      svg += poly([[x - 4 * rs, y - h + 2], [x + w / 2, y - h - rise], [x + w + 4 * rs, y - h + 2]], roof);
      const win = l.lit ? GLASS_NIGHT : ctx.c('#4d6477');
      const count = w > 64 * rs ? 3 : 2;
      for (let k = 0; k < count; k++) {
        if (!l.lit || r() < 0.75) svg += `<rect x="${n(x + (w / count) * (k + 0.5) - 5 * rs)}" y="${n(y - h * 0.68)}" width="${n(10 * rs)}" height="${n(13 * rs)}" fill="${win}"/>`;
      }
      x += w + between(r, 3, 22) * rs;
    }
  }
  return svg;
}

function church(ctx: Ctx, x: number, y: number, s: number): string {
  const white = ctx.c('#f7f5ef');
  const roof = ctx.c('#a3312a');
  return (
    `<rect x="${n(x - 36 * s)}" y="${n(y - 46 * s)}" width="${n(72 * s)}" height="${n(46 * s)}" fill="${white}"/>` +
    poly([[x - 40 * s, y - 44 * s], [x, y - 70 * s], [x + 40 * s, y - 44 * s]], roof) +
    `<rect x="${n(x - 12 * s)}" y="${n(y - 96 * s)}" width="${n(24 * s)}" height="${n(50 * s)}" fill="${white}"/>` +
    poly([[x - 14 * s, y - 94 * s], [x, y - 140 * s], [x + 14 * s, y - 94 * s]], roof) +
    `<rect x="${n(x - 5 * s)}" y="${n(y - 20 * s)}" width="${n(10 * s)}" height="${n(20 * s)}" fill="${ctx.c('#7a3b2e')}"/>`
  );
}

// ---------------------------------------------------------------- harbour

export function boat(ctx: Ctx, l: L<'boat'>): string {
  const s = l.scale ?? 1;
  const hull = ctx.c(l.hull ?? (l.kind === 'oak' ? '#7a4a2a' : l.kind === 'rowing' ? '#e9e4d8' : '#2f5d8a'));
  const white = ctx.c('#f4f2ec');
  const dark = ctx.c('#2b2f36');
  let body = '';
  if (l.kind === 'fishing' || l.kind === 'trawler') {
    const big = l.kind === 'trawler' ? 1.25 : 1;
    body += `<path d="M -110 -40 L 118 -54 Q 112 -22 92 0 L -96 0 Q -108 -18 -110 -40 Z" fill="${hull}" transform="scale(${big} ${big})"/>`;
    body += `<path d="M -110 -40 L 118 -54 L 117 -46 L -109 -32 Z" fill="${white}" transform="scale(${big} ${big})"/>`;
    body += `<rect x="-96" y="-4" width="188" height="4" fill="${darker(hull, 0.35)}" transform="scale(${big} ${big})"/>`;
    body += `<rect x="-74" y="-104" width="66" height="62" fill="${white}"/><rect x="-68" y="-96" width="54" height="14" fill="${ctx.c('#34495e')}"/><rect x="-78" y="-110" width="74" height="8" fill="${darker(hull, 0.15)}"/>`;
    body += `<line x1="30" y1="-48" x2="30" y2="-170" stroke="${dark}" stroke-width="5"/><line x1="12" y1="-140" x2="48" y2="-140" stroke="${dark}" stroke-width="4"/>`;
    body += `<line x1="30" y1="-170" x2="118" y2="-56" stroke="${dark}" stroke-width="1.5"/><line x1="30" y1="-170" x2="-108" y2="-42" stroke="${dark}" stroke-width="1.5"/>`;
    body += `<rect x="-50" y="-124" width="6" height="20" fill="${dark}"/><rect x="-40" y="-130" width="22" height="5" fill="${dark}"/>`;
    if (l.kind === 'trawler') body += `<path d="M -120 -50 L -110 -120 L -80 -120 L -84 -50" fill="none" stroke="${ctx.c('#d9822b')}" stroke-width="7"/>`;
  } else if (l.kind === 'oak') {
    body += `<path d="M -124 -58 Q 0 -30 128 -74 L 112 -22 Q 98 0 80 0 L -96 0 Q -118 -22 -124 -58 Z" fill="${hull}"/>`;
    body += `<path d="M -124 -58 Q 0 -30 128 -74 L 127 -64 Q 0 -20 -122 -48 Z" fill="${white}"/>`;
    body += `<path d="M -116 -40 Q 0 -14 120 -52" fill="none" stroke="${darker(hull, 0.3)}" stroke-width="2" opacity="0.6"/><path d="M -110 -24 Q 0 -2 112 -34" fill="none" stroke="${darker(hull, 0.3)}" stroke-width="2" opacity="0.6"/>`;
    body += `<rect x="-78" y="-102" width="60" height="58" fill="${ctx.c('#8a5a35')}"/><rect x="-72" y="-94" width="20" height="18" fill="${white}"/><rect x="-46" y="-94" width="20" height="18" fill="${white}"/><rect x="-84" y="-108" width="72" height="8" fill="${ctx.c('#5a3a22')}"/>`;
    for (const [mx, top] of [[10, -230], [80, -190]] as const) {
      body += `<line x1="${mx}" y1="-46" x2="${mx}" y2="${top}" stroke="${ctx.c('#5a3a22')}" stroke-width="6"/>`;
      body += `<rect x="${mx - 4}" y="${top + 40}" width="8" height="${-top - 110}" rx="4" fill="${ctx.c('#c9b48a')}"/>`;
    }
    body += `<line x1="10" y1="-230" x2="128" y2="-74" stroke="${dark}" stroke-width="1.5"/><line x1="10" y1="-230" x2="-122" y2="-60" stroke="${dark}" stroke-width="1.5"/>`;
    body += `<rect x="10" y="-232" width="26" height="17" fill="${ctx.c('#02529c')}"/><rect x="10" y="-226" width="26" height="5" fill="#fff"/><rect x="18" y="-232" width="5" height="17" fill="#fff"/><rect x="10" y="-225" width="26" height="2.5" fill="#dc1e35"/><rect x="19.3" y="-232" width="2.5" height="17" fill="#dc1e35"/>`;
  } else {
    body += `<path d="M -64 -20 Q 0 -8 66 -28 L 52 -4 Q 42 0 30 0 L -46 0 Q -60 -6 -64 -20 Z" fill="${hull}"/>`;
    body += `<path d="M -64 -20 Q 0 -8 66 -28 L 64 -22 Q 0 -2 -62 -15 Z" fill="${ctx.c('#3e6d99')}"/>`;
    body += `<line x1="-10" y1="-16" x2="-70" y2="8" stroke="${ctx.c('#8a6a4a')}" stroke-width="4"/><line x1="10" y1="-16" x2="60" y2="10" stroke="${ctx.c('#8a6a4a')}" stroke-width="4"/>`;
  }
  let svg = '';
  if (l.reflect !== false) svg += place(l.x, l.y, s, `<g transform="scale(1 -0.7)" opacity="0.25">${body}</g>`, l.mirrored);
  if (l.wake) {
    const dir = l.mirrored ? 1 : -1;
    svg += `<polygon points="${P([[l.x + dir * 90 * s, l.y - 2 * s], [l.x + dir * 460 * s, l.y + 34 * s], [l.x + dir * 460 * s, l.y + 22 * s]])}" fill="#ffffff" opacity="0.5"/><polygon points="${P([[l.x + dir * 90 * s, l.y - 2 * s], [l.x + dir * 430 * s, l.y - 16 * s], [l.x + dir * 430 * s, l.y - 10 * s]])}" fill="#ffffff" opacity="0.45"/><polygon points="${P([[l.x + dir * 90 * s, l.y - 3 * s], [l.x + dir * 360 * s, l.y + 8 * s], [l.x + dir * 360 * s, l.y - 4 * s]])}" fill="#ffffff" opacity="0.35"/>`;
    svg += `<ellipse cx="${n(l.x - dir * 110 * s)}" cy="${n(l.y)}" rx="${n(30 * s)}" ry="${n(6 * s)}" fill="#ffffff" opacity="0.7"/>`;
  }
  return svg + place(l.x, l.y, s, body, l.mirrored);
}

export function quay(ctx: Ctx, l: L<'quay'>): string {
  const { r } = ctx;
  // The quay's face runs down to the water, out of the picture unless a depth is given.
  const depth = l.depth ?? H - l.y + 10;
  const top = ctx.c('#a9aaa5');
  let svg = `<rect x="${n(l.from)}" y="${n(l.y - 36)}" width="${n(l.to - l.from)}" height="36" fill="${top}"/><rect x="${n(l.from)}" y="${n(l.y)}" width="${n(l.to - l.from)}" height="${depth}" fill="${ctx.c('#5f605c')}"/>`;
  svg += `<rect x="${n(l.from)}" y="${n(l.y - 4)}" width="${n(l.to - l.from)}" height="6" fill="${ctx.c('#d9d8d2')}"/>`;
  for (let y = l.y + 40; y < l.y + depth; y += 40) svg += `<rect x="${n(l.from)}" y="${n(y)}" width="${n(l.to - l.from)}" height="3" fill="${ctx.c('#4c4d4a')}" opacity="0.6"/>`;
  for (let x = l.from + 40; x < l.to - 20; x += 150) svg += `<circle cx="${n(x)}" cy="${n(l.y + 34)}" r="15" fill="none" stroke="${ctx.c('#1e1f21')}" stroke-width="7"/>`;
  if (l.bollards !== false) for (let x = l.from + 90; x < l.to - 20; x += 260) svg += `<rect x="${n(x - 8)}" y="${n(l.y - 30)}" width="16" height="22" rx="4" fill="${ctx.c('#2c2e31')}"/><rect x="${n(x - 12)}" y="${n(l.y - 32)}" width="24" height="6" rx="3" fill="${ctx.c('#2c2e31')}"/>`;
  const crates = l.crates ?? 0;
  let x = l.from + (l.to - l.from) * 0.18;
  for (let i = 0; i < crates; i++) {
    const colour = ctx.c(['#2f6fb3', '#e07a2f', '#2f6fb3', '#3c8c5a'][i % 4]);
    const stack = 1 + (i % 3 === 0 ? 1 : 0);
    for (let k = 0; k < stack; k++) {
      const y = l.y - 14 - k * 34;
      svg += `<rect x="${n(x)}" y="${n(y - 34)}" width="64" height="34" rx="3" fill="${colour}"/><rect x="${n(x - 2)}" y="${n(y - 36)}" width="68" height="7" rx="2" fill="${lighter(colour, 0.2)}"/>`;
      if (k === stack - 1) for (let f = 0; f < 3; f++) svg += `<path d="M ${n(x + 10 + f * 16)} ${n(y - 36)} q 8 -10 16 0 l 6 -6 l 0 12 l -6 -6 q -8 10 -16 0 z" fill="${ctx.c('#c9d3db')}" transform="rotate(${n(between(r, -20, 20))} ${n(x + 20 + f * 16)} ${n(y - 36)})"/>`;
    }
    x += 74 + (i % 2 ? 30 : 0);
  }
  return svg;
}

export function jetty(ctx: Ctx, l: L<'jetty'>): string {
  const s = l.scale ?? 1;
  const wood = ctx.c('#8a6a4a');
  let svg = '';
  for (let x = l.x + 10 * s; x < l.x + l.length; x += 50 * s) svg += `<rect x="${n(x)}" y="${n(l.y)}" width="${n(7 * s)}" height="${n(34 * s)}" fill="${darker(wood, 0.35)}"/>`;
  svg += `<rect x="${n(l.x)}" y="${n(l.y - 10 * s)}" width="${n(l.length)}" height="${n(12 * s)}" fill="${wood}"/><rect x="${n(l.x)}" y="${n(l.y + 2 * s)}" width="${n(l.length)}" height="${n(4 * s)}" fill="${darker(wood, 0.3)}"/>`;
  return svg;
}

// ---------------------------------------------------------------- roads and rivers

export function road(ctx: Ctx, l: L<'road'>): string {
  const { left, right, mid, widths } = band(l.points, l.near, l.far, 60);
  const surface = ctx.c(l.kind === 'gravel' ? '#8f8676' : l.kind === 'snow' ? '#e3e9ef' : '#4b4e53');
  let svg = `<polygon points="${P([...left, ...[...right].reverse()])}" fill="${surface}"/>`;
  const edge = l.kind === 'paved' ? '#f1f1ec' : l.kind === 'snow' ? '#c9d3dd' : '#8b7f6d';
  svg += `<polyline points="${P(left)}" fill="none" stroke="${ctx.c(edge)}" stroke-width="${n(l.near * 0.02)}" opacity="0.8"/><polyline points="${P(right)}" fill="none" stroke="${ctx.c(edge)}" stroke-width="${n(l.near * 0.02)}" opacity="0.8"/>`;
  if (l.kind === 'snow' || l.kind === 'gravel') {
    // Wheel tracks.
    for (const off of [-0.32, -0.18, 0.18, 0.32]) {
      const track = mid.map(([x, y], i) => {
        const [lx, ly] = left[i];
        return [x + (lx - x) * off * 2, y + (ly - y) * off * 2] as Pt;
      });
      svg += `<polyline points="${P(track)}" fill="none" stroke="${ctx.c(l.kind === 'snow' ? '#b7c3cf' : '#776e60')}" stroke-width="${n(l.near * 0.02)}" opacity="${l.kind === 'snow' ? 0.7 : 0.35}"/>`;
    }
  }
  if (l.kind === 'gravel') {
    // Loose stones on the surface, bigger nearer the viewer.
    const { r } = ctx;
    for (let i = 0; i < 120; i++) {
      const k = Math.floor(Math.pow(r(), 0.6) * (mid.length - 1));
      const t = between(r, -0.45, 0.45);
      const px = mid[k][0] + (left[k][0] - mid[k][0]) * t * 2;
      const py = mid[k][1] + (left[k][1] - mid[k][1]) * t * 2;
      svg += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(Math.max(0.8, widths[k] * 0.006))}" fill="${ctx.c(r() < 0.5 ? '#6b6357' : '#b3a994')}"/>`;
    }
  }
  if (l.markings && l.markings !== 'none') {
    const colour = l.markings === 'yellow' ? '#f2c230' : '#f4f4ef';
    for (let i = 0; i < mid.length - 1; i += 2) {
      const w = Math.max(1, widths[i] * 0.022);
      svg += `<line x1="${n(mid[i][0])}" y1="${n(mid[i][1])}" x2="${n(mid[i + 1][0])}" y2="${n(mid[i + 1][1])}" stroke="${ctx.c(colour)}" stroke-width="${n(w)}" stroke-linecap="butt"/>`;
    }
  }
  if (l.poles) {
    const step = 5;
    for (let i = mid.length - 1; i >= 0; i -= step) for (const side of [left, right]) svg += markerPole(ctx, side[i][0] + (side === left ? -1 : 1) * widths[i] * 0.08, side[i][1], widths[i] / l.near);
  }
  return svg;
}

function markerPole(ctx: Ctx, x: number, y: number, s: number): string {
  const h = 150 * s;
  const w = Math.max(2, 12 * s);
  return `<rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${ctx.c('#f2c230')}"/><rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h * 0.18)}" fill="${ctx.c('#222')}"/><rect x="${n(x - w / 2)}" y="${n(y - h * 0.9)}" width="${n(w)}" height="${n(h * 0.05)}" fill="#ffffff"/>`;
}

export function poles(ctx: Ctx, l: L<'poles'>): string {
  const { mid } = band(l.points, 1, 1, l.count - 1);
  let svg = '';
  for (let i = mid.length - 1; i >= 0; i--) svg += markerPole(ctx, mid[i][0], mid[i][1], l.near + ((l.far - l.near) * i) / Math.max(1, mid.length - 1));
  return svg;
}

export function river(ctx: Ctx, l: L<'river'>): string {
  const { r } = ctx;
  const { left, right, mid, widths } = band(l.points, l.near, l.far, 60);
  const colour = ctx.c(l.colour ?? '#5f94b0');
  let svg = `<polygon points="${P([...left, ...[...right].reverse()])}" fill="${gradient(ctx, [[0, darker(colour, 0.1)], [1, lighter(colour, 0.25)]])}"/>`;
  svg += `<polyline points="${P(left)}" fill="none" stroke="${lighter(colour, 0.4)}" stroke-width="${n(l.near * 0.02)}" opacity="0.6"/>`;
  for (let i = 2; i < mid.length - 2; i++) {
    if (r() > (l.riffles ? 0.85 : 0.4)) continue;
    const w = widths[i] * between(r, 0.15, 0.4);
    const x = mid[i][0] + widths[i] * between(r, -0.3, 0.3);
    svg += `<path d="M ${n(x - w / 2)} ${n(mid[i][1])} q ${n(w / 2)} ${n(-w * 0.06)} ${n(w)} 0" fill="none" stroke="#ffffff" stroke-width="${n(Math.max(1.5, widths[i] * 0.012))}" opacity="${l.riffles ? 0.8 : 0.45}"/>`;
  }
  if (l.steam) for (let i = 6; i < mid.length - 6; i += 11) svg += steamPlume(ctx, mid[i][0], mid[i][1], (widths[i] / l.near) * 0.9, 5, between(r, -0.5, 0.5));
  return svg;
}

export function car(ctx: Ctx, l: L<'car'>): string {
  const colour = ctx.c(l.colour ?? '#c8553d');
  const body =
    `<ellipse cx="0" cy="0" rx="70" ry="7" fill="#000" opacity="0.25"/>` +
    `<path d="M -64 -14 L -64 -34 Q -62 -42 -50 -44 L -30 -46 L -14 -64 Q -10 -68 0 -68 L 30 -68 Q 38 -68 44 -62 L 56 -46 L 62 -43 Q 68 -38 68 -30 L 68 -14 Z" fill="${colour}"/>` +
    `<path d="M -24 -46 L -10 -62 L 26 -62 Q 32 -62 36 -58 L 46 -46 Z" fill="${ctx.c('#b9d3e3')}"/><line x1="10" y1="-62" x2="10" y2="-46" stroke="${colour}" stroke-width="4"/>` +
    `<rect x="58" y="-38" width="8" height="6" fill="#fff3c4"/><rect x="-64" y="-36" width="6" height="6" fill="#d33"/>` +
    `<circle cx="-38" cy="-12" r="13" fill="#1e1f22"/><circle cx="-38" cy="-12" r="5" fill="#9aa0a6"/><circle cx="42" cy="-12" r="13" fill="#1e1f22"/><circle cx="42" cy="-12" r="5" fill="#9aa0a6"/>`;
  return place(l.x, l.y, l.scale ?? 1, body, l.mirrored);
}

/** A single-lane bridge: a concrete deck on piers with steel railings, and the warning sign. */
export function bridge(ctx: Ctx, l: L<'bridge'>): string {
  const s = l.scale ?? 1;
  const steel = ctx.c('#8f969c');
  let svg = '';
  for (let x = l.from + 60 * s; x < l.to - 20 * s; x += 240 * s) svg += `<rect x="${n(x)}" y="${n(l.y + 14 * s)}" width="${n(22 * s)}" height="${n(60 * s)}" fill="${ctx.c('#7d7f80')}"/>`;
  svg += `<rect x="${n(l.from)}" y="${n(l.y)}" width="${n(l.to - l.from)}" height="${n(18 * s)}" fill="${ctx.c('#a3a5a6')}"/><rect x="${n(l.from)}" y="${n(l.y + 14 * s)}" width="${n(l.to - l.from)}" height="${n(5 * s)}" fill="${ctx.c('#6b6d6e')}"/>`;
  svg += `<rect x="${n(l.from)}" y="${n(l.y - 26 * s)}" width="${n(l.to - l.from)}" height="${n(6 * s)}" fill="${steel}"/><rect x="${n(l.from)}" y="${n(l.y - 12 * s)}" width="${n(l.to - l.from)}" height="${n(4 * s)}" fill="${steel}"/>`;
  for (let x = l.from; x <= l.to; x += 34 * s) svg += `<rect x="${n(x)}" y="${n(l.y - 26 * s)}" width="${n(4 * s)}" height="${n(26 * s)}" fill="${steel}"/>`;
  for (const x of [l.from - 14 * s, l.to + 4 * s]) {
    svg += `<rect x="${n(x)}" y="${n(l.y - 40 * s)}" width="${n(10 * s)}" height="${n(48 * s)}" fill="${ctx.c('#f2c230')}"/>`;
    for (let k = 0; k < 3; k++) svg += `<rect x="${n(x)}" y="${n(l.y - (34 - k * 14) * s)}" width="${n(10 * s)}" height="${n(6 * s)}" fill="#222"/>`;
  }
  if (l.sign !== false) {
    const x = l.from - 70 * s;
    const y = l.y - 70 * s;
    svg += `<rect x="${n(x - 3 * s)}" y="${n(y)}" width="${n(6 * s)}" height="${n(90 * s)}" fill="${ctx.c('#6b6d6e')}"/>`;
    svg += `<polygon points="${P([[x, y - 34 * s], [x + 34 * s, y], [x, y + 34 * s], [x - 34 * s, y]])}" fill="${ctx.c('#f2c230')}" stroke="#222" stroke-width="${n(3 * s)}"/>`;
    svg += `<path d="M ${n(x - 12 * s)} ${n(y + 16 * s)} L ${n(x - 5 * s)} ${n(y - 16 * s)} M ${n(x + 12 * s)} ${n(y + 16 * s)} L ${n(x + 5 * s)} ${n(y - 16 * s)}" stroke="#222" stroke-width="${n(4 * s)}"/>`;
  }
  return svg;
}

// ---------------------------------------------------------------- water in motion

export function waterfall(ctx: Ctx, l: L<'waterfall'>): string {
  const { r } = ctx;
  const { x, top, bottom, width: w } = l;
  const h = bottom - top;
  const foam = ctx.c('#f6fafc');
  const blue = ctx.c('#b9d6e6');
  const fill = gradient(ctx, [[0, ctx.c(l.kind === 'wide' ? '#d8d2c4' : '#e8f2f7')], [0.5, foam], [1, ctx.c('#ffffff')]]);
  let svg = '';
  const streaks = (x0: number, x1: number, y0: number, y1: number, count: number, spread = 0) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const t = r();
      const sx = x0 + (x1 - x0) * t;
      out += `<line x1="${n(sx)}" y1="${n(y0 + between(r, 0, 20))}" x2="${n(sx + (t - 0.5) * spread)}" y2="${n(y1 - between(r, 0, 30))}" stroke="${r() < 0.5 ? blue : ctx.c('#8fb3c9')}" stroke-width="${n(between(r, 1.5, 4))}" opacity="${n(between(r, 0.35, 0.8))}"/>`;
    }
    return out;
  };
  if (l.kind === 'tiered') {
    // Dynjandi: a broad veil fanning out over rock steps, foaming below each ledge.
    const edge = (side: number): Pt[] => {
      const pts: Pt[] = [];
      for (let k = 0; k <= 8; k++) {
        const t = k / 8;
        pts.push([x + side * (w * (0.1 + 0.4 * Math.pow(t, 0.8)) + between(r, -12, 12)), top + h * t]);
      }
      return pts;
    };
    const left = edge(-1);
    const right = edge(1).reverse();
    svg += `<path d="${smooth([...left, ...right], true, 0.5)}" fill="${fill}"/>`;
    for (let i = 0; i < 70; i++) {
      const t0 = r();
      const t1 = Math.min(1, t0 + between(r, 0.1, 0.4));
      const u = between(r, -1, 1);
      const hw = (t: number) => w * (0.1 + 0.4 * Math.pow(t, 0.8)) * 0.92;
      svg += `<line x1="${n(x + u * hw(t0))}" y1="${n(top + h * t0)}" x2="${n(x + u * hw(t1))}" y2="${n(top + h * t1)}" stroke="${r() < 0.5 ? blue : ctx.c('#9dbdd0')}" stroke-width="${n(between(r, 1.5, 4))}" opacity="${n(between(r, 0.35, 0.75))}"/>`;
    }
    for (let k = 1; k <= 4; k++) {
      const t = k / 5 + between(r, -0.03, 0.03);
      const hw = w * (0.1 + 0.4 * Math.pow(t, 0.8));
      let ledge = '';
      let lx = x - hw;
      while (lx < x + hw) {
        const seg = between(r, 20, 70);
        if (r() < 0.55) ledge += `<rect x="${n(lx)}" y="${n(top + h * t - 3)}" width="${n(Math.min(seg, x + hw - lx))}" height="${n(between(r, 4, 9))}" fill="${ctx.c('#4f575c')}" opacity="0.55"/>`;
        lx += seg;
      }
      svg += ledge + `<ellipse cx="${n(x)}" cy="${n(top + h * t + 12)}" rx="${n(hw * 0.95)}" ry="10" fill="#ffffff" opacity="0.55"/>`;
    }
    return svg + mist(ctx, x, bottom, w * 0.8, 0.6);
  }
  if (l.kind === 'wide') {
    svg += `<path d="M ${n(x - w / 2)} ${n(top)} L ${n(x + w / 2)} ${n(top)} L ${n(x + w / 2 + 10)} ${n(bottom)} L ${n(x - w / 2 - 10)} ${n(bottom)} Z" fill="${fill}"/>`;
    svg += streaks(x - w / 2, x + w / 2, top, bottom, 60);
    svg += `<rect x="${n(x - w / 2)}" y="${n(top - 6)}" width="${n(w)}" height="12" rx="6" fill="${ctx.c('#e9e4d8')}"/>`;
    return svg + mist(ctx, x, bottom, w * 0.8, 1.2);
  }
  const w0 = l.kind === 'thin' ? w * 0.8 : w * 0.7;
  const w1 = l.kind === 'small' ? w : w * 1.3;
  svg += `<path d="M ${n(x - w0 / 2)} ${n(top)} C ${n(x - w0 / 2)} ${n(top + h * 0.4)} ${n(x - w1 / 2)} ${n(top + h * 0.6)} ${n(x - w1 / 2)} ${n(bottom)} L ${n(x + w1 / 2)} ${n(bottom)} C ${n(x + w1 / 2)} ${n(top + h * 0.6)} ${n(x + w0 / 2)} ${n(top + h * 0.4)} ${n(x + w0 / 2)} ${n(top)} Z" fill="${fill}"/>`;
  svg += streaks(x - w0 / 2, x + w0 / 2, top, bottom, l.kind === 'thin' ? 6 : 16, w1 - w0);
  return svg + (l.mist === false ? '' : mist(ctx, x, bottom, w1 * 1.2, l.kind === 'tall' ? 1 : 0.5));
}

function mist(ctx: Ctx, x: number, y: number, w: number, amount: number): string {
  const { r } = ctx;
  let g = '';
  const count = Math.round(5 + amount * 5);
  const fill = ctx.soft('#ffffff', 0.8);
  for (let i = 0; i < count; i++) g += `<ellipse cx="${n(x + between(r, -w / 2, w / 2))}" cy="${n(y - between(r, 0, 60 * amount))}" rx="${n(between(r, 0.3, 0.6) * w)}" ry="${n(between(r, 34, 80) * (0.6 + amount * 0.5))}" fill="${fill}"/>`;
  return g;
}

function steamPlume(ctx: Ctx, x: number, y: number, s: number, count: number, drift: number): string {
  const { r } = ctx;
  let g = '';
  const puffs = count * 2;
  for (let i = 0; i < puffs; i++) {
    const t = i / Math.max(1, puffs - 1);
    const spread = (40 + t * 140) * s;
    const cx = x + drift * t * 200 * s + between(r, -1, 1) * spread * 0.5;
    const cy = y - t * 320 * s - 20 * s;
    g += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(spread)}" ry="${n((40 + t * 70) * s)}" fill="${ctx.soft('#ffffff', 0.7)}" opacity="${n(0.75 * (1 - t) + 0.15)}"/>`;
  }
  return g;
}

export function steam(ctx: Ctx, l: L<'steam'>): string {
  return steamPlume(ctx, l.x, l.y, l.scale ?? 1, l.count ?? 6, l.drift ?? 0.3);
}

export function vents(ctx: Ctx, l: L<'vents'>): string {
  const s = l.scale ?? 1;
  const { x, y } = l;
  return (
    `<path d="M ${n(x - 120 * s)} ${n(y)} Q ${n(x - 40 * s)} ${n(y - 60 * s)} ${n(x)} ${n(y - 62 * s)} Q ${n(x + 50 * s)} ${n(y - 58 * s)} ${n(x + 130 * s)} ${n(y)} Z" fill="${ctx.c('#cdbfa5')}"/>` +
    `<path d="M ${n(x - 60 * s)} ${n(y - 30 * s)} Q ${n(x)} ${n(y - 70 * s)} ${n(x + 60 * s)} ${n(y - 30 * s)}" fill="none" stroke="${ctx.c('#e7d36a')}" stroke-width="${n(10 * s)}" opacity="0.8"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y - 58 * s)}" rx="${n(18 * s)}" ry="${n(6 * s)}" fill="${ctx.c('#6e6558')}"/>` +
    steamPlume(ctx, x, y - 50 * s, s * 1.2, 7, 0.35)
  );
}

// ---------------------------------------------------------------- animals and people

const HORSE_COLOURS: Array<[string, string]> = [
  ['#6b4226', '#2a1d14'], ['#9a5a2c', '#e8d9a8'], ['#2a2522', '#151211'], ['#c9c2b6', '#f2efe8'], ['#c8a978', '#3a2e22'], ['#e9e4d8', '#cfc8ba'], ['#5a3520', '#1d1510'],
];

function horseBody(colour: string, mane: string, graze: boolean): string {
  const body = `<path d="M -42 -58 C -46 -74 -20 -78 0 -76 C 22 -76 36 -72 42 -62 C 48 -52 44 -40 36 -36 L -34 -36 C -46 -40 -46 -50 -42 -58 Z" fill="${colour}"/>`;
  const legs = [[-32, -34], [-20, -36], [24, -36], [34, -36]]
    .map(([x, y], i) => `<path d="M ${x} ${y} L ${x + (i % 2 ? 2 : -2)} -5" stroke="${colour}" stroke-width="9" stroke-linecap="round"/><rect x="${x - 5 + (i % 2 ? 2 : -2)}" y="-6" width="10" height="6" rx="2" fill="#2a2420"/>`)
    .join('');
  const tail = `<path d="M -42 -62 C -60 -58 -64 -34 -58 -10 C -52 -18 -48 -40 -38 -52 Z" fill="${mane}"/>`;
  const head = graze
    ? `<path d="M 26 -68 C 44 -68 58 -52 66 -28 L 72 -10 C 74 -4 68 -1 63 -4 L 52 -20 C 46 -34 38 -46 30 -48 Z" fill="${colour}"/><path d="M 24 -70 C 42 -76 58 -60 68 -36 C 60 -44 48 -58 30 -60 Z" fill="${mane}"/>`
    : `<path d="M 24 -66 C 32 -86 42 -102 56 -108 C 62 -111 68 -106 72 -99 L 82 -84 C 84 -79 80 -76 75 -78 L 63 -86 C 56 -74 48 -60 40 -50 Z" fill="${colour}"/><path d="M 24 -68 C 30 -92 44 -108 62 -112 C 64 -104 54 -96 48 -84 C 42 -72 36 -62 30 -58 Z" fill="${mane}"/><path d="M 58 -110 C 66 -110 70 -104 70 -96 C 64 -100 60 -104 58 -110 Z" fill="${mane}"/>`;
  return tail + legs + body + head;
}

export function horses(ctx: Ctx, l: L<'horses'>): string {
  const { r } = ctx;
  const count = l.count ?? 4;
  const spread = l.spread ?? 420;
  const s = l.scale ?? 1;
  const items: Array<[number, number, number]> = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    items.push([l.x + (t - 0.5) * spread + between(r, -30, 30) * s, l.y + between(r, -30, 30) * s * (l.riders ? 0.2 : 1), i]);
  }
  items.sort((a, b) => a[1] - b[1]);
  let svg = '';
  for (const [x, y, i] of items) {
    const [colour, mane] = HORSE_COLOURS[(i * 3 + Math.floor(r() * 7)) % HORSE_COLOURS.length];
    const graze = l.graze ?? (!l.riders && r() < 0.4);
    const mirrored = l.riders ? false : r() < 0.4;
    const hs = s * (0.9 + (y - l.y) / 400);
    let body = `<ellipse cx="0" cy="-2" rx="52" ry="6" fill="#000" opacity="0.2"/>` + horseBody(ctx.c(colour), ctx.c(mane), graze);
    if (l.riders) {
      const jacket = ctx.c(['#c8553d', '#2f5d8a', '#d8a23e', '#3c8c5a', '#2d2d2f'][i % 5]);
      body += `<path d="M -6 -78 L -2 -112 L 14 -112 L 12 -78 Z" fill="${jacket}"/><path d="M 2 -80 L 4 -52" stroke="${ctx.c('#2d3640')}" stroke-width="8" stroke-linecap="round"/><circle cx="6" cy="-122" r="10" fill="${ctx.c('#e0b99a')}"/><path d="M -4 -124 A 10 10 0 0 1 16 -124 Z" fill="${ctx.c('#222')}"/><path d="M 10 -104 L 30 -86" stroke="${jacket}" stroke-width="6" stroke-linecap="round"/>`;
    }
    svg += place(x, y, hs, body, mirrored);
  }
  return svg;
}

export function whaleTail(ctx: Ctx, l: L<'whale-tail'>): string {
  const { r } = ctx;
  const dark = ctx.c('#23272d');
  // Scalloped trailing edge from the left tip to the notch and out to the right tip.
  const tipL: Pt = [-175, -215];
  const notch: Pt = [0, -150];
  const tipR: Pt = [175, -215];
  const edge = (a: Pt, b: Pt) => {
    let d = '';
    for (let k = 1; k <= 6; k++) {
      const t = k / 6;
      const x = a[0] + (b[0] - a[0]) * t;
      const y = a[1] + (b[1] - a[1]) * t - Math.sin(t * Math.PI) * 14;
      d += ` Q ${n(x - (b[0] - a[0]) / 12)} ${n(y + 8)} ${n(x)} ${n(y)}`;
    }
    return d;
  };
  const trailing = `M ${tipL[0]} ${tipL[1]}${edge(tipL, notch)}${edge(notch, tipR)}`;
  const shape = `${trailing} C 150 -150 70 -105 22 -92 C 24 -60 28 -28 34 0 L -34 0 C -28 -28 -24 -60 -22 -92 C -70 -105 -150 -150 ${tipL[0]} ${tipL[1]} Z`;
  let body = `<path d="${shape}" fill="${dark}"/>`;
  body += `<path d="M -150 -200 C -100 -150 -50 -112 -22 -96" fill="none" stroke="${ctx.c('#4a525c')}" stroke-width="5" opacity="0.8"/><path d="M 150 -200 C 100 -150 50 -112 22 -96" fill="none" stroke="${ctx.c('#4a525c')}" stroke-width="5" opacity="0.8"/>`;
  for (let i = 0; i < 14; i++) body += `<circle cx="${n(between(r, -150, 150))}" cy="${n(between(r, -170, -10))}" r="${n(between(r, 1.5, 4))}" fill="#ffffff" opacity="0.85"/>`;
  body += `<ellipse cx="0" cy="0" rx="90" ry="12" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.7"/><ellipse cx="0" cy="2" rx="140" ry="18" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.4"/>`;
  return place(l.x, l.y, l.scale ?? 1, body);
}

export function spout(ctx: Ctx, l: L<'spout'>): string {
  const s = l.scale ?? 1;
  return (
    `<ellipse cx="${n(l.x)}" cy="${n(l.y - 60 * s)}" rx="${n(24 * s)}" ry="${n(70 * s)}" fill="${ctx.soft('#ffffff', 0.95)}"/><ellipse cx="${n(l.x + 6 * s)}" cy="${n(l.y - 115 * s)}" rx="${n(40 * s)}" ry="${n(32 * s)}" fill="${ctx.soft('#ffffff', 0.85)}"/>` +
    `<path d="M ${n(l.x - 50 * s)} ${n(l.y)} Q ${n(l.x - 10 * s)} ${n(l.y - 18 * s)} ${n(l.x + 40 * s)} ${n(l.y)} Z" fill="${ctx.c('#23272d')}"/>` +
    `<ellipse cx="${n(l.x)}" cy="${n(l.y + 2)}" rx="${n(70 * s)}" ry="${n(5 * s)}" fill="#ffffff" opacity="0.5"/>`
  );
}

export function seals(ctx: Ctx, l: L<'seals'>): string {
  const { r } = ctx;
  let svg = '';
  const s = l.scale ?? 1;
  for (let i = 0; i < (l.count ?? 4); i++) {
    const x = l.x + i * 90 * s + between(r, -20, 20) * s;
    const y = l.y + between(r, -10, 10) * s;
    const colour = ctx.c(r() < 0.5 ? '#4f4e4b' : '#6a6660');
    const up = r() < 0.5;
    const body = up
      ? `<path d="M -40 0 Q -42 -16 -20 -18 Q 10 -20 22 -34 Q 30 -42 38 -36 Q 40 -26 30 -12 Q 24 -2 10 0 Z" fill="${colour}"/><circle cx="34" cy="-34" r="2" fill="#111"/>`
      : `<path d="M -44 0 Q -46 -14 -20 -16 Q 20 -20 40 -10 Q 46 -4 40 0 Z" fill="${colour}"/><circle cx="38" cy="-8" r="2" fill="#111"/>`;
    svg += place(x, y, s, `<ellipse cx="0" cy="1" rx="44" ry="4" fill="#000" opacity="0.2"/>${body}`, r() < 0.5);
  }
  return svg;
}

export function plane(ctx: Ctx, l: L<'plane'>): string {
  const body =
    `<path d="M -120 -4 Q -132 0 -120 6 L 100 8 L 124 -2 L 118 -8 Z" fill="${ctx.c('#f4f6f8')}"/>` +
    `<path d="M 88 -6 L 112 -52 L 126 -52 L 118 -6 Z" fill="${ctx.c('#1d4b5e')}"/>` +
    `<path d="M 96 -2 L 128 -14 L 132 -8 L 104 2 Z" fill="${ctx.c('#c9d0d6')}"/>` +
    `<path d="M -20 2 L 40 2 L 70 34 L 54 34 Z" fill="${ctx.c('#b9c1c8')}"/><path d="M -10 -2 L 30 -2 L 46 -18 L 38 -18 Z" fill="${ctx.c('#a7b0b8')}"/>` +
    Array.from({ length: 12 }, (_, i) => `<circle cx="${-96 + i * 15}" cy="-1" r="2.2" fill="${ctx.c('#34495e')}"/>`).join('') +
    `<ellipse cx="16" cy="12" rx="18" ry="6" fill="${ctx.c('#9aa3ab')}"/>`;
  return `<g transform="translate(${n(l.x)} ${n(l.y)}) rotate(-4) scale(${l.scale ?? 1})">${body}</g>`;
}

export function person(ctx: Ctx, l: L<'person'>): string {
  const jacket = ctx.c(l.colour ?? (l.kind === 'hiker' ? '#c8553d' : '#5c7f55'));
  const skin = ctx.c('#e0b99a');
  const dark = ctx.c('#2d3640');
  let body = '';
  if (l.kind === 'hiker') {
    body += `<path d="M -6 -52 L -18 0 M 4 -52 L 16 -2" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`;
    body += `<rect x="-24" y="-104" width="22" height="40" rx="6" fill="${ctx.c('#3e6d99')}"/>`;
    body += `<path d="M -12 -100 L -12 -52 L 12 -52 L 14 -96 Q 2 -106 -12 -100 Z" fill="${jacket}"/>`;
    body += `<circle cx="2" cy="-114" r="11" fill="${skin}"/><path d="M -10 -116 A 12 12 0 0 1 14 -116 L 14 -112 L -10 -112 Z" fill="${ctx.c('#2f4f6f')}"/>`;
    body += `<path d="M 10 -92 L 24 -66 L 30 2" stroke="${dark}" stroke-width="4" fill="none"/>`;
  } else {
    body += `<path d="M -14 -60 L -14 -4 L 14 -4 L 14 -60 Z" fill="${ctx.c('#2f4a3a')}"/>`;
    body += `<path d="M -16 -104 L -16 -56 L 16 -56 L 16 -100 Q 0 -110 -16 -104 Z" fill="${jacket}"/>`;
    body += `<circle cx="0" cy="-118" r="11" fill="${skin}"/><path d="M -14 -118 L 14 -118 L 8 -128 L -8 -128 Z" fill="${ctx.c('#6b5a3a')}"/>`;
    body += `<path d="M 12 -96 L 30 -120" stroke="${jacket}" stroke-width="8" stroke-linecap="round"/>`;
    body += `<path d="M 30 -120 L 120 -250" stroke="${dark}" stroke-width="3"/>`;
    body += `<path d="M 120 -250 C 220 -300 300 -200 240 -150 C 200 -120 300 -90 380 -60" stroke="#f3f1e8" stroke-width="1.8" fill="none" opacity="0.9"/>`;
    body += `<ellipse cx="0" cy="-4" rx="40" ry="7" fill="#ffffff" opacity="0.5"/>`;
  }
  return place(l.x, l.y, l.scale ?? 1, body, l.mirrored);
}

// ---------------------------------------------------------------- plants, fences, decks

export function trees(ctx: Ctx, l: L<'trees'>): string {
  const { r } = ctx;
  const s = l.scale ?? 1;
  const items: Array<[number, number]> = [];
  for (let i = 0; i < (l.count ?? 6); i++) items.push([between(r, l.from, l.to), l.y + between(r, 0, l.depth ?? 40)]);
  items.sort((a, b) => a[1] - b[1]);
  let svg = '';
  for (const [x, y] of items) {
    const k = s * between(r, 0.75, 1.2) * (1 + (y - l.y) / 600);
    if (l.kind === 'birch') {
      svg += `<path d="M ${n(x)} ${n(y)} L ${n(x + 2 * k)} ${n(y - 200 * k)}" stroke="${ctx.c('#efebe3')}" stroke-width="${n(10 * k)}"/>`;
      for (let m = 0; m < 4; m++) svg += `<rect x="${n(x - 4 * k)}" y="${n(y - (30 + m * 42) * k)}" width="${n(9 * k)}" height="${n(4 * k)}" fill="${ctx.c('#333')}"/>`;
      for (let m = 0; m < 7; m++) svg += `<ellipse cx="${n(x + between(r, -50, 50) * k)}" cy="${n(y - between(r, 150, 250) * k)}" rx="${n(between(r, 30, 48) * k)}" ry="${n(between(r, 26, 40) * k)}" fill="${ctx.c(['#5f8f3e', '#4f7c33', '#74a24a'][m % 3])}"/>`;
    } else if (l.kind === 'spruce') {
      for (let m = 0; m < 4; m++) {
        const ty = y - m * 50 * k;
        const tw = (66 - m * 13) * k;
        svg += poly([[x - tw, ty], [x, ty - 100 * k], [x + tw, ty]], ctx.c(m % 2 ? '#2f5a3a' : '#28503a'));
      }
    } else {
      for (let m = 0; m < 4; m++) svg += `<ellipse cx="${n(x + between(r, -40, 40) * k)}" cy="${n(y - between(r, 10, 40) * k)}" rx="${n(between(r, 30, 60) * k)}" ry="${n(between(r, 20, 34) * k)}" fill="${ctx.c(['#5a7a3a', '#6b8c44', '#4e6b34'][m % 3])}"/>`;
    }
  }
  return svg;
}

export function fence(ctx: Ctx, l: L<'fence'>): string {
  const wood = ctx.c('#6d5238');
  const pts = l.points;
  let svg = `<polyline points="${P(pts.map(([x, y]) => [x, y - 40] as Pt))}" fill="none" stroke="${ctx.c('#9a9a92')}" stroke-width="2"/><polyline points="${P(pts.map(([x, y]) => [x, y - 22] as Pt))}" fill="none" stroke="${ctx.c('#9a9a92')}" stroke-width="2"/>`;
  const step = l.post ?? 90;
  for (let i = 0; i < pts.length - 1; i++) {
    const [a, b] = [pts[i], pts[i + 1]];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    for (let d = 0; d < len; d += step) {
      const t = d / len;
      const x = a[0] + (b[0] - a[0]) * t;
      const y = a[1] + (b[1] - a[1]) * t;
      svg += `<rect x="${n(x - 3)}" y="${n(y - 52)}" width="6" height="56" fill="${wood}"/>`;
    }
  }
  return svg;
}

export function deck(ctx: Ctx, l: L<'deck'>): string {
  const wood = ctx.c(l.colour ?? '#8a6a4a');
  let svg = `<rect x="0" y="${n(l.y)}" width="${W}" height="${n(H - l.y)}" fill="${wood}"/>`;
  let step = 20;
  for (let y = l.y + 14; y < H; y += step) {
    svg += `<rect x="0" y="${n(y)}" width="${W}" height="${n(2 + step * 0.08)}" fill="${darker(wood, 0.3)}" opacity="0.7"/>`;
    step *= 1.18;
  }
  if (l.rail) {
    svg += `<rect x="0" y="${n(l.y - 90)}" width="${W}" height="12" fill="${lighter(wood, 0.08)}"/>`;
    for (let x = 20; x < W; x += 40) svg += `<rect x="${x}" y="${n(l.y - 84)}" width="9" height="84" fill="${darker(wood, 0.1)}"/>`;
  }
  return svg;
}

export function porch(ctx: Ctx, l: L<'porch'>): string {
  const wood = ctx.c('#9a7650');
  let svg = deck(ctx, { t: 'deck', y: l.y, colour: '#9a7650' });
  svg += `<rect x="0" y="${n(l.y - 120)}" width="${W}" height="14" fill="${darker(wood, 0.05)}"/>`;
  for (let x = 30; x < W; x += 56) svg += `<rect x="${x}" y="${n(l.y - 110)}" width="12" height="110" fill="${darker(wood, 0.12)}"/>`;
  if (l.post !== false) svg += `<rect x="70" y="0" width="54" height="${n(l.y + 10)}" fill="${darker(wood, 0.15)}"/><rect x="0" y="0" width="${W}" height="46" fill="${darker(wood, 0.25)}"/>`;
  if (l.bench !== false) {
    const b = darker(wood, 0.2);
    const x = 640;
    const y = l.y + 70;
    svg += `<ellipse cx="${x + 250}" cy="${y + 104}" rx="300" ry="16" fill="#000" opacity="0.18"/>`;
    svg += `<rect x="${x}" y="${y - 150}" width="500" height="26" rx="6" fill="${lighter(wood, 0.05)}"/><rect x="${x}" y="${y - 112}" width="500" height="26" rx="6" fill="${lighter(wood, 0.05)}"/>`;
    svg += `<rect x="${x - 10}" y="${y - 10}" width="520" height="32" rx="6" fill="${lighter(wood, 0.12)}"/><rect x="${x - 10}" y="${y + 18}" width="520" height="10" fill="${b}"/>`;
    for (const lx of [x + 20, x + 460]) svg += `<rect x="${lx}" y="${y - 160}" width="22" height="264" fill="${b}"/>`;
    svg += `<rect x="${x + 30}" y="${y + 28}" width="16" height="78" fill="${b}"/><rect x="${x + 456}" y="${y + 28}" width="16" height="78" fill="${b}"/>`;
    svg += `<rect x="${x - 20}" y="${y - 60}" width="20" height="14" rx="4" fill="${b}"/><rect x="${x + 500}" y="${y - 60}" width="20" height="14" rx="4" fill="${b}"/>`;
  }
  return svg;
}

export function boardwalk(ctx: Ctx, l: L<'boardwalk'>): string {
  const { left, right } = band(l.points, l.near, l.far, 50);
  const wood = ctx.c('#9a7650');
  let svg = `<polygon points="${P([...left, ...[...right].reverse()])}" fill="${wood}"/>`;
  for (let i = 0; i < left.length; i++) svg += `<line x1="${n(left[i][0])}" y1="${n(left[i][1])}" x2="${n(right[i][0])}" y2="${n(right[i][1])}" stroke="${darker(wood, 0.3)}" stroke-width="${n(Math.max(1, (l.near + (l.far - l.near) * (i / left.length)) * 0.012))}"/>`;
  svg += `<polyline points="${P(left)}" fill="none" stroke="${darker(wood, 0.35)}" stroke-width="${n(l.near * 0.03)}"/><polyline points="${P(right)}" fill="none" stroke="${darker(wood, 0.35)}" stroke-width="${n(l.near * 0.03)}"/>`;
  return svg;
}

// ---------------------------------------------------------------- hot tubs and pools

export function tub(ctx: Ctx, l: L<'tub'>): string {
  const { r } = ctx;
  const s = l.scale ?? 1;
  const { x, y } = l;
  const w = (l.width ?? 360) * s;
  const rx = w / 2;
  const ry = w * 0.17;
  const waterColour = ctx.c(l.water ?? (l.kind === 'stone' ? '#7fb6be' : '#6fc0d6'));
  let svg = '';
  if (l.kind === 'pool' || l.kind === 'infinity') {
    const depth = l.kind === 'pool' ? w * 0.34 : 230 * s;
    const top = l.kind === 'pool' ? w * 0.78 : w * 0.9;
    // An infinity pool has coping only on its near side: the far edge is just water meeting the view.
    if (l.kind === 'infinity') svg += poly([[x - top / 2, y], [x + top / 2, y], [x + w / 2 + 40 * s, y + depth + 34 * s], [x - w / 2 - 40 * s, y + depth + 34 * s]], ctx.c('#d9d4ca'));
    const pts: Pt[] = [[x - top / 2, y], [x + top / 2, y], [x + w / 2, y + depth], [x - w / 2, y + depth]];
    if (l.kind === 'pool') svg += poly([[x - top / 2 - 18 * s, y - 10 * s], [x + top / 2 + 18 * s, y - 10 * s], [x + w / 2 + 30 * s, y + depth + 14 * s], [x - w / 2 - 30 * s, y + depth + 14 * s]], ctx.c('#e9e6df'));
    svg += poly(pts, gradient(ctx, [[0, lighter(waterColour, 0.15)], [1, darker(waterColour, 0.1)]]));
    if (l.kind === 'pool') {
      for (let k = 1; k < 5; k++) {
        const t = k / 5;
        svg += `<line x1="${n(x - top / 2 + top * t)}" y1="${n(y)}" x2="${n(x - w / 2 + w * t)}" y2="${n(y + depth)}" stroke="#ffffff" stroke-width="${n(3 * s)}" stroke-dasharray="${n(8 * s)} ${n(6 * s)}" opacity="0.8"/>`;
      }
    } else {
      // The vanishing edge: only a thin glint between the pool and the fjord beyond.
      svg += `<line x1="${n(x - top / 2)}" y1="${n(y)}" x2="${n(x + top / 2)}" y2="${n(y)}" stroke="#ffffff" stroke-width="${n(2 * s)}" opacity="0.45"/>`;
    }
    for (let i = 0; i < 14; i++) svg += `<rect x="${n(x + between(r, -0.45, 0.35) * w)}" y="${n(y + between(r, 0.1, 0.9) * depth)}" width="${n(between(r, 20, 60) * s)}" height="${n(2.5 * s)}" fill="#ffffff" opacity="0.4"/>`;
    if (l.steam) svg += steamPlume(ctx, x, y + depth / 2, s * 1.1, l.steam, 0.3);
    return svg;
  }
  if (l.kind === 'wood') {
    const wood = ctx.c('#7a5736');
    const h = w * 0.3;
    if (l.cover) {
      // The folded cover, taken off and lying on the deck beside the tub.
      const lid = ctx.c('#5d6164');
      const lx = x + rx * 1.45;
      const ly = y + ry * 1.6;
      const lr = rx * 0.5;
      svg += `<path d="M ${n(lx - lr)} ${n(ly)} A ${n(lr)} ${n(lr * 0.34)} 0 0 1 ${n(lx + lr)} ${n(ly)} L ${n(lx + lr)} ${n(ly + 26 * s)} A ${n(lr)} ${n(lr * 0.34)} 0 0 0 ${n(lx - lr)} ${n(ly + 26 * s)} Z" fill="${darker(lid, 0.25)}"/>`;
      svg += `<path d="M ${n(lx - lr)} ${n(ly)} A ${n(lr)} ${n(lr * 0.34)} 0 0 1 ${n(lx + lr)} ${n(ly)} Z" fill="${lid}"/><line x1="${n(lx - lr)}" y1="${n(ly)}" x2="${n(lx + lr)}" y2="${n(ly)}" stroke="${lighter(lid, 0.3)}" stroke-width="${n(5 * s)}"/>`;
    }
    svg += `<path d="M ${n(x - rx)} ${n(y)} L ${n(x - rx)} ${n(y + h)} A ${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)} ${n(y + h)} L ${n(x + rx)} ${n(y)} Z" fill="${wood}"/>`;
    for (let k = -8; k <= 8; k++) {
      const t = k / 9;
      const sx = x + rx * Math.sin((t * Math.PI) / 2);
      svg += `<line x1="${n(sx)}" y1="${n(y + ry * Math.cos((t * Math.PI) / 2))}" x2="${n(sx)}" y2="${n(y + h + ry * Math.cos((t * Math.PI) / 2))}" stroke="${darker(wood, 0.3)}" stroke-width="${n(2 * s)}"/>`;
    }
    for (const by of [h * 0.25, h * 0.75]) svg += `<path d="M ${n(x - rx)} ${n(y + by)} A ${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)} ${n(y + by)}" fill="none" stroke="${ctx.c('#2d2d2f')}" stroke-width="${n(7 * s)}"/>`;
    svg += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${darker(wood, 0.1)}"/>`;
    svg += `<ellipse cx="${n(x)}" cy="${n(y + 3 * s)}" rx="${n(rx - 16 * s)}" ry="${n(ry - 8 * s)}" fill="${waterColour}"/>`;
  } else if (l.kind === 'concrete') {
    const h = w * 0.12;
    svg += `<path d="M ${n(x - rx)} ${n(y)} L ${n(x - rx)} ${n(y + h)} A ${n(rx)} ${n(ry)} 0 0 0 ${n(x + rx)} ${n(y + h)} L ${n(x + rx)} ${n(y)} Z" fill="${ctx.c('#9c9c96')}"/>`;
    svg += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${ctx.c('#c8c7c0')}"/>`;
    svg += `<ellipse cx="${n(x)}" cy="${n(y + 2 * s)}" rx="${n(rx - 22 * s)}" ry="${n(ry - 9 * s)}" fill="${waterColour}"/>`;
  } else {
    svg += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${ctx.c('#4a4a46')}"/><ellipse cx="${n(x)}" cy="${n(y + 2 * s)}" rx="${n(rx - 20 * s)}" ry="${n(ry - 10 * s)}" fill="${waterColour}"/>`;
    const stonesCount = 26;
    for (let k = 0; k < stonesCount; k++) {
      const a = (k / stonesCount) * Math.PI * 2;
      const sx = x + Math.cos(a) * (rx - 6 * s);
      const sy = y + Math.sin(a) * (ry - 3 * s);
      const size = between(r, 14, 24) * s * (Math.sin(a) > 0 ? 1.25 : 0.85);
      svg += `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="${n(size * 1.3)}" ry="${n(size * 0.8)}" fill="${ctx.c(['#5d5c57', '#77756e', '#4b4a46'][k % 3])}"/>`;
    }
  }
  svg += `<ellipse cx="${n(x - rx * 0.25)}" cy="${n(y)}" rx="${n(rx * 0.35)}" ry="${n(ry * 0.18)}" fill="#ffffff" opacity="0.35"/>`;
  const people = l.people ?? 0;
  for (let k = 0; k < people; k++) {
    const t = people === 1 ? 0 : (k / (people - 1) - 0.5) * 1.2;
    const px = x + t * rx * 0.8;
    const py = y - ry * 0.2 + Math.abs(t) * ry * 0.2;
    const hair = ctx.c(['#3a2a1e', '#c9a66b', '#1f1b18', '#7a4a2a'][k % 4]);
    svg += `<path d="M ${n(px - 22 * s)} ${n(py + 4 * s)} Q ${n(px)} ${n(py - 16 * s)} ${n(px + 22 * s)} ${n(py + 4 * s)} Z" fill="${ctx.c('#d9a989')}"/><circle cx="${n(px)}" cy="${n(py - 22 * s)}" r="${n(12 * s)}" fill="${ctx.c('#e0b99a')}"/><path d="M ${n(px - 12 * s)} ${n(py - 24 * s)} A ${n(12 * s)} ${n(12 * s)} 0 0 1 ${n(px + 12 * s)} ${n(py - 24 * s)} Z" fill="${hair}"/>`;
  }
  if (l.steam) svg += steamPlume(ctx, x, y - 10 * s, s * 1.1, l.steam, 0.25);
  return svg;
}

export function lamp(ctx: Ctx, l: L<'lamp'>): string {
  const s = l.scale ?? 1;
  let svg = `<rect x="${n(l.x - 4 * s)}" y="${n(l.y - 220 * s)}" width="${n(8 * s)}" height="${n(220 * s)}" fill="${ctx.c('#2d2d2f')}"/><rect x="${n(l.x - 16 * s)}" y="${n(l.y - 236 * s)}" width="${n(32 * s)}" height="${n(22 * s)}" rx="${n(4 * s)}" fill="${ctx.c('#2d2d2f')}"/>`;
  if (l.lit !== false) svg += `<circle cx="${n(l.x)}" cy="${n(l.y - 220 * s)}" r="${n(90 * s)}" fill="${radial(ctx, [[0, '#ffe3a0', 0.75], [1, '#ffd27a', 0]])}"/><rect x="${n(l.x - 12 * s)}" y="${n(l.y - 226 * s)}" width="${n(24 * s)}" height="${n(12 * s)}" fill="#fff2c8"/>`;
  return svg;
}

export function flag(ctx: Ctx, l: L<'flag'>): string {
  const s = l.scale ?? 1;
  const { x, y } = l;
  const fw = 100 * s;
  const fh = 72 * s;
  const fx = x + 3 * s;
  const fy = y - 300 * s;
  return (
    `<rect x="${n(x - 3 * s)}" y="${n(y - 304 * s)}" width="${n(6 * s)}" height="${n(304 * s)}" fill="${ctx.c('#f4f4ef')}"/>` +
    `<rect x="${n(fx)}" y="${n(fy)}" width="${n(fw)}" height="${n(fh)}" fill="${ctx.c('#02529c')}"/>` +
    `<rect x="${n(fx)}" y="${n(fy + fh * 0.39)}" width="${n(fw)}" height="${n(fh * 0.22)}" fill="#ffffff"/><rect x="${n(fx + fw * 0.28)}" y="${n(fy)}" width="${n(fw * 0.16)}" height="${n(fh)}" fill="#ffffff"/>` +
    `<rect x="${n(fx)}" y="${n(fy + fh * 0.445)}" width="${n(fw)}" height="${n(fh * 0.11)}" fill="${ctx.c('#dc1e35')}"/><rect x="${n(fx + fw * 0.32)}" y="${n(fy)}" width="${n(fw * 0.08)}" height="${n(fh)}" fill="${ctx.c('#dc1e35')}"/>`
  );
}

