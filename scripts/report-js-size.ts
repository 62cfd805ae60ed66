/**
 * Prints the JavaScript each screen loads before any interaction (gzip), from
 * Vite's manifest: the entry and its static imports (the shell), plus the
 * screen's own chunk and dictionary. Fails the build when the shell passes its budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const SHELL_BUDGET_KB = 110;
const clientDir = path.resolve('dist/client');
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

const shell = closure(['src/entry-client.tsx', 'src/i18n/messages/en/index.ts']);
const shellKb = kb(shell);
console.log(`\nJavaScript before interaction (gzip):`);
console.log(`  shell (entry + English dictionary)  ${shellKb.toFixed(1)} KB  (budget ${SHELL_BUDGET_KB} KB)`);
for (const id of Object.keys(manifest).filter((k) => /^src\/pages\/[^/]+\/page\.tsx$/.test(k)).sort()) {
  const page = closure([id]);
  for (const f of shell) page.delete(f);
  console.log(`  + ${id.split('/')[2].padEnd(32)} ${kb(page).toFixed(1)} KB`);
}
if (shellKb >= SHELL_BUDGET_KB) {
  console.error(`The shell's JavaScript (${shellKb.toFixed(1)} KB gzip) is over its ${SHELL_BUDGET_KB} KB budget.`);
  process.exit(1);
}
