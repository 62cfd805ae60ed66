/**
 * A trade partner in Chromium against the production build, in English at
 * 1280 px and German at 375 px: logs in, cancels a booking of its company from
 * the account page (the terms' fee to confirm first) and opens its
 * cancellation invoice; axe-core finds nothing, and the phone page has no
 * sideways scroll (docs/product/screens.md#account).
 */
import { expect } from 'chai';
import { DEMO_AGENCY, DEMO_STAFF } from '../../demo/agency.ts';
import { pathFor } from '../../contract/routes.ts';
import { pdfText } from '../api/reservation-support.ts';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { controlOverflows } from '../helpers/overflow.ts';
import { startTestServer } from '../helpers/server.ts';
import { bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';

const RUNS = [
  {
    locale: 'en',
    width: 1280,
    house: 'SH-1040',
    cancelled: 'is cancelled',
    name: 'Cancellation invoice',
    invoice: /Cancellation invoice/i,
  },
  {
    locale: 'de',
    width: 375,
    house: 'SH-1041',
    cancelled: 'ist storniert',
    name: 'Rechnung Stornogebühr',
    invoice: /Rechnung Stornogebühr/i,
  },
] as const;

describe('a trade partner cancels its own booking in Chromium', function () {
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

  /** Submits the form holding `selector` by keyboard and waits for the answer. */
  async function press(page: TestPage, selector: string) {
    await page.focus(selector);
    await page.loadedBy(() => page.keyboard.press('Enter'));
  }
  const text = (page: TestPage, selector: string) =>
    page.$eval(selector, (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
  const sideways = (page: TestPage) =>
    page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

  for (const run of RUNS) {
    it(`${run.locale} at ${run.width} px: cancels with the fee confirmed, then opens the cancellation invoice`, async () => {
      const staffCookie = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
      const agency = await loginCookie(base, DEMO_AGENCY.username, DEMO_AGENCY.password);
      const from = await freeWeek(base, staffCookie, run.house, '2027-05-01');
      const booking = await bookWeek(base, run.house, from, run.locale, { cookie: agency });

      const page = await browser.newPage({ width: run.width, height: 900 });
      await page.goto(`${server.url}${pathFor('login', run.locale)}`);
      await page.hydrated();
      await page.type('#login-username', DEMO_AGENCY.username);
      await page.type('#login-password', DEMO_AGENCY.password);
      await page.focus('#login-password');
      await page.loadedBy(() => page.keyboard.press('Enter'));

      await page.goto(`${server.url}${pathFor('account', run.locale)}`);
      await page.hydrated();
      expect(await axeViolations(page)).to.deep.equal([]);
      expect(await sideways(page), 'no sideways scroll').to.equal(false);
      const section = `#booking-${booking.bookingCode}`;
      await press(page, `${section} [data-testid=cancel-booking] button`);
      await page.waitForSelector('[data-testid=cancel-confirm]');
      expect(await text(page, '[data-testid=cancel-fee]')).to.match(/\d/);
      expect(await axeViolations(page)).to.deep.equal([]);
      expect(await controlOverflows(page)).to.deep.equal([]);
      await press(page, '[data-testid=cancel-confirm-form] button');
      expect(await text(page, '[data-testid=cancel-done]')).to.contain(`${booking.bookingCode} ${run.cancelled}`);
      expect(await axeViolations(page)).to.deep.equal([]);
      expect(await sideways(page), 'no sideways scroll').to.equal(false);

      // The cancellation invoice, by its link's name, opened as the link gives it.
      const href = await page.$$eval(
        `${section} a`,
        (links, name) => links.find((a) => (a.textContent ?? '').includes(name))?.getAttribute('href') ?? '',
        run.name,
      );
      expect(href).to.match(/^\/api\/user\/bookings\/\d{8}\/documents\/invoice[^/]*\.pdf$/);
      const pdf = await fetch(`${server.url}${href}`, { headers: { cookie: agency } });
      expect(pdf.status).to.equal(200);
      expect(pdf.headers.get('content-type')).to.contain('application/pdf');
      const words = pdfText(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
      expect(words, words).to.match(run.invoice);
      await page.close();
    });
  }
});
