/**
 * Card payments in Chromium on the built-in test gateway, against the
 * production build with the server's clock fixed at 2026-11-21 (FIXED_NOW),
 * in English on a desktop and in German at phone width (375 px), the cookie
 * notice answered and map tiles answered locally:
 *  1. book (hydrated checkout) → the card page, marked as a test → 4242 →
 *     thank-you "Confirmed — deposit paid" → My booking: the deposit paid on
 *     the day by card, the balance open with "Pay early";
 *  2. a declined card → "Cancel and return" → "Reserved — not yet paid" with
 *     "Pay now" and the deadline → paid from My booking's Pay link;
 *  3. the balance's reminder 7 days before its due date (the clock moved):
 *     its absolute pay link → 4242 → back on My booking (not the thank-you
 *     page), the booking shown at once with what was paid → paid in full →
 *     the travel documents;
 *  4. cancelled from My booking: fee and refund shown first; the refund
 *     recorded at the gateway; the dates bookable again;
 *  5. a trade partner books on account: no card page, confirmed on account,
 *     never cancelled automatically, even well past its due date;
 *  6. two tabs on the same pay link: one charge, one receipt, the second tab
 *     told it is paid already;
 *  7. before hydration (JavaScript off): checkout post → card page → thank-you.
 * The conversion (`purchase`) reaches the tag layer once paid, never at
 * reservation (English run: analytics accepted; German: declined). Every new
 * screen passes axe-core.
 */
