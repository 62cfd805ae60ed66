/**
 * Rooms of a holiday house for the editorial pictures: living room, kitchen,
 * a dinner table, the hallway, keys on a table, the sauna, a bedroom with
 * linen, an office, a windowsill. Each has a window onto a landscape (an
 * outdoor recipe drawn inside it), and the ice cave, which has no window.
 */
import { fitIceland, icelandPath } from './iceland.ts';
import { between, darker, gradient, H, lighter, makeCtx, mix, n, P, poly, radial, W, type Ctx, type Pt } from './kit.ts';
import { outdoor } from './outdoor.ts';
import type { RoomRecipe } from './recipe.ts';

export function room(ctx: Ctx, recipe: RoomRecipe): string {
  switch (recipe.room) {
    case 'living': return living(ctx, recipe);
    case 'kitchen': return kitchen(ctx, recipe);
    case 'dining': return dining(ctx, recipe);
    case 'hallway': return hallway(ctx, recipe);
    case 'keys': return keys(ctx, recipe);
    case 'sauna': return sauna(ctx, recipe);
    case 'bedroom': return bedroom(ctx, recipe);
    case 'office': return office(ctx, recipe);
    case 'windowsill': return windowsill(ctx, recipe);
    default: throw new Error(`unknown room ${(recipe as { room: string }).room}`);
  }
}

/** The landscape through a window at (x, y, w, h), with its frame and glazing bars. */
function windowOnto(ctx: Ctx, recipe: RoomRecipe, x: number, y: number, w: number, h: number, bars: 'cross' | 'vertical' | 'none' = 'vertical', frame = '#ffffff', thick = 22): string {
  const inner = makeCtx(Math.floor(ctx.r() * 1e9), recipe.view.light, ctx);
  const view = outdoor(inner, recipe.view);
  let svg = `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${view}</svg>`;
  // A faint reflection on the glass.
  svg += poly([[x + w * 0.55, y], [x + w * 0.75, y], [x + w * 0.45, y + h], [x + w * 0.25, y + h]], '#ffffff', 'opacity="0.06"');
  svg += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${frame}" stroke-width="${thick}"/>`;
  if (bars !== 'none') svg += `<rect x="${n(x + w / 2 - thick * 0.3)}" y="${y}" width="${n(thick * 0.6)}" height="${h}" fill="${frame}"/>`;
  if (bars === 'cross') svg += `<rect x="${x}" y="${n(y + h * 0.42 - thick * 0.3)}" width="${w}" height="${n(thick * 0.6)}" fill="${frame}"/>`;
  return svg;
}

function walls(ctx: Ctx, colour: string, floorY: number, floor: string, panels = true): string {
  let svg = `<rect width="${W}" height="${H}" fill="${colour}"/>`;
  if (panels) for (let x = 0; x < W; x += 64) svg += `<rect x="${x}" y="0" width="3" height="${floorY}" fill="#000" opacity="0.035"/>`;
  svg += `<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${floor}"/>`;
  for (let i = -14; i <= 14; i++) svg += `<line x1="${900 + i * 34}" y1="${floorY}" x2="${900 + i * 200}" y2="${H}" stroke="#000" stroke-opacity="0.1" stroke-width="3"/>`;
  svg += `<rect x="0" y="${floorY - 14}" width="${W}" height="14" fill="${darker(colour, 0.08)}"/>`;
  return svg;
}

function warmth(recipe: RoomRecipe, lampAt?: Pt): string {
  let svg = '';
  if (recipe.light === 'evening' || recipe.light === 'night' || recipe.light === 'dusk') {
    svg += `<rect width="${W}" height="${H}" fill="#3a2410" opacity="0.16"/>`;
    if (lampAt) svg += `<circle cx="${lampAt[0]}" cy="${lampAt[1]}" r="360" fill="#ffcf70" opacity="0.14"/>`;
  }
  return svg;
}

function sunbeams(x: number, y: number, w: number, h: number, floorY: number): string {
  // Light from a window at (x, y, w, h) falling onto the floor towards the viewer.
  const shift = 260;
  return `<polygon points="${P([[x, y + h], [x + w, y + h], [x + w + shift, floorY + (H - floorY) * 0.9], [x + shift * 0.5, floorY + (H - floorY) * 0.9]])}" fill="#fff6d8" opacity="0.16"/>`;
}

function stove(ctx: Ctx, x: number, floorY: number, lit = true): string {
  const iron = '#2a2a2c';
  let svg = `<rect x="${x + 52}" y="0" width="40" height="${floorY - 300}" fill="${iron}"/>`;
  svg += `<rect x="${x}" y="${floorY - 310}" width="144" height="290" rx="12" fill="${iron}"/><rect x="${x - 10}" y="${floorY - 318}" width="164" height="20" rx="6" fill="#3a3a3d"/>`;
  svg += `<rect x="${x + 22}" y="${floorY - 250}" width="100" height="120" rx="8" fill="${lit ? '#ff9a3c' : '#444'}"/>`;
  if (lit) svg += `<path d="M ${x + 40} ${floorY - 140} Q ${x + 50} ${floorY - 210} ${x + 72} ${floorY - 240} Q ${x + 80} ${floorY - 190} ${x + 104} ${floorY - 140} Z" fill="#ffd27a"/><circle cx="${x + 72}" cy="${floorY - 190}" r="160" fill="${radial(ctx, [[0, '#ffb35c', 0.35], [1, '#ffb35c', 0]])}"/>`;
  svg += `<rect x="${x - 40}" y="${floorY - 20}" width="224" height="24" fill="#5b5b5e"/>`;
  return svg;
}

