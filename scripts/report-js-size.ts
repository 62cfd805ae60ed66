/**
 * Prints the JavaScript each screen loads before any interaction, as a browser
 * taking brotli receives it (the `.br` twin precompress.ts wrote, else the file),
 * from Vite's manifest: the entry and its static imports with the shell's English
 * strings (the shell), plus each screen's own chunk and strings (and for the back office's
 * screens, the chunk that lists them). Fails the
 * build when a screen (shell and its own part) passes the budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AREA_FILE, PAGE_AREAS, SHELL_AREAS, type Area } from '../src/i18n/areas.ts';

// The page-weight goal (docs/product/rules.md#page-weight). The bodies only: Lighthouse's count adds each response's headers (about 300 bytes a script).
const PAGE_BUDGET_KB = 110;
const clientDir = path.resolve(process.argv[2] ?? 'dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; isDynamicEntry?: boolean }
>;

const sentSize = (file: string) => {
  const full = path.join(clientDir, file);
  return fs.statSync(fs.existsSync(`${full}.br`) ? `${full}.br` : full).size;
};
function closure(ids: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  ids.forEach(visit);
  return files;
}
const kb = (files: Set<string>) => [...files].reduce((sum, f) => sum + sentSize(f), 0) / 1024;

const strings = (areas: readonly Area[]) => areas.map((a) => `contract/messages/en/${AREA_FILE[a] ?? a}.ts`);
const shell = closure(['src/entry-client.tsx', ...strings(SHELL_AREAS)]);
const shellKb = kb(shell);
console.log(`\nJavaScript before interaction (brotli, as sent):`);
console.log(`  shell (entry, shell strings)               ${shellKb.toFixed(1)} KB`);
const over: string[] = [];
for (const id of Object.keys(manifest)
  .filter((k) => /^src\/pages\/[^/]+\/page\.tsx$/.test(k))
  .sort()) {
  const key = id.split('/')[2];
  // The back office's and owners' screens come through their own list of pages (src/app/registry.ts).
  const lists = /^(staff|owner)/.test(key) ? ['src/app/back-office-pages.ts'] : [];
  const page = closure([id, ...lists, ...strings(PAGE_AREAS[key] ?? [])]);
  for (const f of shell) page.delete(f);
  const total = shellKb + kb(page);
  console.log(`  + ${key.padEnd(41)} ${kb(page).toFixed(1).padStart(4)} KB = ${total.toFixed(1)} KB`);
  if (total > PAGE_BUDGET_KB) over.push(`${key} (${total.toFixed(1)} KB)`);
}
console.log(`  budget per screen: ${PAGE_BUDGET_KB} KB`);
if (over.length) {
  console.error(`Over the ${PAGE_BUDGET_KB} KB budget of JavaScript before interaction (brotli): ${over.join(', ')}.`);
  process.exit(1);
}
