/**
 * Add to cart on the house page as a plain form post (no JavaScript), against
 * the production build with the clock fixed at 2026-11-21, in both languages:
 * the server-rendered form (house code, dates and party hidden), a post that
 * adds the line with its party and answers 303 to the cart (the API's cartId
 * cookie passed on; the cart shows the party, its "book now" needs nothing in
 * its address), one without dates (dates later), and refusals rendered
 * on the house page with the API's message in the page's language: dates
 * that run into a booking (409), one date alone (422).
 */
import { expect } from 'chai';
import type { Cart } from '../../src/api/cart.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { freeStay, takenStay } from '../helpers/booking.ts';
import { startTestServer } from '../helpers/server.ts';
import { decodeEntities, get } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const CODE = 'SH-1042';
/** Another house, added without dates. */
const LATER_CODE = 'SH-1002';

const TEXT = {
  en: {
    cart: '/en/cart/',
    checkout: '/en/cart/book-now/',
    taken: 'Sorry, the house is already booked on some of these days. Please select new dates.',
    bothDates: 'Please choose both a check-in and a check-out day.',
  },
  de: {
    cart: '/de/korb/',
    checkout: '/de/korb/book-now/',
    taken: 'Das Haus ist an einigen dieser Tage leider schon gebucht. Bitte wählen Sie neue Daten.',
    bothDates: 'Bitte wählen Sie einen An- und einen Abreisetag.',
  },
} as const;

const cartIdOf = (res: Response) =>
  /^cartId=([^;]+);/.exec(res.headers.getSetCookie().find((c) => c.startsWith('cartId=')) ?? '')?.[1] ?? null;

/** The red box of the price box, as text. */
const errorBox = (html: string) =>
  decodeEntities(/<div class="price-box__error" role="alert"[^>]*>([^<]*)<\/div>/.exec(html)?.[1] ?? '');

describe('SSR: add to cart on the house page without JavaScript (FIXED_NOW 2026-11-21)', function () {
  this.timeout(120_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let stay: { from: string; to: string };
  let taken: { from: string; to: string };
  const paths = {} as Record<Locale, string>;

  before(async () => {
    server = await startTestServer({ FIXED_NOW });
    for (const locale of LOCALES) {
      const house = (await (
        await fetch(`${server.url}/api/house/${CODE}`, { headers: { 'accept-language': locale } })
      ).json()) as HouseDetail;
      paths[locale] =
        `/${locale}/${locale === 'de' ? 'ferienhaus' : 'accommodation'}/${house.regionSlug}/${house.nameSlug}/`;
    }
    stay = await freeStay(server.url, CODE, '2027-02-01');
    const house = (await (
      await fetch(`${server.url}/api/house/${CODE}?include=availabilityPerYear`)
    ).json()) as HouseDetail;
    taken = takenStay(house.availabilityPerYear!, '2026-12-05');
  });

  after(() => server?.close());

  const post = (pathname: string, fields: Record<string, string>, cookie = '') =>
    fetch(server.url + pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });

  for (const locale of LOCALES) {
    it(`${locale}: the form, a post that puts the party on the cart line, and refusals on the house page`, async () => {
      const T = TEXT[locale];
      const query = `?checkIn=${stay.from}&checkOut=${stay.to}&numberOfAdults=2&numberOfChildren=1`;
      const page = await get(server.url, paths[locale] + query);
      const form = /<form id="price-add"([^>]*)>([\s\S]*?)<\/form>/.exec(page.html);
      expect(form, 'the add form').to.not.equal(null);
      expect(form![1]).to.contain(' method="post"');
      expect(decodeEntities(/ action="([^"]*)"/.exec(form![1])![1])).to.equal(paths[locale] + query);
      for (const [name, value] of [
        ['code', CODE],
        ['checkIn', stay.from],
        ['checkOut', stay.to],
        ['numberOfAdults', '2'],
        ['numberOfChildren', '1'],
      ])
        expect(form![2]).to.contain(`<input type="hidden" name="${name}" value="${value}"/>`);
      expect(form![2]).to.match(
        /<button type="submit" class="button button--accent button--block price-box__add"(?![^>]*disabled)/,
      );

      const fields = { code: CODE, checkIn: stay.from, checkOut: stay.to, numberOfAdults: '2', numberOfChildren: '1' };
      const added = await post(paths[locale] + query, fields);
      expect(added.status).to.equal(303);
      expect(added.headers.get('location')).to.equal(T.cart);
      const cartId = cartIdOf(added);
      expect(cartId, "the API's cartId cookie").to.be.a('string');
      const cart = (await (await fetch(`${server.url}/api/cart/${cartId}`)).json()) as Cart;
      expect(cart.houses.map((l) => [l.house.code, l.resFrom, l.resTo, l.adults, l.children])).to.deep.equal([
        [CODE, stay.from, stay.to, 2, 1],
      ]);
      const cartPage = await get(server.url, added.headers.get('location')!, {
        headers: { cookie: `cartId=${cartId}` },
      });
      expect(decodeEntities(/data-testid="book-now" href="([^"]*)"/.exec(cartPage.html)?.[1] ?? '')).to.equal(
        T.checkout,
      );
      expect(cartPage.html).to.match(/name="adults"[^>]*value="2"/);

      // Dates that run into a booking: refused, the house page again (priced for them: unavailable) with the API's message.
      const takenQuery = `?checkIn=${taken.from}&checkOut=${taken.to}`;
      const refused = await post(
        paths[locale] + takenQuery,
        { code: CODE, checkIn: taken.from, checkOut: taken.to },
        `cartId=${cartId}`,
      );
      expect(refused.status).to.equal(409);
      expect(refused.headers.get('cache-control')).to.equal('private, no-store');
      const refusedHtml = await refused.text();
      expect(errorBox(refusedHtml)).to.equal(T.taken);
      expect(refusedHtml).to.match(/<h1>[^<]+<\/h1>/);

      // Another house without dates: a second line waiting for its dates, then the cart.
      const later = await post(paths[locale], { code: LATER_CODE, checkIn: '', checkOut: '' }, `cartId=${cartId}`);
      expect(later.status).to.equal(303);
      expect(later.headers.get('location')).to.equal(T.cart);
      const after = (await (await fetch(`${server.url}/api/cart/${cartId}`)).json()) as Cart;
      expect(after.houses.map((l) => [l.house.code, l.resFrom])).to.deep.equal([
        [CODE, stay.from],
        [LATER_CODE, null],
      ]);

      // A check-in alone: 422, said in the page's language.
      const half = await post(paths[locale], { code: CODE, checkIn: stay.from, checkOut: '' });
      expect(half.status).to.equal(422);
      expect(errorBox(await half.text())).to.equal(T.bothDates);
    });
  }

  it('refuses a post from another site', async () => {
    const res = await fetch(server.url + paths.en, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: new URLSearchParams({ code: CODE, checkIn: '', checkOut: '' }).toString(),
    });
    expect(res.status).to.equal(403);
  });
});