function mug(x: number, y: number, colour: string, s = 1, steam = false): string {
  let svg = `<path d="M ${n(x - 34 * s)} ${n(y - 70 * s)} L ${n(x - 30 * s)} ${n(y)} Q ${n(x)} ${n(y + 8 * s)} ${n(x + 30 * s)} ${n(y)} L ${n(x + 34 * s)} ${n(y - 70 * s)} Z" fill="${colour}"/>`;
  svg += `<path d="M ${n(x + 32 * s)} ${n(y - 56 * s)} q ${n(30 * s)} ${n(4 * s)} ${n(24 * s)} ${n(30 * s)} q ${n(-4 * s)} ${n(14 * s)} ${n(-26 * s)} ${n(12 * s)}" stroke="${colour}" stroke-width="${n(9 * s)}" fill="none"/>`;
  svg += `<ellipse cx="${n(x)}" cy="${n(y - 70 * s)}" rx="${n(34 * s)}" ry="${n(9 * s)}" fill="${darker(colour, 0.15)}"/><ellipse cx="${n(x)}" cy="${n(y - 68 * s)}" rx="${n(28 * s)}" ry="${n(6 * s)}" fill="#5a3620"/>`;
  if (steam) for (const dx of [-12, 10]) svg += `<path d="M ${n(x + dx * s)} ${n(y - 86 * s)} q ${n(-14 * s)} ${n(-24 * s)} 0 ${n(-48 * s)} q ${n(14 * s)} ${n(-24 * s)} 0 ${n(-48 * s)}" stroke="#ffffff" stroke-width="${n(5 * s)}" fill="none" opacity="0.7" stroke-linecap="round"/>`;
  return svg;
}

function plant(ctx: Ctx, x: number, y: number, s = 1): string {
  const { r } = ctx;
  let svg = '';
  for (let i = 0; i < 8; i++) {
    const a = between(r, -50, 50);
    svg += `<ellipse cx="${n(x)}" cy="${n(y - 70 * s)}" rx="${n(16 * s)}" ry="${n(62 * s)}" fill="${['#4f7c33', '#5f8f3e', '#3f6b2a'][i % 3]}" transform="rotate(${n(a)} ${n(x)} ${n(y - 10 * s)})"/>`;
  }
  svg += `<path d="M ${n(x - 44 * s)} ${n(y - 20 * s)} L ${n(x + 44 * s)} ${n(y - 20 * s)} L ${n(x + 34 * s)} ${n(y + 60 * s)} L ${n(x - 34 * s)} ${n(y + 60 * s)} Z" fill="#b05a3c"/>`;
  return svg;
}

function picture(x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fbfaf6" stroke="#5b4a3a" stroke-width="10"/><polygon points="${P([[x + 14, y + h - 14], [x + w * 0.35, y + h * 0.35], [x + w * 0.55, y + h * 0.6], [x + w * 0.7, y + h * 0.45], [x + w - 14, y + h - 14]])}" fill="#7d93aa"/><polygon points="${P([[x + w * 0.3, y + h * 0.42], [x + w * 0.35, y + h * 0.35], [x + w * 0.41, y + h * 0.44]])}" fill="#ffffff"/>`;
}

// ---------------------------------------------------------------- rooms

function living(ctx: Ctx, recipe: RoomRecipe): string {
  const floorY = 860;
  let svg = walls(ctx, recipe.wall ?? '#f4f0e8', floorY, recipe.floor ?? '#b98b5e');
  svg += windowOnto(ctx, recipe, 420, 130, 900, 600, 'vertical');
  svg += `<rect x="400" y="726" width="940" height="26" fill="#e8e2d6"/>`;
  if (recipe.sunbeams) svg += sunbeams(420, 130, 900, 600, floorY);
  svg += picture(120, 250, 200, 150);
  svg += `<ellipse cx="860" cy="1070" rx="560" ry="96" fill="#d9cdb8" opacity="0.9"/>`;
  const sofa = recipe.accent ?? '#5a6b7d';
  svg += `<rect x="300" y="770" width="720" height="150" rx="26" fill="${sofa}"/><rect x="270" y="850" width="780" height="130" rx="24" fill="${darker(sofa, 0.08)}"/><rect x="250" y="810" width="72" height="180" rx="22" fill="${sofa}"/><rect x="1000" y="810" width="72" height="180" rx="22" fill="${sofa}"/>`;
  svg += `<rect x="360" y="800" width="150" height="90" rx="20" fill="#f1e6cf"/><rect x="540" y="800" width="150" height="90" rx="20" fill="#c9553d" opacity="0.85"/><rect x="720" y="800" width="150" height="90" rx="20" fill="#f1e6cf"/>`;
  // A folded wool throw on the arm.
  svg += `<rect x="990" y="800" width="92" height="70" rx="10" fill="#b8a27a"/><rect x="990" y="820" width="92" height="8" fill="#6d5a3e"/><rect x="990" y="846" width="92" height="8" fill="#6d5a3e"/>`;
  svg += `<rect x="720" y="1010" width="400" height="26" rx="8" fill="#6d5238"/><rect x="750" y="1036" width="16" height="74" fill="#5a432e"/><rect x="1074" y="1036" width="16" height="74" fill="#5a432e"/>`;
  svg += `<rect x="800" y="990" width="110" height="20" rx="4" fill="#3e6d99"/><rect x="806" y="974" width="100" height="16" rx="4" fill="#e9e4da"/>${mug(1000, 1010, '#f4f1ea', 0.55)}`;
  if (recipe.stove !== false) svg += stove(ctx, 1440, floorY, true);
  else svg += plant(ctx, 1500, 820, 1.4);
  svg += `<rect x="180" y="620" width="12" height="370" fill="#2a2a2c"/><polygon points="130,620 242,620 216,540 156,540" fill="#efe4c8"/>`;
  svg += warmth(recipe, [186, 600]);
  return svg;
}

