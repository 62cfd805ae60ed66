import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../../src');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Every source file a module reaches through relative imports (static and dynamic). */
export function importClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !fs.existsSync(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), m[1] ?? m[2]);
      if (/\.(tsx?)$/.test(target)) visit(target);
    }
  };
  visit(path.resolve(SRC, entry));
  return seen;
}

/**
 * The dictionary areas the files use: any string that starts like a key of the
 * dictionary ('cart.title', `route.${id}`, 'cart.errors.' + code), in a t() call
 * or in a table of keys. Strings that only look like one ('house.name') are not
 * keys of the dictionary and do not count.
 */
export function areasUsed(files: Iterable<string>, messages: Record<string, unknown>): Set<string> {
  const key = new RegExp(`['"\`](${Object.keys(messages).join('|')})\\.([a-zA-Z][\\w.]*|\\$)`, 'g');
  const areas = new Set<string>();
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(key)) {
      if (m[2] === '$' || resolves(messages[m[1]], m[2].split('.').filter(Boolean))) areas.add(m[1]);
    }
  }
  return areas;
}

function resolves(node: unknown, path: string[]): boolean {
  for (const part of path) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}
