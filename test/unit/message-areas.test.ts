import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { ALL_AREAS, PAGE_AREAS, SHELL_AREAS } from '../../src/i18n/areas.ts';
import de from '../../contract/messages/de/index.ts';
import en from '../../contract/messages/en/index.ts';
import { areasUsed, importClosure } from '../helpers/message-areas.ts';

const PAGES = path.resolve(import.meta.dirname, '../../src/pages');
const names = Object.keys(en);

describe('dictionary areas per screen', () => {
  it('covers every area of the dictionaries, in both languages', () => {
    expect([...ALL_AREAS].sort()).to.deep.equal([...names].sort());
    expect(Object.keys(de).sort()).to.deep.equal([...names].sort());
  });

  it('gives the shell every area its own code uses', () => {
    const used = areasUsed(importClosure('entry-client.tsx'), en);
    expect([...used].filter((a) => !SHELL_AREAS.includes(a as never))).to.deep.equal([]);
  });

  for (const dir of fs.readdirSync(PAGES).filter((d) => fs.existsSync(path.join(PAGES, d, 'page.tsx')))) {
    it(`loads every area the ${dir} page uses`, () => {
      expect(PAGE_AREAS, `src/i18n/areas.ts has no entry for ${dir}`).to.have.property(dir);
      const loaded = new Set([...SHELL_AREAS, ...PAGE_AREAS[dir]]);
      const used = areasUsed(importClosure(`pages/${dir}/page.tsx`), en);
      expect(
        [...used].filter((a) => !loaded.has(a as never)),
        `add them to PAGE_AREAS['${dir}']`,
      ).to.deep.equal([]);
    });
  }
});