function kitchen(ctx: Ctx, recipe: RoomRecipe): string {
  const wall = recipe.wall ?? '#f6f3ec';
  let svg = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  // Tiled splashback.
  svg += `<rect x="0" y="420" width="${W}" height="240" fill="#e9eef0"/>`;
  for (let y = 420; y < 660; y += 40) svg += `<rect x="0" y="${y}" width="${W}" height="2" fill="#cfd8dc"/>`;
  for (let y = 420, k = 0; y < 660; y += 40, k++) for (let x = (k % 2) * 40; x < W; x += 80) svg += `<rect x="${x}" y="${y}" width="2" height="40" fill="#cfd8dc"/>`;
  svg += windowOnto(ctx, recipe, 560, 120, 680, 470, 'vertical');
  // Upper cabinets left and right of the window.
  const front = recipe.accent ?? '#e7ddd0';
  for (const x of [40, 1300]) {
    svg += `<rect x="${x}" y="60" width="460" height="300" fill="${front}"/><rect x="${x + 229}" y="60" width="3" height="300" fill="${darker(front, 0.15)}"/>`;
    svg += `<rect x="${x + 200}" y="300" width="8" height="40" rx="3" fill="#6b6f74"/><rect x="${x + 252}" y="300" width="8" height="40" rx="3" fill="#6b6f74"/>`;
  }
  // Pendant lamps.
  for (const x of [700, 1100]) svg += `<rect x="${x - 2}" y="0" width="4" height="130" fill="#333"/><path d="M ${x - 50} 180 Q ${x} 110 ${x + 50} 180 Z" fill="#2d4a3e"/><ellipse cx="${x}" cy="182" rx="40" ry="8" fill="#ffe9b0"/>`;
  // Counter and lower cabinets.
  svg += `<rect x="0" y="660" width="${W}" height="46" fill="#b98b5e"/><rect x="0" y="700" width="${W}" height="8" fill="#8c6a4f"/>`;
  svg += `<rect x="0" y="708" width="${W}" height="${H - 708}" fill="${front}"/>`;
  for (let x = 0; x < W; x += 300) svg += `<rect x="${x}" y="708" width="3" height="${H - 708}" fill="${darker(front, 0.15)}"/><rect x="${x + 130}" y="740" width="40" height="8" rx="3" fill="#6b6f74"/>`;
  // Sink under the window, and the tap.
  svg += `<rect x="760" y="652" width="280" height="14" rx="6" fill="#c9ced2"/><path d="M 900 652 L 900 590 Q 900 566 930 566 L 950 566" stroke="#9aa0a6" stroke-width="12" fill="none"/>`;
  // A chopping board with a fish and a knife, carrots, a bowl of potatoes, tomatoes and a lemon.
  const grow = (cx: number, body: string) => `<g transform="translate(${cx} 664) scale(1.3) translate(${-cx} -664)">${body}</g>`;
  let board = `<rect x="200" y="620" width="420" height="44" rx="10" fill="#d9b98a"/><rect x="200" y="656" width="420" height="8" fill="#b48f5e"/>`;
  board += `<path d="M 250 628 Q 360 584 480 622 L 540 596 L 530 640 L 540 662 L 480 636 Q 360 668 250 628 Z" fill="#c3ccd4"/><path d="M 262 628 Q 360 610 470 626" stroke="#e8a087" stroke-width="8" fill="none"/><circle cx="280" cy="622" r="6" fill="#222"/>`;
  board += `<rect x="560" y="640" width="110" height="10" rx="4" fill="#9aa0a6"/><rect x="520" y="638" width="50" height="14" rx="4" fill="#3a2a22"/>`;
  svg += grow(420, board);
  let carrots = '';
  for (let i = 0; i < 4; i++) carrots += `<path d="M ${1120 + i * 26} 648 L ${1170 + i * 26} 596" stroke="#e8782f" stroke-width="14" stroke-linecap="round"/><path d="M ${1170 + i * 26} 596 l 8 -22 M ${1170 + i * 26} 596 l 16 -14" stroke="#4f7c33" stroke-width="5"/>`;
  svg += grow(1170, carrots);
  let bowl = `<ellipse cx="1390" cy="640" rx="110" ry="26" fill="#3e6d99"/><path d="M 1280 640 Q 1390 720 1500 640 Z" fill="#3e6d99"/>`;
  for (let i = 0; i < 6; i++) bowl += `<ellipse cx="${1320 + i * 26}" cy="${628 - (i % 2) * 10}" rx="20" ry="15" fill="#d8b46a"/>`;
  svg += grow(1390, bowl);
  svg += grow(1640, `<circle cx="1580" cy="636" r="26" fill="#d33b2c"/><circle cx="1630" cy="640" r="22" fill="#d33b2c"/><ellipse cx="1700" cy="640" rx="30" ry="22" fill="#f2d45c"/>`);
  svg += warmth(recipe);
  return svg;
}

