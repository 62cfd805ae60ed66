/**
 * Illustrated author portraits: head and shoulders in flat shapes, hair and
 * clothing as described, in front of a landscape. The face is centred on the
 * recipe's focal point, which the content's image field also carries, so a
 * small square crop (the author box's 60 × 60, object-position from the focal
 * point) shows the face.
 */
import { darker, H, lighter, mix, n, W, type Ctx } from './kit.ts';
import { outdoor } from './outdoor.ts';
import type { PortraitRecipe } from './recipe.ts';

export function portrait(ctx: Ctx, p: PortraitRecipe): string {
  const cx = p.face[0] * W;
  const cy = p.face[1] * H;
  let svg = outdoor(ctx, p.background);
  // Push the background back a little so that the person stands out.
  svg += `<rect width="${W}" height="${H}" fill="#ffffff" opacity="0.12"/>`;
  // The person is drawn at 1.3× around the face, so that the face fills a small square crop.
  svg += `<g transform="translate(${n(cx)} ${n(cy)}) scale(${FIGURE_SCALE}) translate(${n(-cx)} ${n(-cy)})">`;
  const skin = p.skin;
  const skinShade = darker(skin, 0.12);
  const hair = p.hair;
  const hairDark = darker(hair, 0.25);

  // Hair that falls behind the head and shoulders.
  if (p.hairStyle === 'curly') svg += curls(ctx, cx, cy, hair, 'back');
  if (p.hairStyle === 'braid') svg += `<path d="M ${n(cx - 140)} ${n(cy)} C ${n(cx - 160)} ${n(cy - 200)} ${n(cx + 160)} ${n(cy - 210)} ${n(cx + 142)} ${n(cy)} C ${n(cx + 140)} ${n(cy + 60)} ${n(cx + 120)} ${n(cy + 100)} ${n(cx + 100)} ${n(cy + 110)} L ${n(cx - 100)} ${n(cy + 110)} C ${n(cx - 120)} ${n(cy + 100)} ${n(cx - 140)} ${n(cy + 60)} ${n(cx - 140)} ${n(cy)} Z" fill="${hairDark}"/>`;
  if (p.clothing === 'rain-jacket') svg += `<path d="M ${n(cx - 230)} ${n(cy + 250)} C ${n(cx - 250)} ${n(cy + 120)} ${n(cx - 190)} ${n(cy + 60)} ${n(cx - 120)} ${n(cy + 90)} L ${n(cx + 120)} ${n(cy + 90)} C ${n(cx + 190)} ${n(cy + 60)} ${n(cx + 250)} ${n(cy + 120)} ${n(cx + 230)} ${n(cy + 250)} Z" fill="${darker(p.clothingColour, 0.2)}"/>`;

  // Neck, shoulders and clothing.
  svg += `<path d="M ${n(cx - 62)} ${n(cy + 90)} L ${n(cx - 66)} ${n(cy + 270)} L ${n(cx + 66)} ${n(cy + 270)} L ${n(cx + 62)} ${n(cy + 90)} Z" fill="${skinShade}"/>`;
  svg += `<path d="M ${n(cx - 62)} ${n(cy + 120)} Q ${n(cx)} ${n(cy + 190)} ${n(cx + 62)} ${n(cy + 120)} L ${n(cx + 62)} ${n(cy + 100)} L ${n(cx - 62)} ${n(cy + 100)} Z" fill="${darker(skin, 0.22)}" opacity="0.6"/>`;
  svg += clothing(ctx, p, cx, cy);

  // Head.
  svg += `<ellipse cx="${n(cx - 126)}" cy="${n(cy + 14)}" rx="24" ry="36" fill="${skinShade}"/><ellipse cx="${n(cx + 126)}" cy="${n(cy + 14)}" rx="24" ry="36" fill="${skinShade}"/>`;
  svg += `<path d="M ${n(cx - 124)} ${n(cy - 20)} C ${n(cx - 126)} ${n(cy - 160)} ${n(cx + 126)} ${n(cy - 160)} ${n(cx + 124)} ${n(cy - 20)} C ${n(cx + 124)} ${n(cy + 84)} ${n(cx + 70)} ${n(cy + 158)} ${n(cx)} ${n(cy + 162)} C ${n(cx - 70)} ${n(cy + 158)} ${n(cx - 124)} ${n(cy + 84)} ${n(cx - 124)} ${n(cy - 20)} Z" fill="${skin}"/>`;
  if (p.beard) {
    svg += `<path d="M ${n(cx - 122)} ${n(cy + 10)} C ${n(cx - 118)} ${n(cy + 110)} ${n(cx - 60)} ${n(cy + 178)} ${n(cx)} ${n(cy + 182)} C ${n(cx + 60)} ${n(cy + 178)} ${n(cx + 118)} ${n(cy + 110)} ${n(cx + 122)} ${n(cy + 10)} C ${n(cx + 100)} ${n(cy + 60)} ${n(cx + 70)} ${n(cy + 70)} ${n(cx + 40)} ${n(cy + 62)} C ${n(cx + 10)} ${n(cy + 54)} ${n(cx - 10)} ${n(cy + 54)} ${n(cx - 40)} ${n(cy + 62)} C ${n(cx - 70)} ${n(cy + 70)} ${n(cx - 100)} ${n(cy + 60)} ${n(cx - 122)} ${n(cy + 10)} Z" fill="${hair}"/>`;
  }
  svg += face(p, cx, cy);

  // Hair on top.
  if (p.hat) {
    svg += `<path d="M ${n(cx - 138)} ${n(cy - 50)} C ${n(cx - 150)} ${n(cy - 250)} ${n(cx + 150)} ${n(cy - 250)} ${n(cx + 138)} ${n(cy - 50)} Z" fill="${p.hat}"/>`;
    for (let k = -5; k <= 5; k++) svg += `<path d="M ${n(cx + k * 24)} ${n(cy - 80)} Q ${n(cx + k * 20)} ${n(cy - 160)} ${n(cx + k * 12)} ${n(cy - 215)}" stroke="${darker(p.hat, 0.2)}" stroke-width="4" fill="none"/>`;
    svg += `<rect x="${n(cx - 146)}" y="${n(cy - 96)}" width="292" height="58" rx="26" fill="${darker(p.hat, 0.1)}"/>`;
    for (let k = -6; k <= 6; k++) svg += `<rect x="${n(cx + k * 22 - 4)}" y="${n(cy - 92)}" width="8" height="50" rx="4" fill="${darker(p.hat, 0.25)}" opacity="0.6"/>`;
    svg += `<circle cx="${n(cx)}" cy="${n(cy - 236)}" r="34" fill="${lighter(p.hat, 0.55)}"/>`;
    // Short hair at the temples.
    svg += `<path d="M ${n(cx - 126)} ${n(cy - 40)} L ${n(cx - 112)} ${n(cy + 14)} L ${n(cx - 104)} ${n(cy - 40)} Z M ${n(cx + 126)} ${n(cy - 40)} L ${n(cx + 112)} ${n(cy + 14)} L ${n(cx + 104)} ${n(cy - 40)} Z" fill="${hair}"/>`;
  } else if (p.hairStyle === 'curly') {
    svg += curls(ctx, cx, cy, hair, 'front');
  } else {
    // Fair hair with a side parting, drawn back into a braid over the shoulder.
    svg += `<path d="M ${n(cx - 136)} ${n(cy + 10)} C ${n(cx - 156)} ${n(cy - 200)} ${n(cx + 156)} ${n(cy - 206)} ${n(cx + 138)} ${n(cy + 10)} C ${n(cx + 126)} ${n(cy - 60)} ${n(cx + 90)} ${n(cy - 96)} ${n(cx + 20)} ${n(cy - 104)} C ${n(cx - 20)} ${n(cy - 84)} ${n(cx - 90)} ${n(cy - 80)} ${n(cx - 136)} ${n(cy + 10)} Z" fill="${hair}"/>`;
    svg += `<path d="M ${n(cx + 20)} ${n(cy - 104)} C ${n(cx - 10)} ${n(cy - 150)} ${n(cx - 60)} ${n(cy - 160)} ${n(cx - 100)} ${n(cy - 130)}" stroke="${hairDark}" stroke-width="5" fill="none"/>`;
    for (let k = 0; k < 5; k++) svg += `<path d="M ${n(cx + 30 + k * 18)} ${n(cy - 100 + k * 6)} C ${n(cx + 80 + k * 12)} ${n(cy - 120)} ${n(cx + 120)} ${n(cy - 60)} ${n(cx + 128)} ${n(cy - 10)}" stroke="${hairDark}" stroke-width="3" fill="none" opacity="0.6"/>`;
    if (p.hairStyle === 'braid') svg += braid(cx + 120, cy + 40, hair, hairDark);
  }
  return `${svg}</g>`;
}

