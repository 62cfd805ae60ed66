/**
 * The back office in Chromium against the production build, in English and
 * German: staff log in on the login page, follow the staff bar, find a
 * booking, record a bank transfer, cancel it with the fee waived (the refund
 * listed), block a week of a house, register an owner's calendar and import
 * it now; every screen without axe-core violations.
 */
import { expect } from 'chai';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { addDays } from '../../contract/dates.ts';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { ics, icsServer, vevent, type IcsServer } from '../helpers/ics.ts';
import { startTestServer } from '../helpers/server.ts';
import { bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';

const TEXT = {
  en: {
    login: '/en/login/',
    bar: 'Back office',
    h1: 'Bookings',
    recorded: 'The bank transfer is recorded; the guest gets a receipt.',
    transfer: '100.00',
    cancelled: 'The booking is cancelled.',
    houses: 'Houses',
    added: 'The block is added.',
    imported: 'The calendars are imported.',
    house: 'SH-1030',
    stay: 'SH-1032',
  },
  de: {
    login: '/de/login/',
    bar: 'Backoffice',
    h1: 'Buchungen',
    recorded: 'Die Überweisung ist erfasst; der Gast erhält eine Quittung.',
    transfer: '100,00',
    cancelled: 'Die Buchung ist storniert.',
    houses: 'Häuser',
    added: 'Die Sperre ist hinzugefügt.',
    imported: 'Die Kalender sind importiert.',
    house: 'SH-1031',
    stay: 'SH-1033',
  },
} as const;

describe('the back office in Chromium', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let base: string;
  let owner: IcsServer;

  before(async () => {
    owner = await icsServer();
    [server, browser] = await Promise.all([
      startTestServer({ FIXED_NOW, FETCH_ALLOW_HOSTS: owner.host }),
      launchBrowser(),
    ]);
    base = server.url.replace('localhost', '127.0.0.1');
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await owner?.close();
  });

  /** Submits the form holding `selector` (a button, by keyboard, as the cookie notice may cover it) and waits for the answer. */
  async function press(page: TestPage, selector: string) {
    await page.focus(selector);
    await page.loadedBy(() => page.keyboard.press('Enter'));
  }
  /** Follows a link (client-side navigation once hydrated) and waits for the next screen's element. */
  async function follow(page: TestPage, link: string, next: string) {
    await page.$eval(link, (a) => (a as HTMLAnchorElement).click());
    await page.waitForSelector(next);
  }
  const text = (page: TestPage, selector: string) =>
    page.$eval(selector, (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());

  for (const locale of ['en', 'de'] as const) {
    const T = TEXT[locale];

    it(`finds a booking, records a payment, cancels with a refund, blocks a week, imports an owner calendar (${locale})`, async () => {
      const staffCookie = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
      const booking = await bookWeek(base, T.stay, await freeWeek(base, staffCookie, T.stay, '2027-05-01'));
      const blockFrom = await freeWeek(base, staffCookie, T.house, '2027-06-01');

      // Wide, as the accessibility suite's pages: the header's language link shows its short form.
      const page = await browser.newPage({ width: 1280, height: 900 });
      await page.goto(`${server.url}${T.login}`);
      await page.hydrated();
      await page.type('#login-username', DEMO_STAFF.username);
      await page.type('#login-password', DEMO_STAFF.password);
      await page.focus('#login-password');
      await page.loadedBy(() => page.keyboard.press('Enter'));
      expect(await text(page, '.company-bar--staff'))
        .to.contain(DEMO_STAFF.username)
        .and.contain(T.bar);

      // The staff bar leads to the bookings; the search finds the booking.
      await page.hydrated();
      await follow(page, '[data-testid=staff-bar-link]', '[data-testid=staff-filter]');
      expect(await text(page, 'h1')).to.equal(T.h1);
      expect(await axeViolations(page)).to.deep.equal([]);
      await page.type('#staff-q', booking.bookingCode);
      await press(page, '[data-testid=staff-filter]');
      expect(await page.$$eval('[data-testid=staff-bookings] tbody tr', (rows) => rows.length)).to.equal(1);
      await page.hydrated();
      await follow(page, '[data-testid=staff-bookings] a', '[data-testid=staff-payments]');
      expect(await axeViolations(page)).to.deep.equal([]);

      await page.type('#staff-transfer-amount', T.transfer);
      await page.type('#staff-transfer-reference', 'E2E transfer');
      await press(page, '[data-testid=staff-transfer] button');
      expect(await text(page, '[data-testid=staff-done]')).to.equal(T.recorded);
      expect(await axeViolations(page)).to.deep.equal([]);

      await page.click('[data-testid=staff-cancel] input[name=waiveFee]');
      await page.type('#staff-cancel-reason', 'Asked by the guest');
      await press(page, '[data-testid=staff-cancel] button');
      await page.waitForSelector('[data-testid=staff-confirm]');
      expect(await axeViolations(page)).to.deep.equal([]);
      await press(page, '[data-testid=staff-confirm] button');
      expect(await text(page, '[data-testid=staff-done]')).to.equal(T.cancelled);
      expect(await page.$$eval('[data-testid=staff-refunds] tbody tr', (rows) => rows.length)).to.equal(1);
      expect(await axeViolations(page)).to.deep.equal([]);

      // Houses: find the house, block a week.
      await page.goto(`${server.url}/${locale}/staff/${locale === 'en' ? 'houses' : 'haeuser'}/?q=${T.house}`);
      expect(await text(page, 'h1')).to.equal(T.houses);
      expect(await axeViolations(page)).to.deep.equal([]);
      await page.hydrated();
      await follow(page, '[data-testid=staff-houses] a', '[data-testid=staff-block]');
      const [y, m, d] = blockFrom.split('-');
      const [ty, tm, td] = addDays(blockFrom, 7).split('-');
      // Date inputs take the digits in the browser's order (en-US: month, day, year).
      await page.type('#staff-block-from', `${m}${d}${y}`);
      await page.type('#staff-block-to', `${tm}${td}${ty}`);
      await page.type('#staff-block-note', 'Owner week');
      await press(page, '[data-testid=staff-block] button');
      expect(await text(page, '[data-testid=staff-done]')).to.equal(T.added);
      expect(await page.$$eval('[data-testid=staff-stays] tbody tr', (rows) => rows.length)).to.be.greaterThan(0);
      expect(await axeViolations(page)).to.deep.equal([]);

      // The owner's calendar: registered, imported now.
      const day = (after: number) => `;VALUE=DATE:${addDays(blockFrom, after).replaceAll('-', '')}`;
      owner.set(`/${T.house}.ics`, { body: ics(vevent(`owner@${T.house}`, day(14), day(16))) });
      await page.type('#staff-calendar-url', `${owner.base}/${T.house}.ics`);
      await page.type('#staff-calendar-label', 'Airbnb');
      await press(page, '[data-testid=staff-register-calendar] button');
      await press(page, '[data-testid=staff-import-now] button');
      expect(await text(page, '[data-testid=staff-done]')).to.equal(T.imported);
      expect(await text(page, '[data-testid=staff-external-calendars] tbody tr'))
        .to.contain('Airbnb')
        .and.contain('OK');
      expect(await axeViolations(page)).to.deep.equal([]);
      expect(page.errors).to.deep.equal([]);
    });
  }
});