function dining(ctx: Ctx, recipe: RoomRecipe): string {
  let svg = `<rect width="${W}" height="${H}" fill="${recipe.wall ?? '#e9e1d4'}"/>`;
  svg += windowOnto(ctx, recipe, 180, 60, 1440, 600, 'cross', '#f4f1ea', 26);
  svg += `<rect x="150" y="650" width="1500" height="30" fill="#f4f1ea"/>`;
  // The table top in perspective.
  const wood = recipe.floor ?? '#9a6b43';
  svg += `<polygon points="${P([[0, 740], [W, 740], [W, H], [0, H]])}" fill="${wood}"/>`;
  for (let k = 0; k < 7; k++) svg += `<line x1="${k * 300}" y1="740" x2="${-600 + k * 500}" y2="${H}" stroke="${darker(wood, 0.2)}" stroke-width="3" opacity="0.5"/>`;
  svg += `<rect x="0" y="736" width="${W}" height="10" fill="${lighter(wood, 0.15)}"/>`;
  // Place setting: plate of Arctic char and new potatoes.
  svg += `<ellipse cx="900" cy="960" rx="400" ry="150" fill="#000" opacity="0.12"/><ellipse cx="900" cy="940" rx="390" ry="150" fill="#f7f5f0"/><ellipse cx="900" cy="940" rx="300" ry="112" fill="#ffffff" stroke="#e4e0d8" stroke-width="4"/>`;
  svg += `<path d="M 740 930 Q 760 860 900 852 Q 1040 850 1070 900 Q 1060 960 900 968 Q 760 972 740 930 Z" fill="#e7875a"/><path d="M 760 924 Q 900 880 1050 900" stroke="#f5b48e" stroke-width="10" fill="none"/><path d="M 770 940 Q 900 910 1040 924" stroke="#c9653c" stroke-width="6" fill="none" opacity="0.7"/>`;
  for (let k = 0; k < 5; k++) svg += `<ellipse cx="${800 + k * 70}" cy="${1000 + (k % 2) * 14}" rx="42" ry="30" fill="#e6c66a"/><ellipse cx="${790 + k * 70}" cy="${992 + (k % 2) * 14}" rx="14" ry="8" fill="#f4dd8e"/>`;
  for (let k = 0; k < 10; k++) svg += `<circle cx="${n(780 + between(ctx.r, 0, 280))}" cy="${n(980 + between(ctx.r, 0, 50))}" r="5" fill="#4f7c33"/>`;
  svg += `<path d="M 1040 880 L 1100 850 L 1090 900 Z" fill="#f2d45c"/>`;
  svg += `<rect x="420" y="860" width="14" height="230" rx="6" fill="#b9bec3" transform="rotate(-8 427 975)"/><rect x="1370" y="860" width="14" height="230" rx="6" fill="#b9bec3" transform="rotate(8 1377 975)"/>`;
  svg += `<path d="M 1470 700 L 1490 880 Q 1530 896 1570 880 L 1590 700 Z" fill="#dfeaf0" opacity="0.75"/><ellipse cx="1530" cy="700" rx="60" ry="12" fill="#ffffff" opacity="0.8"/>`;
  if (recipe.light === 'evening') svg += `<rect x="260" y="700" width="46" height="130" fill="#f4efe4"/><path d="M 283 700 q -14 -30 0 -56 q 14 26 0 56 Z" fill="#ffcf70"/><circle cx="283" cy="670" r="120" fill="${radial(ctx, [[0, '#ffd27a', 0.4], [1, '#ffd27a', 0]])}"/>`;
  svg += warmth(recipe);
  return svg;
}