const FIGURE_SCALE = 1.3;

function face(p: PortraitRecipe, cx: number, cy: number): string {
  const ink = '#3a2a24';
  const brow = darker(p.hair, 0.35);
  let svg = '';
  svg += `<ellipse cx="${n(cx - 70)}" cy="${n(cy + 46)}" rx="30" ry="18" fill="#e88a8a" opacity="0.28"/><ellipse cx="${n(cx + 70)}" cy="${n(cy + 46)}" rx="30" ry="18" fill="#e88a8a" opacity="0.28"/>`;
  if (p.expression === 'laugh') {
    // Closed, happy eyes.
    for (const dx of [-48, 48]) svg += `<path d="M ${n(cx + dx - 18)} ${n(cy - 2)} Q ${n(cx + dx)} ${n(cy - 22)} ${n(cx + dx + 18)} ${n(cy - 2)}" stroke="${ink}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
    svg += `<path d="M ${n(cx - 46)} ${n(cy + 72)} Q ${n(cx)} ${n(cy + 84)} ${n(cx + 46)} ${n(cy + 72)} Q ${n(cx + 40)} ${n(cy + 128)} ${n(cx)} ${n(cy + 130)} Q ${n(cx - 40)} ${n(cy + 128)} ${n(cx - 46)} ${n(cy + 72)} Z" fill="#7a2e2e"/>`;
    svg += `<path d="M ${n(cx - 40)} ${n(cy + 76)} Q ${n(cx)} ${n(cy + 86)} ${n(cx + 40)} ${n(cy + 76)} L ${n(cx + 36)} ${n(cy + 92)} Q ${n(cx)} ${n(cy + 100)} ${n(cx - 36)} ${n(cy + 92)} Z" fill="#ffffff"/>`;
    svg += `<ellipse cx="${n(cx)}" cy="${n(cy + 116)}" rx="20" ry="9" fill="#d46a6a"/>`;
  } else {
    for (const dx of [-48, 48]) svg += `<ellipse cx="${n(cx + dx)}" cy="${n(cy - 6)}" rx="10" ry="13" fill="${ink}"/><circle cx="${n(cx + dx + 3)}" cy="${n(cy - 10)}" r="3.5" fill="#ffffff"/>`;
    svg += `<path d="M ${n(cx - 42)} ${n(cy + 78)} Q ${n(cx)} ${n(cy + 112)} ${n(cx + 42)} ${n(cy + 78)}" stroke="#8a3a36" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  }
  for (const dx of [-48, 48]) svg += `<path d="M ${n(cx + dx - 26)} ${n(cy - 38)} Q ${n(cx + dx)} ${n(cy - 54)} ${n(cx + dx + 26)} ${n(cy - 40)}" stroke="${brow}" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  svg += `<path d="M ${n(cx + 2)} ${n(cy + 6)} Q ${n(cx + 14)} ${n(cy + 40)} ${n(cx + 10)} ${n(cy + 48)} Q ${n(cx)} ${n(cy + 54)} ${n(cx - 10)} ${n(cy + 48)}" stroke="${darker(p.skin, 0.28)}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return svg;
}

