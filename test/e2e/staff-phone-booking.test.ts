/**
 * A booking taken on the phone by staff and paid by the guest through the e-mailed pay link
 * (docs/product/bookings-and-payments.md#phone-bookings), in a real browser: en at 1280 px, de at
 * 375 px; the new booking screen without axe-core violations, nothing off screen on the phone.
 */
import { expect } from 'chai';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { readOutbox } from '../../server/mail/outbox.ts';
import { axeViolations } from '../helpers/axe.ts';
import { payByCard, TEST_CARD, text } from '../helpers/booking.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { controlsOffScreen } from '../helpers/overflow.ts';
import { startTestServer } from '../helpers/server.ts';
import { freeWeek, loginCookie } from '../helpers/staff.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812, isMobile: true };

describe('E2E: a phone booking taken by staff, paid by the guest', function () {
  this.timeout(240_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let base: string;
  let staffCookie: string;

  before(async () => {
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    base = server.url.replace('localhost', '127.0.0.1');
    staffCookie = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(viewport: { width: number; height: number; isMobile?: boolean }): Promise<TestPage> {
    const page = await browser.newPage(viewport);
    await page.setCookie({ name: 'consent', value: 'analytics:false', url: server.url });
    return page;
  }

  async function staffLogin(locale: Locale, viewport: { width: number; height: number; isMobile?: boolean }) {
    const page = await open(viewport);
    await page.goto(`${server.url}${pathFor('login', locale)}`);
    await page.hydrated();
    await page.type('#login-username', DEMO_STAFF.username);
    await page.type('#login-password', DEMO_STAFF.password);
    await page.focus('#login-password');
    await page.loadedBy(() => page.keyboard.press('Enter'));
    return page;
  }

  async function press(page: TestPage, selector: string) {
    await page.focus(selector);
    await page.loadedBy(() => page.keyboard.press('Enter'));
  }

  for (const [locale, viewport, house, total] of [
    ['en', WIDE, 'SH-1040', 'Total'],
    ['de', PHONE, 'SH-1041', 'Gesamt'],
  ] as const) {
    it(`${locale}, ${viewport.width} px: staff book on the phone, the guest pays by the mailed link`, async () => {
      const from = await freeWeek(base, staffCookie, house, '2027-03-01');
      const email = `phone-e2e-${locale}@example.com`;
      const staff = await staffLogin(locale, viewport);
      await staff.goto(`${server.url}${pathFor('staff', locale)}`);
      await staff.hydrated();
      await staff.focus('[data-testid=staff-new-booking]');
      await staff.keyboard.press('Enter');
      await staff.waitForSelector('[data-testid=phone-form]');
      expect(staff.url()).to.contain(pathFor('staffNewBooking', locale));
      await staff.hydrated();

      const typed: Array<[string, string]> = [
        ['house', house],
        ['firstName', 'Anna'],
        ['lastName', 'Anrufer'],
        ['birthDate', '1980-05-17'],
        ['nationality', 'German'],
        ['address', 'Hauptstraße 5'],
        ['city', 'München'],
        ['zipCode', '80331'],
        ['mobilePhone', '+49 171 1234567'],
        ['email', email],
        ['arrivalTransportNumber', 'FI 521'],
        ['departureTransportNumber', 'FI 520'],
      ];
      for (const [name, value] of typed) await staff.type(`#phone-${name}`, value);
      for (const [name, value] of [
        ['resFrom', from],
        ['resTo', addDays(from, 7)],
      ] as const)
        await staff.$eval(`#phone-${name}`, (el, v) => ((el as HTMLInputElement).value = v as string), value);
      await staff.select('#phone-language', locale);
      await staff.select('#phone-payment', 'link');
      expect(await axeViolations(staff)).to.deep.equal([]);
      if (viewport === PHONE) expect(await controlsOffScreen(staff)).to.deep.equal([]);

      await press(staff, '[data-testid=phone-quote-button]');
      expect(await text(staff, '[data-testid=phone-quote]'))
        .to.contain(total)
        .and.contain(house);
      expect(await axeViolations(staff)).to.deep.equal([]);
      if (viewport === PHONE) expect(await controlsOffScreen(staff)).to.deep.equal([]);
      await press(staff, '[data-testid=phone-book]');
      const code = /\/(\d{8})\/?$/.exec(staff.url())![1];

      const [mail] = (await readOutbox(server.db, { to: email })).filter((m) => m.kind === 'confirmation');
      const payUrl = /(https?:\/\/\S+\/api\/payments\/pay\/\S+)/.exec(mail.text)![1];
      const guest = await open(viewport);
      await guest.goto(payUrl.replace(/^https?:\/\/[^/]+/, server.url));
      await payByCard(guest, TEST_CARD.succeeds);
      const [row] = await server.db.query<{ status: string }>(
        'select status from reservations where booking_code = $1',
        [code],
      );
      expect(row.status).to.equal('confirmed');
    });
  }
});
