/**
 * The back office on phones (docs/product/screens.md#staff-bookings): at 320
 * and 390 px, in English and German, the bookings list, a booking (with a
 * transfer, refunds and an audit trail), the houses list and a house fit the
 * window: no page scrolls sideways, no part of one scrolls sideways in a strip
 * of its own (the tables are cards), and every control keeps its text in its box.
 * Production build, FIXED_NOW 2026-11-21, logged in as the demo staff user.
 */
import { expect } from 'chai';
import { LOCALES } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { controlOverflows, controlsOffScreen } from '../helpers/overflow.ts';
import { startTestServer } from '../helpers/server.ts';
import { apiCall, bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const HOUSE = 'SH-1042';
const WIDTHS = [320, 390] as const;

/** Elements of the page that scroll sideways in a strip of their own, by tag and class. */
const sidewaysStrips = (page: TestPage) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *, .staff-page *')]
      .filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} scrolls sideways`),
  );

describe('browser: the back office fits a phone, at 320 and 390 px', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let cookie: string;
  let code: string;

  before(async () => {
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    const base = server.url.replace('localhost', '127.0.0.1');
    cookie = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
    code = (await bookWeek(base, HOUSE, await freeWeek(base, cookie, HOUSE, '2027-05-01'))).bookingCode;
    // A part paid by bank and a refund of it: the booking's tables and its audit trail have rows.
    const staff = { cookie };
    const paid = await apiCall(
      base,
      'POST',
      `/api/staff/bookings/${code}/transfers`,
      {
        amountCents: 15000,
        receivedOn: '2026-11-20',
        reference: 'SEPA-2026-11-20-0000000000000000000000000000-very-long-reference',
      },
      staff,
    );
    expect(paid.status).to.equal(200);
    expect(
      (
        await apiCall(
          base,
          'POST',
          `/api/staff/bookings/${code}/refunds`,
          { amountCents: 2000, reason: 'Goodwill' },
          staff,
        )
      ).status,
    ).to.equal(200);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const locale of LOCALES)
    for (const width of WIDTHS)
      it(`${locale} at ${width} px: the bookings, a booking, the houses, a house`, async () => {
        const page = await browser.newPage({ width, height: 844, isMobile: true });
        await page.browserContext().setCookie({
          name: 'auth',
          value: cookie.slice('auth='.length),
          domain: new URL(server.url).hostname,
          path: '/',
        });
        const found: string[] = [];
        for (const url of [
          pathFor('staff', locale),
          pathFor('staffBooking', locale, { code }),
          pathFor('staffHouses', locale),
          pathFor('staffHouse', locale, { code: HOUSE }),
        ]) {
          const response = await page.goto(server.url + url);
          expect(response?.status(), url).to.equal(200);
          await page.hydrated();
          found.push(
            ...[
              ...(await controlOverflows(page)),
              ...(await controlsOffScreen(page)),
              ...(await sidewaysStrips(page)),
            ].map((p) => `${url}: ${p}`),
          );
        }
        expect(found, found.join('\n')).to.deep.equal([]);
      });
});