function clothing(ctx: Ctx, p: PortraitRecipe, cx: number, cy: number): string {
  const c = p.clothingColour;
  const shoulders = `M ${n(cx - 470)} ${H + 20} C ${n(cx - 460)} ${n(cy + 340)} ${n(cx - 320)} ${n(cy + 250)} ${n(cx - 110)} ${n(cy + 232)} L ${n(cx + 110)} ${n(cy + 232)} C ${n(cx + 320)} ${n(cy + 250)} ${n(cx + 460)} ${n(cy + 340)} ${n(cx + 470)} ${H + 20} Z`;
  let svg = `<path d="${shoulders}" fill="${c}"/>`;
  const id = ctx.id('body');
  ctx.defs.push(`<clipPath id="${id}"><path d="${shoulders}"/></clipPath>`);
  if (p.clothing === 'lopapeysa') {
    // The round yoke of an Icelandic wool sweater: rows of motifs in undyed white and dark brown.
    const light = '#efe8da';
    const dark = '#3b2c24';
    let yoke = `<ellipse cx="${n(cx)}" cy="${n(cy + 250)}" rx="330" ry="190" fill="${light}"/>`;
    for (let k = -14; k <= 14; k++) {
      const a = (k / 14) * 1.3;
      const x = cx + Math.sin(a) * 300;
      const y = cy + 250 + Math.cos(a) * 170;
      yoke += `<polygon points="${n(x - 16)},${n(y)} ${n(x)},${n(y - 26)} ${n(x + 16)},${n(y)} ${n(x)},${n(y + 26)}" fill="${dark}"/>`;
      const x2 = cx + Math.sin(a) * 230;
      const y2 = cy + 250 + Math.cos(a) * 120;
      yoke += `<rect x="${n(x2 - 9)}" y="${n(y2 - 9)}" width="18" height="18" fill="${c}" transform="rotate(45 ${n(x2)} ${n(y2)})"/>`;
    }
    yoke += `<ellipse cx="${n(cx)}" cy="${n(cy + 250)}" rx="330" ry="190" fill="none" stroke="${dark}" stroke-width="10"/><ellipse cx="${n(cx)}" cy="${n(cy + 250)}" rx="270" ry="150" fill="none" stroke="${dark}" stroke-width="6" stroke-dasharray="14 10"/>`;
    svg += `<g clip-path="url(#${id})">${yoke}</g>`;
    svg += `<path d="M ${n(cx - 80)} ${n(cy + 236)} Q ${n(cx)} ${n(cy + 290)} ${n(cx + 80)} ${n(cy + 236)} L ${n(cx + 70)} ${n(cy + 216)} Q ${n(cx)} ${n(cy + 262)} ${n(cx - 70)} ${n(cy + 216)} Z" fill="${darker(c, 0.15)}"/>`;
  } else if (p.clothing === 'winter-jacket') {
    let quilt = '';
    for (let y = cy + 300; y < H; y += 70) quilt += `<path d="M ${n(cx - 480)} ${n(y)} Q ${n(cx)} ${n(y + 30)} ${n(cx + 480)} ${n(y)}" stroke="${darker(c, 0.35)}" stroke-width="5" fill="none"/>`;
    svg += `<g clip-path="url(#${id})">${quilt}<rect x="${n(cx - 4)}" y="${n(cy + 230)}" width="8" height="${H}" fill="${darker(c, 0.45)}"/></g>`;
    svg += `<path d="M ${n(cx - 120)} ${n(cy + 160)} L ${n(cx - 110)} ${n(cy + 280)} L ${n(cx)} ${n(cy + 300)} L ${n(cx + 110)} ${n(cy + 280)} L ${n(cx + 120)} ${n(cy + 160)} Q ${n(cx)} ${n(cy + 210)} ${n(cx - 120)} ${n(cy + 160)} Z" fill="${lighter(c, 0.08)}"/>`;
  } else {
    svg += `<g clip-path="url(#${id})"><path d="M ${n(cx - 300)} ${n(cy + 330)} Q ${n(cx - 360)} ${n(cy + 600)} ${n(cx - 330)} ${H}" stroke="${lighter(c, 0.3)}" stroke-width="26" fill="none" opacity="0.45"/><rect x="${n(cx + 6)}" y="${n(cy + 230)}" width="9" height="${H}" fill="${darker(c, 0.4)}"/></g>`;
    svg += `<path d="M ${n(cx - 120)} ${n(cy + 150)} L ${n(cx - 100)} ${n(cy + 290)} L ${n(cx + 10)} ${n(cy + 310)} L ${n(cx + 120)} ${n(cy + 290)} L ${n(cx + 130)} ${n(cy + 150)} Q ${n(cx)} ${n(cy + 200)} ${n(cx - 120)} ${n(cy + 150)} Z" fill="${lighter(c, 0.06)}"/>`;
    svg += `<path d="M ${n(cx - 30)} ${n(cy + 300)} l -6 80 M ${n(cx + 50)} ${n(cy + 300)} l 6 80" stroke="#f1f1ec" stroke-width="5"/><circle cx="${n(cx - 36)}" cy="${n(cy + 384)}" r="8" fill="#f1f1ec"/><circle cx="${n(cx + 56)}" cy="${n(cy + 384)}" r="8" fill="#f1f1ec"/>`;
  }
  if (p.camera) {
    const strap = '#1f1f22';
    svg += `<path d="M ${n(cx - 110)} ${n(cy + 240)} L ${n(cx - 70)} ${n(cy + 430)} M ${n(cx + 110)} ${n(cy + 240)} L ${n(cx + 70)} ${n(cy + 430)}" stroke="${strap}" stroke-width="18"/>`;
    svg += `<rect x="${n(cx - 120)}" y="${n(cy + 420)}" width="240" height="150" rx="22" fill="#2a2b2f"/><rect x="${n(cx - 60)}" y="${n(cy + 400)}" width="90" height="34" rx="8" fill="#2a2b2f"/>`;
    svg += `<circle cx="${n(cx)}" cy="${n(cy + 500)}" r="60" fill="#3c3e44"/><circle cx="${n(cx)}" cy="${n(cy + 500)}" r="40" fill="#1a1b1e"/><circle cx="${n(cx - 12)}" cy="${n(cy + 488)}" r="12" fill="#6d7f99" opacity="0.8"/>`;
    svg += `<rect x="${n(cx + 70)}" y="${n(cy + 436)}" width="30" height="14" rx="4" fill="#c9ccd1"/>`;
  }
  return svg;
}

