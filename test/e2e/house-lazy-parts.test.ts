/**
 * The house page's below-the-fold parts (rooms and highlights, nearby,
 * guestbook and reviews, similar houses, JSON-LD) are lazy parts
 * (src/components/lazy-part.tsx): their code is not in the page's chunk. In
 * Chromium against the production build (server clock at 2026-11-21): the
 * server sends them in place (not streamed out of place, which a browser
 * without scripts would never show); with the parts' chunks held back by
 * request interception, the visitor picks
 * dates and guests — the page re-renders with new props for the parts (the
 * stay's similar houses) before their code is there — and the parts' server
 * HTML never leaves the page, not for a frame; released, the parts hydrate
 * and show the stay's similar houses. In English on a phone (390 × 844) and
 * in German on a desktop (1366 × 850).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { HTTPRequest, Page } from 'puppeteer';
import type { House } from '../../contract/api/types.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import type { Locale } from '../../contract/locale.ts';
import { freeStay, showDay } from '../helpers/booking.ts';
import { launchBrowser, type TestBrowser } from '../helpers/browser.ts';
import { ROOT, startTestServer } from '../helpers/server.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const CODE = 'SH-1042';
const PHONE = { width: 390, height: 844, isMobile: true };
const DESKTOP = { width: 1366, height: 850 };

/** The parts' chunks, from the client build's manifest. */
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string }
>;
const PART_CHUNKS = ['HouseRest', 'SimilarHouses', 'HouseJsonLd'].map(
  (name) => `/${manifest[`src/pages/house/${name}.tsx`].file}`,
);

/** What the page shows of the parts: their sections' headings, and whether the JSON-LD is there. */
const PARTS = () => ({
  headings: [...document.querySelectorAll('.house-rest h2, .similar h2')].map((h) => h.textContent),
  jsonLd: !!document.querySelector('script[type="application/ld+json"]'),
});

/** From now on, after every change of the document: how many of the parts' headings are there. */
async function watchParts(page: Page) {
  await page.evaluate(() => {
    // (No named functions in here: the test's compiler would wrap them in a helper the page does not have.)
    const w = window as unknown as { partsSeen: number[] };
    w.partsSeen = [document.querySelectorAll('.house-rest h2, .similar h2').length];
    new MutationObserver(() =>
      w.partsSeen.push(document.querySelectorAll('.house-rest h2, .similar h2').length),
    ).observe(document.body, { childList: true, subtree: true });
  });
}

/** The fewest of the parts' headings the document had after any change since it first had `all` of them. */
async function fewestSince(page: Page, all: number): Promise<number> {
  const seen = await page.evaluate(() => (window as unknown as { partsSeen: number[] }).partsSeen);
  expect(seen).to.include(all);
  return Math.min(...seen.slice(seen.indexOf(all)));
}

describe('the house page: lazy parts keep their server HTML when the page re-renders before their code came (FIXED_NOW 2026-11-21)', function () {
  this.timeout(120_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let stay: { from: string; to: string };

  before(async () => {
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    stay = await freeStay(server.url, CODE, '2027-02-01');
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A page whose requests for the parts' chunks wait until `release()`. */
  async function pageHoldingParts(viewport: typeof PHONE | typeof DESKTOP) {
    const page = await browser.newPage(viewport);
    await page.setCookie({
      name: 'consent',
      value: 'analytics:false',
      domain: new URL(server.url).hostname,
      path: '/',
    });
    await page.setRequestInterception(true);
    const held: HTTPRequest[] = [];
    let holding = true;
    page.on('request', (request: HTTPRequest) => {
      if (/tile\.openstreetmap\.org/.test(request.url()))
        void request.respond({ status: 200, contentType: 'image/png', body: '' });
      else if (holding && PART_CHUNKS.includes(new URL(request.url()).pathname)) held.push(request);
      else void request.continue();
    });
    return {
      page,
      held: () => held.map((r) => new URL(r.url()).pathname),
      release: async () => {
        holding = false;
        await Promise.all(held.splice(0).map((r) => r.continue()));
      },
    };
  }

  const cases: Array<{ locale: Locale; viewport: typeof PHONE | typeof DESKTOP; label: string }> = [
    { locale: 'en', viewport: PHONE, label: 'en at 390 px' },
    { locale: 'de', viewport: DESKTOP, label: 'de at 1366 px' },
  ];
  for (const { locale, viewport, label } of cases) {
    it(`${label}: dates and guests picked while the parts' code is held back; their server HTML stays, then they hydrate with the stay's similar houses`, async () => {
      const house = (await (
        await fetch(`${server.url}/api/house/${CODE}`, { headers: { 'accept-language': locale } })
      ).json()) as HouseDetail;
      const housePath = `/${locale}/${locale === 'de' ? 'ferienhaus' : 'accommodation'}/${house.regionSlug}/${house.nameSlug}/`;
      const { page, held, release } = await pageHoldingParts(viewport);
      const body = await (await page.goto(server.url + housePath))!.text();
      // In place in the HTML, before anything streamed later (hidden until a script moves it): a browser without scripts shows them.
      const streamedLater = body.indexOf('<div hidden id="S:');
      for (const part of ['id="house-sleeping-title"', 'id="house-guestbook-title"', 'application/ld+json']) {
        expect(body.indexOf(part), part).to.be.within(0, streamedLater < 0 ? Infinity : streamedLater);
      }
      await watchParts(page);
      await page.hydrated();
      const served = await page.evaluate(PARTS);
      // Rooms, highlights, nearby, guestbook, reviews, similar houses: as the server sent them.
      expect(served.headings.length).to.be.at.least(4);
      expect(served.jsonLd).to.equal(true);

      // Opening the calendar is the first press: the parts' code is asked for (and held).
      await page.click('#price .date-range-field__trigger');
      await (await showDay(page, stay.from)).click();
      const answer = page.waitForResponse(
        (r) => r.url().includes(`/api/house/`) && r.url().includes('similarListing') && r.url().includes(stay.from),
      );
      await (await showDay(page, stay.to)).click();
      const similar =
        ((await (await answer).json()) as { similarListing?: { houses?: House[] } }).similarListing?.houses ?? [];
      await page.waitForSelector('[data-testid="price-total"]');
      await page.select('.price-box__guests select[name="numberOfAdults"]', '2');
      // Let the re-renders with the new props commit.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(held()).to.have.members(PART_CHUNKS);

      expect(await page.evaluate(PARTS)).to.deep.equal(served);
      expect(await fewestSince(page, served.headings.length), 'the fewest part headings since all were there').to.equal(
        served.headings.length,
      );

      await release();
      // Hydrated (React's fiber on the section), the similar houses are the stay's.
      await page.waitForFunction(() => {
        const section = document.querySelector('.similar');
        return !!section && Object.keys(section).some((key) => key.startsWith('__reactFiber$'));
      });
      const names = similar.map((h) => h.name);
      if (names.length) {
        await page.waitForFunction(
          (want: string[]) =>
            JSON.stringify([...document.querySelectorAll('.similar li h3')].map((h) => h.textContent?.trim())) ===
            JSON.stringify(want),
          {},
          names,
        );
      }
      const after = await page.evaluate(PARTS);
      expect(after.headings.filter((h) => !served.headings.includes(h))).to.deep.equal([]);
      // Similar houses without any for the stay would leave (the section shows only with houses).
      expect(await fewestSince(page, served.headings.length)).to.be.at.least(
        served.headings.length - (names.length ? 0 : 1),
      );
      expect(page.errors).to.deep.equal([]);
    });
  }
});