function hallway(ctx: Ctx, recipe: RoomRecipe): string {
  const floorY = 900;
  let svg = walls(ctx, recipe.wall ?? '#eee9df', floorY, recipe.floor ?? '#8c6a4f');
  svg += windowOnto(ctx, recipe, 140, 180, 440, 520, 'cross');
  // The front door.
  svg += `<rect x="1320" y="170" width="360" height="730" fill="${recipe.accent ?? '#3e6d99'}"/><rect x="1300" y="150" width="400" height="20" fill="#f4f1ea"/><rect x="1300" y="150" width="20" height="750" fill="#f4f1ea"/><rect x="1680" y="150" width="20" height="750" fill="#f4f1ea"/>`;
  svg += `<rect x="1370" y="230" width="260" height="140" fill="#a9cbe0" stroke="#f4f1ea" stroke-width="10"/><rect x="1360" y="560" width="22" height="70" rx="6" fill="#c9a645"/>`;
  // Coat hooks with a rain jacket, a wool sweater and a hat.
  svg += `<rect x="700" y="270" width="520" height="26" rx="6" fill="#8a6a4a"/>`;
  for (const x of [780, 960, 1140]) svg += `<rect x="${x - 6}" y="292" width="12" height="34" rx="5" fill="#3a3a3a"/>`;
  svg += `<path d="M 700 330 Q 780 300 860 330 L 880 640 L 680 640 Z" fill="#d8a23e"/><path d="M 740 322 Q 780 350 820 322 L 800 300 L 760 300 Z" fill="#b7861f"/><rect x="776" y="340" width="8" height="300" fill="#b7861f"/>`;
  svg += `<path d="M 880 330 Q 960 300 1040 330 L 1060 600 L 860 600 Z" fill="#a8322a"/><path d="M 880 330 Q 960 300 1040 330 L 1044 400 Q 960 430 876 400 Z" fill="#efe8da"/>`;
  for (let k = 0; k < 7; k++) svg += `<polygon points="${P([[892 + k * 24, 388], [904 + k * 24, 368], [916 + k * 24, 388], [904 + k * 24, 408]])}" fill="#3b2c24"/>`;
  svg += `<ellipse cx="1140" cy="360" rx="60" ry="48" fill="#2f5d8a"/><rect x="1080" y="384" width="120" height="26" rx="10" fill="#264c72"/><circle cx="1140" cy="306" r="20" fill="#f1ece0"/>`;
  // A bench with a backpack, and boots on the mat.
  svg += `<rect x="700" y="720" width="520" height="30" rx="6" fill="#9a7650"/><rect x="720" y="750" width="20" height="150" fill="#7a5a3a"/><rect x="1180" y="750" width="20" height="150" fill="#7a5a3a"/>`;
  svg += `<rect x="760" y="600" width="170" height="124" rx="28" fill="#5c7f55"/><rect x="790" y="640" width="110" height="50" rx="10" fill="#4a6a44"/>`;
  svg += `<rect x="640" y="930" width="680" height="120" rx="14" fill="#4a4f55"/>`;
  for (const [x, c] of [[720, '#5a3a22'], [860, '#5a3a22'], [1040, '#3a3f46'], [1170, '#3a3f46']] as const) {
    svg += `<path d="M ${x} 880 L ${x} 990 L ${x + 110} 990 Q ${x + 120} 960 ${x + 80} 950 L ${x + 60} 940 L ${x + 56} 880 Z" fill="${c}"/><rect x="${x - 4}" y="982" width="120" height="14" rx="4" fill="#222"/><path d="M ${x + 10} 900 l 40 6 M ${x + 10} 920 l 40 6" stroke="#d9c9a8" stroke-width="4"/>`;
  }
  svg += warmth(recipe);
  return svg;
}

function keys(ctx: Ctx, recipe: RoomRecipe): string {
  let svg = `<rect width="${W}" height="${H}" fill="${recipe.wall ?? '#ece6da'}"/>`;
  svg += windowOnto(ctx, recipe, 160, 40, 1480, 560, 'vertical', '#f4f1ea', 24);
  svg += `<rect x="130" y="596" width="1540" height="28" fill="#f4f1ea"/>`;
  const wood = recipe.floor ?? '#b08458';
  svg += `<rect x="0" y="680" width="${W}" height="${H - 680}" fill="${wood}"/>`;
  for (let k = 0; k < 9; k++) svg += `<rect x="0" y="${690 + k * k * 8}" width="${W}" height="3" fill="${darker(wood, 0.2)}" opacity="0.45"/>`;
  svg += `<rect x="0" y="676" width="${W}" height="10" fill="${lighter(wood, 0.15)}"/>`;
  // A folded paper map of Iceland: panels with a light fold shading and the island on it.
  const mx = 700;
  const my = 760;
  const mw = 760;
  const mh = 380;
  svg += `<polygon points="${P([[mx, my], [mx + mw, my + 20], [mx + mw - 30, my + mh + 20], [mx - 40, my + mh]])}" fill="#000" opacity="0.15" transform="translate(10 14)"/>`;
  svg += `<polygon points="${P([[mx, my], [mx + mw, my + 20], [mx + mw - 30, my + mh + 20], [mx - 40, my + mh]])}" fill="#dfecef"/>`;
  const project = fitIceland(mx + 40, my + 40, mw - 120, mh - 70);
  svg += `<path d="${icelandPath(project)}" fill="#cfe0b4" stroke="#6f8f9a" stroke-width="2.5"/>`;
  svg += `<ellipse cx="${n(project(-16.8, 64.4)[0])}" cy="${n(project(-16.8, 64.4)[1])}" rx="70" ry="32" fill="#ffffff" opacity="0.85"/><ellipse cx="${n(project(-19.3, 64.8)[0])}" cy="${n(project(-19.3, 64.8)[1])}" rx="22" ry="12" fill="#ffffff" opacity="0.85"/>`;
  svg += `<path d="M ${n(project(-21.9, 64.15)[0])} ${n(project(-21.9, 64.15)[1])} Q ${n(project(-19, 63.7)[0])} ${n(project(-19, 63.7)[1])} ${n(project(-15.2, 64.3)[0])} ${n(project(-15.2, 64.3)[1])}" stroke="#c8553d" stroke-width="4" fill="none"/>`;
  for (let k = 1; k < 4; k++) {
    const t = k / 4;
    svg += `<line x1="${n(mx + mw * t)}" y1="${n(my + 20 * t)}" x2="${n(mx - 40 + (mw + 10) * t)}" y2="${n(my + mh + 20 * t)}" stroke="#9fb3ba" stroke-width="3" opacity="0.8"/>`;
    svg += `<polygon points="${P([[mx + mw * t, my + 20 * t], [mx + mw * t + 40, my + 20 * t + 1], [mx - 40 + (mw + 10) * t + 40, my + mh + 20 * t], [mx - 40 + (mw + 10) * t, my + mh + 20 * t]])}" fill="#000" opacity="${k % 2 ? 0.06 : 0}"/>`;
  }
  svg += `<line x1="${mx - 20}" y1="${my + mh / 2}" x2="${mx + mw - 15}" y2="${my + mh / 2 + 20}" stroke="#9fb3ba" stroke-width="3" opacity="0.8"/>`;
  // The house key on its ring, with a wooden tag.
  const kx = 430;
  const ky = 930;
  svg += `<circle cx="${kx}" cy="${ky}" r="46" fill="none" stroke="#b9bec3" stroke-width="9"/>`;
  svg += `<g transform="rotate(-20 ${kx} ${ky})"><circle cx="${kx + 110}" cy="${ky}" r="48" fill="#c9a645"/><circle cx="${kx + 110}" cy="${ky}" r="16" fill="${wood}"/><rect x="${kx + 150}" y="${ky - 14}" width="190" height="28" fill="#c9a645"/>`;
  svg += `<path d="M ${kx + 250} ${ky + 14} l 0 22 l 18 0 l 0 -10 l 16 0 l 0 16 l 20 0 l 0 -14 l 16 0 l 0 -14 Z" fill="#c9a645"/></g>`;
  svg += `<g transform="rotate(14 ${kx} ${ky})"><rect x="${kx - 60}" y="${ky + 40}" width="120" height="200" rx="24" fill="#8a5a35"/><circle cx="${kx}" cy="${ky + 76}" r="14" fill="${wood}"/><rect x="${kx - 36}" y="${ky + 130}" width="72" height="10" rx="4" fill="#6b4226"/><rect x="${kx - 36}" y="${ky + 160}" width="50" height="10" rx="4" fill="#6b4226"/></g>`;
  svg += mug(1620, 860, '#3e6d99', 1);
  svg += warmth(recipe);
  return svg;
}