function braid(x: number, y: number, hair: string, dark: string): string {
  let svg = `<path d="M ${n(x - 20)} ${n(y - 80)} C ${n(x + 30)} ${n(y)} ${n(x + 10)} ${n(y + 60)} ${n(x - 10)} ${n(y + 100)}" stroke="${hair}" stroke-width="60" fill="none" stroke-linecap="round"/>`;
  for (let k = 0; k < 8; k++) {
    const by = y + 90 + k * 44;
    const bx = x - 14 - k * 6;
    svg += `<ellipse cx="${n(bx - 12)}" cy="${n(by)}" rx="${n(30 - k * 1.5)}" ry="26" fill="${hair}" stroke="${dark}" stroke-width="3" transform="rotate(-25 ${n(bx - 12)} ${n(by)})"/>`;
    svg += `<ellipse cx="${n(bx + 12)}" cy="${n(by + 20)}" rx="${n(30 - k * 1.5)}" ry="26" fill="${mix(hair, '#ffffff', 0.08)}" stroke="${dark}" stroke-width="3" transform="rotate(25 ${n(bx + 12)} ${n(by + 20)})"/>`;
  }
  const end = y + 90 + 8 * 44;
  svg += `<rect x="${n(x - 72)}" y="${n(end - 6)}" width="40" height="16" rx="6" fill="#3e6d99"/><path d="M ${n(x - 70)} ${n(end + 10)} Q ${n(x - 52)} ${n(end + 60)} ${n(x - 36)} ${n(end + 10)} Z" fill="${hair}"/>`;
  return svg;
}

