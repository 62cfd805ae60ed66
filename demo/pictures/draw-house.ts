/** A house seen from the front, in one of five roof shapes, with trees, porch and hot tub. */
import { between, n, type Rand } from './draw-kit.ts';
import type { HouseLook, SceneLight } from './scene.ts';

/** A house seen from the front, standing on baseY around cx. Returns lit windows separately. */
export function house(
  h: HouseLook,
  light: SceneLight,
  cx: number,
  baseY: number,
  scale: number,
  r: Rand,
): { body: string; lights: string } {
  const w = 360 * h.wide * scale;
  const storey = 140 * scale;
  const bodyH = storey * h.storeys;
  const x0 = cx - w / 2;
  const top = baseY - bodyH;
  const lit = light === 'night' || light === 'evening';
  const glass = light === 'day' ? '#a9cbe0' : '#2f3d4c';
  let body = `<ellipse cx="${n(cx)}" cy="${n(baseY + 6)}" rx="${n(w * 0.75)}" ry="${n(22 * scale)}" fill="#1d2a1a" opacity="0.28"/>`;
  let lights = '';
  body += trees(h, r, cx, w, baseY, scale, 'back');
  const windows: Array<[number, number, number, number]> = [];

  if (h.roofShape === 'a-frame') {
    const apex = baseY - w * 1.15;
    const o = 26 * scale;
    body += `<polygon points="${n(x0 - o)},${n(baseY)} ${n(cx)},${n(apex - o)} ${n(x0 + w + o)},${n(baseY)}" fill="${h.roof}"/>`;
    body += `<polygon points="${n(x0 + o)},${n(baseY)} ${n(cx)},${n(apex + o)} ${n(x0 + w - o)},${n(baseY)}" fill="${h.wall}"/>`;
    const gy = apex + w * 0.45;
    body += `<polygon points="${n(cx - w * 0.2)},${n(gy + w * 0.35)} ${n(cx)},${n(gy)} ${n(cx + w * 0.2)},${n(gy + w * 0.35)}" fill="${glass}" stroke="${h.trim}" stroke-width="${n(6 * scale)}"/>`;
    if (lit)
      lights += `<polygon points="${n(cx - w * 0.2)},${n(gy + w * 0.35)} ${n(cx)},${n(gy)} ${n(cx + w * 0.2)},${n(gy + w * 0.35)}" fill="#ffd27a" opacity="0.9"/>`;
    windows.push(
      [cx - w * 0.22, baseY - 120 * scale, 70 * scale, 90 * scale],
      [cx + w * 0.22 - 70 * scale, baseY - 120 * scale, 70 * scale, 90 * scale],
    );
  } else if (h.roofShape === 'turf') {
    const gables = h.wide > 1.15 ? 3 : 2;
    const gw = w / gables;
    body += `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(w * 0.62)}" ry="${n(gw * 0.55)}" fill="#5f8a36"/>`;
    body += `<rect x="${n(x0)}" y="${n(top)}" width="${n(w)}" height="${n(bodyH)}" fill="#6e5b46"/>`;
    for (let i = 0; i < gables; i++) {
      const gx = x0 + i * gw;
      const apex = top - gw * 0.62;
      body += `<polygon points="${n(gx + 8 * scale)},${n(baseY)} ${n(gx + 8 * scale)},${n(top)} ${n(gx + gw / 2)},${n(apex)} ${n(gx + gw - 8 * scale)},${n(top)} ${n(gx + gw - 8 * scale)},${n(baseY)}" fill="${h.wall}" stroke="#3a2f25" stroke-width="${n(4 * scale)}"/>`;
      const turf = `${n(gx - 4 * scale)},${n(top + 10 * scale)} ${n(gx + gw / 2)},${n(apex - 18 * scale)} ${n(gx + gw + 4 * scale)},${n(top + 10 * scale)}`;
      body += `<polyline points="${turf}" fill="none" stroke="#557f2f" stroke-width="${n(34 * scale)}" stroke-linejoin="round"/><polyline points="${turf}" fill="none" stroke="#79a845" stroke-width="${n(14 * scale)}" stroke-linejoin="round" transform="translate(0 ${n(-8 * scale)})"/>`;
      windows.push([gx + gw / 2 - 24 * scale, top - gw * 0.3, 48 * scale, 44 * scale]);
      if (i === (h.mirrored ? gables - 1 : 0))
        body += `<rect x="${n(gx + gw / 2 - 30 * scale)}" y="${n(baseY - 105 * scale)}" width="${n(60 * scale)}" height="${n(105 * scale)}" fill="${h.trim === '#26272a' ? '#7a3b2e' : h.trim}" stroke="#3a2f25" stroke-width="${n(3 * scale)}"/>`;
      else windows.push([gx + gw / 2 - 28 * scale, baseY - storey * 0.72, 56 * scale, 64 * scale]);
    }
  } else {
    const o = 22 * scale;
    body += `<rect x="${n(x0)}" y="${n(top)}" width="${n(w)}" height="${n(bodyH)}" fill="${h.wall}"/>`;
    // Corrugated iron: thin vertical lines.
    for (let x = x0 + 10 * scale; x < x0 + w; x += 14 * scale)
      body += `<line x1="${n(x)}" y1="${n(top)}" x2="${n(x)}" y2="${n(baseY)}" stroke="#000" stroke-opacity="0.06" stroke-width="${n(2 * scale)}"/>`;
    if (h.roofShape === 'gable') {
      const apex = top - w * 0.4;
      body += `<polygon points="${n(x0)},${n(top)} ${n(cx)},${n(apex)} ${n(x0 + w)},${n(top)}" fill="${h.wall}"/>`;
      body += `<polyline points="${n(x0 - o)},${n(top + o * 0.7)} ${n(cx)},${n(apex - o * 0.6)} ${n(x0 + w + o)},${n(top + o * 0.7)}" fill="none" stroke="${h.roof}" stroke-width="${n(30 * scale)}" stroke-linejoin="miter"/>`;
      windows.push([cx - 26 * scale, top - w * 0.22, 52 * scale, 56 * scale]);
      if (h.chimney)
        body += `<rect x="${n(cx + (h.mirrored ? -1 : 1) * w * 0.22)}" y="${n(apex + w * 0.1)}" width="${n(30 * scale)}" height="${n(70 * scale)}" fill="#7b7f86"/>`;
    } else if (h.roofShape === 'hip') {
      body += `<polygon points="${n(x0 - o)},${n(top + 6)} ${n(x0 + w * 0.22)},${n(top - w * 0.24)} ${n(x0 + w * 0.78)},${n(top - w * 0.24)} ${n(x0 + w + o)},${n(top + 6)}" fill="${h.roof}"/>`;
      if (h.chimney)
        body += `<rect x="${n(x0 + w * 0.62)}" y="${n(top - w * 0.34)}" width="${n(28 * scale)}" height="${n(60 * scale)}" fill="#7b7f86"/>`;
    } else {
      const rise = w * 0.17;
      const [yl, yr] = h.mirrored ? [top - rise, top] : [top, top - rise];
      body += `<polygon points="${n(x0)},${n(top)} ${n(x0)},${n(yl)} ${n(x0 + w)},${n(yr)} ${n(x0 + w)},${n(top)}" fill="${h.wall}"/>`;
      body += `<line x1="${n(x0 - o)}" y1="${n(yl + 2)}" x2="${n(x0 + w + o)}" y2="${n(yr + 2)}" stroke="${h.roof}" stroke-width="${n(24 * scale)}"/>`;
    }
    const modern = h.roofShape === 'shed';
    const count = Math.max(2, Math.floor(w / (modern ? 150 * scale : 105 * scale)));
    const doorAt = h.mirrored ? count - 1 : 0;
    for (let s = 0; s < h.storeys; s++) {
      const y = baseY - storey * (s + 1) + storey * 0.25;
      for (let i = 0; i < count; i++) {
        const slotW = w / count;
        const xw = x0 + slotW * i + slotW * 0.5;
        if (s === 0 && i === doorAt) {
          body += `<rect x="${n(xw - 28 * scale)}" y="${n(baseY - 100 * scale)}" width="${n(56 * scale)}" height="${n(100 * scale)}" fill="${h.trim === '#26272a' ? '#7a3b2e' : '#3b3f46'}" stroke="${h.trim}" stroke-width="${n(5 * scale)}"/>`;
          continue;
        }
        const ww = modern ? slotW * 0.7 : 56 * scale;
        const wh = modern ? storey * 0.55 : 66 * scale;
        windows.push([xw - ww / 2, y, ww, wh]);
      }
    }
  }
  for (const [x, y, ww, wh] of windows) {
    body += `<rect x="${n(x)}" y="${n(y)}" width="${n(ww)}" height="${n(wh)}" fill="${glass}" stroke="${h.trim}" stroke-width="${n(6 * scale)}"/>`;
    if (h.roofShape !== 'shed')
      body += `<line x1="${n(x + ww / 2)}" y1="${n(y)}" x2="${n(x + ww / 2)}" y2="${n(y + wh)}" stroke="${h.trim}" stroke-width="${n(3 * scale)}"/>`;
    if (lit && r() < 0.8)
      lights += `<rect x="${n(x + 3)}" y="${n(y + 3)}" width="${n(ww - 6)}" height="${n(wh - 6)}" fill="#ffd27a" opacity="0.92"/><rect x="${n(x - ww * 0.4)}" y="${n(y - wh * 0.3)}" width="${n(ww * 1.8)}" height="${n(wh * 1.6)}" fill="#ffcf70" opacity="0.12"/>`;
  }
  if (h.porch) {
    const px = h.mirrored ? x0 - 90 * scale : x0 + w * 0.35;
    body += `<rect x="${n(px)}" y="${n(baseY - 14 * scale)}" width="${n(w * 0.65 + 90 * scale)}" height="${n(18 * scale)}" fill="#8a6a4a"/>`;
    for (let x = px; x <= px + w * 0.65 + 90 * scale; x += 30 * scale)
      body += `<line x1="${n(x)}" y1="${n(baseY - 14 * scale)}" x2="${n(x)}" y2="${n(baseY - 50 * scale)}" stroke="#6d5238" stroke-width="${n(4 * scale)}"/>`;
    body += `<line x1="${n(px)}" y1="${n(baseY - 50 * scale)}" x2="${n(px + w * 0.65 + 90 * scale)}" y2="${n(baseY - 50 * scale)}" stroke="#6d5238" stroke-width="${n(5 * scale)}"/>`;
  }
  if (h.hotTub) {
    const tx = h.mirrored ? x0 - 110 * scale : x0 + w + 110 * scale;
    body += `<ellipse cx="${n(tx)}" cy="${n(baseY - 18 * scale)}" rx="${n(70 * scale)}" ry="${n(26 * scale)}" fill="#6d5238"/><ellipse cx="${n(tx)}" cy="${n(baseY - 26 * scale)}" rx="${n(58 * scale)}" ry="${n(18 * scale)}" fill="#7cc3d6"/>`;
    body += `<ellipse cx="${n(tx)}" cy="${n(baseY - 70 * scale)}" rx="${n(50 * scale)}" ry="${n(36 * scale)}" fill="#ffffff" opacity="0.25"/>`;
  }
  body += trees(h, r, cx, w, baseY, scale, 'front');
  return { body, lights };
}