function sauna(ctx: Ctx, recipe: RoomRecipe): string {
  const wood = recipe.wall ?? '#c9935a';
  let svg = `<rect width="${W}" height="${H}" fill="${wood}"/>`;
  for (let y = 0; y < H; y += 46) svg += `<rect x="0" y="${y}" width="${W}" height="3" fill="${darker(wood, 0.22)}"/>`;
  svg += windowOnto(ctx, recipe, 1040, 170, 520, 360, 'none', darker(wood, 0.3), 24);
  // Two tiers of benches along the back wall.
  const bench = lighter(wood, 0.18);
  svg += `<rect x="0" y="600" width="${W}" height="40" fill="${bench}"/><rect x="0" y="640" width="${W}" height="180" fill="${darker(wood, 0.12)}"/>`;
  for (let x = 0; x < W; x += 60) svg += `<rect x="${x}" y="640" width="4" height="180" fill="${darker(wood, 0.28)}"/>`;
  svg += `<rect x="0" y="820" width="${W}" height="46" fill="${bench}"/><rect x="0" y="866" width="${W}" height="${H - 866}" fill="${darker(wood, 0.2)}"/>`;
  for (let x = 0; x < W; x += 60) svg += `<rect x="${x}" y="866" width="4" height="${H - 866}" fill="${darker(wood, 0.32)}"/>`;
  svg += `<rect x="0" y="600" width="${W}" height="6" fill="${lighter(wood, 0.35)}"/><rect x="0" y="820" width="${W}" height="6" fill="${lighter(wood, 0.35)}"/>`;
  // The stove with its stones, a bucket and ladle, a towel.
  svg += `<rect x="180" y="520" width="300" height="500" rx="10" fill="#3a3a3d"/><rect x="170" y="500" width="320" height="30" rx="6" fill="#4a4a4e"/><rect x="230" y="820" width="200" height="60" rx="6" fill="#ff9a3c"/>`;
  for (let k = 0; k < 16; k++) svg += `<ellipse cx="${n(200 + (k % 6) * 52 + (Math.floor(k / 6) % 2) * 26)}" cy="${n(496 - Math.floor(k / 6) * 30)}" rx="30" ry="22" fill="${['#6b6a66', '#85837d', '#57564f'][k % 3]}"/>`;
  svg += `<path d="M 220 420 q 20 -40 0 -80 M 330 410 q 20 -40 0 -80 M 430 420 q 20 -40 0 -80" stroke="#ffffff" stroke-width="8" fill="none" opacity="0.35" stroke-linecap="round"/>`;
  svg += `<path d="M 640 740 L 660 820 L 800 820 L 820 740 Z" fill="${darker(wood, 0.35)}"/><rect x="630" y="730" width="200" height="16" rx="6" fill="#9aa0a6"/><path d="M 760 740 L 900 640" stroke="${darker(wood, 0.45)}" stroke-width="10" stroke-linecap="round"/>`;
  svg += `<rect x="1100" y="780" width="300" height="44" rx="10" fill="#f4f1ea"/><rect x="1100" y="800" width="300" height="6" fill="#d9d3c6"/>`;
  svg += `<circle cx="780" cy="320" r="46" fill="#f4f1ea" stroke="${darker(wood, 0.4)}" stroke-width="8"/><line x1="780" y1="320" x2="804" y2="296" stroke="#c8553d" stroke-width="5"/>`;
  svg += `<rect width="${W}" height="${H}" fill="${radial(ctx, [[0, '#ffb35c', 0.18], [1, '#5a2c10', 0.25]], 0.3, 0.7, 0.8)}"/>`;
  return svg;
}

