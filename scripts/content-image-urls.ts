/**
 * Points every editorial picture in the embedded content (content/en-gb,
 * content/de-de) at its current versioned URL, /images/content/{name}-{version}.jpg
 * (demo/pictures/content/catalogue.ts). Run after changing a recipe in
 * data/content-images.json or bumping DRAW_VERSION:
 *
 *   npx tsx scripts/content-image-urls.ts          rewrite the documents
 *   npx tsx scripts/content-image-urls.ts --check  only report; exit 1 if any URL is outdated or unknown
 *
 * Only the URL strings change; the rest of each file is left byte for byte.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveContentKey } from '../demo/pictures/content/catalogue.ts';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const URL = /\/images\/content\/([a-z0-9-]+)\.jpg/g;

function* jsonFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(file);
    else if (entry.name.endsWith('.json')) yield file;
  }
}

let changed = 0;
let unknown = 0;
let files = 0;
for (const lang of ['en-gb', 'de-de']) {
  for (const file of jsonFiles(path.join(root, 'content', lang))) {
    const text = fs.readFileSync(file, 'utf8');
    let count = 0;
    const next = text.replace(URL, (whole, key: string) => {
      const found = resolveContentKey(key);
      if (!found) {
        unknown++;
        console.error(`${path.relative(root, file)}: no picture named like ${key} in data/content-images.json`);
        return whole;
      }
      if (found.current) return whole;
      count++;
      return `/images/content/${found.image.key}.jpg`;
    });
    if (count) {
      files++;
      changed += count;
      if (check) console.error(`${path.relative(root, file)}: ${count} outdated picture URL(s)`);
      else fs.writeFileSync(file, next);
    }
  }
}
console.log(`${check ? 'outdated' : 'updated'}: ${changed} URL(s) in ${files} file(s); unknown: ${unknown}`);
if (check && (changed || unknown)) process.exit(1);
if (unknown) process.exit(1);