function trees(
  h: HouseLook,
  r: Rand,
  cx: number,
  w: number,
  baseY: number,
  scale: number,
  layer: 'back' | 'front',
): string {
  if (h.trees === 'none') return '';
  let svg = '';
  const count = layer === 'back' ? 3 : 1;
  for (let i = 0; i < count; i++) {
    const side = (i + (h.mirrored ? 1 : 0)) % 2 === 0 ? -1 : 1;
    const x = cx + side * (w / 2 + between(r, 60, 220) * scale);
    const y = baseY + (layer === 'front' ? 40 * scale : -between(r, 0, 30) * scale);
    const s = between(r, 0.7, 1.2) * scale * (layer === 'front' ? 1.2 : 1);
    if (h.trees === 'birch') {
      svg += `<rect x="${n(x - 5 * s)}" y="${n(y - 170 * s)}" width="${n(10 * s)}" height="${n(170 * s)}" fill="#eeeae2"/>`;
      for (let k = 0; k < 3; k++)
        svg += `<rect x="${n(x - 5 * s)}" y="${n(y - (40 + k * 45) * s)}" width="${n(10 * s)}" height="${n(5 * s)}" fill="#333"/>`;
      for (let k = 0; k < 5; k++)
        svg += `<circle cx="${n(x + between(r, -45, 45) * s)}" cy="${n(y - between(r, 150, 230) * s)}" r="${n(between(r, 34, 52) * s)}" fill="${k % 2 ? '#5f8f3e' : '#4f7c33'}"/>`;
    } else {
      for (let k = 0; k < 3; k++) {
        const ty = y - k * 55 * s;
        const tw = (70 - k * 16) * s;
        svg += `<polygon points="${n(x - tw)},${n(ty)} ${n(x)},${n(ty - 110 * s)} ${n(x + tw)},${n(ty)}" fill="#2f5a3a"/>`;
      }
    }
  }
  return svg;
}
