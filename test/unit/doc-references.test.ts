/**
 * The repo explains itself: every reference to the product reference (docs/product/<file>.md#<section>)
 * and every relative link between the docs resolves, and nothing cites a document the repo does not hold.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { ROOT } from '../helpers/server.ts';

const TEXT = /\.(ts|tsx|js|mjs|cjs|css|sql|md|json|sh)$|(^|\/)(run|Procfile)$/;
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => TEXT.test(file) && !file.startsWith('node_modules/') && fs.existsSync(path.join(ROOT, file)));

/** GitHub's anchor for a heading. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const headings = new Map<string, Set<string> | null>();
function anchorsOf(file: string): Set<string> | null {
  if (!headings.has(file)) {
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    const found = text?.split('\n').flatMap((line) => /^#{1,6}\s+(.*)$/.exec(line)?.[1] ?? []);
    headings.set(file, found ? new Set(found.map(slug)) : null);
  }
  return headings.get(file)!;
}

describe('references in the repo', () => {
  it('every docs/product section cited, and every relative link in docs/, exists', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const refs: [string, string | undefined, string][] = [];
      for (const m of text.matchAll(/docs\/product\/([\w-]+\.md)(?:#([\w-]+))?/g))
        refs.push([path.join(ROOT, 'docs/product', m[1]), m[2], m[0]]);
      if (file.startsWith('docs/'))
        for (const m of text.matchAll(/\]\((?!https?:)([\w./-]*\.md)?(?:#([\w-]+))?\)/g))
          refs.push([path.resolve(path.dirname(path.join(ROOT, file)), m[1] ?? path.basename(file)), m[2], m[0]]);
      for (const [target, anchor, raw] of refs) {
        checked++;
        const anchors = anchorsOf(target);
        if (anchors === null || (anchor && !anchors.has(anchor))) broken.push(`${file}: ${raw}`);
      }
    }
    expect(checked).to.be.greaterThan(100);
    expect(broken).to.deep.equal([]);
  });

  it('nothing cites a document the repo does not hold', () => {
    const outside = /SPEC ?\u00a7|\u00a7 ?\d|\bissue #?\d+|\bthe brief\b|of the brief|\.\.\/shared\//i;
    const citing = files.flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (outside.test(line) && !line.includes('outside =') ? [`${file}:${i + 1}`] : [])),
    );
    expect(citing).to.deep.equal([]);
  });
});
