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
 * changes in the line's guests popover (bound by what the house sleeps, the
 * focus back on its button after Escape or "Done"), and is where the
 * checkout's counters start; in German at 320 px its plain form fits and posts
 * without JavaScript, and the button and popover fit once hydrated.
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import type { Cart } from '../../src/api/cart.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { pickStay, showDay } from '../helpers/booking.ts';
import { controlOverflows, controlsOffScreen } from '../helpers/overflow.ts';
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
    /** The cart's summary: children only when there are some. */
    party: (adults: number, children: number) =>
      `${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} child${children === 1 ? '' : 'ren'}` : ''}`,
    checkoutParty: (adults: number, children: number) =>
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
      `${adults} Erwachsene${adults === 1 ? 'r' : ''}${children ? `, ${children} Kind${children === 1 ? '' : 'er'}` : ''}`,
    checkoutParty: (adults: number, children: number) =>
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
    it(`${locale} at ${width} px: the party stays on its line after a fresh load, changes in its popover, and starts the checkout`, async () => {
      const T = TEXT[locale];
      const roomy = (await (
        await fetch(`${server.url}/api/house/${CODES.roomy}?include=availabilityPerYear`)
      ).json()) as HouseDetail;
      const max = roomy.numberOfPersons;
      expect(max).to.be.at.least(3);
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
      const trigger = `${line(id)} .guests-field__trigger`;
      const summary = `${line(id)} .guests-field__value`;
      const counter = (n: 0 | 1, button: 0 | 1) =>
        `${line(id)} .guests-field__panel .counter:nth-of-type(${n + 1}) .counter__button:nth-of-type(${button + 1})`;
      const saved = () =>
        fetch(`${server.url}/api/cart/${cart.cartId}`).then(async (r) => ((await r.json()) as Cart).houses[0]);

      // A fresh load of the cart, nothing in its address: the party is the line's, as one short summary.
      await page.goto(server.url + T.cart);
      await page.hydrated();
      expect(await textOf(page, summary)).to.equal(T.party(2, 1));
      expect(await page.$(`${line(id)} .cart-line__party button[type="submit"]`)).to.equal(null);
      expect(await page.$eval('a[data-testid="book-now"]', (el) => el.getAttribute('href'))).to.equal(T.checkout);

      // The popover: its counters stop at what the house sleeps; each change is saved at once.
      await page.click(trigger);
      await page.waitForSelector(counter(0, 1));
      expect(await page.$eval(trigger, (el) => el.getAttribute('aria-expanded'))).to.equal('true');
      const input = (n: 0 | 1) =>
        page.$eval(`${line(id)} .guests-field__panel .counter:nth-of-type(${n + 1}) input`, (el) => [
          (el as HTMLInputElement).value,
          (el as HTMLInputElement).max,
        ]);
      expect(await input(0)).to.deep.equal(['2', String(max - 1)]);
      expect(await input(1)).to.deep.equal(['1', String(max - 2)]);
      await page.click(counter(1, 0)); // one child less: none, so − stops and its focus moves to +
      await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), {}, counter(1, 1));
      await page.click(counter(0, 1)); // one adult more
      await page.waitForFunction(
        (sel, text) => document.querySelector(sel)?.textContent === text,
        {},
        summary,
        T.party(3, 0),
      );
      await page.waitForFunction(() => !document.querySelector('.cart-line__party[aria-busy="true"]'));
      expect(await saved()).to.include({ adults: 3, children: 0 });
      expect(await textOf(page, '.cart-page [role="status"]')).to.contain(
        await textOf(page, `${line(id)} .cart-line__title`),
      );
      // Adults up to what the house sleeps: then + stops.
      for (let n = 3; n < max; n++) await page.click(counter(0, 1));
      await page.waitForFunction(
        (sel) => (document.querySelector(sel) as HTMLButtonElement).disabled,
        {},
        counter(0, 1),
      );
      expect(await page.$eval(counter(1, 1), (el) => (el as HTMLButtonElement).disabled)).to.equal(true);
      await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), {}, counter(0, 0));
      await page.waitForFunction(() => !document.querySelector('.cart-line__party[aria-busy="true"]'));
      expect(await saved()).to.include({ adults: max, children: 0 });
      // Escape closes it, the focus back on the summary button (visibly).
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.guests-field__panel'));
      expect(await page.$eval(trigger, (el) => el === document.activeElement && el.matches(':focus-visible'))).to.equal(
        true,
      );
      // Opened again by keyboard, one adult less, "Done": the focus back on it too.
      await page.keyboard.press('Enter');
      await page.waitForSelector(counter(0, 0));
      await page.focus(counter(0, 0));
      await page.keyboard.press('Enter');
      await page.focus(`${line(id)} .guests-field__done`);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => !document.querySelector('.guests-field__panel'));
      expect(await page.$eval(trigger, (el) => el === document.activeElement)).to.equal(true);
      expect(await textOf(page, summary)).to.equal(T.party(max - 1, 0));
      await page.waitForFunction(() => !document.querySelector('.cart-line__party[aria-busy="true"]'));
      expect(await saved()).to.include({ adults: max - 1, children: 0 });

      // A reload keeps it.
      await page.reload();
      await page.hydrated();
      expect(await textOf(page, summary)).to.equal(T.party(max - 1, 0));

      // Book now: the checkout's counters start from the line, and its summary says so.
      await Promise.all([
        page.waitForFunction((p) => location.pathname === p, {}, T.checkout),
        page.click('a[data-testid="book-now"]'),
      ]);
      await page.waitForSelector('#checkout-numberAdults');
      expect(await page.$eval('#checkout-numberAdults', (el) => (el as HTMLInputElement).value)).to.equal(
        String(max - 1),
      );
      expect(await page.$eval('#checkout-numberChildren', (el) => (el as HTMLInputElement).value)).to.equal('0');
      await page.reload();
      await page.hydrated();
      expect(await page.$eval('#checkout-numberAdults', (el) => (el as HTMLInputElement).value)).to.equal(
        String(max - 1),
      );
      expect(await textOf(page, '[data-testid="checkout-summary"]')).to.contain(T.checkoutParty(max - 1, 0));
      if (width < 750)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
      expect(page.errors).to.deep.equal([]);
    });
  }

  it('de at 320 px: the party form fits without JavaScript (labels beside their fields), posts and comes back; hydrated, its button and popover fit', async () => {
    const T = TEXT.de;
    const cart = (await (
      await fetch(`${server.url}/api/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ code: CODES.roomy, resFrom: '1970-01-01', resTo: '1970-01-01', adults: 2, children: 1 }),
      })
    ).json()) as Cart;
    const id = cart.houses[0].cartLineId;
    const page = await newPage(browser, server.url, 320);
    await page
      .browserContext()
      .setCookie({ name: 'cartId', value: cart.cartId!, domain: new URL(server.url).hostname, path: '/' });
    const fits = async (where: string) => {
      const problems = [...(await controlOverflows(page)), ...(await controlsOffScreen(page))];
      expect(problems, `${where}: ${problems.join('; ')}`).to.deep.equal([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), where).to.equal(
        true,
      );
    };

    await page.setJavaScriptEnabled(false);
    await page.goto(server.url + T.cart);
    await fits('without JavaScript');
    // Each label beside its number field, on one row with it.
    for (const name of ['adults', 'children']) {
      const [label, field] = await page.$eval(`${line(id)} input[name="${name}"]`, (input) =>
        [input.previousElementSibling!, input].map((el) => {
          const box = el.getBoundingClientRect();
          return { left: box.left, right: box.right, middle: box.top + box.height / 2 };
        }),
      );
      expect(label.right, name).to.be.at.most(field.left);
      expect(Math.abs(label.middle - field.middle), name).to.be.below(12);
    }
    await page.$eval(`${line(id)} input[name="adults"]`, (el) => ((el as HTMLInputElement).value = '3'));
    await page.$eval(`${line(id)} input[name="children"]`, (el) => ((el as HTMLInputElement).value = '0'));
    await page.loadedBy(() => page.click(`${line(id)} .cart-line__party button[type="submit"]`));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).to.equal(T.cart);
    expect(await page.$eval(`${line(id)} input[name="adults"]`, (el) => (el as HTMLInputElement).value)).to.equal('3');
    expect(((await (await fetch(`${server.url}/api/cart/${cart.cartId}`)).json()) as Cart).houses[0]).to.include({
      adults: 3,
      children: 0,
    });

    await page.setJavaScriptEnabled(true);
    await page.reload();
    await page.hydrated();
    expect(await textOf(page, `${line(id)} .guests-field__value`)).to.equal(T.party(3, 0));
    await fits('hydrated');
    await page.click(`${line(id)} .guests-field__trigger`);
    await page.waitForSelector(`${line(id)} .guests-field__panel .counter__button`);
    await fits('the popover open');
    expect(page.errors).to.deep.equal([]);
  });

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
