/**
 * The editorial pages in Chromium against the production build: the climate
 * chart of a region is drawn by the lazily loaded frappe-charts chunk (an SVG
 * appears, and not before the section comes near), the explore carousel
 * shows 4/3/2/1 cards per view and wraps around, and scrolling a blog post
 * swaps the sticky side image.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { climateSeries, pathWithGaps } from '../../src/pages/explore-item/climate.ts';
import { launchBrowser, withoutOfflineTiles, type TestBrowser } from '../helpers/browser.ts';
import { ROOT, startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

interface FileDoc {
  uid: string;
  tags: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- content JSON, read loosely
  data: Record<string, any>;
}

function docs(type: string): FileDoc[] {
  const dir = path.join(ROOT, 'content/en-gb', type);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const raw = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      return { uid: raw.uid ?? f.slice(0, -5), tags: raw.tags ?? [], data: raw.data };
    });
}

const climate = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/climate.json'), 'utf8')).regions as Record<
  string,
  { regionId: number; months: Array<{ totalPrecipitation: number | null }> }
>;
const precipitationComplete = (id: number) =>
  Object.values(climate).some((r) => r.regionId === id && r.months.every((m) => m.totalPrecipitation !== null));

describe('climate series: a missing value stays missing', () => {
  it('keeps null (and absent months) as null and lists them', () => {
    const { temperature, precipitation } = climateSeries({
      station: 'S',
      period: 'P',
      source: '',
      data: [
        { month: 1, averageHeat: { value: -1.5 }, totalPrecipitation: { value: null } },
        { month: 2, averageHeat: { value: null }, totalPrecipitation: { value: 80 } },
      ],
    });
    expect(temperature.values.slice(0, 3)).to.deep.equal([-1.5, null, null]);
    expect(temperature.missing).to.deep.equal([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(precipitation.values.slice(0, 2)).to.deep.equal([null, 80]);
    expect(precipitation.missing).to.not.include(2);
  });

  it('breaks a line path at missing points instead of drawing them at zero', () => {
    expect(pathWithGaps('M0,10L10,20L20,30L30,40', new Set([1]))).to.equal('M0,10M20,30L30,40');
    expect(pathWithGaps('M0,10L10,20L20,30', new Set([0]))).to.equal('M10,20L20,30');
    expect(pathWithGaps('M0,10L10,20', new Set())).to.equal('M0,10L10,20');
  });
});

describe('editorial pages in Chromium', function () {
  this.timeout(90_000);
  let server: Server;
  let browser: TestBrowser;

  before(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  describe('explore region: climate chart', () => {
    const regions = docs('explore').filter((d) => d.tags.includes('region') && typeof d.data.region_id === 'number');
    // A region whose station has every value, so both charts draw.
    const region = regions.find((d) => precipitationComplete(d.data.region_id)) ?? regions[0];

    it('loads frappe-charts only when the chart comes near, then draws temperature and precipitation as SVG', async () => {
      const page = await browser.newPage({ width: 1280, height: 800 });
      await page.goto(server.url + pathFor('exploreItem', 'en', { slug: region.uid }));
      await page.hydrated();
      const chartScripts = () =>
        page.evaluate(
          () => performance.getEntriesByType('resource').filter((e) => /climate-chart/.test(e.name)).length,
        );
      const far = await page.$eval('.climate', (el) => el.getBoundingClientRect().top > window.innerHeight + 400);
      if (far) {
        expect(await page.$('.climate__canvas svg')).to.equal(null);
        expect(await chartScripts(), 'the chart chunk waits until the chart comes near').to.equal(0);
      }
      await page.$eval('.climate', (el) => el.scrollIntoView({ block: 'start' }));
      await page.waitForSelector('.climate__canvas--temperature svg');
      expect(await chartScripts()).to.be.greaterThan(0);
      await page.waitForSelector('.climate__figure[data-state="drawn"]');
      if (precipitationComplete(region.data.region_id)) {
        await page.waitForSelector('.climate__canvas--precipitation svg');
        // Twelve months of bars (frappe first draws an empty frame, then the data).
        await page.waitForFunction(
          () => document.querySelectorAll('.climate__canvas--precipitation svg rect[data-point-index]').length === 12,
        );
      }
      // The line of the temperature chart, and station and period under it.
      expect(
        await page.$$eval('.climate__canvas--temperature svg path.line-graph-path', (p) => p.length),
      ).to.be.greaterThan(0);
      const caption = await page.$eval('.climate__caption', (el) => el.textContent ?? '');
      expect(caption).to.match(/Station: .+/);
      expect(caption).to.match(/Period: .+/);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
    });

    it('leaves a month without a value empty: no chart for a series without data, with a note', async () => {
      const missing = regions.find((d) => !precipitationComplete(d.data.region_id));
      if (!missing) return;
      const page = await browser.newPage({ width: 1280, height: 800 });
      await page.goto(server.url + pathFor('exploreItem', 'en', { slug: missing.uid }));
      await page.hydrated();
      await page.$eval('.climate', (el) => el.scrollIntoView({ block: 'start' }));
      await page.waitForSelector('.climate__canvas--temperature svg');
      expect(await page.$('.climate__canvas--precipitation')).to.equal(null);
      const c = Object.values(climate).find((r) => r.regionId === missing.data.region_id)!;
      expect(await page.$eval('.climate__caption', (el) => el.textContent)).to.contain(
        c.months.every((m) => m.totalPrecipitation === null)
          ? 'This station does not record rainfall.'
          : 'Precipitation (mm): no published value',
      );
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
    });

    it('draws a gap where a month has no temperature, after a client-side navigation (climate fetched by the browser)', async () => {
      const page = await browser.newPage({ width: 1280, height: 800 });
      const months = Array.from({ length: 12 }, (_, i) => ({
        month: i + 1,
        averageHeat: { value: i === 5 ? null : i - 2 },
        totalPrecipitation: { value: 50 + i },
      }));
      const fetched: string[] = [];
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (/\/api\/weather\/average\/\d+$/.test(new URL(request.url()).pathname)) {
          fetched.push(request.url());
          void request.respond({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({ station: 'Teststöð', period: '1991–2020', source: 'test', data: months }),
          });
        } else void request.continue();
      });
      await page.goto(server.url + pathFor('explore', 'en'));
      await page.hydrated();
      const href = pathFor('exploreItem', 'en', { slug: region.uid });
      await page.$eval(`.carousel__track a[href="${href}"]`, (a) => (a as HTMLAnchorElement).click());
      await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, {}, region.data.title);
      expect(fetched, 'the browser asked the weather API').to.have.length(1);
      await page.$eval('.climate', (el) => el.scrollIntoView({ block: 'start' }));
      await page.waitForSelector('.climate__canvas--temperature svg path.line-graph-path');
      // Two runs of line (January–May, July–December), no dot for June.
      await page.waitForFunction(
        () =>
          (
            document
              .querySelector('.climate__canvas--temperature path.line-graph-path')
              ?.getAttribute('d')
              ?.match(/M/g) ?? []
          ).length === 2,
      );
      const hiddenDots = await page.$$eval('.climate__canvas--temperature [data-point-index="5"]', (dots) =>
        dots.filter((d) => !d.closest('.graph-svg-tip')).every((d) => getComputedStyle(d).display === 'none'),
      );
      expect(hiddenDots).to.equal(true);
      expect(await page.$eval('.climate__caption', (el) => el.textContent)).to.contain('no published value for June');
      const juneRow = await page.$eval('.climate__table tbody tr:nth-child(6)', (tr) => tr.textContent);
      expect(juneRow).to.contain('–');
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
    });

    it('fits the German table on a phone (320 and 390 px) without breaking a word of its headers', async () => {
      const german = JSON.parse(
        fs.readFileSync(path.join(ROOT, 'content/de-de/explore', `${region.uid}.json`), 'utf8'),
      ) as { uid?: string };
      for (const width of [320, 390]) {
        const page = await browser.newPage({ width, height: 800 });
        await page.goto(server.url + pathFor('exploreItem', 'de', { slug: german.uid ?? region.uid }));
        const layout = await page.$eval('.climate__table-wrap', (wrap) => {
          // Each word (between spaces and hyphens) of each header on one line: one box per word.
          const broken: string[] = [];
          for (const th of wrap.querySelectorAll('thead th')) {
            const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (const m of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
                const range = document.createRange();
                range.setStart(node, m.index);
                range.setEnd(node, m.index + m[0].length);
                if (range.getClientRects().length > 1) broken.push(m[0]);
              }
            }
          }
          return { broken, overflow: wrap.scrollWidth - wrap.clientWidth };
        });
        expect(layout, `${width} px`).to.deep.equal({ broken: [], overflow: 0 });
      }
    });
  });

  describe('explore region: listings', () => {
    const region = docs('explore').find((d) => d.tags.includes('region') && typeof d.data.region_id === 'number')!;
    const house = (n: number) => ({
      id: n,
      code: `T-${n}`,
      name: `Test house ${n}`,
      nameSlug: `test-house-${n}`,
      houseNameDescription: 'A test house',
      numberOfPersons: 4,
      numberOfBedrooms: 2,
      size: { value: 60 },
      region: { id: region.data.region_id, slug: 'test', name: 'Test region', nameWithCountry: 'Test region, Iceland' },
      regionSlug: 'test',
      priceFrom: { dayCents: 10000, weekCents: 70000, oldDayCents: null, discountPercent: null, currencySymbol: '€' },
    });

    /** Opens the region page by a client-side navigation, so that the browser itself asks the search API. */
    async function openWithSearch(respond: (url: URL) => { status: number; body: unknown }) {
      const page = await browser.newPage({ width: 1280, height: 800 });
      const searches: URL[] = [];
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/houses/search') {
          searches.push(url);
          const { status, body } = respond(url);
          void request.respond({ status, contentType: 'application/json', body: JSON.stringify(body) });
        } else void request.continue();
      });
      await page.goto(server.url + pathFor('explore', 'en'));
      await page.hydrated();
      const href = pathFor('exploreItem', 'en', { slug: region.uid });
      await page.$eval(`.carousel__track a[href="${href}"]`, (a) => (a as HTMLAnchorElement).click());
      await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, {}, region.data.title);
      return { page, searches };
    }

    it('shows the houses of the region from the search API and loads more from the count shown', async () => {
      const { page, searches } = await openWithSearch((url) => {
        const offset = Number(url.searchParams.get('offset'));
        const limit = Number(url.searchParams.get('limit'));
        const houses = Array.from({ length: Math.max(0, Math.min(limit, 8 - offset)) }, (_, i) =>
          house(offset + i + 1),
        );
        return {
          status: 200,
          body: { houses, paginations: { total: 8, perPage: limit, allHouses: [] }, otherHouses: { houses: [] } },
        };
      });
      await page.waitForSelector('.listings article.hcard');
      expect(searches[0].searchParams.get('regionIds')).to.equal(String(region.data.region_id));
      expect(searches[0].searchParams.get('offset')).to.equal('0');
      const first = await page.$$eval('.listings article.hcard', (cards) => cards.length);
      expect(first).to.equal(Number(searches[0].searchParams.get('limit')));
      await page.click('.listings__more button');
      await page.waitForFunction(() => document.querySelectorAll('.listings article.hcard').length === 8);
      expect(searches[1].searchParams.get('offset')).to.equal(String(first));
      expect(await page.$('.listings__more button'), 'no more to load').to.equal(null);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
    });

    it('leaves the section out when the search API does not answer', async () => {
      const { page, searches } = await openWithSearch(() => ({ status: 503, body: { message: 'down' } }));
      await page.waitForFunction(() => !document.querySelector('.listings--loading'));
      expect(searches).to.have.length(1);
      expect(await page.$('.listings')).to.equal(null);
      expect(withoutOfflineTiles(page.errors).filter((e) => !/503/.test(e))).to.deep.equal([]);
    });
  });

  describe('explore overview: carousel', () => {
    for (const [width, perView] of [
      [1300, 4],
      [1100, 3],
      [900, 2],
      [375, 1],
    ] as const) {
      it(`shows ${perView} per view at ${width} px`, async () => {
        const page = await browser.newPage({ width, height: 900 });
        await page.goto(server.url + pathFor('explore', 'en'));
        await page.hydrated();
        const shown = await page.$eval('.carousel__track', (track) => {
          const slide = track.querySelector('li')!;
          const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
          return Math.round(track.clientWidth / (slide.getBoundingClientRect().width + gap));
        });
        expect(shown).to.equal(perView);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
          'no sideways scrolling of the page',
        ).to.equal(true);
        expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      });
    }

    it('previous at the start wraps to the end, next at the end wraps to the start; arrow keys move too', async () => {
      const page = await browser.newPage({ width: 1300, height: 900 });
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await page.goto(server.url + pathFor('explore', 'en'));
      await page.hydrated();
      await page.waitForSelector('.carousel__button--prev');
      const scroll = () =>
        page.$eval('.carousel__track', (t) => ({ left: t.scrollLeft, max: t.scrollWidth - t.clientWidth }));
      expect((await scroll()).left).to.equal(0);
      await page.click('.carousel__button--prev');
      await page.waitForFunction(() => {
        const t = document.querySelector('.carousel__track')!;
        return t.scrollLeft >= t.scrollWidth - t.clientWidth - 2;
      });
      await page.click('.carousel__button--next');
      await page.waitForFunction(() => document.querySelector('.carousel__track')!.scrollLeft <= 2);
      await page.focus('.carousel__track');
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.querySelector('.carousel__track')!.scrollLeft > 2);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
    });
  });

  describe('blog post', () => {
    const post = docs('blog').find(
      (d) => (d.data.chapters ?? []).filter((c: { image?: { url?: string } }) => c.image?.url).length >= 2,
    );

    it('swaps the sticky side image with a 200 ms fade as the chapters scroll by', async () => {
      if (!post) throw new Error('content/: no blog post with two chapter images');
      const page = await browser.newPage({ width: 1280, height: 800 });
      await page.goto(server.url + pathFor('blogPost', 'en', { slug: post.uid }));
      await page.hydrated();
      const active = () => page.$eval('.chapters__image.is-active', (img) => img.getAttribute('src'));
      const first = await active();
      expect(first).to.be.a('string');
      expect(await page.$eval('.chapters__image', (img) => getComputedStyle(img).transitionDuration)).to.equal('0.2s');
      expect(await page.$eval('.chapters__aside', (el) => getComputedStyle(el).position)).to.equal('sticky');

      // Midway the side image stays in view (sticky) while the text scrolls.
      await page.$eval('.chapter:nth-of-type(2)', (el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForFunction(
        (src) => document.querySelector('.chapters__image.is-active')?.getAttribute('src') !== src,
        {},
        first,
      );
      expect(await page.$eval('.chapters__aside', (el) => el.getBoundingClientRect().top)).to.be.within(0, 200);

      await page.$eval('.chapter:last-of-type', (el) => el.scrollIntoView({ block: 'center' }));
      const lastImage = post.data.chapters.filter((c: { image?: { url?: string } }) => c.image?.url).at(-1).image.url;
      await page.waitForFunction(
        (src) => document.querySelector('.chapters__image.is-active')?.getAttribute('src') === src,
        {},
        lastImage,
      );
      expect(await active()).to.not.equal(first);

      await page.evaluate(() => document.querySelector('.chapter')!.scrollIntoView({ block: 'start' }));
      await page.waitForFunction(
        (src) => document.querySelector('.chapters__image.is-active')?.getAttribute('src') === src,
        {},
        first,
      );
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
    });

    it('on a phone shows each chapter image inline instead of the side image', async () => {
      if (!post) return;
      const page = await browser.newPage({ width: 375, height: 800, isMobile: true });
      await page.goto(server.url + pathFor('blogPost', 'en', { slug: post.uid }));
      await page.hydrated();
      expect(await page.$eval('.chapters__aside', (el) => getComputedStyle(el).display)).to.equal('none');
      expect(await page.$eval('.chapter__figure', (el) => getComputedStyle(el).display)).to.not.equal('none');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
    });
  });
});
