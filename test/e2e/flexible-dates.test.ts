/**
 * Flexible dates on the accommodation list in Chromium against the production
 * build, in both languages: "Flexible", a month and a stay length → every card
 * shows its cheapest stay (dates and total) → its link leads to the house page,
 * which prices the same stay at the same total; the front page's search leads
 * to the same list. Without scripts, the same
 * months and length are real inputs of the GET form. Fixed clock: 2026-11-21.
 */
import { expect } from 'chai';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { axeViolations } from '../helpers/axe.ts';
import { withoutOfflineTiles, type TestPage } from '../helpers/browser.ts';
import { browserRun } from '../helpers/browser-run.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const LABELS = {
  en: {
    flexible: 'Flexible',
    july: 'Jul 2027',
    week: 'A week (7 nights)',
    stay: /^Stay \d{1,2}( Jul)? – \d{1,2} (Jul|Aug)$/,
  },
  de: {
    flexible: 'Flexibel',
    july: 'Juli 2027',
    week: 'Eine Woche (7 Nächte)',
    stay: /^Aufenthalt \d{1,2}\.( Juli)? ?– ?\d{1,2}\. (Juli|Aug\.)$/,
  },
} as const;

interface Card {
  amount: string;
  stay: string;
  href: string;
}

describe('E2E: flexible dates on the list', function () {
  this.timeout(120_000);
  const run = browserRun({ FIXED_NOW });

  const cards = (page: TestPage): Promise<Card[]> =>
    page.$$eval('.list-layout__results .results__grid .hcard', (els) =>
      els.map((el) => ({
        amount: el.querySelector('.hcard__amount')?.textContent ?? '',
        stay: el.querySelector('.hcard__stay')?.textContent ?? '',
        href: el.querySelector<HTMLAnchorElement>('.hcard__link')?.getAttribute('href') ?? '',
      })),
    );

  /** Every card shows a July stay of 7 nights, Thursday or Sunday, and links to it. */
  function expectJulyWeeks(found: Card[], locale: Locale) {
    expect(found.length).to.be.greaterThan(5);
    for (const card of found) {
      expect(card.stay, card.href).to.match(LABELS[locale].stay);
      const url = new URL(card.href, run.server.url);
      const [checkIn, checkOut] = [url.searchParams.get('checkIn')!, url.searchParams.get('checkOut')!];
      expect(checkIn, card.href).to.match(/^2027-07-\d\d$/);
      expect((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000, card.href).to.equal(7);
      expect([0, 4]).to.include(new Date(checkIn).getUTCDay());
    }
  }

  for (const locale of LOCALES) {
    it(`${locale}: Flexible → July, a week → cards show their cheapest stay → the house page prices it the same`, async () => {
      const page = await run.browser.newPage({ width: 1366, height: 850 });
      await page.setCookie({ name: 'consent', value: 'analytics:false', url: run.server.url });
      await page.goto(`${run.server.url}${pathFor('accommodation', locale)}`, { waitUntil: 'networkidle0' });
      await page.hydrated();
      const labels = LABELS[locale];

      const [flexible] = await page.$$(
        `xpath/.//div[contains(@class,"stay-mode__switch")]/button[normalize-space()="${labels.flexible}"]`,
      );
      await flexible.click();
      expect(await flexible.evaluate((b) => b.getAttribute('aria-pressed'))).to.equal('true');
      await page.click('.flex-dates__summary');
      const [july] = await page.$$(
        `xpath/.//label[contains(@class,"flex-dates__month")][normalize-space()="${labels.july}"]`,
      );
      await july.click();
      expect(await axeViolations(page), 'the flexible panel open').to.deep.equal([]);
      const [week] = await page.$$(
        `xpath/.//label[contains(@class,"flex-dates__length")][normalize-space()="${labels.week}"]`,
      );
      expect(await week.$eval('input', (i) => (i as HTMLInputElement).checked)).to.equal(true); // a week is the default length
      await page.click('.flex-dates__actions .button');
      await page.waitForFunction(() => new URL(location.href).search === '?months=2027-07&nights=7');
      await page.waitForFunction(
        () =>
          !document.querySelector('.results[aria-busy="true"]') && document.querySelectorAll('.hcard__stay').length > 5,
      );
      expect(await page.$eval('.flex-dates__summary span', (s) => s.textContent)).to.contain(labels.july);

      const found = await cards(page);
      expectJulyWeeks(found, locale);
      await Promise.all([page.waitForNavigation(), page.click('.results__grid .hcard__link')]);
      const total = await page.waitForSelector('[data-testid="price-total"]');
      expect(await total!.evaluate((el) => el.textContent)).to.equal(found[0].amount);
      expect(page.url()).to.equal(new URL(found[0].href, run.server.url).href);

      // A shared link of the search: rendered on the server, hydrated without a mismatch, flexible mode on.
      await page.goto(`${run.server.url}${pathFor('accommodation', locale)}?months=2027-07&nights=7`, {
        waitUntil: 'networkidle0',
      });
      await page.hydrated();
      expect((await cards(page)).map((c) => c.stay)).to.deep.equal(found.map((c) => c.stay));
      const pressed = await page.$eval('.stay-mode__switch [aria-pressed="true"]', (b) => b.textContent);
      expect(pressed).to.equal(labels.flexible);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      await page.close();
    });

    it(`${locale}: the front page's search opens the list with the flexible months and length`, async () => {
      const page = await run.browser.newPage({ width: 1366, height: 850 });
      await page.setCookie({ name: 'consent', value: 'analytics:false', url: run.server.url });
      await page.goto(`${run.server.url}${pathFor('home', locale)}`, { waitUntil: 'networkidle0' });
      await page.hydrated();
      const labels = LABELS[locale];
      const [flexible] = await page.$$(
        `xpath/.//form[contains(@class,"home-search")]//div[contains(@class,"stay-mode__switch")]/button[normalize-space()="${labels.flexible}"]`,
      );
      await flexible.click();
      await page.click('.home-search .flex-dates__summary');
      const [july] = await page.$$(
        `xpath/.//form[contains(@class,"home-search")]//label[contains(@class,"flex-dates__month")][normalize-space()="${labels.july}"]`,
      );
      await july.click();
      expect(await axeViolations(page), 'the front page with the flexible panel open').to.deep.equal([]);
      await page.click('.home-search__submit');
      await page.waitForFunction(() => new URL(location.href).search === '?months=2027-07&nights=7');
      await page.waitForFunction(
        () =>
          !document.querySelector('.results[aria-busy="true"]') && document.querySelectorAll('.hcard__stay').length > 5,
      );
      expectJulyWeeks(await cards(page), locale);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      await page.close();
    });

    it(`${locale}: without scripts, at phone width, the months and the length are real inputs of the search form`, async () => {
      const page = await run.browser.newPage({ width: 390, height: 844, isMobile: true });
      await page.setCookie({ name: 'consent', value: 'analytics:false', url: run.server.url });
      await page.setJavaScriptEnabled(false);
      await page.goto(`${run.server.url}${pathFor('accommodation', locale)}`, { waitUntil: 'load' });
      await page.click('.flex-dates__summary');
      await page.click('.flex-dates input[name="months"][value="2027-07"]');
      expect(
        await page.$eval('.flex-dates input[name="nights"][value="7"]', (i) => (i as HTMLInputElement).checked),
      ).to.equal(true);
      await Promise.all([page.waitForNavigation(), page.click('.list-search__submit')]);
      expect(new URL(page.url()).searchParams.getAll('months')).to.deep.equal(['2027-07']);
      expectJulyWeeks(await cards(page), locale);
      expect(
        await page.$eval('.flex-dates input[name="months"][value="2027-07"]', (i) => (i as HTMLInputElement).checked),
      ).to.equal(true);
      await page.close();
    });
  }
});
