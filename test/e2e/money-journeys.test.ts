/**
 * Money changed in the back office, as the guest then sees it, in Chromium
 * against the production build on a fixed clock (2026-11-21), one server and
 * one browser for the file:
 * - English at 1280 px: a booking paid by card on the test gateway; staff log
 *   in, refund €50.50 on its staff page (asked once more) → the guest's My
 *   booking shows it refunded, the refund with its state and the credit note
 *   (its PDF), and the guest got the refund mail with that credit note
 *   (docs/product/documents.md#staff-refunds).
 * - German at 375 px: staff move the booking's house to a later week → My
 *   booking shows the new dates, its newest invoice states them, and the
 *   change mail states them with the credit note and that invoice attached
 *   (docs/product/bookings-and-payments.md#staff-changes).
 * Every screen visited without axe-core violations; at 375 px none scrolls
 * sideways or puts a control off screen.
 */
import { expect } from 'chai';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { readOutbox } from '../../server/mail/outbox.ts';
import { pdfText } from '../api/reservation-support.ts';
import { axeViolations } from '../helpers/axe.ts';
import { fetchDocument, lookUpBooking, payByCard, TEST_CARD, text } from '../helpers/booking.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { controlsOffScreen } from '../helpers/overflow.ts';
import { startTestServer } from '../helpers/server.ts';
import { bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812, isMobile: true };

