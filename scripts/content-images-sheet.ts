/**
 * A contact sheet of every editorial picture (data/content-images.json), to
 * look over after changing recipes or drawing code:
 *
 *   npx tsx scripts/content-images-sheet.ts [out.png] [name …]
 *
 * Writes a PNG montage (default .data/content-images-sheet.png) of 300×200 tiles
 * in catalogue order, all of them or only the names given.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { contentImages } from '../demo/pictures/content/catalogue.ts';
import { contentSvg } from '../demo/pictures/content/draw.ts';

const [outArg, ...names] = process.argv.slice(2);
const out = path.resolve(outArg ?? '.data/content-images-sheet.png');
const images = contentImages().filter((i) => !names.length || names.includes(i.name));
const cols = Math.min(9, images.length);
const [w, h, gap] = [300, 200, 4];
const tiles = await Promise.all(
  images.map(async (image, i) => ({
    input: await sharp(Buffer.from(contentSvg(image.name, image.entry, w, h)))
      .png()
      .toBuffer(),
    left: (i % cols) * (w + gap),
    top: Math.floor(i / cols) * (h + gap),
  })),
);
fs.mkdirSync(path.dirname(out), { recursive: true });
await sharp({
  create: {
    width: cols * (w + gap) - gap,
    height: Math.ceil(images.length / cols) * (h + gap) - gap,
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`${images.length} pictures → ${path.relative(process.cwd(), out)}`);
