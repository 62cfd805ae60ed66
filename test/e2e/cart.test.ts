/**
 * The cart page in Chromium against the production build, with the server's
 * clock fixed at 2026-11-21 (FIXED_NOW): two houses go into the cart through
 * POST /api/cart from the page (the server sets the cartId cookie), one with
 * dates and one without; the cart shows the dated one priced and the other
 * asking for dates, with 'book now' disabled; dates chosen in the second
 * line's calendar are saved (PUT) and the total grows; removing the first by
 * keyboard (DELETE, then the cart again) takes the total and the menu's count
 * down and keeps the focus in the list — in English on a desktop and in
 * German at 375 px. Also: the dates-taken message (docs/product/errors.md#cart-errors) when the chosen dates were taken
 * meanwhile, and a client navigation to the cart loading it afresh. The party
 * put on a line (2 adults, 1 child) is there after a fresh load of the cart,
 * changes on the line, and is where the checkout's counters start.
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import type { Cart } from '../../src/api/cart.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { pickStay, showDay } from '../helpers/booking.ts';
import { startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
/** a and b: two houses; roomy: one that sleeps at least 3. */
const CODES = { a: 'SH-1020', b: 'SH-1021', roomy: 'SH-1014' };

const TEXT = {
  en: {
    cart: '/en/cart/',
    home: '/en/',
    chooseDates: 'Choose your dates',
    blocked: 'Choose dates for every house in your cart before you book.',
    removed: (name: string) => `${name} was removed from your cart.`,
    houses: (n: number) => (n === 1 ? '1 house' : `${n} houses`),
    checkout: '/en/cart/book-now/',
    party: (adults: number, children: number) =>
      `${adults} adult${adults === 1 ? '' : 's'}, ${children} child${children === 1 ? '' : 'ren'}`,
    snooze:
      'Sorry, you snooze you lose! Someone already booked these dates. Please select new dates. Please review the cart dates',
  },
  de: {
    cart: '/de/korb/',
    home: '/de/',
    chooseDates: 'Wählen Sie Ihre Termine',
    blocked: 'Wählen Sie für jedes Haus im Warenkorb Termine, bevor Sie buchen.',
    removed: (name: string) => `${name} wurde aus Ihrem Warenkorb entfernt.`,
    houses: (n: number) => (n === 1 ? '1 Haus' : `${n} Häuser`),
    checkout: '/de/korb/book-now/',
    party: (adults: number, children: number) =>
      `${adults} Erwachsene${adults === 1 ? 'r' : ''}, ${children} Kind${children === 1 ? '' : 'er'}`,
    snooze: '',
  },
} as const;

const euro = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(Math.round(amount));

async function newPage(
  browser: TestBrowser,
  origin: string,
  width: number,
  stub: (request: HTTPRequest) => { status: number; contentType: string; body: string } | null = () => null,
): Promise<TestPage> {
  const phone = width < 750;
  const page = await browser.newPage({ width, height: phone ? 740 : 900, isMobile: phone });
  await page
    .browserContext()
    .setCookie({ name: 'consent', value: 'analytics:false', domain: new URL(origin).hostname, path: '/' });
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const answer = stub(request);
    void (answer ? request.respond(answer) : request.continue());
  });
  return page;
}

/** Adds a house from the page, as the house page's button does (the answer sets the cookie). */
function addFromPage(
  page: TestPage,
  locale: Locale,
  body: { code: string; resFrom: string; resTo: string; adults?: number; children?: number },
): Promise<Cart> {
  return page.evaluate(
    async (payload, lang) => {
      const res = await fetch('/api/cart?include=availabilityPerYear,gallery,texts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': lang },
        body: JSON.stringify(payload),
      });
      return (await res.json()) as Cart;
    },
    body,
    locale,
  );
}

const line = (id: number) => `article[data-line="${id}"]`;
const textOf = (page: TestPage, selector: string) =>
  page.$eval(selector, (el) => (el.textContent ?? '').replace(/[ \t\n\r]+/g, ' ').trim());

