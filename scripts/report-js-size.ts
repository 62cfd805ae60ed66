/**
 * Prints the JavaScript each screen loads before any interaction (gzip), from
 * Vite's manifest: the entry and its static imports with the shell's English
 * strings and date locale (the shell), plus each screen's own chunk and
 * strings. Fails the build when the shell passes its budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { AREA_FILE, PAGE_AREAS, SHELL_AREAS, type Area } from '../src/i18n/areas.ts';

const SHELL_BUDGET_KB = 110;
const clientDir = path.resolve(process.argv[2] ?? 'dist/client');
const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; isDynamicEntry?: boolean }
>;

const gz = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length);
  return gz.get(file)!;
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
const kb = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzipSize(f), 0) / 1024;

const strings = (areas: readonly Area[]) => areas.map((a) => `src/i18n/messages/en/${AREA_FILE[a] ?? a}.ts`);
const shell = closure(['src/entry-client.tsx', 'node_modules/date-fns/locale/en-GB.js', ...strings(SHELL_AREAS)]);
const shellKb = kb(shell);
console.log(`\nJavaScript before interaction (gzip):`);
console.log(`  shell (entry, shell strings, date locale)  ${shellKb.toFixed(1)} KB  (budget ${SHELL_BUDGET_KB} KB)`);
for (const id of Object.keys(manifest).filter((k) => /^src\/pages\/[^/]+\/page\.tsx$/.test(k)).sort()) {
  const page = closure([id, ...strings(PAGE_AREAS[id.split('/')[2]] ?? [])]);
  for (const f of shell) page.delete(f);
  console.log(`  + ${id.split('/')[2].padEnd(41)} ${kb(page).toFixed(1)} KB`);
}
if (shellKb >= SHELL_BUDGET_KB) {
  console.error(`The shell's JavaScript (${shellKb.toFixed(1)} KB gzip) is over its ${SHELL_BUDGET_KB} KB budget.`);
  process.exit(1);
}