/** A day as the German pages, mails and PDFs write it (docs/product/rules.md#date-formats): 3. Dez. 2026, 3. Juni 2027. */
const DE_MONTHS = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'];
const deDay = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}. ${DE_MONTHS[m - 1]} ${y}`;
};
/** Text with non-breaking spaces made plain (German amounts, pdftotext's output). */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('E2E: money changed by staff, as the guest sees it', function () {
  this.timeout(180_000);
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
    // The cookie notice answered: at 375 px it would cover the forms.
    await page.setCookie({ name: 'consent', value: 'analytics:false', url: server.url });
    return page;
  }

  /** Staff log in on the login page (a plain post), in their own browser context. */
  async function staffLogin(locale: Locale, viewport: { width: number; height: number; isMobile?: boolean }) {
    const page = await open(viewport);
    await page.goto(`${server.url}${pathFor('login', locale)}`);
    await page.hydrated();
    await page.type('#login-username', DEMO_STAFF.username);
    await page.type('#login-password', DEMO_STAFF.password);
    await page.focus('#login-password');
    await page.loadedBy(() => page.keyboard.press('Enter'));
    expect(await text(page, '.company-bar--staff')).to.contain(DEMO_STAFF.username);
    return page;
  }

  /** Submits the form holding `selector` (a button) by keyboard and waits for the page it answers with. */
  async function press(page: TestPage, selector: string) {
    await page.focus(selector);
    await page.loadedBy(() => page.keyboard.press('Enter'));
  }

  /** What a page at 375 px must not do: axe-core violations, sideways scrolling, controls off screen. */
  async function checkScreen(page: TestPage, phone: boolean) {
    expect(await axeViolations(page)).to.deep.equal([]);
    if (phone) expect(await controlsOffScreen(page)).to.deep.equal([]);
  }

  /** My booking's document links (newest first), as their text and address. */
  const documentLinks = (page: TestPage) =>
    page.$$eval('.documents a[data-document="invoice"]', (links) =>
      links.map((a) => ({
        text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(),
        href: a.getAttribute('href')!,
      })),
    );
  /** A document's PDF fetched as any client would (the link is signed), and its text. */
  async function pdfOf(href: string) {
    const res = await fetch(new URL(href, base));
    expect(res.status, href).to.equal(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    return { bytes, text: plain(pdfText(bytes)) };
  }

  it('en, 1280 px: staff refund part of a card payment → My booking shows the refund and the credit note', async () => {
    const from = await freeWeek(base, staffCookie, 'SH-1032', '2027-05-01');
    const booking = await bookWeek(base, 'SH-1032', from);
    const code = booking.bookingCode;

    // The guest pays the first payment by card on the test gateway.
    const guest = await open(WIDE);
    await guest.goto(`${server.url}${booking.payUrl}`);
    await payByCard(guest, TEST_CARD.succeeds);

    // Staff refund €50.50 of it, confirming once more.
    const staff = await staffLogin('en', WIDE);
    await staff.goto(`${server.url}${pathFor('staffBooking', 'en', { code })}`);
    await staff.hydrated();
    await checkScreen(staff, false);
    await staff.type('#staff-amount', '50.50');
    await staff.type('#staff-refund-reason', 'A goodwill gesture');
    await press(staff, '[data-testid=staff-refund] button');
    await staff.waitForSelector('[data-testid=staff-confirm]');
    expect(await text(staff, '[data-testid=staff-confirm] button')).to.equal('Yes, refund €50.50');
    await checkScreen(staff, false);
    await press(staff, '[data-testid=staff-confirm] button');
    expect(await text(staff, '[data-testid=staff-done]')).to.equal('The refund is made.');
    // Refunded to the card by the test gateway at once.
    expect(await text(staff, '[data-testid=staff-refunds] tbody tr'))
      .to.contain('By staff')
      .and.contain('€50.50')
      .and.contain('Refunded');
    await checkScreen(staff, false);
    expect(staff.errors).to.deep.equal([]);

    // The guest looks the booking up.
    await guest.goto(`${server.url}${pathFor('myBooking', 'en')}`);
    await guest.hydrated();
    await checkScreen(guest, false);
    await lookUpBooking(guest, booking.email, code);
    expect(await text(guest, '.booking-facts--money')).to.contain('Refunded to you');
    expect(await text(guest, '[data-testid=amount-refunded]')).to.equal('€50.50');
    // The price is lower by as much: a line of its own above the total.
    expect(await text(guest, '.price-table__reduction')).to.match(/^Price reduction\s*-€50\.50$/);
    expect(
      await guest.$$eval('.booking-details li[data-refund]', (items) =>
        items.map((li) => [li.getAttribute('data-refund'), (li.textContent ?? '').trim()]),
      ),
    ).to.deep.equal([['succeeded', '€50.50: refunded on 21 Nov 2026']]);

    // Newest first: the credit note reducing the invoice the booking was made with.
    const docs = await documentLinks(guest);
    const credit = /^Download Credit note (CN-2026-\d{6}) for invoice (2026-\d{6}) \(PDF, /.exec(docs[0]?.text ?? '');
    expect(credit, JSON.stringify(docs)).to.not.equal(null);
    const [, creditNumber, invoiceNumber] = credit!;
    expect(docs.map((d) => d.text)).to.satisfy((texts: string[]) =>
      texts.some((t) => t.startsWith(`Download Invoice ${invoiceNumber} (PDF, `)),
    );
    expect(await fetchDocument(guest, docs[0].href)).to.deep.equal({
      status: 200,
      type: 'application/pdf',
      head: '%PDF-',
    });
    const pdf = (await pdfOf(docs[0].href)).text;
    expect(pdf).to.contain(creditNumber).and.contain(invoiceNumber).and.contain('50.50');
    await checkScreen(guest, false);
    expect(guest.errors).to.deep.equal([]);

    // The refund mail, sent when staff decided it, with that credit note attached.
    const mails = (await readOutbox(server.db, { to: booking.email })).filter((m) => m.kind === 'refund');
    expect(mails.map((m) => m.subject)).to.deep.equal([`Refund for booking ${code} – Sumarhus`]);
    expect(plain(mails[0].text)).to.contain(`we are refunding €50.50 of what you paid for your booking ${code}`);
    const [attached, ...more] = mails[0].attachments;
    expect(more).to.deep.equal([]);
    expect(attached.filename).to.contain(creditNumber);
    expect(Buffer.compare(attached.content, (await pdfOf(docs[0].href)).bytes), 'the mailed credit note').to.equal(0);
    await staff.close();
    await guest.close();
  });

  it('de, 375 px: staff move the stay to a later week → My booking, its newest invoice and the change mail state the new dates', async () => {
    const from = await freeWeek(base, staffCookie, 'SH-1033', '2027-05-01');
    const booking = await bookWeek(base, 'SH-1033', from, 'de');
    const code = booking.bookingCode;
    const to = await freeWeek(base, staffCookie, 'SH-1033', addDays(from, 14));
    const newStay = { from: to, to: addDays(to, 7) };

    const staff = await staffLogin('de', PHONE);
    await staff.goto(`${server.url}${pathFor('staffBooking', 'de', { code })}`);
    await staff.hydrated();
    await checkScreen(staff, true);
    // Date inputs take the digits in the browser's order (month, day, year), whatever the page's language.
    const typed = (iso: string) => {
      const [y, m, d] = iso.split('-');
      return `${m}${d}${y}`;
    };
    await staff.type('#staff-from-1', typed(newStay.from));
    await staff.type('#staff-to-1', typed(newStay.to));
    expect(
      await staff.$$eval(['#staff-from-1', '#staff-to-1'].join(','), (inputs) =>
        inputs.map((i) => (i as HTMLInputElement).value),
      ),
    ).to.deep.equal([newStay.from, newStay.to]);
    await press(staff, '[data-testid=staff-change-1] button[type=submit]');
    expect(await text(staff, '[data-testid=staff-done]')).to.equal('Die Buchung ist geändert und neu berechnet.');
    expect(await text(staff, '#staff-houses ~ table tbody tr')).to.contain(
      `${deDay(newStay.from)} – ${deDay(newStay.to)}`,
    );
    await checkScreen(staff, true);
    expect(staff.errors).to.deep.equal([]);

    // The guest's My booking, on a phone.
    const guest = await open(PHONE);
    await guest.goto(`${server.url}${pathFor('myBooking', 'de')}`);
    await guest.hydrated();
    await checkScreen(guest, true);
    await lookUpBooking(guest, booking.email, code);
    expect(await text(guest, '.price-table__house .price-table__dates')).to.contain(
      `${deDay(newStay.from)} – ${deDay(newStay.to)}`,
    );
    await checkScreen(guest, true);

    // Newest first: the new invoice, then the credit note cancelling the one the booking was made with.
    const docs = await documentLinks(guest);
    const invoice = /^(Rechnung 2026-\d{6}) herunterladen \(PDF, /.exec(docs[0]?.text ?? '');
    expect(invoice, JSON.stringify(docs)).to.not.equal(null);
    expect(docs[1]?.text).to.match(/^Rechnungskorrektur CN-2026-\d{6} zur Rechnung 2026-\d{6} herunterladen/);
    expect(await fetchDocument(guest, docs[0].href)).to.deep.equal({
      status: 200,
      type: 'application/pdf',
      head: '%PDF-',
    });
    const newest = await pdfOf(docs[0].href);
    expect(newest.text).to.contain(deDay(newStay.from)).and.contain(deDay(newStay.to));
    expect(newest.text).to.not.contain(deDay(from));
    expect(guest.errors).to.deep.equal([]);

    // The change mail: the stay before and now, with the credit note and that same invoice attached.
    const mails = (await readOutbox(server.db, { to: booking.email })).filter((m) => m.kind === 'change');
    expect(mails.map((m) => m.subject)).to.deep.equal([`Ihre Buchung ${code} wurde geändert – Sumarhus`]);
    const mail = plain(mails[0].text);
    expect(mail)
      .to.contain(`Bisher:\n- `)
      .and.contain(`${deDay(from)} – ${deDay(addDays(from, 7))}`);
    expect(mail.slice(mail.indexOf('Jetzt:'))).to.contain(`${deDay(newStay.from)} – ${deDay(newStay.to)}`);
    const attached = mails[0].attachments;
    expect(attached.map((a) => [a.contentType, a.filename.replace(/-[\dA-Z-]+\.pdf$/, '')])).to.have.deep.members([
      ['application/pdf', 'sumarhus-rechnungskorrektur'],
      ['application/pdf', 'sumarhus-rechnung'],
    ]);
    const mailedInvoice = attached.find((a) => a.filename.startsWith('sumarhus-rechnung-'))!;
    expect(Buffer.compare(mailedInvoice.content, newest.bytes), 'the mailed invoice is the one downloaded').to.equal(0);
    await staff.close();
    await guest.close();
  });
});
