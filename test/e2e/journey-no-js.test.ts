/**
 * A traveller's whole journey (docs/product/rules.md#trip-and-party), in one go, on a phone (390 × 844) with JavaScript
 * off, in English and German, against the production build (FIXED_NOW
 * 2026-11-21): the front page's search with dates and a party of 2 adults and
 * 1 child → the list → the first card → the house page priced for those dates,
 * its guests already 2 + 1 → the booking bar's "Add to cart" (a form post) →
 * the cart → "Book now" → the checkout, its counters at 2 + 1 → the booking
 * post → the card page → 4242 → the thank-you page says confirmed, and the
 * booking holds the dates and the party. No date or count is typed twice.
 */
import { expect } from 'chai';
import { LOCALES } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { fillPlainForm, onCardPage, payByCard, searchFromHomePlain, TEST_CARD, text } from '../helpers/booking.ts';
import { browserRun } from '../helpers/browser-run.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const STAY = { checkIn: '2027-03-04', checkOut: '2027-03-11' };
const PHONE = { width: 390, height: 844, isMobile: true };
const CONFIRMED = { en: 'Confirmed — deposit paid', de: 'Bestätigt — Anzahlung bezahlt' } as const;

describe('browser: from the front page to a paid booking on a phone without JavaScript, nothing typed twice (FIXED_NOW 2026-11-21)', function () {
  this.timeout(180_000);
  const run = browserRun({ FIXED_NOW });

  for (const locale of LOCALES) {
    it(`${locale}: search → house → cart → checkout → card → confirmed, with the dates and 2 adults + 1 child carried all the way`, async () => {
      const page = await run.browser.newPage(PHONE);
      await page
        .browserContext()
        .setCookie({ name: 'consent', value: 'analytics:false', domain: new URL(run.server.url).hostname, path: '/' });
      await page.setJavaScriptEnabled(false);
      const navigate = (selector: string) => Promise.all([page.waitForNavigation(), page.click(selector)]);

      await page.goto(run.server.url + pathFor('home', locale));
      await searchFromHomePlain(page, STAY, { adults: 2, children: 1 });
      expect(new URL(page.url()).pathname).to.equal(pathFor('accommodation', locale));

      await navigate('.list-layout__results .hcard__link');
      const total = await text(page, '[data-testid="price-total"]');
      expect(
        await page.$eval('.price-box__guests select[name="numberOfAdults"]', (s) => (s as HTMLSelectElement).value),
      ).to.equal('2');
      expect(
        await page.$eval('.price-box__guests select[name="numberOfChildren"]', (s) => (s as HTMLSelectElement).value),
      ).to.equal('1');
      expect(await text(page, '[data-testid="bar-total"]')).to.equal(total);

      await navigate('.booking-bar__action');
      expect(new URL(page.url()).pathname).to.equal(pathFor('cart', locale));
      expect(await page.$$eval('.cart-line', (lines) => lines.length)).to.equal(1);

      await navigate('[data-testid="book-now"]');
      expect(new URL(page.url()).pathname).to.equal(pathFor('checkout', locale));
      expect(await page.$eval('input[name="numberAdults"]', (i) => (i as HTMLInputElement).value)).to.equal('2');
      expect(await page.$eval('input[name="numberChildren"]', (i) => (i as HTMLInputElement).value)).to.equal('1');

      const email = `nojs.${locale}@example.com`;
      await fillPlainForm(page, email);
      await page.click('#checkout-terms');
      await navigate('.checkout-finish__button');
      expect(onCardPage(page), `the card page, not ${page.url()}`).to.equal(true);

      await payByCard(page, TEST_CARD.succeeds);
      expect(new URL(page.url()).pathname).to.equal(pathFor('checkoutThanks', locale));
      expect(await text(page, '[data-testid="booking-state"]')).to.equal(CONFIRMED[locale]);

      const [booked] = await run.server.db.query<{
        adults: number;
        children: number;
        res_from: string;
        res_to: string;
      }>(
        `select r.number_adults as adults, r.number_children as children, lower(s.stay) as res_from, upper(s.stay) as res_to
           from reservations r join reservation_houses h on h.reservation_id = r.id join stays s on s.id = h.stay_id where r.email = $1`,
        [email],
      );
      expect(booked).to.deep.equal({ adults: 2, children: 1, res_from: STAY.checkIn, res_to: STAY.checkOut });
      expect(page.errors).to.deep.equal([]);
      await page.close();
    });
  }
});
