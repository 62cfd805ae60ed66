/** The list's map without JavaScript: the coastline map.css draws is the projection of Iceland's coast points (StaticMap.tsx). */
import fs from 'node:fs';
import { expect } from 'chai';
import { coastPath } from '../../src/pages/accommodation/StaticMap.tsx';

describe('the static map of Iceland', () => {
  it('draws in map.css the coastline StaticMap.tsx projects from iceland-outline.ts', () => {
    const css = fs.readFileSync(new URL('../../src/pages/accommodation/map.css', import.meta.url), 'utf8');
    const drawn = /viewBox='([^']+)'[^]*? d='([^']+)'/.exec(css);
    expect(drawn, 'the coastline in map.css').to.not.equal(null);
    expect(drawn![1]).to.equal('0 0 490 350');
    expect(drawn![2]).to.equal(coastPath());
  });
});