describe('the cart page in Chromium (FIXED_NOW 2026-11-21)', function () {
  this.timeout(180_000);
  let server: Server;
  let browser: TestBrowser;
  const house = {} as Record<'a' | 'b', HouseDetail>;

  before(async () => {
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    for (const key of ['a', 'b'] as const) {
      house[key] = (await (
        await fetch(`${server.url}/api/house/${CODES[key]}?include=availabilityPerYear`)
      ).json()) as HouseDetail;
    }
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const priceOf = async (code: string, stay: { from: string; to: string }) =>
    (
      (await (
        await fetch(`${server.url}/api/house/${code}?resFrom=${stay.from}&resTo=${stay.to}`)
      ).json()) as HouseDetail
    ).availability!.priceCents / 100;

  for (const [locale, width, after] of [
    ['en', 1280, '2027-02-01'],
    ['de', 375, '2027-06-01'],
  ] as const) {
    it(`${locale} at ${width} px: two houses, dates chosen in the calendar, the total follows, remove by keyboard, the menu counts`, async () => {
      const T = TEXT[locale];
      const stayA = pickStay(house.a.availabilityPerYear!, after);
      const stayB = pickStay(house.b.availabilityPerYear!, addDays(after, 14));
      const priceA = await priceOf(CODES.a, stayA);
      const priceB = await priceOf(CODES.b, stayB);

      const page = await newPage(browser, server.url, width);
      await page.goto(server.url + T.home);
      await page.hydrated();
      await addFromPage(page, locale, { code: CODES.a, resFrom: stayA.from, resTo: stayA.to });
      const cart = await addFromPage(page, locale, { code: CODES.b, resFrom: '1970-01-01', resTo: '1970-01-01' });
      expect(cart.houses).to.have.length(2);
      const [a, b] = cart.houses.map((l) => l.cartLineId);

      await page.goto(server.url + T.cart);
      await page.hydrated();
      expect(await page.$('#cookie-notice')).to.equal(null);
      expect(await page.$$eval('h1', (els) => els.length)).to.equal(1);
      expect(await textOf(page, '.cart-badge')).to.equal('2');
      expect(await textOf(page, `${line(a)} [data-testid="line-price"]`)).to.equal(euro(locale, priceA));
      expect(await textOf(page, `${line(b)} [data-testid="line-undated"]`)).to.contain(T.chooseDates);
      expect(await textOf(page, '[data-testid="summary-houses"]')).to.equal(T.houses(2));
      expect(await textOf(page, '[data-testid="summary-total"]')).to.equal(euro(locale, priceA));
      expect(await page.$eval('button[data-testid="book-now"]', (el) => (el as HTMLButtonElement).disabled)).to.equal(
        true,
      );
      expect(await textOf(page, '#cart-summary-blocked')).to.equal(T.blocked);

      // Dates for B in its calendar: saved at once, B is priced, the total grows and 'book now' opens.
      await page.click(`${line(b)} .date-range-field__trigger`);
      await (await showDay(page, stayB.from)).click();
      await (await showDay(page, stayB.to)).click();
      await page.waitForFunction(() => !document.querySelector('.date-range-field__panel'));
      await page.waitForSelector(`${line(b)} [data-testid="line-price"]`);
      expect(await textOf(page, `${line(b)} [data-testid="line-price"]`)).to.equal(euro(locale, priceB));
      await page.waitForFunction(
        (text) => document.querySelector('[data-testid="summary-total"]')?.textContent === text,
        {},
        euro(locale, priceA + priceB),
      );
      expect(await page.$eval('a[data-testid="book-now"]', (el) => el.getAttribute('href'))).to.equal(T.checkout);
      const saved = (await (await fetch(`${server.url}/api/cart/${cart.cartId}`)).json()) as Cart;
      expect(saved.houses[1]).to.include({ resFrom: stayB.from, resTo: stayB.to, houseAvailable: true });
      // Overall dates: the earliest check-in to the latest check-out.
      const dates = await textOf(page, '[data-testid="summary-dates"]');
      expect(dates).to.match(/ – /);

      // Remove A with the keyboard: the cart loads again, the count and the total follow, focus stays in the list.
      await page.focus(`${line(a)} .cart-line__remove`);
      await page.keyboard.press('Enter');
      await page.waitForFunction((sel) => !document.querySelector(sel), {}, line(a));
      await page.waitForFunction(() => document.querySelector('.cart-badge')?.textContent === '1');
      expect(await textOf(page, '[data-testid="summary-houses"]')).to.equal(T.houses(1));
      expect(await textOf(page, '[data-testid="summary-total"]')).to.equal(euro(locale, priceB));
      expect(await page.evaluate(() => document.activeElement?.id)).to.equal(`cart-line-${b}-link`);
      expect(await textOf(page, '.cart-page [role="status"]')).to.equal(T.removed(house.a.name));
      expect(((await (await fetch(`${server.url}/api/cart/${cart.cartId}`)).json()) as Cart).houses).to.have.length(1);

      if (width < 750)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
      expect(page.errors).to.deep.equal([]);
    });
  }

  for (const [locale, width, after] of [
    ['en', 1280, '2027-09-01'],
    ['de', 375, '2027-10-01'],
  ] as const) {
    it(`${locale} at ${width} px: the party stays on its line after a fresh load, changes there, and starts the checkout`, async () => {
      const T = TEXT[locale];
      const roomy = (await (
        await fetch(`${server.url}/api/house/${CODES.roomy}?include=availabilityPerYear`)
      ).json()) as HouseDetail;
      expect(roomy.numberOfPersons).to.be.at.least(3);
      const stay = pickStay(roomy.availabilityPerYear!, after);
      const page = await newPage(browser, server.url, width);
      await page.goto(server.url + T.home);
      await page.hydrated();
      const cart = await addFromPage(page, locale, {
        code: CODES.roomy,
        resFrom: stay.from,
        resTo: stay.to,
        adults: 2,
        children: 1,
      });
      const id = cart.houses[0].cartLineId;

      // A fresh load of the cart, nothing in its address: the party is the line's.
      await page.goto(server.url + T.cart);
      await page.hydrated();
      expect(await textOf(page, `${line(id)} [data-testid="line-party"]`)).to.equal(T.party(2, 1));
      expect(await page.$eval('a[data-testid="book-now"]', (el) => el.getAttribute('href'))).to.equal(T.checkout);

      // Changed on the line: saved at once, the line says so, a reload keeps it.
      await page.click(`#cart-line-${id}-party-adults`, { count: 3 });
      await page.keyboard.type('3');
      await page.click(`#cart-line-${id}-party-children`, { count: 3 });
      await page.keyboard.type('0');
      await page.click(`${line(id)} .cart-line__party button[type="submit"]`);
      await page.waitForFunction(
        (sel, text) => document.querySelector(sel)?.textContent === text,
        {},
        `${line(id)} [data-testid="line-party"]`,
        T.party(3, 0),
      );
      expect(((await (await fetch(`${server.url}/api/cart/${cart.cartId}`)).json()) as Cart).houses[0]).to.include({
        adults: 3,
        children: 0,
      });
      await page.reload();
      await page.hydrated();
      expect(await textOf(page, `${line(id)} [data-testid="line-party"]`)).to.equal(T.party(3, 0));

      // Book now: the checkout's counters start from the line, and its summary says so.
      await Promise.all([
        page.waitForFunction((p) => location.pathname === p, {}, T.checkout),
        page.click('a[data-testid="book-now"]'),
      ]);
      await page.waitForSelector('#checkout-numberAdults');
      expect(await page.$eval('#checkout-numberAdults', (el) => (el as HTMLInputElement).value)).to.equal('3');
      expect(await page.$eval('#checkout-numberChildren', (el) => (el as HTMLInputElement).value)).to.equal('0');
      await page.reload();
      await page.hydrated();
      expect(await page.$eval('#checkout-numberAdults', (el) => (el as HTMLInputElement).value)).to.equal('3');
      expect(await textOf(page, '[data-testid="checkout-summary"]')).to.contain(T.party(3, 0));
      if (width < 750)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
      expect(page.errors).to.deep.equal([]);
    });
  }

  it('shows the dates-taken message (docs/product/errors.md#cart-errors) in the line when the chosen dates were taken meanwhile, and keeps the old dates', async () => {
    const stay = pickStay(house.a.availabilityPerYear!, '2027-04-01');
    const other = pickStay(house.a.availabilityPerYear!, stay.to);
    const page = await newPage(browser, server.url, 1280, (request) =>
      request.method() === 'PUT'
        ? {
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              message: 'Sorry, you snooze you lose! Someone already booked these dates. Please select new dates.',
              code: 'datesTaken',
              hint: 'Please review the cart dates',
            }),
          }
        : null,
    );
    await page.goto(`${server.url}/en/`);
    await page.hydrated();
    const cart = await addFromPage(page, 'en', { code: CODES.a, resFrom: stay.from, resTo: stay.to });
    const id = cart.houses[0].cartLineId;
    await page.goto(`${server.url}/en/cart/`);
    await page.hydrated();
    const before = await textOf(page, `${line(id)} .date-range-field__trigger`);
    await page.click(`${line(id)} .date-range-field__trigger`);
    await (await showDay(page, other.from)).click();
    await (await showDay(page, other.to)).click();
    const alert = await page.waitForSelector(`${line(id)} .cart-line__error[role="alert"]`);
    expect(await alert!.evaluate((el) => el.textContent)).to.equal(TEXT.en.snooze);
    expect(await textOf(page, `${line(id)} .date-range-field__trigger`)).to.equal(before);
    expect(await page.$(`${line(id)} [data-testid="line-price"]`)).to.not.equal(null);
    expect(page.errors.filter((e) => !/409/.test(e))).to.deep.equal([]);
  });

  it('loads the cart afresh on a client navigation to it (the menu link)', async () => {
    const stay = pickStay(house.b.availabilityPerYear!, '2027-08-01');
    const page = await newPage(browser, server.url, 1280);
    await page.goto(`${server.url}/en/`);
    await page.hydrated();
    await addFromPage(page, 'en', { code: CODES.b, resFrom: stay.from, resTo: stay.to });
    await page.goto(`${server.url}/en/cart/`);
    await page.hydrated();
    // Away and back through the menu: the page's loader asks for the cart again.
    await page.click('.site-header__logo');
    await page.waitForFunction(() => location.pathname === '/en/' && !document.querySelector('.cart-line'));
    const cartAsked = page.waitForRequest(
      (request) => request.method() === 'GET' && /^\/api\/cart\/[\w-]{32}$/.test(new URL(request.url()).pathname),
      { timeout: 5000 },
    );
    await page.click('.site-nav__cart');
    await cartAsked;
    await page.waitForSelector('.cart-line');
    // The pictures are laid out once the page's stylesheet (loaded with its chunk) applies: wait for it, do not race it.
    await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLImageElement>('.cart-line img')].every((img) => img.width > 0),
      { timeout: 5000 },
    );
    expect(page.errors).to.deep.equal([]);
  });
});
