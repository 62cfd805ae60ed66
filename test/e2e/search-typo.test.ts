/**
 * A typo in the list's search box, in Chromium against the production
 * build (docs/product/screens.md#accommodation-list): English on a desktop
 * (1280 px), German on a phone (375 px). Typing "Akuryeri" suggests Akureyri,
 * and picking the suggestion lists its houses; searching the typo itself
 * shows Akureyri's houses with "did you mean Akureyri?", whose link leads to
 * the corrected search.
 */
import { expect } from 'chai';
import en from '../../contract/messages/en/index.ts';
import de from '../../contract/messages/de/index.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { withoutOfflineTiles, type TestPage } from '../helpers/browser.ts';
import { browserRun } from '../helpers/browser-run.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TYPO = 'Akuryeri';
const messages = { en, de } as const;

describe('E2E: a typo in the search', function () {
  this.timeout(120_000);
  const run = browserRun({ FIXED_NOW });

  const input = '.list-search input[role="combobox"]';

  /** Waits until the list shows the result of its address (no placeholders, the count there). */
  const settled = (page: TestPage) =>
    page.waitForFunction(
      () =>
        !document.querySelector('.results[aria-busy="true"]') &&
        !!document.querySelector('.list-summary__count strong'),
    );
  const searchParam = (page: TestPage) => new URL(page.url()).searchParams.get('search');

  const cases: Array<[Locale, number]> = [
    ['en', 1280],
    ['de', 375],
  ];
  for (const [locale, width] of cases) {
    it(`${locale}, ${width} px: suggests the corrected place while typing, and links to the corrected search`, async () => {
      const page = await run.browser.newPage({ width, height: width < 600 ? 740 : 900, isMobile: width < 600 });
      await page.setCookie({ name: 'consent', value: 'analytics:false', url: run.server.url });
      const list = pathFor('accommodation', locale);
      await page.goto(`${run.server.url}${list}`);
      await page.hydrated();

      // 1. Typing the typo suggests Akureyri; picking the suggestion searches it.
      await page.click(input);
      await page.type(input, TYPO, { delay: 30 });
      await page.waitForSelector('.list-search [role="listbox"]:not([hidden]) [role="option"]');
      const names = await page.$$eval('.list-search [role="option"] .sbox__name', (els) =>
        els.map((el) => el.textContent!),
      );
      expect(names.length).to.be.within(1, 5);
      for (const name of names) expect(name).to.include('Akureyri');
      const area = await page.$$eval('.list-search [role="option"]', (els) =>
        els.findIndex((el) => !!el.querySelector('.sbox__type--area')),
      );
      expect(area, 'an area among the suggestions').to.be.greaterThan(-1);
      await page.click(`.list-search [role="option"]:nth-child(${area + 1})`);
      await page.waitForFunction(() => new URL(location.href).searchParams.get('search')?.includes('Akureyri'));
      await settled(page);
      expect(searchParam(page)).to.equal(names[area]);
      expect(await page.$('.results__did-you-mean')).to.equal(null);
      expect(await page.$$('.list-layout__results .results__grid .hcard__link')).to.have.length.greaterThan(0);

      // 2. Searching the typo itself: Akureyri's houses and "did you mean Akureyri?", a link to that search.
      await page.click(input, { count: 3 });
      await page.keyboard.press('Backspace');
      await page.type(input, TYPO, { delay: 10 });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      await page.waitForFunction((typo) => new URL(location.href).searchParams.get('search') === typo, {}, TYPO);
      await settled(page);
      await page.waitForSelector('.results__did-you-mean a');
      expect(await page.$eval('.results__did-you-mean', (el) => el.textContent)).to.equal(
        messages[locale].search.results.didYouMean.replace('{{text}}', 'Akureyri'),
      );
      const shown = await page.$$eval('.list-layout__results .results__grid .hcard__link', (els) => els.length);
      expect(shown).to.be.greaterThan(0);
      await page.click('.results__did-you-mean a');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('search') === 'Akureyri');
      await settled(page);
      expect(await page.$('.results__did-you-mean')).to.equal(null);
      expect(await page.$eval(input, (el) => (el as HTMLInputElement).value)).to.equal('Akureyri');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      await page.close();
    });
  }
});
