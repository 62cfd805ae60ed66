/**
 * Accessibility in Chromium against the production build, with the server's
 * clock fixed at 2026-11-21 (FIXED_NOW): axe-core (WCAG 2.1 A/AA and best
 * practice, test/helpers/axe.ts) finds nothing on every page type of
 * contract/routes.ts and the 404 page, in English and German, on a desktop,
 * once with the cookie notice showing and once with it answered; the front
 * page, the list, a house (also with dates: the booking bar's total and "Add
 * to cart") and the checkout also at 375 px. And in the states
 * that matter: the mobile menu open, the filter sheet open at 375 px, the
 * house calendar open, the gallery open, the terms dialog open in the checkout,
 * the list's guests popover open, a cart line's guests popover open; the back office's bookings, logged in as
 * staff, with a failed and a late background job flagged; the companies screen with a new API key.
 *
 * One server and one browser; one page per language, width and consent,
 * reused from check to check (the two consent states run side by side).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import type { HouseDetail } from '../../src/api/house.ts';
import { DEMO_AGENCY, DEMO_STAFF } from '../../demo/agency.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor, type Params, type RouteId } from '../../contract/routes.ts';
import { recordJobRun } from '../../server/jobs/record.ts';
import { axeViolations, settle } from '../helpers/axe.ts';
import { pickStay } from '../helpers/booking.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { ROOT, startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
const HOUSE = 'SH-1042';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The two states of the cookie notice: showing (no choice yet) and answered (declined). */
const CONSENTS = ['notice', 'answered'] as const;
type Consent = (typeof CONSENTS)[number];

/** A document's uid in a language: the same file under content/en-gb and content/de-de. */
function uid(locale: Locale, type: string, file: string): string {
  const raw = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'content', locale === 'de' ? 'de-de' : 'en-gb', type, `${file}.json`), 'utf8'),
  ) as { uid?: string };
  return raw.uid ?? file;
}

