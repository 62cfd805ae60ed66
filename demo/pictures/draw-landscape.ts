/** The outdoor part of a scene: sky, sun or aurora, clouds, mountain ridges, ground, countryside. */
import { between, FAR, H, n, NEAR, SKY, SNOW, W, type Drawn, type Rand } from './draw-kit.ts';
import type { SceneRecipe } from './scene.ts';

/** Sky, sun or aurora, clouds, two mountain ridges and the ground. */
export function landscape(recipe: SceneRecipe, r: Rand, id: string, horizon: number): Drawn {
  const { light } = recipe;
  const [top, mid, low] = SKY[light];
  let defs =
    `<linearGradient id="${id}sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>` +
    `<filter id="${id}blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>`;
  let body = `<rect width="${W}" height="${horizon + 40}" fill="url(#${id}sky)"/>`;

  if (light === 'night') {
    for (let i = 0; i < 90; i++)
      body += `<circle cx="${n(r() * W)}" cy="${n(r() * horizon * 0.8)}" r="${n(between(r, 1, 3.2))}" fill="#fff" opacity="${n(between(r, 0.4, 1))}"/>`;
    defs += `<linearGradient id="${id}aur" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cffc4" stop-opacity="0"/><stop offset="0.5" stop-color="#5ef0a2" stop-opacity="0.75"/><stop offset="1" stop-color="#3fd08a" stop-opacity="0.1"/></linearGradient>`;
    for (let i = 0; i < 3; i++) {
      const y = between(r, 120, 360);
      let d = `M ${-100} ${n(y)}`;
      for (let x = 200; x <= W + 300; x += 300)
        d += ` Q ${n(x - 150)} ${n(y + between(r, -160, 160))} ${x} ${n(y + between(r, -80, 80))}`;
      body += `<path d="${d}" fill="none" stroke="url(#${id}aur)" stroke-width="${n(between(r, 70, 140))}" filter="url(#${id}blur)" opacity="${n(between(r, 0.6, 0.95))}"/>`;
    }
    body += `<circle cx="${n(between(r, 1300, 1650))}" cy="${n(between(r, 110, 220))}" r="34" fill="#f4f1e0" opacity="0.9"/>`;
  } else if (light === 'evening') {
    body += `<circle cx="${n(between(r, 300, 1500))}" cy="${horizon - 70}" r="120" fill="#ffb26b" opacity="0.85" filter="url(#${id}blur)"/>`;
    body += `<circle cx="${n(between(r, 300, 1500))}" cy="${horizon - 60}" r="70" fill="#ffd39a" opacity="0.7"/>`;
  } else if (light === 'day') {
    body += `<circle cx="${n(between(r, 150, 1650))}" cy="${n(between(r, 90, 240))}" r="70" fill="#fff6d5" opacity="0.95"/>`;
  }
  const clouds = light === 'overcast' ? 9 : light === 'night' ? 0 : 2 + Math.floor(r() * 4);
  for (let i = 0; i < clouds; i++)
    body += cloud(r, light === 'overcast' ? '#eef1f4' : light === 'evening' ? '#f7d3c2' : '#ffffff', horizon);

  body += ridge(recipe, r, id, horizon, FAR[light], SNOW[light], 0.9);
  body += ridge(
    { ...recipe, mountains: recipe.mountains === 'glacier' ? 'peaks' : recipe.mountains },
    r,
    `${id}n`,
    horizon + 8,
    NEAR[light],
    SNOW[light],
    0.5,
  );
  body += ground(recipe, r, id, horizon);
  return { defs, body };
}

function cloud(r: Rand, colour: string, horizon: number): string {
  const cx = between(r, -100, W + 100);
  const cy = between(r, 60, horizon * 0.55);
  const s = between(r, 0.6, 1.5);
  let g = `<g opacity="${n(between(r, 0.55, 0.9))}" fill="${colour}">`;
  for (let i = 0; i < 5; i++)
    g += `<ellipse cx="${n(cx + (i - 2) * 70 * s + between(r, -20, 20))}" cy="${n(cy - (i % 2) * 25 * s)}" rx="${n(90 * s)}" ry="${n(38 * s)}"/>`;
  return `${g}</g>`;
}

