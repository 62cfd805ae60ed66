/**
 * The first paint in Chromium against the production build (LCP and CLS, docs/product/rules.md#page-weight):
 * the page's largest picture loads before any script is requested, the scripts then
 * hydrate the page, and nothing moves while the page loads and hydrates — on a
 * phone and a desktop, in English and German, with the CPU four times slower.
 */
import { expect } from 'chai';
import { browserRun } from '../helpers/browser-run.ts';
import { withoutOfflineTiles, type TestPage } from '../helpers/browser.ts';

const PHONE = { width: 390, height: 844, isMobile: true };
const DESKTOP = { width: 1366, height: 850 };

/** Layout shifts the visitor did not cause, from the first paint on. */
async function recordShifts(page: TestPage): Promise<void> {
  await page.evaluateOnNewDocument(`
    window.__shifts = [];
    new PerformanceObserver(function (list) {
      for (var e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value.toFixed(4) + ' ' + e.sources.map(function (s) { return s.node && s.node.className; }).join('+'));
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

describe('Browser: the first paint', function () {
  this.timeout(120_000);
  const run = browserRun({ FIXED_NOW: '2026-11-21T12:00:00Z' });

  for (const path of ['/en/', '/de/', '/en/accommodation/', '/de/ferienhaus/south/holtakot-house/']) {
    it(`${path}: the largest picture loads before the first script, then the page hydrates`, async () => {
      const page = await run.browser.newPage(PHONE);
      await page.goto(run.server.url + path, { waitUntil: 'load' });
      await page.hydrated();
      const timing = await page.evaluate(() => {
        const hero = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')!;
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const picture = entries.find((e) => e.name === hero.currentSrc)!;
        const scripts = entries.filter((e) => e.initiatorType !== 'img' && e.name.endsWith('.js'));
        return {
          pictureEnd: picture.responseEnd,
          firstScript: Math.min(...scripts.map((e) => e.startTime)),
          scripts: scripts.length,
        };
      });
      expect(timing.scripts, 'scripts loaded').to.be.greaterThan(0);
      expect(timing.firstScript, 'first script request (ms)').to.be.at.least(timing.pictureEnd);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      await page.close();
    });
  }

  it('/en/cart/ (no picture): the scripts start after the first paint and hydrate the page', async () => {
    const page = await run.browser.newPage(PHONE);
    await page.goto(`${run.server.url}/en/cart/`, { waitUntil: 'load' });
    await page.hydrated();
    const [paint, firstScript] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0].startTime,
      Math.min(
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.name.endsWith('.js'))
          .map((e) => e.startTime),
      ),
    ]);
    expect(firstScript).to.be.at.least(paint);
    expect(page.errors).to.deep.equal([]);
    await page.close();
  });

  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const path of [
      '/en/',
      '/de/',
      '/en/accommodation/',
      '/de/ferienhaus/',
      '/en/accommodation/south/holtakot-house/',
    ]) {
      it(`${path} on a ${size}: nothing moves while the page loads and hydrates (CPU 4× slower)`, async () => {
        const page = await run.browser.newPage(viewport);
        await recordShifts(page);
        await page.emulateCPUThrottling(4);
        await page.goto(run.server.url + path, { waitUntil: 'load' });
        await page.hydrated(20_000);
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
        expect(await page.evaluate('window.__shifts')).to.deep.equal([]);
        await page.close();
      });
    }
  }
});