function bedroom(ctx: Ctx, recipe: RoomRecipe): string {
  const floorY = 880;
  let svg = walls(ctx, recipe.wall ?? '#e6ebec', floorY, recipe.floor ?? '#c9a77c');
  svg += windowOnto(ctx, recipe, 1130, 150, 520, 560, 'vertical');
  svg += `<rect x="1110" y="706" width="560" height="24" fill="#f4f1ea"/>`;
  if (recipe.sunbeams !== false) svg += sunbeams(1130, 150, 520, 560, floorY);
  // The bed: headboard, duvet, pillows.
  svg += `<rect x="120" y="420" width="820" height="330" rx="16" fill="#8a6a4a"/><rect x="150" y="450" width="760" height="270" rx="10" fill="#9d7b58"/>`;
  svg += `<rect x="80" y="640" width="900" height="220" rx="30" fill="#ffffff"/><rect x="80" y="700" width="900" height="380" rx="30" fill="${recipe.accent ?? '#b9c7d3'}"/><rect x="80" y="1030" width="900" height="50" fill="#8a6a4a"/>`;
  svg += `<rect x="150" y="600" width="340" height="110" rx="40" fill="#f7f7f4"/><rect x="560" y="600" width="340" height="110" rx="40" fill="#f7f7f4"/>`;
  svg += `<path d="M 80 780 Q 530 750 980 780" stroke="#ffffff" stroke-width="16" fill="none" opacity="0.5"/>`;
  // Folded linen and towels on the bed.
  const stack = (x: number, y: number, colours: string[]) => {
    let s = '';
    colours.forEach((c, k) => {
      const yy = y - k * 38;
      s += `<rect x="${x}" y="${yy}" width="230" height="42" rx="12" fill="${c}"/><rect x="${x + 8}" y="${yy + 30}" width="214" height="4" fill="#000" opacity="0.08"/>`;
    });
    return s;
  };
  svg += `<ellipse cx="560" cy="900" rx="300" ry="30" fill="#000" opacity="0.08"/>`;
  svg += stack(330, 860, ['#ffffff', '#f6f6f2', '#ffffff', '#f3f3ee']);
  svg += stack(600, 860, ['#8e9499', '#9ea4a9', '#878d92']);
  // Bedside table and lamp, a rug.
  svg += `<rect x="1010" y="720" width="150" height="170" rx="8" fill="#7a5a3a"/><rect x="1070" y="600" width="12" height="120" fill="#333"/><polygon points="1030,600 1122,600 1104,530 1048,530" fill="#efe4c8"/>`;
  svg += `<ellipse cx="1300" cy="1080" rx="320" ry="70" fill="#d9cdb8" opacity="0.9"/>`;
  svg += warmth(recipe);
  return svg;
}

function office(ctx: Ctx, recipe: RoomRecipe): string {
  let svg = `<rect width="${W}" height="${H}" fill="${recipe.wall ?? '#eceae4'}"/>`;
  svg += windowOnto(ctx, recipe, 220, 70, 1360, 620, 'cross', '#3a3d42', 20);
  svg += `<rect x="200" y="686" width="1400" height="24" fill="#d9d6cf"/>`;
  const wood = recipe.floor ?? '#c9a77c';
  svg += `<rect x="0" y="770" width="${W}" height="${H - 770}" fill="${wood}"/><rect x="0" y="766" width="${W}" height="12" fill="${lighter(wood, 0.15)}"/>`;
  // The laptop, its screen showing a map of Iceland.
  svg += `<polygon points="${P([[560, 1000], [1240, 1000], [1330, 1100], [470, 1100]])}" fill="#b9bec3"/><polygon points="${P([[640, 1020], [1160, 1020], [1210, 1080], [590, 1080]])}" fill="#9aa0a6"/>`;
  svg += `<rect x="580" y="650" width="640" height="360" rx="14" fill="#2d2f33"/><rect x="600" y="670" width="600" height="320" fill="#dcebf2"/>`;
  const project = fitIceland(630, 700, 540, 260);
  svg += `<path d="${icelandPath(project)}" fill="#a9c98a" stroke="#5e7f63" stroke-width="2"/>`;
  for (const [lon, lat] of [[-21.9, 64.15], [-18.1, 65.68], [-14.4, 65.26], [-22.7, 65.02], [-20.0, 63.45]] as const) {
    const [x, y] = project(lon, lat);
    svg += `<circle cx="${n(x)}" cy="${n(y)}" r="8" fill="#c8553d" stroke="#ffffff" stroke-width="3"/>`;
  }
  svg += `<rect x="600" y="670" width="600" height="28" fill="#1d4b5e"/>`;
  svg += mug(1420, 1000, '#f4f1ea', 0.9, true);
  svg += `<rect x="200" y="930" width="260" height="180" rx="8" fill="#2f5d8a" transform="rotate(-6 330 1020)"/><rect x="220" y="950" width="220" height="140" rx="4" fill="#f4f1ea" transform="rotate(-6 330 1020)"/>`;
  svg += plant(ctx, 1640, 760, 1.1);
  svg += warmth(recipe);
  return svg;
}

