/**
 * What a visitor types before the page hydrates is kept (docs/architecture.md, Before hydration):
 * the entry script is held back until the typing is done, then let through; the list's search
 * box, dates and guests, the house page's dates and guests and a cart line's party keep their
 * values through hydration, and the state behind them has them (a search sends them, the address
 * carries them, the cart line is saved).
 * English on a desktop; German on a phone with the CPU four times slower and a slow network.
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import { browserRun } from '../helpers/browser-run.ts';
import { withoutOfflineTiles, type TestPage } from '../helpers/browser.ts';
import { listSettled } from '../helpers/list-page.ts';
import { pathFor } from '../../contract/routes.ts';
import type { Locale } from '../../contract/locale.ts';
import type { Cart } from '../../src/api/cart.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
// Thursday to Sunday: both changeover days (docs/product/rules.md#minimum-stay).
const STAY = { checkIn: '2027-03-11', checkOut: '2027-03-14' };
const HOUSE = { region: 'south', slug: 'holtakot-house' };
/** A house that sleeps three or more, for the cart. */
const ROOMY = 'SH-1014';

const PROFILES = [
  { locale: 'en' as Locale, viewport: { width: 1280, height: 900 }, slow: false },
  { locale: 'de' as Locale, viewport: { width: 375, height: 740, isMobile: true }, slow: true },
];

/** Opens `path` with the entry script held back; resolves once the page is painted and waits for it. */
async function openHeld(page: TestPage, url: string): Promise<() => void> {
  const held: HTTPRequest[] = [];
  let released = false;
  let requested: () => void;
  const entryRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    if (!released && /\/assets\/entry-client-[^/]*\.js$/.test(req.url())) {
      held.push(req);
      requested();
    } else void req.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await entryRequested;
  return () => {
    released = true;
    for (const req of held) void req.continue();
  };
}