/** A mountain ridge above the horizon: jagged peaks, flat table mountains, soft hills or an ice cap. */
function ridge(
  recipe: SceneRecipe,
  r: Rand,
  id: string,
  horizon: number,
  colour: string,
  snow: string,
  height: number,
): string {
  const amp = 260 * height;
  const phase = [r() * 6, r() * 6, r() * 6];
  const wave = (x: number) =>
    0.5 + 0.3 * Math.sin(x / 260 + phase[0]) + 0.15 * Math.sin(x / 97 + phase[1]) + 0.05 * Math.sin(x / 41 + phase[2]);
  const pts: Array<[number, number]> = [];
  const kind = recipe.mountains;
  if (kind === 'table') {
    let x = -60;
    while (x < W + 60) {
      const base = horizon - between(r, 20, 60) * height;
      const top = horizon - between(r, 0.55, 1) * amp;
      const slope = between(r, 80, 160);
      const flat = between(r, 180, 420);
      pts.push(
        [x, base],
        [x + slope, top],
        [x + slope + flat, top + between(r, -10, 10)],
        [x + 2 * slope + flat, base],
      );
      x += 2 * slope + flat + between(r, 20, 120);
    }
  } else if (kind === 'glacier') {
    for (let x = -60; x <= W + 60; x += 60) {
      const t = (x - W * 0.5) / (W * 0.7);
      pts.push([x, horizon - amp * 0.75 * Math.max(0.15, 1 - t * t) - 12 * r()]);
    }
  } else {
    const step = kind === 'hills' ? 150 : 70;
    for (let x = -60; x <= W + 60; x += step) {
      const jag = kind === 'hills' ? 0 : between(r, -0.12, 0.12);
      pts.push([x, horizon - amp * Math.max(0.08, wave(x) + jag)]);
    }
  }
  const line = kind === 'hills' ? smooth(pts) : `M ${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L ')}`;
  const shape = `${line} L ${W + 60} ${horizon + 40} L -60 ${horizon + 40} Z`;
  let svg = `<path d="${shape}" fill="${colour}"/>`;
  if (kind === 'peaks' || kind === 'glacier' || kind === 'table') {
    const snowLine = kind === 'glacier' ? horizon - amp * 0.25 : horizon - amp * (kind === 'table' ? 0.8 : 0.62);
    svg += `<clipPath id="${id}snow"><rect x="0" y="0" width="${W}" height="${n(snowLine)}"/></clipPath><path d="${shape}" fill="${snow}" clip-path="url(#${id}snow)" opacity="0.95"/>`;
  }
  return svg;
}

function smooth(pts: Array<[number, number]>): string {
  // Through the midpoints, with the samples as control points: soft, rounded hills.
  let d = `M ${n(pts[0][0])} ${n(pts[0][1])}`;
  for (let i = 1; i < pts.length - 1; i++) {
    const [x, y] = pts[i];
    const [x1, y1] = pts[i + 1];
    d += ` Q ${n(x)} ${n(y)} ${n((x + x1) / 2)} ${n((y + y1) / 2)}`;
  }
  const [xl, yl] = pts[pts.length - 1];
  return `${d} L ${n(xl)} ${n(yl)}`;
}

