/**
 * The checkout's summary and check-in hint in Chromium against the production
 * build (FIXED_NOW 2026-11-21), with a house in the south-west in the cart:
 * - on a desktop (1366×850) "Your booking" sits in the right column with the
 *   house, its dates, the guests, the total and the amount due now — the price
 *   table's figures — and stays in view below the header while the form
 *   scrolls; the guests follow the counter; on a phone (390×844) it comes
 *   before the form and scrolls away with the page;
 * - choosing the East Iceland centre (Egilsstaðir) shows the estimated road
 *   distance and the nearest centre before the booking is sent; Keflavík
 *   takes the hint away. In English and German.
 */
import { expect } from 'chai';
import type { HouseDetail } from '../../src/api/house.ts';
import { farFromCentre } from '../../contract/check-in-centres.ts';
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { addToCart, freeStay, text } from '../helpers/booking.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TODAY = '2026-11-21';

const TEXT = {
  en: {
    guests: (adults: number) => `${adults} ${adults === 1 ? 'adult' : 'adults'}, 0 children`,
    far: (house: string, km: string, nearestKm: string) =>
      `East Iceland – Egilsstaðir is about ${km} km by road from ${house} (our estimate). The check-in centre nearest to it is Keflavík Airport, about ${nearestKm} km away.`,
  },
  de: {
    guests: (adults: number) => `${adults} Erwachsene${adults === 1 ? 'r' : ''}, 0 Kinder`,
    far: (house: string, km: string, nearestKm: string) =>
      `Ostisland – Egilsstaðir liegt etwa ${km} km Fahrstrecke von ${house} entfernt (unsere Schätzung). Die nächste Check-in-Servicestelle ist Flughafen Keflavík, etwa ${nearestKm} km entfernt.`,
  },
} as const;

describe('browser: the checkout summary and the check-in centre hint (FIXED_NOW 2026-11-21)', function () {
  this.timeout(120_000);
  let server: Server;
  let browser: TestBrowser;
  let house: HouseDetail;
  let stay: { from: string; to: string };

  before(async function () {
    this.timeout(180_000);
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    // A house whose nearest centre is Keflavík, far from Egilsstaðir.
    for (let n = 1001; !house; n++) {
      const candidate = (await (await fetch(`${server.url}/api/house/SH-${n}`)).json()) as HouseDetail;
      const [far] = farFromCentre([candidate], 2);
      if (far?.nearest === 1) house = candidate;
    }
    stay = await freeStay(server.url, house.code, addDays(TODAY, 40), TODAY);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function checkout(
    locale: Locale,
    size: { width: number; height: number; isMobile?: boolean },
  ): Promise<TestPage> {
    const page = await browser.newPage(size);
    await page
      .browserContext()
      .setCookie({ name: 'consent', value: 'analytics:false', domain: new URL(server.url).hostname, path: '/' });
    await page.goto(server.url + pathFor('home', locale));
    await page.hydrated();
    await addToCart(page, house.code, stay);
    await page.goto(server.url + pathFor('checkout', locale));
    await page.hydrated();
    return page;
  }

  const box = (page: TestPage, selector: string) =>
    page.$eval(selector, (el) => JSON.parse(JSON.stringify(el.getBoundingClientRect())) as DOMRect);

  for (const locale of ['en', 'de'] as Locale[]) {
    const T = TEXT[locale];

    it(`shows the summary in the right column, sticky while the form scrolls (${locale}, 1366×850)`, async () => {
      const page = await checkout(locale, { width: 1366, height: 850 });
      const summary = '[data-testid="checkout-summary"]';
      expect(await text(page, `${summary} .checkout-summary__house`)).to.equal(house.name);
      expect(await text(page, '[data-testid="summary-guests"]')).to.equal(T.guests(1));
      expect(await text(page, '[data-testid="summary-total"]')).to.equal(
        await text(page, '[data-testid="price-total"]'),
      );
      expect(await text(page, '[data-testid="summary-due-now"]')).to.match(/\d/);
      const form = await box(page, '.checkout-form');
      const start = await box(page, summary);
      expect(start.left).to.be.greaterThan(form.right);
      expect(start.width).to.be.greaterThan(250);

      // The guests follow the counter.
      await page.click('button[aria-controls="checkout-numberAdults"]:last-of-type');
      await page.waitForFunction(
        (want) => document.querySelector('[data-testid="summary-guests"]')?.textContent === want,
        {},
        T.guests(2),
      );

      // Scrolled to the check-in centres: the summary is still in view, below the header.
      await page.$eval('#checkout-centre-title', (el) => el.scrollIntoView({ block: 'center' }));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      const header = await box(page, '.site-header');
      const scrolled = await box(page, summary);
      expect(await page.evaluate(() => window.scrollY)).to.be.greaterThan(500);
      expect(scrolled.top).to.be.at.least(header.bottom);
      expect(scrolled.bottom).to.be.at.most(850);
      expect(page.errors).to.deep.equal([]);
    });

    it(`warns before the booking when the chosen check-in centre is far from the house (${locale}, 390×844)`, async () => {
      const page = await checkout(locale, { width: 390, height: 844, isMobile: true });
      // On a phone the summary comes before the form and is not sticky.
      expect((await box(page, '[data-testid="checkout-summary"]')).bottom).to.be.at.most(
        (await box(page, '.checkout-form')).top,
      );
      expect(await page.$eval('[data-testid="checkout-summary"]', (el) => getComputedStyle(el).position)).to.equal(
        'static',
      );

      const hint = '[data-testid="centre-distance"]';
      expect(await text(page, hint)).to.equal('');
      await page.click('label[for="checkout-checkInCenter-2"]');
      const [far] = farFromCentre([house], 2);
      await page.waitForFunction((s) => !!document.querySelector(s)?.textContent, {}, hint);
      const fmt = (n: number) => new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB').format(n);
      expect(await text(page, hint)).to.equal(T.far(house.name, fmt(far.km), fmt(far.nearestKm)));
      expect(await page.$eval(hint, (el) => el.getAttribute('role'))).to.equal('status');
      await page.click('label[for="checkout-checkInCenter-1"]');
      await page.waitForFunction((s) => document.querySelector(s)?.textContent === '', {}, hint);
      expect(page.errors).to.deep.equal([]);
    });
  }
});