/** Sets a native field's value as the browser's own date picker does: the value, not its default. */
async function setNative(page: TestPage, selector: string, value: string): Promise<void> {
  await page.$eval(
    selector,
    (el, v) => {
      const field = el as HTMLInputElement;
      field.value = v;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
  );
}

async function hiddenValue(page: TestPage, scope: string, name: string): Promise<string> {
  return page.$eval(`${scope} input[type=hidden][name=${name}]`, (el) => (el as HTMLInputElement).value);
}

describe('Browser: what is typed before hydration is kept', function () {
  this.timeout(120_000);
  const run = browserRun({ FIXED_NOW });

  it('en, 1280 px: a filter box ticked before the filter panel has hydrated is searched for once it has', async () => {
    const page = await run.browser.newPage({ width: 1280, height: 900 });
    await page.setCookie({ name: 'consent', value: 'analytics:false', url: run.server.url });
    const held: HTTPRequest[] = [];
    let released = false;
    await page.setRequestInterception(true);
    page.on('request', (req) => {
      if (!released && /\/assets\/FilterPanel-[^/]*\.js$/.test(req.url())) held.push(req);
      else void req.continue();
    });
    await page.goto(run.server.url + pathFor('accommodation', 'en'));
    await page.hydrated();
    await page.click('.list-filters__toggle');
    await page.click('.list-filters input[name="pets"]');
    expect(held.length, "the panel's code held back").to.be.above(0);
    expect(new URL(page.url()).searchParams.has('pets')).to.equal(false);
    released = true;
    for (const req of held) void req.continue();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('pets') === '1');
    await listSettled(page);
    expect(await page.$eval('.list-filters input[name="pets"]', (el) => (el as HTMLInputElement).checked)).to.equal(
      true,
    );
    expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
    await page.close();
  });

  for (const { locale, viewport, slow } of PROFILES) {
    const where = `${locale}, ${viewport.width} px${slow ? ', CPU 4× slower, slow network' : ''}`;

    async function newPage(): Promise<TestPage> {
      const page = await run.browser.newPage(viewport);
      await page.setCookie({ name: 'consent', value: 'analytics:false', url: run.server.url });
      if (slow) {
        await page.emulateCPUThrottling(4);
        await page.emulateNetworkConditions({ download: 200_000, upload: 94_000, latency: 150 });
      }
      return page;
    }

    it(`${where}: the list's search text, dates and guests survive hydration and are searched`, async () => {
      const page = await newPage();
      const release = await openHeld(page, run.server.url + pathFor('accommodation', locale));
      const box = '.list-search__text input[name=search]';
      await page.type(box, 'reykjavik ');
      await setNative(page, '.list-search__dates input[name=checkIn]', STAY.checkIn);
      await setNative(page, '.list-search__dates input[name=checkOut]', STAY.checkOut);
      await setNative(page, '.guests-field input[name=numberOfAdults]', '3');
      release();
      // The rest of the text comes while the scripts load and hydrate.
      await page.type(box, 'sauna');
      await page.hydrated();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(await page.$eval(box, (el) => (el as HTMLInputElement).value)).to.equal('reykjavik sauna');
      expect(await hiddenValue(page, '.list-search__dates', 'checkIn')).to.equal(STAY.checkIn);
      expect(await hiddenValue(page, '.list-search__dates', 'checkOut')).to.equal(STAY.checkOut);
      expect(await hiddenValue(page, '.guests-field', 'numberOfAdults')).to.equal('3');

      await page.focus(box);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => new URL(location.href).searchParams.get('search') === 'reykjavik sauna');
      const query = new URL(page.url()).searchParams;
      expect(query.get('checkIn')).to.equal(STAY.checkIn);
      expect(query.get('numberOfAdults')).to.equal('3');
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      await page.close();
    });

    it(`${where}: the house page's dates and guests survive hydration`, async () => {
      const page = await newPage();
      const release = await openHeld(page, run.server.url + pathFor('house', locale, HOUSE));
      await setNative(page, '.price-box input[name=checkIn]', STAY.checkIn);
      await setNative(page, '.price-box input[name=checkOut]', STAY.checkOut);
      const adults = await page.$eval(
        '.price-box select[name=numberOfAdults]',
        (el) => [...(el as HTMLSelectElement).options].at(-1)!.value,
      );
      await page.select('.price-box select[name=numberOfAdults]', adults);
      release();
      await page.hydrated();
      await page.waitForFunction(() => new URL(location.href).searchParams.has('checkIn'));
      expect(await hiddenValue(page, '.price-box .date-range-field', 'checkIn')).to.equal(STAY.checkIn);
      expect(await hiddenValue(page, '.price-box .date-range-field', 'checkOut')).to.equal(STAY.checkOut);
      expect(
        await page.$eval('.price-box select[name=numberOfAdults]', (el) => (el as HTMLSelectElement).value),
      ).to.equal(adults);
      const query = new URL(page.url()).searchParams;
      expect(query.get('checkIn')).to.equal(STAY.checkIn);
      expect(query.get('checkOut')).to.equal(STAY.checkOut);
      expect(query.get('numberOfAdults')).to.equal(adults);
      expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
      await page.close();
    });

    it(`${where}: a cart line's party typed before hydration is kept and saved`, async () => {
      const cart = async (id?: string) =>
        (await (
          await fetch(`${run.server.url}/api/cart${id ? `/${id}` : ''}`, {
            method: id ? 'GET' : 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: id ? undefined : JSON.stringify({ code: ROOMY, resFrom: '1970-01-01', resTo: '1970-01-01' }),
          })
        ).json()) as Cart;
      const { cartId } = await cart();
      const page = await newPage();
      await page.setCookie({ name: 'cartId', value: cartId!, url: run.server.url });
      const release = await openHeld(page, run.server.url + pathFor('cart', locale));
      await setNative(page, '.cart-line__party input[name=adults]', '2');
      release();
      await page.hydrated();
      await page.waitForFunction(() => !document.querySelector('.cart-line__party input[name=adults][type=number]'));
      expect(await hiddenValue(page, '.cart-line__party', 'adults')).to.equal('2');
      // Saved at once: the cart says so within a few seconds.
      for (let i = 0; i < 50 && (await cart(cartId!)).houses[0].adults !== 2; i++)
        await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await cart(cartId!)).houses[0]).to.include({ adults: 2, children: 0 });
      expect(page.errors).to.deep.equal([]);
      await page.close();
    });
  }
});