describe('accessibility: axe-core finds no violation on any page (FIXED_NOW 2026-11-21)', function () {
  this.timeout(60_000);
  let server: Server;
  let browser: TestBrowser;
  const house = {} as Record<Locale, HouseDetail>;
  let stay: { from: string; to: string };
  const pages = new Map<string, Promise<TestPage>>();

  before(async function () {
    this.timeout(120_000);
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    for (const locale of LOCALES) {
      const res = await fetch(`${server.url}/api/house/${HOUSE}?include=availabilityPerYear`, {
        headers: { 'accept-language': locale },
      });
      house[locale] = (await res.json()) as HouseDetail;
    }
    stay = pickStay(house.en.availabilityPerYear!, '2027-02-01');
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The page for a language, width and consent state, opened once (its own cookies); pictures and map tiles answered locally. */
  function pageFor(locale: Locale, width: number, consent: Consent, user = 'guest'): Promise<TestPage> {
    const key = `${locale}:${width}:${consent}:${user}`;
    if (!pages.has(key)) {
      pages.set(
        key,
        (async () => {
          const phone = width < 750;
          const page = await browser.newPage({ width, height: phone ? 740 : 900, isMobile: phone });
          if (consent === 'answered')
            await page.setCookie({ name: 'consent', value: 'analytics:false', url: server.url });
          await page.setRequestInterception(true);
          page.on('request', (req: HTTPRequest) => {
            // Pictures (the site's own too) are a 1 × 1 PNG: axe reads markup and styles, never a picture's pixels (text over
            // a picture is left to a person either way), the <img> elements keep their width and height, and the server does
            // not spend the run drawing every variant for the first time.
            if (/tile\.openstreetmap\.org/.test(req.url()) || req.resourceType() === 'image') {
              void req.respond({ status: 200, contentType: 'image/png', body: PNG });
            } else void req.continue();
          });
          return page;
        })(),
      );
    }
    return pages.get(key)!;
  }

  /** Opens a page: hydrated, `ready` there, nothing moving. Answers the HTTP status (a slug gone stale would show the 404 page). */
  async function open(page: TestPage, url: string, ready?: string): Promise<number> {
    // Not waiting for every picture: axe reads the markup and the styles, and pictures it cannot see through anyway.
    const response = await page.goto(server.url + url, { waitUntil: 'domcontentloaded' });
    await page.hydrated();
    if (ready) await page.waitForSelector(ready);
    await settle(page);
    return response!.status();
  }

  /** axe's findings, each prefixed with where they were found. */
  async function violations(page: TestPage, where: string): Promise<string[]> {
    return (await axeViolations(page)).map((line) => `${where}: ${line}`);
  }

  interface Check {
    /** Waited for after hydration. */
    ready?: string;
    /** Run before axe: what brings in the page's lazily created parts. */
    then?: (page: TestPage) => Promise<void>;
    status?: number;
  }

  /** Opens `url` in both consent states side by side and answers every violation found. */
  async function checkBoth(
    locale: Locale,
    width: number,
    url: string,
    { ready, then, status = 200 }: Check = {},
  ): Promise<string[]> {
    const found = await Promise.all(
      CONSENTS.map(async (consent) => {
        const page = await pageFor(locale, width, consent);
        expect(await open(page, url, ready), `status of ${url}`).to.equal(status);
        if (then) await then(page);
        return violations(page, `${url} at ${width} px, ${consent}`);
      }),
    );
    return found.flat();
  }

  /** The list's count is in. */
  const LIST_READY = '.list-summary__count strong';
  /** The checkout has its cart and can be sent. */
  const CHECKOUT_READY = '.checkout-finish__button:not([disabled])';

  /** On a desktop, the map beside the list (its own chunk, created after hydration). */
  async function listMap(page: TestPage): Promise<void> {
    await page.waitForSelector('.results-map .leaflet-marker-pane .map-pin');
    await page.waitForFunction(() => !document.querySelector('.results[aria-busy="true"]'));
  }

  /** Scrolls the whole page by screenfuls, so that whatever waits for its section to come near is there. */
  async function scrollThrough(page: TestPage): Promise<void> {
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
  }

  /** The house's map, created when its section comes near. */
  async function houseMap(page: TestPage): Promise<void> {
    await page.$eval('#location', (el) => el.scrollIntoView());
    await page.waitForSelector('.house-map__canvas[data-map="ready"] .leaflet-tile-pane');
    await scrollThrough(page);
  }

  /** The region's climate chart, drawn when it comes near. */
  async function climateChart(page: TestPage): Promise<void> {
    await page.$eval('.climate', (el) => el.scrollIntoView());
    await page.waitForSelector('.climate__figure[data-state="drawn"], .climate__figure[data-state="failed"]');
    await scrollThrough(page);
  }

  /** Opens the first cart line's guests popover. */
  async function openLineGuests(page: TestPage): Promise<void> {
    await page.click('.cart-line .guests-field__trigger');
    await page.waitForSelector('.cart-line .guests-field__panel .counter__button');
  }

  /** Logs the page in on the login page (Enter in the password field: the cookie notice may cover the button). */
  async function logIn(page: TestPage, locale: Locale, login: { username: string; password: string }): Promise<void> {
    await open(page, pathFor('login', locale));
    await page.type('#login-username', login.username);
    await page.type('#login-password', login.password);
    await page.focus('#login-password');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  }

  /** A background job whose last run failed (a minute ahead of the server's own runs) and one long without a success. */
  async function troubledJobs(): Promise<void> {
    const run = { lastSuccessAt: null, succeeded: 0, failed: 0 };
    const failedAt = new Date(Date.now() + 60_000);
    await recordJobRun(server.db, { ...run, job: 'import-calendars', lastRunAt: failedAt, lastError: 'unreachable' });
    const longAgo = new Date(Date.now() - 86_400_000);
    await recordJobRun(server.db, {
      ...run,
      job: 'retired-job',
      lastRunAt: longAgo,
      lastSuccessAt: longAgo,
      lastError: null,
    });
  }

  /** Puts the house into the cart of every page of this language and width (POST /api/cart from the page: the cookie is the browser's). */
  async function fillCart(locale: Locale, width: number): Promise<void> {
    await Promise.all(
      CONSENTS.map(async (consent) => {
        const page = await pageFor(locale, width, consent);
        const status = await page.evaluate(
          async (body) => {
            const res = await fetch('/api/cart', {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              body: JSON.stringify(body),
            });
            return res.status;
          },
          { code: HOUSE, resFrom: stay.from, resTo: stay.to },
        );
        expect(status, 'POST /api/cart').to.be.oneOf([200, 201]);
      }),
    );
  }

  for (const locale of LOCALES) {
    describe(locale === 'en' ? 'in English' : 'in German', () => {
      const at = (id: RouteId, params?: Params) => pathFor(id, locale, params);
      const houseParams = () => ({ region: house[locale].regionSlug, slug: house[locale].nameSlug });

      // The addresses are functions: the house's slugs come from the API in the before hook.
      const SIMPLE: Array<[string, () => string, Check?]> = [
        ['home', () => at('home')],
        ['accommodation list', () => at('accommodation'), { ready: LIST_READY, then: listMap }],
        ['region list', () => at('region', { region: house[locale].regionSlug }), { ready: LIST_READY, then: listMap }],
        ['house page', () => at('house', houseParams()), { ready: '.price-box', then: houseMap }],
        ['house gallery', () => at('houseGallery', houseParams()), { ready: '.gallery-view' }],
        ['explore', () => at('explore')],
        ['explore item', () => at('exploreItem', { slug: uid(locale, 'explore', 'south') }), { then: climateChart }],
        ['blog', () => at('blog')],
        [
          'blog post',
          () => at('blogPost', { slug: uid(locale, 'blog', 'a-week-in-the-westfjords') }),
          { then: scrollThrough },
        ],
        ['my booking', () => at('myBooking')],
        ['shortlist', () => at('shortlist')],
        ['offer', () => at('offer', { slug: uid(locale, 'offers', 'houses-with-a-hot-tub') })],
        ['information', () => at('information')],
        ['faq', () => at('faq')],
        ['faq item', () => at('faqItem', { slug: uid(locale, 'faq', 'how-do-i-book-a-house') })],
        ['terms', () => at('terms')],
        ['data protection', () => at('dataProtection')],
        ['info page', () => at('infoPage', { slug: uid(locale, 'pages', 'about-sumarhus') })],
        ['contact', () => at('contact')],
        ['contact thanks', () => at('contactThanks')],
        ['login', () => at('login')],
        ['404 page', () => `/${locale}/${locale === 'en' ? 'no-such-page' : 'keine-solche-seite'}/`, { status: 404 }],
      ];

      for (const [name, url, check] of SIMPLE) {
        it(name, async () => {
          expect(await checkBoth(locale, 1280, url(), check)).to.deep.equal([]);
        });
      }

      it('cart, empty and with a house; checkout', async () => {
        const found = await checkBoth(locale, 1280, at('cart'));
        await fillCart(locale, 1280);
        found.push(...(await checkBoth(locale, 1280, at('cart'), { ready: 'article[data-line]' })));
        // The line's guests popover open: its counters and "Done".
        found.push(
          ...(await checkBoth(locale, 1280, at('cart'), { ready: 'article[data-line]', then: openLineGuests })),
        );
        found.push(...(await checkBoth(locale, 1280, at('checkout'), { ready: CHECKOUT_READY })));
        expect(found).to.deep.equal([]);
      });

      it('account, logged in as the demo agency (the green company bar on every page)', async () => {
        const found = await Promise.all(
          CONSENTS.map(async (consent) => {
            const page = await pageFor(locale, 1280, consent, 'agency');
            await logIn(page, locale, DEMO_AGENCY);
            expect(await open(page, at('account'), '.company-bar'), `status of ${at('account')}`).to.equal(200);
            return violations(page, `${at('account')} logged in, ${consent}`);
          }),
        );
        expect(found.flat()).to.deep.equal([]);
      });

      it('the back office, logged in as staff: the bookings with a failed and a late background job', async () => {
        await troubledJobs();
        const found = await Promise.all(
          CONSENTS.map(async (consent) => {
            const page = await pageFor(locale, 1280, consent, 'staff');
            await logIn(page, locale, DEMO_STAFF);
            const ready = '[data-testid="staff-jobs"] tr[data-state="failed"]';
            expect(await open(page, at('staff'), ready), `status of ${at('staff')}`).to.equal(200);
            expect(await page.$$('[data-testid="staff-jobs"] tr[data-state="late"]')).to.have.length(1);
            return violations(page, `${at('staff')} logged in as staff, ${consent}`);
          }),
        );
        expect(found.flat()).to.deep.equal([]);
      });

      it('the companies screen with API keys, a new key shown once', async () => {
        // A page of its own: the back office's test above left its 'staff' page logged in.
        const page = await pageFor(locale, 1280, 'answered', 'admin');
        await logIn(page, locale, DEMO_STAFF);
        expect(await open(page, at('staffCompanies'), '[data-testid="api-keys"]')).to.equal(200);
        const label = await page.$('[data-testid="api-keys"] input[name="label"]');
        await label!.type(`Axe ${locale}`);
        await Promise.all([
          page.waitForNavigation(),
          label!.evaluate((input) => (input as HTMLInputElement).form!.requestSubmit()),
        ]);
        await page.waitForSelector('[data-testid="new-api-key"]');
        expect(await page.$$('[data-testid="api-keys"] tr[data-api-key]')).to.not.have.length(0);
        expect(await violations(page, `${at('staffCompanies')} with a new API key`)).to.deep.equal([]);
      });

      it('at 375 px: home, list, house, checkout', async () => {
        const found: string[] = [];
        found.push(...(await checkBoth(locale, 375, at('home'))));
        found.push(...(await checkBoth(locale, 375, at('accommodation'), { ready: LIST_READY })));
        found.push(
          ...(await checkBoth(locale, 375, at('house', houseParams()), { ready: '.price-box', then: houseMap })),
        );
        // The booking bar with the stay's total and "Add to cart".
        found.push(
          ...(await checkBoth(
            locale,
            375,
            `${at('house', houseParams())}?checkIn=${stay.from}&checkOut=${stay.to}&numberOfAdults=2&numberOfChildren=1`,
            { ready: '.booking-bar [data-testid="bar-total"]' },
          )),
        );
        await fillCart(locale, 375);
        found.push(...(await checkBoth(locale, 375, at('checkout'), { ready: CHECKOUT_READY })));
        expect(found).to.deep.equal([]);
      });

      it('at 375 px: the mobile menu open, the filter sheet open, the guests open', async () => {
        const page = await pageFor(locale, 375, 'answered');
        await open(page, at('home'));
        await page.click('.site-nav__toggle');
        await page.waitForSelector('#site-menu.is-open');
        const found = await violations(page, `${at('home')} with the menu open`);
        await open(page, at('accommodation'), LIST_READY);
        await page.click('.list-filters__toggle');
        await page.waitForSelector('.list-filters[open] .counter__button');
        found.push(...(await violations(page, `${at('accommodation')} with the filter sheet open`)));
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('.list-filters[open]'));
        await page.click('.list-search .guests-field__trigger');
        await page.waitForSelector('.guests-field__panel .counter__button');
        found.push(...(await violations(page, `${at('accommodation')} with the guests open`)));
        expect(found).to.deep.equal([]);
      });

      it('the list: the filter panel open over the results, a map popup open; on a phone the map view', async () => {
        const page = await pageFor(locale, 1280, 'answered');
        await open(page, at('accommodation'), LIST_READY);
        await page.click('.list-filters__toggle');
        await page.waitForSelector('.list-filters[open] .counter__button');
        const found = await violations(page, `${at('accommodation')} with the filter panel open`);
        await page.keyboard.press('Escape');
        await listMap(page);
        // Clusters zoom in on Enter: down to a house's own pin, whose Enter opens its popup.
        for (let i = 0; i < 8 && !(await page.$('.results-map .map-pin:not(.map-pin--cluster)')); i++) {
          await page.focus('.results-map .map-pin--cluster');
          await page.keyboard.press('Enter');
          await page.waitForSelector('.results-map__canvas[aria-busy="false"]', { timeout: 20_000 });
          await new Promise((resolve) => setTimeout(resolve, 400));
        }
        await page.focus('.results-map .map-pin:not(.map-pin--cluster)');
        await page.keyboard.press('Enter');
        await page.waitForSelector('.leaflet-popup .map-popup');
        found.push(...(await violations(page, `${at('accommodation')} with a map popup open`)));
        const phone = await pageFor(locale, 375, 'answered');
        await open(phone, at('accommodation'), LIST_READY);
        await phone.click('.list-view-switch__button:last-child');
        await phone.waitForSelector('.results-map .leaflet-marker-pane .map-pin');
        found.push(...(await violations(phone, `${at('accommodation')} at 375 px, the map view`)));
        expect(found).to.deep.equal([]);
      });

      it('the house calendar open, the gallery open', async () => {
        const page = await pageFor(locale, 1280, 'answered');
        const url = at('house', houseParams());
        await open(page, url, '.price-box');
        await page.click('.price-box .date-range-field__trigger, .date-range-field__trigger');
        await page.waitForSelector('.date-range-field__panel .rdp-day_button');
        const found = await violations(page, `${url} with the calendar open`);
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('.date-range-field__panel'));
        await page.click('.house-gallery__all');
        await page.waitForSelector('.gallery-view--modal[role="dialog"]');
        found.push(...(await violations(page, `${url} with the gallery open`)));
        expect(found).to.deep.equal([]);
      });

      it('the terms dialog open in the checkout', async () => {
        const page = await pageFor(locale, 1280, 'answered');
        await open(page, at('checkout'), CHECKOUT_READY);
        await page.click('.form-check__more a');
        await page.waitForSelector('.terms-dialog[open] .terms-dialog__list li h3');
        expect(await violations(page, `${at('checkout')} with the terms open`)).to.deep.equal([]);
      });
    });
  }

  describe('afterwards', () => {
    it('no page logged an error', async () => {
      const errors: string[] = [];
      for (const [key, page] of pages) errors.push(...(await page).errors.map((e) => `${key}: ${e}`));
      // The 404 page's own status, which Chromium logs.
      const notFound = /status of 404 .*\/(no-such-page|keine-solche-seite)\/$/;
      expect(errors.filter((e) => !notFound.test(e))).to.deep.equal([]);
    });
  });
});