/** Dark curly shoulder-length hair: many overlapping round curls. */
function curls(ctx: Ctx, cx: number, cy: number, hair: string, layer: 'back' | 'front'): string {
  const { r } = ctx;
  let svg = '';
  const light = lighter(hair, 0.18);
  if (layer === 'back') {
    for (let k = 0; k < 46; k++) {
      const a = Math.PI * (0.15 + r() * 1.7) + Math.PI / 2;
      const rad = 150 + r() * 60;
      const x = cx + Math.cos(a) * rad * 1.05;
      const y = cy - 20 + Math.sin(a) * rad * 0.9 + (Math.sin(a) > 0 ? 0 : 0);
      svg += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(38 + r() * 22)}" fill="${hair}"/>`;
    }
    for (const side of [-1, 1]) {
      for (let k = 0; k < 10; k++) svg += `<circle cx="${n(cx + side * (130 + r() * 60))}" cy="${n(cy + 40 + k * 22)}" r="${n(36 + r() * 14)}" fill="${hair}"/>`;
    }
    return svg;
  }
  // The fringe of curls along the hairline and around the top.
  for (let k = 0; k <= 16; k++) {
    const a = Math.PI + (k / 16) * Math.PI;
    const x = cx + Math.cos(a) * 132;
    const y = cy - 30 + Math.sin(a) * 130;
    svg += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(34 + r() * 10)}" fill="${hair}"/><path d="M ${n(x - 14)} ${n(y)} a 14 14 0 0 1 24 -6" stroke="${light}" stroke-width="4" fill="none"/>`;
  }
  for (let k = 0; k < 6; k++) svg += `<circle cx="${n(cx - 60 + k * 26)}" cy="${n(cy - 118 + Math.abs(k - 2.5) * 6)}" r="${n(28 + r() * 8)}" fill="${hair}"/>`;
  return svg;
}