function windowsill(ctx: Ctx, recipe: RoomRecipe): string {
  let svg = `<rect width="${W}" height="${H}" fill="${recipe.wall ?? '#efeae0'}"/>`;
  svg += windowOnto(ctx, recipe, 160, 50, 1480, 760, 'cross', '#f7f5f0', 26);
  // The deep windowsill.
  svg += `<polygon points="${P([[120, 810], [1680, 810], [1800, 960], [0, 960]])}" fill="#f7f5f0"/><rect x="0" y="960" width="${W}" height="30" fill="#e2ddd2"/><rect x="0" y="990" width="${W}" height="${H - 990}" fill="${darker(recipe.wall ?? '#efeae0', 0.06)}"/>`;
  // A guest folder and a cup of coffee.
  const folder = recipe.accent ?? '#2f5d4a';
  svg += `<polygon points="${P([[300, 930], [820, 930], [780, 860], [330, 860]])}" fill="${folder}"/><polygon points="${P([[300, 930], [820, 930], [820, 946], [300, 946]])}" fill="${darker(folder, 0.25)}"/>`;
  svg += `<polygon points="${P([[480, 905], [660, 905], [650, 880], [490, 880]])}" fill="#f4f1ea"/>`;
  svg += `<ellipse cx="1200" cy="912" rx="120" ry="26" fill="#e8e4dc"/><ellipse cx="1200" cy="908" rx="100" ry="20" fill="#f4f1ea"/>`;
  svg += mug(1200, 905, '#fbfaf7', 1.4, true);
  svg += `<rect width="${W}" height="${H}" fill="${gradient(ctx, [[0, '#fff3dc', 0.12], [1, '#fff3dc', 0]], [1, 0, 0, 1])}"/>`;
  svg += warmth(recipe);
  return svg;
}

// ---------------------------------------------------------------- the ice cave

/** Inside an ice cave: arches of blue glacier ice, brightening towards the opening. */
export function iceCave(ctx: Ctx): string {
  const { r } = ctx;
  let svg = `<rect width="${W}" height="${H}" fill="#071b33"/>`;
  const cx = 900;
  const floorY = 930;
  const rings = 10;
  for (let k = 0; k < rings; k++) {
    const t = k / (rings - 1);
    const rx = 1150 * (1 - t * 0.82);
    const ry = 900 * (1 - t * 0.8);
    const top = floorY - ry;
    const colour = mix('#0b2d55', '#8fd8f5', Math.pow(t, 1.3));
    const pts: Pt[] = [];
    for (let a = 0; a <= 24; a++) {
      const ang = Math.PI + (a / 24) * Math.PI;
      const wob = 1 + between(r, -0.05, 0.05);
      pts.push([cx + Math.cos(ang) * rx * wob, floorY + Math.sin(ang) * ry * wob]);
    }
    svg += `<path d="M ${n(cx - rx)} ${H} L ${P(pts)} L ${n(cx + rx)} ${H} Z" fill="${colour}"/>`;
    // Scalloped ice: shallow dimples on each arch.
    for (let i = 0; i < 10; i++) {
      const p = pts[1 + Math.floor(r() * (pts.length - 2))];
      svg += `<ellipse cx="${n(p[0] + (cx - p[0]) * 0.06)}" cy="${n(p[1] + (floorY - p[1]) * 0.06)}" rx="${n(between(r, 20, 50) * (1 - t * 0.6))}" ry="${n(between(r, 12, 26) * (1 - t * 0.6))}" fill="${lighter(colour, 0.25)}" opacity="0.5"/>`;
    }
    if (k === rings - 1) svg += `<ellipse cx="${cx}" cy="${n(top + ry * 0.55)}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.7)}" fill="${radial(ctx, [[0, '#ffffff', 1], [0.6, '#e6f8ff', 0.9], [1, '#bfeaff', 0]])}"/>`;
  }
  // The floor: dark gravel and ice, lit from the opening.
  svg += `<path d="M 0 ${floorY + 40} Q ${cx} ${floorY - 30} ${W} ${floorY + 40} L ${W} ${H} L 0 ${H} Z" fill="#1c2f42"/>`;
  svg += `<path d="M ${cx - 160} ${floorY + 6} Q ${cx} ${floorY - 6} ${cx + 160} ${floorY + 6} L ${cx + 420} ${H} L ${cx - 420} ${H} Z" fill="#5e86a3" opacity="0.55"/>`;
  for (let i = 0; i < 40; i++) svg += `<ellipse cx="${n(between(r, 0, W))}" cy="${n(between(r, floorY + 30, H))}" rx="${n(between(r, 6, 18))}" ry="${n(between(r, 3, 8))}" fill="#0e1a26" opacity="0.7"/>`;
  // A small figure in the opening, for scale.
  svg += `<g transform="translate(${cx + 60} ${floorY + 2}) scale(0.5)"><rect x="-12" y="-100" width="24" height="56" rx="8" fill="#c8553d"/><circle cx="0" cy="-114" r="12" fill="#222"/><path d="M -6 -44 L -10 0 M 6 -44 L 10 0" stroke="#222" stroke-width="10"/></g>`;
  return svg;
}