import { expect } from 'chai';
import { pino } from 'pino';
import type { ConsoleMessage, HTTPRequest } from 'puppeteer';
import type { ReservationPayment, ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_AGENCY } from '../../demo/agency.ts';
import { cancelOverdueReservations } from '../../server/api/payments/cancellation.ts';
import { sendPaymentReminders } from '../../server/api/payments/reminders.ts';
import { companyDetailsFromContent } from '../../server/api/reservations/company.ts';
import { euro } from '../../server/documents/format.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import { formatCents } from '../../src/components/booking/money.ts';
import { createI18n, loadMessages } from '../../src/i18n/i18n.ts';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import {
  addToCart,
  fetchDocument,
  fillForm,
  fillPlainForm,
  freeStay,
  lookUpBooking,
  onCardPage,
  payByCard,
  TEST_CARD,
  text,
} from '../helpers/booking.ts';
import { startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const FIXED_NOW = '2026-11-21T12:00:00Z';
const TODAY = FIXED_NOW.slice(0, 10);
/** Arrivals from here on: the deposit schedule (20 % now), the lowest cancellation fee (60+ days: 10 %), and no reminder due near today. */
const FAR = '2027-02-15';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const TEXT = {
  en: {
    banner: 'Test payment — no money is taken',
    cardTitle: 'Test payment',
    declined: 'Your card was declined. Please use another card, or cancel and pay later.',
    alreadyPaid: 'This payment has already been made. You have not been charged again.',
    cancelAndReturn: 'Cancel and return to sumarhus',
    describe: (kind: string, code: string) => `${kind}, booking ${code}`,
    kinds: { deposit: 'Deposit (20 %)', balance: 'Balance', full: 'Full amount' },
    thanksTitle: 'Thank you for your booking!',
    balancePaid: (amount: string) =>
      `Thank you: your payment of ${amount} has arrived, and your booking is paid in full.`,
    balanceDocuments: 'Your travel documents are ready: you find them below under Documents.',
    pendingTitle: 'Your booking',
    deposit: 'Confirmed — deposit paid',
    reserved: 'Reserved — not yet paid',
    onAccount: (date: string) => `Confirmed — payment on account, due ${date}`,
    notCompleted: 'The payment was not completed. Nothing was charged; you can pay now or later from My booking.',
    payNow: 'Pay now',
    payEarly: 'Pay early',
    states: {
      confirmed: 'Confirmed',
      pending_payment: 'Reserved – not yet paid',
      paid: 'Paid in full',
      cancelled: 'Cancelled',
    },
    paymentStates: { paid: 'Paid', due: 'Open' },
    paidBy: (date: string) => `Paid on ${date} by card`,
    cancelDone: 'Your booking has been cancelled. We have sent you a confirmation by e-mail.',
    refunded: (amount: string, date: string) => `${amount}: refunded on ${date}`,
    reminder: /^Reminder: the balance of booking (\d{8}) is due on /,
    receipt: (code: string) => `Payment received for booking ${code} – Sumarhus`,
    guests: (adults: number, children: number) =>
      `${adults} adult${adults === 1 ? '' : 's'}, ${children} child${children === 1 ? '' : 'ren'}`,
  },
  de: {
    banner: 'Testzahlung — es wird kein Geld abgebucht',
    cardTitle: 'Testzahlung',
    declined:
      'Ihre Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte, oder brechen Sie ab und zahlen Sie später.',
    alreadyPaid: 'Diese Zahlung ist bereits erfolgt. Es wurde nichts erneut abgebucht.',
    cancelAndReturn: 'Abbrechen und zu sumarhus zurückkehren',
    describe: (kind: string, code: string) => `${kind}, Buchung ${code}`,
    kinds: { deposit: 'Anzahlung (20 %)', balance: 'Restbetrag', full: 'Gesamtbetrag' },
    thanksTitle: 'Vielen Dank für Ihre Buchung!',
    balancePaid: (amount: string) =>
      `Vielen Dank: Ihre Zahlung von ${amount} ist eingegangen, Ihre Buchung ist vollständig bezahlt.`,
    balanceDocuments: 'Ihre Reiseunterlagen sind bereit: Sie finden sie unten unter Dokumente.',
    pendingTitle: 'Ihre Buchung',
    deposit: 'Bestätigt — Anzahlung bezahlt',
    reserved: 'Reserviert — noch nicht bezahlt',
    onAccount: (date: string) => `Bestätigt — Zahlung auf Rechnung, fällig am ${date}`,
    notCompleted:
      'Die Zahlung wurde nicht abgeschlossen. Es wurde nichts abgebucht; Sie können jetzt oder später unter Meine Buchung bezahlen.',
    payNow: 'Jetzt bezahlen',
    payEarly: 'Vorab bezahlen',
    states: {
      confirmed: 'Bestätigt',
      pending_payment: 'Reserviert – noch nicht bezahlt',
      paid: 'Vollständig bezahlt',
      cancelled: 'Storniert',
    },
    paymentStates: { paid: 'Bezahlt', due: 'Offen' },
    paidBy: (date: string) => `Bezahlt am ${date} per Karte`,
    cancelDone: 'Ihre Buchung wurde storniert. Eine Bestätigung haben wir Ihnen per E-Mail geschickt.',
    refunded: (amount: string, date: string) => `${amount}: erstattet am ${date}`,
    reminder: /^Erinnerung: Der Restbetrag der Buchung (\d{8}) ist am /,
    receipt: (code: string) => `Zahlungseingang zur Buchung ${code} – Sumarhus`,
    guests: (adults: number, children: number) =>
      `${adults} Erwachsene${adults === 1 ? 'r' : ''}, ${children} ${children === 1 ? 'Kind' : 'Kinder'}`,
  },
} as const;

/** One run per language: English on a desktop with analytics accepted, German on a phone with analytics declined. */
const RUNS = [
  {
    locale: 'en',
    width: 1280,
    analytics: true,
    houses: ['SH-1040', 'SH-1041', 'SH-1042', 'SH-1043', 'SH-1044', 'SH-1045', 'SH-1046'],
  },
  {
    locale: 'de',
    width: 375,
    analytics: false,
    houses: ['SH-1050', 'SH-1051', 'SH-1052', 'SH-1053', 'SH-1054', 'SH-1055', 'SH-1056'],
  },
] as const;
type Run = (typeof RUNS)[number];

/** The card page's absolute pay links in an e-mail. */
const PAY_LINK = /https?:\/\/\S+\/api\/payments\/pay\/\d{8}\/\d+\?exp=\d+&sig=[\w-]+/;
/** Chromium's line for a page the server answered with this status (a declined card: 402; a page paid already: 409). */
const loadFailed = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status} .*/api/payments/test-gateway/`);
const silent = pino({ level: 'silent' });

describe('card payments in Chromium on the test gateway (FIXED_NOW 2026-11-21)', function () {
  this.timeout(60_000);
  let server: Server;
  let browser: TestBrowser;
  let company: ReturnType<typeof companyDetailsFromContent>;
  const fmt: Partial<Record<Locale, ReturnType<typeof createI18n>>> = {};

  before(async function () {
    this.timeout(120_000);
    // Behind one proxy (TRUST_PROXY): each page comes from its own address, so the per-address limits of bookings and lookups stay apart.
    [server, browser] = await Promise.all([startTestServer({ FIXED_NOW, TRUST_PROXY: '1' }), launchBrowser()]);
    company = companyDetailsFromContent(server.config, silent);
    for (const locale of ['en', 'de'] as const)
      fmt[locale] = createI18n(locale, await loadMessages(locale, ['common']));
  });
  afterEach(() => {
    // Journeys 3 and 5 move the clock.
    if (server) server.config.fixedNow = new Date(FIXED_NOW);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  let visitors = 0;
  const visitor = () => `10.20.${(++visitors >> 8) & 255}.${visitors & 255}`;
  const moneyContext = (now: Date) => ({
    now,
    company,
    secret: server.config.jwtSecret,
    publicUrl: server.config.publicUrl,
    logger: silent,
  });
  const setClock = (iso: string) => (server.config.fixedNow = new Date(iso));

  /** A page of its own (own cookies) from its own address, the cookie notice answered, map tiles answered locally. */
  async function open(run: Run): Promise<TestPage> {
    const phone = run.width < 750;
    const page = await browser.newPage({ width: run.width, height: phone ? 740 : 900, isMobile: phone });
    await prepare(page, run);
    return page;
  }
  async function prepare(page: TestPage, run: Run) {
    await page.browserContext().setCookie({
      name: 'consent',
      value: `analytics:${run.analytics}`,
      domain: new URL(server.url).hostname,
      path: '/',
    });
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': visitor() });
    await page.setRequestInterception(true);
    page.on('request', (req: HTTPRequest) => {
      if (req.isInterceptResolutionHandled()) return;
      if (
        /tile\.openstreetmap\.org|\/\{z\}|\.tile\./.test(req.url()) ||
        (req.resourceType() === 'image' && !req.url().startsWith(server.url))
      ) {
        void req.respond({ status: 200, contentType: 'image/png', body: PNG });
      } else void req.continue();
    });
  }
  /** A second tab in the same browser context (same cookies), recording its errors like the first. */
  async function secondTab(first: TestPage, run: Run): Promise<TestPage> {
    const page = (await first.browserContext().newPage()) as TestPage;
    page.errors = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' && !/favicon\.ico|net::ERR_ABORTED/.test(message.text()))
        page.errors.push(`${message.text()} ${message.location()?.url ?? ''}`.trim());
    });
    page.on('pageerror', (err) => page.errors.push(`pageerror: ${err instanceof Error ? err.message : String(err)}`));
    // Only the card page opens here: plain HTML, nothing to hydrate.
    page.hydrated = () => Promise.reject(new Error('the second tab shows the card page only'));
    await page.setViewport({
      width: run.width,
      height: run.width < 750 ? 740 : 900,
      isMobile: run.width < 750,
      deviceScaleFactor: 1,
    });
    page.setDefaultTimeout(10_000);
    await prepare(page, run);
    return page;
  }

  /** The Reservation result as the API answers it now (from an address of its own). */
  async function lookup(email: string, bookingCode: string, locale: Locale): Promise<ReservationResult> {
    const res = await fetch(`${server.url}/api/reservation/lookup`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': locale,
        'x-forwarded-for': visitor(),
      },
      body: JSON.stringify({ email, bookingCode }),
    });
    expect(res.status, 'lookup').to.equal(200);
    return (await res.json()) as ReservationResult;
  }
  /** The booking code of the (one) booking made with this e-mail address. */
  async function codeOf(email: string): Promise<string> {
    const rows = await server.db.query<{ booking_code: string }>(
      'select booking_code from reservations where email = $1',
      [email],
    );
    expect(rows, `one booking for ${email}`).to.have.length(1);
    return rows[0].booking_code;
  }
  const purchases = (page: TestPage) =>
    page.evaluate(
      () =>
        (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase') as Array<{
          ecommerce: { transaction_id: string; value: number; currency: string };
        }>,
    );
  /** axe-core on the whole page as it is (shell included). */
  const axe = (page: TestPage, what: string) =>
    axeViolations(page).then((v) => expect(v, `axe: ${what}`).to.deep.equal([]));
  const noHorizontalScroll = async (page: TestPage, run: Run) => {
    if (run.width >= 750) return;
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').to.be.at.most(
      run.width,
    );
    // Nor anything of the page's content cut off at the right edge.
    const cut = await page.evaluate(
      (w) =>
        [...document.querySelectorAll('main *, .booking-ui *')]
          .filter((el) => el.getBoundingClientRect().right > w + 0.5 && el.getClientRects().length > 0)
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
      run.width,
    );
    expect(cut, 'content beyond the right edge').to.deep.equal([]);
  };

  /** The hydrated checkout for a house's free stay from `after`, filled in for `email`, terms ticked: one click from booking. */
  async function checkoutReady(page: TestPage, run: Run, code: string, email: string, after = FAR) {
    const stay = await freeStay(server.url, code, after, TODAY);
    await page.goto(`${server.url}${pathFor('home', run.locale)}`);
    await page.hydrated();
    await addToCart(page, code, stay);
    await page.goto(`${server.url}${pathFor('checkout', run.locale)}`);
    await page.hydrated();
    await page.waitForSelector('.checkout-finish__button:not([disabled])');
    await fillForm(page, email);
    await page.click('#checkout-terms');
    return stay;
  }
  /** Finish booking in the hydrated checkout: the guest lands on the test gateway's card page. */
  async function finishToCardPage(page: TestPage) {
    await Promise.all([page.waitForNavigation(), page.click('.checkout-finish__button')]);
    expect(onCardPage(page), `the card page, not ${page.url()}`).to.equal(true);
  }
  /** The card page: the test banner, what is paid and for what, and the card fields with their autocomplete tokens. */
  async function expectCardPage(page: TestPage, run: Run, payment: ReservationPayment, bookingCode: string) {
    const T = TEXT[run.locale];
    expect(await page.evaluate(() => document.documentElement.lang)).to.equal(run.locale);
    expect(await text(page, '.banner')).to.equal(T.banner);
    expect(await text(page, 'h1')).to.equal(T.cardTitle);
    const facts = await page.$$eval('main dl dd', (dds) => dds.map((dd) => (dd.textContent ?? '').trim()));
    expect(facts[0]).to.equal(euro(payment.amountCents, run.locale));
    expect(facts[1]).to.equal(T.describe(T.kinds[payment.kind], bookingCode));
    expect(
      await page.$$eval('main form input', (inputs) =>
        inputs.map((i) => [i.getAttribute('name'), i.getAttribute('autocomplete')]),
      ),
    ).to.deep.equal([
      ['name', 'cc-name'],
      ['number', 'cc-number'],
      ['exp', 'cc-exp'],
      ['cvc', 'cc-csc'],
    ]);
    expect(await text(page, 'a.cancel')).to.equal(T.cancelAndReturn);
  }
  /** The thank-you page after the way back from the payment page: its state line. */
  async function thanksState(page: TestPage, run: Run) {
    expect(new URL(page.url()).pathname).to.equal(pathFor('checkoutThanks', run.locale));
    await page.waitForSelector('[data-testid="booking-state"]');
    return text(page, '[data-testid="booking-state"]');
  }
  /** My booking from the thank-you page's link, looked up by e-mail address and code. */
  async function toMyBooking(page: TestPage, run: Run, email: string, bookingCode: string) {
    await page.click(`.thanks__links a[href="${pathFor('myBooking', run.locale)}"]`);
    await page.waitForFunction((p) => location.pathname === p, {}, pathFor('myBooking', run.locale));
    await lookUpBooking(page, email, bookingCode);
  }
  const paymentRows = (page: TestPage) =>
    page.$$eval('.booking-details .payment-table tbody tr', (rows) =>
      rows.map((row) => ({
        status: row.querySelector('[data-testid="payment-status"]')?.textContent ?? null,
        last: row.querySelector('th .payment-table__last')?.textContent ?? null,
        pay: (row.querySelector('[data-testid="pay-link"]')?.firstChild?.textContent ?? null) as string | null,
        payHref: row.querySelector('[data-testid="pay-link"]')?.getAttribute('href') ?? null,
      })),
    );

  for (const run of RUNS) {
    const { locale, width } = run;
    const T = TEXT[locale];
    const at = `${locale} at ${width} px`;
    const date = (iso: string) => fmt[locale]!.formatDate(iso);

    describe(at, () => {
      it(`${at}: book → the card page → 4242 → "deposit paid" → My booking shows the deposit paid by card and the balance with "Pay early"`, async () => {
        const page = await open(run);
        const email = `pay1.${locale}@example.com`;
        await checkoutReady(page, run, run.houses[0], email);
        await finishToCardPage(page);
        const bookingCode = await codeOf(email);
        const booked = await lookup(email, bookingCode, locale);
        const [deposit, balance] = booked.payments;
        expect([booked.status, deposit.kind, balance.kind]).to.deep.equal(['pending_payment', 'deposit', 'balance']);
        await expectCardPage(page, run, deposit, bookingCode);
        await noHorizontalScroll(page, run);
        await axe(page, 'the card page');

        await payByCard(page, TEST_CARD.succeeds);
        expect(await thanksState(page, run)).to.equal(T.deposit);
        expect(await text(page, 'h1')).to.equal(T.thanksTitle);
        expect(await text(page, '[data-testid="booking-code"]')).to.equal(bookingCode);
        expect(await page.$('[data-testid="pay-now"]')).to.equal(null);
        await page.hydrated();
        // The conversion, now that a payment arrived – only with analytics consent.
        if (run.analytics)
          await page.waitForFunction(() =>
            (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'purchase'),
          );
        const pushed = await purchases(page);
        if (run.analytics) {
          expect(pushed).to.have.length(1);
          expect(pushed[0].ecommerce).to.include({
            transaction_id: bookingCode,
            currency: 'EUR',
            value: booked.totalCents / 100,
          });
        } else expect(pushed).to.deep.equal([]);
        await noHorizontalScroll(page, run);
        await axe(page, 'thank-you, deposit paid');

        await toMyBooking(page, run, email, bookingCode);
        expect(await text(page, '[data-testid="booking-status"]')).to.equal(T.states.confirmed);
        expect(await page.$$eval('.booking-facts--details dd', (dds) => dds.map((dd) => dd.textContent))).to.include(
          T.guests(booked.numberAdults, booked.numberChildren),
        );
        const rows = await paymentRows(page);
        expect(rows[0]).to.deep.include({ status: T.paymentStates.paid, last: T.paidBy(date(TODAY)), pay: null });
        expect(rows[1]).to.deep.include({ status: T.paymentStates.due, pay: T.payEarly });
        expect(rows[1].payHref).to.match(new RegExp(`^/api/payments/pay/${bookingCode}/${balance.id}\\?exp=\\d+&sig=`));
        expect(await text(page, '[data-testid="amount-due"]')).to.equal(formatCents(locale, balance.amountCents));
        expect(await page.$('[data-testid="cancel-booking"]'), 'the cancel section').to.not.equal(null);
        await noHorizontalScroll(page, run);
        await axe(page, 'My booking with a Pay link and the cancel section');
        expect(page.errors).to.deep.equal([]);
      });

      it(`${at}: a declined card → "Cancel and return" → "Reserved — not yet paid" with Pay now and the deadline → paid from My booking`, async () => {
        const page = await open(run);
        const email = `pay2.${locale}@example.com`;
        await checkoutReady(page, run, run.houses[1], email);
        await finishToCardPage(page);
        const bookingCode = await codeOf(email);
        const [deposit] = (await lookup(email, bookingCode, locale)).payments;

        await payByCard(page, TEST_CARD.declined);
        expect(onCardPage(page)).to.equal(true);
        expect(await text(page, '#problems')).to.equal(T.declined);
        expect(await page.evaluate(() => document.activeElement?.id)).to.equal('problems');
        await axe(page, 'the card page, declined');

        await Promise.all([page.waitForNavigation(), page.click('a.cancel')]);
        expect(await thanksState(page, run)).to.equal(T.reserved);
        expect(await text(page, 'h1')).to.equal(T.pendingTitle);
        expect(await text(page, '[data-testid="payment-not-done"]')).to.equal(T.notCompleted);
        expect(await text(page, '[data-testid="due-now"]')).to.equal(formatCents(locale, deposit.amountCents));
        expect(await text(page, '[data-testid="pay-by"]')).to.equal(date(deposit.lastDayToPay));
        expect(await text(page, '[data-testid="pay-now"]')).to.equal(T.payNow);
        expect(await page.$eval('[data-testid="pay-now"]', (a) => a.getAttribute('href'))).to.match(
          new RegExp(`^/api/payments/pay/${bookingCode}/${deposit.id}\\?`),
        );
        await page.hydrated();
        expect(await purchases(page), 'no conversion while nothing is paid').to.deep.equal([]);
        await noHorizontalScroll(page, run);
        await axe(page, 'thank-you, reserved and not paid');

        // My booking's Pay link for the deposit: a fresh card page; 4242 pays.
        await toMyBooking(page, run, email, bookingCode);
        expect(await text(page, '[data-testid="booking-status"]')).to.equal(T.states.pending_payment);
        const rows = await paymentRows(page);
        expect(rows[0]).to.deep.include({ status: T.paymentStates.due, pay: T.payNow });
        await axe(page, 'My booking, reserved, with Pay now');
        await Promise.all([
          page.waitForNavigation(),
          page.click('.booking-details .payment-table tbody tr:first-child [data-testid="pay-link"]'),
        ]);
        await expectCardPage(page, run, deposit, bookingCode);
        await payByCard(page, TEST_CARD.succeeds);
        expect(await thanksState(page, run)).to.equal(T.deposit);
        await page.hydrated();
        if (run.analytics)
          await page.waitForFunction(() =>
            (window.dataLayer ?? []).some((e) => (e as { event?: string }).event === 'purchase'),
          );
        expect((await purchases(page)).map((p) => p.ecommerce.transaction_id)).to.deep.equal(
          run.analytics ? [bookingCode] : [],
        );
        expect((await lookup(email, bookingCode, locale)).payments[0]).to.include({ status: 'paid', method: 'card' });
        // Chromium logs the declined card's answer (402).
        expect(page.errors.filter((e) => !loadFailed(402).test(e))).to.deep.equal([]);
      });

      it(`${at}: the balance's reminder 7 days before its due date → its pay link → 4242 → back on My booking, paid in full → the travel documents download`, async () => {
        const page = await open(run);
        const email = `pay3.${locale}@example.com`;
        await checkoutReady(page, run, run.houses[2], email);
        await finishToCardPage(page);
        const bookingCode = await codeOf(email);
        const [, balance] = (await lookup(email, bookingCode, locale)).payments;
        await payByCard(page, TEST_CARD.succeeds);
        expect(await thanksState(page, run)).to.equal(T.deposit);
        const origin = new URL(page.url()).origin;

        // A week before the balance is due: the reminder, with an absolute pay link to this site.
        const now = setClock(`${addDays(balance.dueDate, -7)}T09:00:00Z`);
        await sendPaymentReminders(server.db, moneyContext(now));
        const reminders = (await readOutboxExpanded(server.db, { to: email })).filter((m) =>
          T.reminder.test(m.subject),
        );
        expect(reminders.map((m) => T.reminder.exec(m.subject)![1])).to.deep.equal([bookingCode]);
        const link = PAY_LINK.exec(reminders[0].text)?.[0];
        expect(link, 'the pay link').to.be.a('string');
        expect(link!.startsWith(`${origin}/api/payments/pay/${bookingCode}/${balance.id}?`), link).to.equal(true);

        await page.goto(link!);
        await expectCardPage(page, run, balance, bookingCode);
        await payByCard(page, TEST_CARD.succeeds);
        // The balance comes back to My booking: the booking at once, what was paid, the documents now there.
        expect(new URL(page.url()).pathname).to.equal(pathFor('myBooking', locale));
        await page.waitForSelector('[data-testid="payment-return"]');
        expect(await text(page, '[data-testid="payment-return"]')).to.equal(
          `${T.balancePaid(formatCents(locale, balance.amountCents))} ${T.balanceDocuments}`,
        );
        expect(await text(page, 'h1')).not.to.equal(T.thanksTitle);
        expect(await text(page, '[data-testid="booking-status"]')).to.equal(T.states.paid);
        await noHorizontalScroll(page, run);
        const rows = await paymentRows(page);
        expect(rows.map((r) => [r.status, r.last, r.pay])).to.deep.equal([
          [T.paymentStates.paid, T.paidBy(date(TODAY)), null],
          [T.paymentStates.paid, T.paidBy(date(now.toISOString().slice(0, 10))), null],
        ]);
        expect(await text(page, '[data-testid="amount-due"]')).to.equal(formatCents(locale, 0));
        const travel = await page.$$eval('a[data-document="travel"]', (links) =>
          links.map((a) => a.getAttribute('href')!),
        );
        expect(travel, 'travel documents').to.have.length.at.least(1);
        for (const href of travel)
          expect(await fetchDocument(page, href)).to.deep.equal({
            status: 200,
            type: 'application/pdf',
            head: '%PDF-',
          });
        await axe(page, 'My booking, paid in full');
        expect(page.errors).to.deep.equal([]);
      });

      it(`${at}: cancelled from My booking – the fee and the refund shown first; the refund recorded; the dates bookable again`, async () => {
        const page = await open(run);
        const email = `pay4.${locale}@example.com`;
        const code = run.houses[3];
        const stay = await checkoutReady(page, run, code, email);
        await finishToCardPage(page);
        const bookingCode = await codeOf(email);
        await payByCard(page, TEST_CARD.succeeds);
        expect(await thanksState(page, run)).to.equal(T.deposit);
        const paid = await lookup(email, bookingCode, locale);
        const [deposit] = paid.payments;
        // 60 days or more before arrival: 10 % of the rental price; the rest of the deposit comes back.
        const fee = Math.round(paid.houses[0].priceCents / 10);
        const refund = deposit.amountCents - fee;
        expect(paid.cancellation).to.deep.include({ feeCents: fee, refundCents: refund });
        expect(refund).to.be.greaterThan(0);

        await toMyBooking(page, run, email, bookingCode);
        await page.click('.cancel-booking__summary');
        await page.waitForSelector('[data-testid="cancel-confirm"]', { visible: true });
        expect(await text(page, '[data-testid="cancel-fee"]')).to.equal(formatCents(locale, fee));
        expect(await text(page, '[data-testid="cancel-refund"]')).to.equal(formatCents(locale, refund));
        await noHorizontalScroll(page, run);
        await axe(page, 'My booking, the cancellation opened');

        await page.click('[data-testid="cancel-confirm"]');
        await page.waitForSelector('[data-testid="cancelled-facts"]');
        expect(await text(page, '[data-testid="booking-status"]')).to.equal(T.states.cancelled);
        expect(await text(page, '.booking-details > .form-alert')).to.equal(T.cancelDone);
        expect(await text(page, '[data-testid="cancelled-fee"]')).to.equal(formatCents(locale, fee));
        expect(await text(page, '[data-testid="cancelled-refund"]')).to.equal(formatCents(locale, refund));
        expect(await text(page, '.cancelled-facts__list li')).to.equal(
          T.refunded(formatCents(locale, refund), date(TODAY)),
        );
        expect(await page.$('[data-testid="cancel-booking"]')).to.equal(null);
        expect(await page.$('[data-testid="pay-link"]')).to.equal(null);
        expect(await text(page, '[data-testid="amount-due"]')).to.equal(formatCents(locale, 0));
        await noHorizontalScroll(page, run);
        await axe(page, 'My booking, cancelled');

        // Recorded: one refund of the rest of the deposit, taken back at the gateway from the deposit's charge.
        const refunds = await server.db.query<{
          amount_cents: number;
          status: string;
          gateway_cents: number;
          charged_cents: number;
        }>(
          `select f.amount_cents, f.status, g.amount_cents as gateway_cents, c.amount_cents as charged_cents
             from refunds f join reservations r on r.id = f.reservation_id
             join test_gateway_refunds g on g.id = f.provider_ref join test_gateway_charges c on c.id = g.charge_id
            where r.booking_code = $1`,
          [bookingCode],
        );
        expect(
          refunds.map((r) => [Number(r.amount_cents), r.status, Number(r.gateway_cents), Number(r.charged_cents)]),
        ).to.deep.equal([[refund, 'succeeded', refund, deposit.amountCents]]);
        // The dates are free again: the same house and dates go into a cart.
        const again = await fetch(`${server.url}/api/cart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
          body: JSON.stringify({ code, resFrom: stay.from, resTo: stay.to }),
        });
        expect(again.status, 'the same house and dates in a cart').to.be.oneOf([200, 201]);
        expect(page.errors).to.deep.equal([]);
      });

      it(`${at}: a trade partner books on account – no card page, "confirmed — payment on account", never cancelled automatically`, async () => {
        const page = await open(run);
        await page.goto(`${server.url}${pathFor('login', locale)}`);
        await page.hydrated();
        await page.type('#login-username', DEMO_AGENCY.username);
        await page.type('#login-password', DEMO_AGENCY.password);
        await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
        expect(await text(page, '.company-bar')).to.contain(DEMO_AGENCY.company);

        const email = `pay5.${locale}@example.com`;
        await checkoutReady(page, run, run.houses[4], email);
        await page.click('.checkout-finish__button');
        await page.waitForFunction((p) => location.pathname === p, {}, pathFor('checkoutThanks', locale));
        await page.waitForSelector('[data-testid="booking-code"]');
        expect(onCardPage(page)).to.equal(false);
        const bookingCode = await text(page, '[data-testid="booking-code"]');
        // Its traveller sees no money (docs/product/documents.md#who-gets-what); the company's user does.
        const booked = await lookup(email, bookingCode, locale);
        expect(booked).to.include({ status: 'confirmed', onAccount: true, payUrl: null, dueCents: 0 });
        expect(booked.payments).to.deep.equal([]);
        const [{ due }] = await server.db.query<{ due: string }>(
          `select to_char(min(p.due_date), 'YYYY-MM-DD') as due from payments p
             join reservations r on r.id = p.reservation_id where r.booking_code = $1`,
          [bookingCode],
        );
        expect(await text(page, '[data-testid="booking-state"]')).to.equal(T.onAccount(date(due)));
        expect(await text(page, 'h1')).to.equal(T.thanksTitle);
        expect(await page.$('[data-testid="pay-now"]')).to.equal(null);
        await page.hydrated();
        expect(await purchases(page), 'no card payment, no conversion').to.deep.equal([]);
        await noHorizontalScroll(page, run);
        await axe(page, 'thank-you, on account');

        // Well past the due date: the reminders' day after, then the cancellation job a week later.
        await sendPaymentReminders(server.db, moneyContext(setClock(`${addDays(due, 1)}T09:00:00Z`)));
        const cancelled = await cancelOverdueReservations(
          server.db,
          moneyContext(setClock(`${addDays(due, 10)}T09:00:00Z`)),
        );
        expect(cancelled).to.not.include(bookingCode);
        const [row] = await server.db.query<{ status: string }>(
          'select status from reservations where booking_code = $1',
          [bookingCode],
        );
        expect(row.status).to.equal('confirmed');
        expect(
          (await readOutboxExpanded(server.db, { to: email })).filter((m) => /^(Reminder|Erinnerung)/.test(m.subject)),
          'no reminders',
        ).to.deep.equal([]);
        expect(page.errors).to.deep.equal([]);
      });

      it(`${at}: two tabs on the same pay link – one charge and one receipt; the second tab is told it is paid already`, async () => {
        const first = await open(run);
        const email = `pay6.${locale}@example.com`;
        await checkoutReady(first, run, run.houses[5], email);
        await finishToCardPage(first);
        const bookingCode = await codeOf(email);
        const [deposit] = (await lookup(email, bookingCode, locale)).payments;
        // The guest's pay link for the deposit, opened in two tabs of the same browser.
        const payLink = (await lookup(email, bookingCode, locale)).payUrl!;
        expect(payLink).to.match(new RegExp(`^/api/payments/pay/${bookingCode}/${deposit.id}\\?`));
        const second = await secondTab(first, run);
        await first.goto(`${server.url}${payLink}`);
        await second.goto(`${server.url}${payLink}`);
        expect(onCardPage(first) && onCardPage(second)).to.equal(true);
        expect(second.url(), 'the same card page').to.equal(first.url());
        await expectCardPage(second, run, deposit, bookingCode);

        await payByCard(first, TEST_CARD.succeeds);
        expect(await thanksState(first, run)).to.equal(T.deposit);
        await payByCard(second, TEST_CARD.succeeds);
        expect(onCardPage(second)).to.equal(true);
        expect(await text(second, 'main [role="status"]')).to.equal(T.alreadyPaid);
        expect(await second.$('main form')).to.equal(null);
        await axe(second, 'the card page, paid already');

        const charges = await server.db.query<{ amount_cents: number }>(
          `select c.amount_cents from test_gateway_charges c join payment_sessions s on s.provider_session_id = c.page_id
             join payments p on p.id = s.payment_id join reservations r on r.id = p.reservation_id where r.booking_code = $1`,
          [bookingCode],
        );
        expect(charges.map((c) => Number(c.amount_cents))).to.deep.equal([deposit.amountCents]);
        const receipts = (await readOutboxExpanded(server.db, { to: email })).filter(
          (m) => m.subject === T.receipt(bookingCode),
        );
        expect(receipts).to.have.length(1);
        const after = await lookup(email, bookingCode, locale);
        expect([after.status, after.paidCents]).to.deep.equal(['confirmed', deposit.amountCents]);
        expect(first.errors).to.deep.equal([]);
        // Chromium logs the second payment's answer (409).
        expect(second.errors.filter((e) => !loadFailed(409).test(e))).to.deep.equal([]);
      });

      it(`${at}: before hydration (JavaScript off) – the checkout post → the card page → 4242 → the thank-you page says confirmed`, async () => {
        const page = await open(run);
        await page.setJavaScriptEnabled(false);
        const email = `pay7.${locale}@example.com`;
        const code = run.houses[6];
        const stay = await freeStay(server.url, code, FAR, TODAY);
        const added = await fetch(`${server.url}/api/cart`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor() },
          body: JSON.stringify({ code, resFrom: stay.from, resTo: stay.to }),
        });
        expect(added.status).to.be.oneOf([200, 201]);
        await page.browserContext().setCookie({
          name: 'cartId',
          value: ((await added.json()) as { cartId: string }).cartId,
          domain: new URL(server.url).hostname,
          path: '/',
        });

        await page.goto(`${server.url}${pathFor('checkout', locale)}`);
        await fillPlainForm(page, email);
        await page.click('#checkout-terms');
        await Promise.all([page.waitForNavigation(), page.click('.checkout-finish__button')]);
        expect(onCardPage(page), `the card page, not ${page.url()}`).to.equal(true);
        const bookingCode = await codeOf(email);
        const [deposit] = (await lookup(email, bookingCode, locale)).payments;
        await expectCardPage(page, run, deposit, bookingCode);

        await payByCard(page, TEST_CARD.succeeds);
        expect(await thanksState(page, run)).to.equal(T.deposit);
        expect(await text(page, 'h1')).to.equal(T.thanksTitle);
        expect(await text(page, '[data-testid="booking-code"]')).to.equal(bookingCode);
        expect((await lookup(email, bookingCode, locale)).status).to.equal('confirmed');
        expect(page.errors).to.deep.equal([]);
      });
    });
  }
});
