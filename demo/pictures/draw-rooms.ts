/** Close views: the hot tub on its deck, and the living room with a view. */
import { between, H, n, W, type Drawn, type Rand } from './draw-kit.ts';
import { landscape } from './draw-landscape.ts';
import type { InteriorLook, SceneRecipe } from './scene.ts';

/** A wooden deck with a steaming hot tub and the view beyond. */
export function hotTubScene(recipe: SceneRecipe, r: Rand): Drawn {
  const h = recipe.house;
  let body = '';
  body += `<polygon points="0,930 ${W},930 ${W},${H} 0,${H}" fill="#8a6a4a"/>`;
  for (let y = 950; y < H; y += 34)
    body += `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="#6d5238" stroke-width="4"/>`;
  if (h) {
    const left = h.mirrored;
    body += `<rect x="${left ? 0 : W - 330}" y="300" width="330" height="640" fill="${h.wall}"/><rect x="${left ? 110 : W - 250}" y="470" width="130" height="180" fill="#a9cbe0" stroke="${h.trim}" stroke-width="10"/>`;
  }
  const cx = 900 + between(r, -150, 150);
  body += `<ellipse cx="${n(cx)}" cy="1010" rx="360" ry="120" fill="#5a432e"/><ellipse cx="${n(cx)}" cy="995" rx="320" ry="96" fill="#6fb8cd"/><ellipse cx="${n(cx - 80)}" cy="985" rx="150" ry="22" fill="#ffffff" opacity="0.3"/>`;
  for (let i = 0; i < 6; i++)
    body += `<ellipse cx="${n(cx + between(r, -260, 260))}" cy="${n(between(r, 760, 900))}" rx="${n(between(r, 60, 120))}" ry="${n(between(r, 40, 80))}" fill="#ffffff" opacity="0.22" filter="url(#oblur)"/>`;
  return { defs: '', body };
}

/** A living room with a big window onto the landscape, a sofa, and a stove or a plant. */
export function interior(recipe: SceneRecipe, r: Rand): Drawn {
  const look: InteriorLook = recipe.interior ?? { wall: '#f4f0e8', floor: '#b98b5e', sofa: '#5a6b7d', stove: false };
  const view = landscape({ ...recipe, view: 'landscape' }, r, 'w', 700);
  let body = `<rect width="${W}" height="${H}" fill="${look.wall}"/>`;
  for (let x = 0; x < W; x += 60)
    body += `<line x1="${x}" y1="0" x2="${x}" y2="860" stroke="#000" stroke-opacity="0.035" stroke-width="3"/>`;
  body += `<rect x="0" y="860" width="${W}" height="${H - 860}" fill="${look.floor}"/>`;
  for (let i = -12; i <= 12; i++)
    body += `<line x1="${900 + i * 30}" y1="860" x2="${900 + i * 190}" y2="${H}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`;
  // The window, with the outdoor scene drawn inside it.
  body += `<svg x="480" y="150" width="840" height="560" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${view.body}</svg>`;
  body += `<rect x="480" y="150" width="840" height="560" fill="none" stroke="#ffffff" stroke-width="22"/><line x1="900" y1="150" x2="900" y2="710" stroke="#ffffff" stroke-width="14"/>`;
  body += `<rect x="460" y="706" width="880" height="24" fill="#e8e2d6"/>`;
  // Picture on the wall.
  body += `<rect x="150" y="260" width="200" height="150" fill="#ffffff" stroke="#5b4a3a" stroke-width="10"/><polygon points="165,395 230,310 280,360 310,330 335,395" fill="#7d93aa"/>`;
  // Rug, sofa, table.
  body += `<ellipse cx="900" cy="1060" rx="520" ry="90" fill="#d9cdb8" opacity="0.85"/>`;
  const sofa = look.sofa;
  body += `<rect x="330" y="760" width="700" height="150" rx="26" fill="${sofa}"/><rect x="300" y="840" width="760" height="130" rx="24" fill="${sofa}"/><rect x="280" y="800" width="70" height="180" rx="22" fill="${sofa}"/><rect x="1010" y="800" width="70" height="180" rx="22" fill="${sofa}"/>`;
  body += `<rect x="300" y="840" width="760" height="130" rx="24" fill="#000" opacity="0.08"/>`;
  for (let i = 0; i < 3; i++)
    body += `<rect x="${390 + i * 210}" y="790" width="150" height="90" rx="20" fill="#fff" opacity="${n(between(r, 0.25, 0.6))}"/>`;
  body += `<rect x="760" y="1010" width="380" height="26" rx="8" fill="#6d5238"/><rect x="790" y="1036" width="16" height="70" fill="#5a432e"/><rect x="1094" y="1036" width="16" height="70" fill="#5a432e"/>`;
  body += `<rect x="880" y="985" width="70" height="26" rx="6" fill="#e9e4da"/>`;
  if (look.stove) {
    body += `<rect x="1450" y="0" width="36" height="600" fill="#2a2a2c"/><rect x="1390" y="590" width="160" height="270" rx="10" fill="#2a2a2c"/><rect x="1420" y="660" width="100" height="110" rx="6" fill="#ff9a3c"/><rect x="1432" y="700" width="76" height="60" fill="#ffd27a" opacity="0.8"/>`;
  } else {
    body += `<rect x="1450" y="760" width="110" height="110" rx="10" fill="#b05a3c"/>`;
    for (let i = 0; i < 7; i++)
      body += `<ellipse cx="${n(1505 + between(r, -90, 90))}" cy="${n(between(r, 560, 740))}" rx="30" ry="70" fill="#4f7c33" transform="rotate(${n(between(r, -40, 40))} 1505 760)"/>`;
  }
  if (recipe.light === 'night' || recipe.light === 'evening')
    body += `<rect width="${W}" height="${H}" fill="#1a1208" opacity="0.25"/><circle cx="220" cy="620" r="160" fill="#ffcf70" opacity="0.25"/>`;
  body += `<rect x="200" y="620" width="12" height="360" fill="#2a2a2c"/><polygon points="150,620 262,620 236,540 176,540" fill="#efe4c8"/>`;
  return { defs: view.defs, body };
}
