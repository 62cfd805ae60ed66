/**
 * A partial bank transfer recorded in Chromium against the production build
 * (docs/product/screens.md#staff-booking): in German on a phone (375 px) and in
 * English on a desktop (1280 px), staff find the booking, type the part the
 * bank shows and its reference; the deposit is paid in part, the rest stays
 * open with its due date in the list, the answer's outcome focused; every screen without axe-core
 * violations, and the phone's without sideways scrolling.
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { controlOverflows, controlsOffScreen } from '../helpers/overflow.ts';
import { startTestServer } from '../helpers/server.ts';
import { bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';

const JOURNEYS = [
  {
    locale: 'de',
    viewport: { width: 375, height: 812, isMobile: true },
    house: 'SH-1040',
    amount: '100,00',
    done: 'Die Überweisung ist erfasst; der Gast erhält eine Quittung.',
    confirmed: 'Bestätigt',
    trail: 'hat eine Banküberweisung über',
  },
  {
    locale: 'en',
    viewport: { width: 1280, height: 900 },
    house: 'SH-1041',
    amount: '100.00',
    done: 'The bank transfer is recorded; the guest gets a receipt.',
    confirmed: 'Confirmed',
    trail: 'recorded a bank transfer of',
  },
] as const;

describe('a partial bank transfer in Chromium, on a phone and a desktop', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let base: string;

  before(async () => {
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    base = server.url.replace('localhost', '127.0.0.1');
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const text = (page: TestPage, selector: string) =>
    page.$eval(selector, (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
  /** Axe-core's violations, and on a phone anything that leaves the window or overflows its box. */
  async function problems(page: TestPage, phone: boolean): Promise<string[]> {
    return [
      ...(await axeViolations(page)),
      ...(phone ? [...(await controlOverflows(page)), ...(await controlsOffScreen(page))] : []),
    ];
  }

  for (const J of JOURNEYS) {
    it(`records a part of what is open (${J.locale}, ${J.viewport.width} px)`, async () => {
      const cookie = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
      const booking = await bookWeek(base, J.house, await freeWeek(base, cookie, J.house, '2027-05-01'), J.locale);
      const phone = J.viewport.width < 750;
      const page = await browser.newPage(J.viewport);
      await page.browserContext().setCookie({
        name: 'auth',
        value: cookie.slice('auth='.length),
        domain: new URL(server.url).hostname,
        path: '/',
      });

      await page.goto(`${server.url}${pathFor('staff', J.locale)}?q=${booking.bookingCode}`);
      await page.hydrated();
      expect(await problems(page, phone)).to.deep.equal([]);
      await page.$eval('[data-testid=staff-bookings] a', (a) => (a as HTMLAnchorElement).click());
      await page.waitForSelector('[data-testid=staff-transfer]');
      expect(await problems(page, phone)).to.deep.equal([]);

      await page.type('#staff-transfer-amount', J.amount);
      await page.type('#staff-transfer-reference', `SEPA ${booking.bookingCode}`);
      await page.focus('[data-testid=staff-transfer] button');
      await page.loadedBy(() => page.keyboard.press('Enter'));
      expect(await text(page, '[data-testid=staff-done]')).to.equal(J.done);
      // The page that answers the post starts the keyboard at what happened, not at the top.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).to.equal('staff-done');
      expect(await text(page, '[data-testid=staff-status]')).to.contain(J.confirmed);
      // The deposit split: the part paid, the rest still open, then the balance.
      expect(await page.$$eval('[data-testid=staff-payments] tbody tr', (rows) => rows.length)).to.equal(3);
      expect(await text(page, '[data-testid=staff-audit]')).to.contain(J.trail);
      await page.hydrated();
      expect(await problems(page, phone)).to.deep.equal([]);

      await page.goto(`${server.url}${pathFor('staff', J.locale)}?q=${booking.bookingCode}&sort=nextDue`);
      await page.hydrated();
      expect(await text(page, '[data-testid=staff-next-due]')).to.not.equal('—');
      expect(await problems(page, phone)).to.deep.equal([]);
    });
  }
});