/** Sea, lava field, meadow, snow or a lake below the horizon. */
function ground(recipe: SceneRecipe, r: Rand, id: string, horizon: number): string {
  const { light } = recipe;
  const grass =
    recipe.ground === 'lava'
      ? ['#7b8a5c', '#586745']
      : recipe.ground === 'snow'
        ? ['#f1f5f9', '#d2dde8']
        : ['#86a85c', '#557a3b'];
  let svg = `<linearGradient id="${id}gr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${grass[0]}"/><stop offset="1" stop-color="${grass[1]}"/></linearGradient>`;
  let top = horizon;
  if (recipe.ground === 'sea') {
    const seaColour = light === 'evening' ? '#5b6c93' : light === 'overcast' ? '#5f7a8c' : '#2f6690';
    const shore = horizon + between(r, 90, 150);
    svg += `<rect x="0" y="${horizon}" width="${W}" height="${n(shore - horizon + 30)}" fill="${seaColour}"/>`;
    for (let i = 0; i < 26; i++) {
      const y = between(r, horizon + 6, shore);
      const x = r() * W;
      svg += `<rect x="${n(x)}" y="${n(y)}" width="${n(between(r, 40, 180))}" height="3" fill="#ffffff" opacity="${n(between(r, 0.15, 0.45))}"/>`;
    }
    top = shore;
  }
  let edge = `M -20 ${n(top)}`;
  for (let x = 0; x <= W + 100; x += 100) edge += ` L ${x} ${n(top + between(r, -8, 14))}`;
  svg += `<path d="${edge} L ${W + 20} ${H} L -20 ${H} Z" fill="url(#${id}gr)"/>`;
  if (recipe.ground === 'lava') {
    for (let i = 0; i < 70; i++) {
      const y = between(r, top + 10, H);
      const s = 0.4 + (y - top) / (H - top);
      svg += `<ellipse cx="${n(r() * W)}" cy="${n(y)}" rx="${n(between(r, 18, 46) * s)}" ry="${n(between(r, 8, 20) * s)}" fill="${r() < 0.5 ? '#3b3d37' : '#687650'}" opacity="0.85"/>`;
    }
  } else if (recipe.ground === 'meadow' || recipe.ground === 'sea' || recipe.ground === 'lake') {
    for (let i = 0; i < 50; i++) {
      const y = between(r, top + 10, H);
      svg += `<ellipse cx="${n(r() * W)}" cy="${n(y)}" rx="${n(between(r, 20, 60))}" ry="${n(between(r, 4, 10))}" fill="#4d7034" opacity="0.35"/>`;
    }
  } else {
    for (let i = 0; i < 20; i++)
      svg += `<ellipse cx="${n(r() * W)}" cy="${n(between(r, top + 20, H))}" rx="${n(between(r, 60, 160))}" ry="10" fill="#c4d3e2" opacity="0.5"/>`;
  }
  if (recipe.ground === 'lake') {
    const cx = between(r, 350, 1450);
    svg += `<ellipse cx="${n(cx)}" cy="${top + 55}" rx="${n(between(r, 260, 420))}" ry="42" fill="${SKY[light][1]}" opacity="0.95"/><ellipse cx="${n(cx)}" cy="${top + 50}" rx="${n(between(r, 120, 220))}" ry="6" fill="#ffffff" opacity="0.35"/>`;
  }
  return svg;
}

/** Countryside details for a view without the house: a fence, sheep, a distant farm. */
export function countryside(recipe: SceneRecipe, r: Rand, horizon: number): string {
  let svg = '';
  if (recipe.ground !== 'snow') {
    const y = horizon + 260;
    svg += `<line x1="0" y1="${y}" x2="${W}" y2="${y - 40}" stroke="#6d5238" stroke-width="5"/>`;
    for (let x = 40; x < W; x += 150)
      svg += `<line x1="${x}" y1="${n(y - (x / W) * 40 - 60)}" x2="${x}" y2="${n(y - (x / W) * 40 + 10)}" stroke="#6d5238" stroke-width="9"/>`;
    const sheep = 3 + Math.floor(r() * 6);
    for (let i = 0; i < sheep; i++) {
      const sx = between(r, 100, W - 100);
      const sy = between(r, horizon + 320, H - 60);
      svg += `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="30" ry="19" fill="#f3f0e8"/><circle cx="${n(sx + 30)}" cy="${n(sy - 8)}" r="10" fill="#2b2b2b"/><rect x="${n(sx - 16)}" y="${n(sy + 12)}" width="5" height="18" fill="#2b2b2b"/><rect x="${n(sx + 12)}" y="${n(sy + 12)}" width="5" height="18" fill="#2b2b2b"/>`;
    }
  }
  const fx = between(r, 300, 1500);
  svg += `<rect x="${n(fx)}" y="${horizon + 40}" width="60" height="34" fill="#f2efe8"/><polygon points="${n(fx - 8)},${horizon + 42} ${n(fx + 30)},${horizon + 16} ${n(fx + 68)},${horizon + 42}" fill="#a3312a"/>`;
  return svg;
}
