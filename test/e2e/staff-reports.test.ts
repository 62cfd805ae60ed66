/**
 * The reports journey in Chromium against the production build (docs/product/reports.md): staff
 * open Reports from the back office menu, filter by region with the form, and see each chart drawn
 * (an svg) beside its table; in English at 1280 px and in German at 375 px, axe-core finding
 * nothing and the page never scrolling sideways.
 */
import { expect } from 'chai';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { axeViolations } from '../helpers/axe.ts';
import { loggedIn, PHONE, staffSuite, WIDE, type Viewport } from '../helpers/staff-browser.ts';

const JOURNEYS: Array<[Locale, Viewport, string]> = [
  ['en', WIDE, 'Reports'],
  ['de', PHONE, 'Berichte'],
];

describe('staff reports in the browser', function () {
  this.timeout(240_000);
  const S = staffSuite();

  for (const [locale, viewport, title] of JOURNEYS)
    it(`opens Reports from the menu, filters by region and draws the charts (${locale}, ${viewport.width} px)`, async () => {
      const page = await loggedIn(S.browser, S.server.url, locale, DEMO_STAFF, viewport);
      await page.goto(`${S.server.url}${pathFor('staff', locale)}`);
      await page.hydrated();
      // The menu navigates in the page; the filter form may load a new one: both are waited for by what they show.
      await page.click(`.staff-nav a[href="${pathFor('staffReports', locale)}"]`);
      await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, {}, title);
      // A date field's typing order is the browser's locale's: the values are set as the form sends them.
      await page.$eval('#report-from', (el) => ((el as HTMLInputElement).value = '2026-06-01'));
      await page.$eval('#report-to', (el) => ((el as HTMLInputElement).value = '2026-08-31'));
      await page.select('#report-region', 'south');
      await page.click('.report-filters button[type=submit]');
      await page.waitForFunction(() => location.search.includes('region=south'));
      await page.waitForSelector('.report-chart svg');
      expect(await page.$eval('#report-from', (el) => (el as HTMLInputElement).value)).to.equal('2026-06-01');
      const charts = await page.$$eval('[data-testid=report-chart]', (els) =>
        els.map((el) => [el.getAttribute('aria-hidden'), el.querySelector('svg') !== null]),
      );
      expect(charts.length).to.be.greaterThan(3);
      expect(charts.every(([hidden, drawn]) => hidden === 'true' && drawn)).to.equal(true);
      expect(await page.$$eval('.report__table caption', (els) => els.length)).to.equal(6);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(wide, 'the page scrolls sideways').to.equal(false);
      expect(await axeViolations(page)).to.deep.equal([]);
      await page.close();
    });
});
