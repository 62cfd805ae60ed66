/**
 * The staff booking page at a glance in Chromium, German, on a 375 px phone
 * (docs/product/screens.md#the-booking-at-a-glance): a booking with a long audit trail fits
 * the screen without sideways scrolling, closed and with every Details disclosure open, and has
 * no axe-core violations.
 */
import { expect } from 'chai';
import { addDays } from '../../contract/dates.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser, type TestBrowser } from '../helpers/browser.ts';
import { controlOverflows } from '../helpers/overflow.ts';
import { startTestServer } from '../helpers/server.ts';
import type { StaffBooking } from '../../contract/api/staff.ts';
import { apiCall, bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const HOUSE = 'SH-1040';

describe('the staff booking at a glance in Chromium', function () {
  this.timeout(240_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let browser: TestBrowser;
  let base: string;
  let cookie: string;
  let code: string;

  /** A form post to the booking page as staff, without a browser (the page's own action). */
  async function post(fields: Record<string, string>) {
    const res = await fetch(`${base}${pathFor('staffBooking', 'en', { code })}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    expect(res.status, JSON.stringify(fields)).to.be.below(400);
    return res.text();
  }

  before(async () => {
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    base = server.url;
    cookie = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
    const from = await freeWeek(base, cookie, HOUSE, '2027-09-01');
    code = (await bookWeek(base, HOUSE, from, 'de')).bookingCode;
    // A long trail: a transfer, the departure moved back and forth against the rules with long reasons, mails sent again, cancelled.
    await post({ intent: 'resend', what: 'confirmation' });
    const booking = await apiCall<StaffBooking>(base, 'GET', `/api/staff/bookings/${code}`, undefined, { cookie });
    const paymentId = booking.body.payments[0].id;
    await apiCall(base, 'POST', `/api/staff/bookings/${code}/payments`, { paymentId }, { cookie });
    for (const [i, to] of [addDays(from, 6), addDays(from, 7), addDays(from, 5), addDays(from, 7)].entries())
      await post({
        intent: 'change',
        position: '1',
        resFrom: from,
        resTo: to,
        house: '',
        override: '1',
        reason: `Fährverbindung Nummer ${i + 1} fällt aus, der Gast reist deshalb an einem anderen Tag ab (Rücksprache telefonisch)`,
      });
    for (let i = 0; i < 3; i++) await post({ intent: 'resend', what: 'confirmation' });
    await post({ intent: 'cancel', waiveFee: '1', reason: 'Guest asked', confirmed: 'yes' });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it('fits 375 px in German with the trail closed and open, without axe-core violations', async () => {
    const page = await browser.newPage({ width: 375, height: 800, isMobile: true });
    const [name, value] = cookie.split('=');
    await page.setCookie({ name, value, url: base });
    await page.goto(`${base}${pathFor('staffBooking', 'de', { code })}`);
    await page.hydrated();
    const sentences = await page.$$eval('[data-testid="staff-audit-sentence"]', (els) =>
      els.map((el) => (el.textContent ?? '').trim()),
    );
    expect(sentences).to.have.length.of.at.least(10);
    expect(sentences.filter((s) => s.includes('hat die Abreise bei'))).to.have.length(4);
    expect(await page.$eval('[data-testid="staff-fact-guest"]', (el) => el.textContent)).to.contain('Frau');
    expect(await page.$eval('[data-testid="staff-void-balance"]', (el) => el.textContent)).to.equal('Entfällt');

    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits(), 'closed').to.equal(true);
    expect(await axeViolations(page)).to.deep.equal([]);

    // Each disclosure opens by keyboard: focus its summary, press Enter.
    const summaries = await page.$$('[data-testid="staff-audit"] summary');
    for (const summary of summaries) {
      await summary.focus();
      await page.keyboard.press('Enter');
    }
    expect(await page.$$eval('[data-testid="staff-audit"] details[open]', (els) => els.length)).to.equal(
      summaries.length,
    );
    expect(await fits(), 'open').to.equal(true);
    expect(await controlOverflows(page)).to.deep.equal([]);
    expect(await axeViolations(page)).to.deep.equal([]);
    expect(page.errors).to.deep.equal([]);
  });
});
