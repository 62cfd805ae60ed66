/**
 * A trade partner in Chromium against the production build, in English at
 * 1280 px and German at 375 px: logs in, opens a booking of its company on the
 * account page and downloads its invoice and, once the booking is settled,
 * its travel document with the session (both PDFs); axe-core finds nothing on
 * the account page (docs/product/documents.md#who-gets-what).
 */
import { expect } from 'chai';
import { DEMO_AGENCY, DEMO_STAFF } from '../../demo/agency.ts';
import { pathFor } from '../../contract/routes.ts';
import { axeViolations } from '../helpers/axe.ts';
import { fetchDocument } from '../helpers/booking.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { startTestServer } from '../helpers/server.ts';
import { apiCall, bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';

const RUNS = [
  { locale: 'en', width: 1280, house: 'SH-1042' },
  { locale: 'de', width: 375, house: 'SH-1043' },
] as const;

describe("a trade partner downloads its booking's documents in Chromium", function () {
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

  const hrefOf = (page: TestPage, selector: string) => page.$eval(selector, (a) => a.getAttribute('href') ?? '');

  for (const run of RUNS) {
    it(`${run.locale} at ${run.width} px: opens a booking, downloads its invoice and travel document`, async () => {
      const staffCookie = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
      const agency = await loginCookie(base, DEMO_AGENCY.username, DEMO_AGENCY.password);
      const from = await freeWeek(base, staffCookie, run.house, '2027-06-01');
      const booking = await bookWeek(base, run.house, from, run.locale, { cookie: agency });
      // The company's bank transfer arrives: the booking is settled, its travel documents ready.
      const paid = await apiCall(
        base,
        'POST',
        `/api/staff/bookings/${booking.bookingCode}/payments`,
        { paymentId: booking.payments[0].id },
        { cookie: staffCookie },
      );
      expect(paid.status).to.equal(200);

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
      // Opens the booking: the table's code leads to its documents.
      await page.click(`a[href="#booking-${booking.bookingCode}"]`);
      const section = `#booking-${booking.bookingCode}`;
      const invoice = await hrefOf(page, `${section} a[data-document=invoice]`);
      const travel = await hrefOf(page, `${section} a[data-document=travel]`);
      expect(invoice).to.equal(`/api/user/bookings/${booking.bookingCode}/documents/invoice.pdf`);
      expect(travel).to.equal(`/api/user/bookings/${booking.bookingCode}/documents/travel-1.pdf`);
      for (const href of [invoice, travel])
        expect(await fetchDocument(page, href), href).to.deep.equal({
          status: 200,
          type: 'application/pdf',
          head: '%PDF-',
        });
      await page.close();
    });
  }
});
