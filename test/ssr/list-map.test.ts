/**
 * The list's map as the server renders it, for a browser without JavaScript
 * (docs/product/screens.md#accommodation-list): no promise of a map that will not load, but a
 * drawing of Iceland with the result's regions and their counts (in both
 * languages, for the whole list and a filtered one), inside a noscript; the
 * coastline is map.css's background (test/unit/static-map.test.ts).
 */
import { expect } from 'chai';
import en from '../../contract/messages/en/index.ts';
import de from '../../contract/messages/de/index.ts';
import { LOCALES } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import type { MapPoints } from '../../contract/api/types.ts';
import { REGIONS } from '../../src/components/filters/regions.ts';
import { decodeEntities, get, sharedServer } from './support.ts';

const messages = { en, de } as const;
/** The region filter of the list's address, and a stay. */
const FILTERED = { regions: '4,2', checkIn: '2027-07-04', checkOut: '2027-07-11' };

/** The drawing's counts in its order. */
function drawnCounts(svg: string): number[] {
  return [...svg.matchAll(/<text x="\d+" y="\d+">(\d+)<\/text>/g)].map((m) => Number(m[1]));
}

describe('SSR: the list’s map without JavaScript', function () {
  let base: string;

  before(async function () {
    this.timeout(180_000);
    ({ base } = await sharedServer());
  });

  for (const locale of LOCALES) {
    const t = messages[locale].search.map;
    const regionName = (id: number) => messages[locale].search.region[REGIONS.find((r) => r.id === id)!.key];

    for (const [what, query, api] of [
      ['the whole list', '', ''],
      ['a filtered list', `?${new URLSearchParams(FILTERED)}`, `regionIds=2,4&resFrom=2027-07-04&resTo=2027-07-11`],
    ] as const) {
      it(`${locale}, ${what}: no loading promise; Iceland drawn with each region’s count, named for screen readers`, async () => {
        const page = await get(base, pathFor('accommodation', locale) + query, { redirect: 'follow' });
        expect(page.status).to.equal(200);
        const html = page.html;
        expect(html).to.not.include(t.loading);
        const panel = html.slice(html.indexOf('<div class="results-map"'));
        const svg = /<noscript><svg class="static-map"[\s\S]*?<\/svg><\/noscript>/.exec(panel)?.[0];
        expect(svg, 'the drawing, for browsers without scripts').to.be.a('string');

        // The counts are the map call's own regions.
        const answer = (await (
          await fetch(`${base}/api/houses/map?zoom=0&${api}`, { headers: { 'accept-language': locale } })
        ).json()) as MapPoints;
        expect(answer.regions!.length).to.be.greaterThan(1);
        expect(drawnCounts(svg!)).to.deep.equal(answer.regions!.map(([, count]) => count));
        const label = decodeEntities(/aria-label="([^"]*)"/.exec(svg!)![1]);
        expect(label.startsWith(t.regions)).to.equal(true);
        for (const [id, count] of answer.regions!) expect(label).to.include(`${regionName(id)} ${count}`);
      });
    }
  }
});
