/**
 * The page loaders and actions both ways they reach the booking API:
 * in the server's process (API_BASE_URL unset, server/api/in-process.ts)
 * and over HTTP (API_BASE_URL set; here the server's own address). The same
 * representative pages and posts in each mode: home, list, house, terms, a house the
 * API does not know (its 404), the login post (the API's 400 and 401 with its
 * message), add to cart (the API's Set-Cookie reaching the browser) and the cart
 * it made, the checkout post (422, then 303 with the booking), and My booking's
 * lookup limit, which counts the visitor's address, not the server's.
 */
import { expect } from 'chai';
import type { HouseDetail } from '../../src/api/house.ts';
import { isoToMasked } from '../../src/pages/checkout/date-mask.ts';
import { pathFor } from '../../contract/routes.ts';
import { freeStay } from '../helpers/booking.ts';
import { API_MODES, startTestServer } from '../helpers/server.ts';
import { LOOKUP_LIMITS } from '../../server/api/reservations/router.ts';
import { boot, countH1, get, h1Text } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const CODE = 'SH-1042';

for (const mode of API_MODES) {
  describe(`SSR: page loaders and actions with the booking API ${mode}`, function () {
    this.timeout(120_000);
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let housePath: string;
    let address = 0;

    before(async function () {
      this.timeout(240_000);
      // Behind one proxy: each post names its own visitor address (X-Forwarded-For).
      server = await startTestServer({ FIXED_NOW, TRUST_PROXY: '1' }, mode);
      expect(server.config.apiBaseUrl, 'API_BASE_URL').to.equal(mode === 'over HTTP' ? server.url : undefined);
      const house = (await (await fetch(`${server.url}/api/house/${CODE}`)).json()) as HouseDetail;
      housePath = pathFor('house', 'en', { region: house.regionSlug, slug: house.nameSlug });
    });
    after(() => server?.close());

    const post = (path: string, fields: Record<string, string>, options: { cookie?: string; from?: string } = {}) =>
      fetch(server.url + path, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': options.from ?? `10.7.0.${++address}`,
          ...(options.cookie ? { cookie: options.cookie } : {}),
        },
        body: new URLSearchParams(fields),
      });

    it('renders home, list, house and terms pages from the API’s data, and a house the API does not know as a 404', async () => {
      const home = await get(server.url, '/en/');
      expect(home.status).to.equal(200);
      expect(boot(home.html).state.page.routeId).to.equal('home');
      const list = await get(server.url, '/de/ferienhaus/');
      expect(list.status).to.equal(200);
      expect(countH1(list.html)).to.equal(1);
      expect(
        (boot(list.html).state.page as unknown as { data: { result: { houses: unknown[] } } }).data.result.houses,
      ).to.have.length.above(0);
      const house = await get(server.url, housePath);
      expect(house.status).to.equal(200);
      expect(h1Text(house.html)).to.be.a('string').and.not.equal('');
      expect(boot(house.html).state.page.routeId).to.equal('house');
      const terms = await get(server.url, pathFor('terms', 'de'));
      expect(terms.status, 'the terms page (GET /v1/terms)').to.equal(200);
      expect(countH1(terms.html)).to.equal(1);
      const missing = await get(server.url, pathFor('house', 'en', { region: 'south', slug: 'no-such-house' }));
      expect(missing.status).to.equal(404);
      expect(boot(missing.html).state.page.routeId).to.equal('notFound');
    });

    it('keeps the API’s error status and message: a login post without a username (400), with a wrong password (401)', async () => {
      const login = pathFor('login', 'de');
      const empty = await post(login, { username: '', password: '' });
      expect(empty.status).to.equal(400);
      expect(await empty.text()).to.contain('Bitte geben Sie Ihren Benutzernamen ein.');
      const wrong = await post(login, { username: 'nobody', password: 'wrong password' });
      expect(wrong.status).to.equal(401);
      expect(await wrong.text()).to.contain('Benutzername oder Passwort ist nicht korrekt.');
    });

    it('passes the API’s cart cookie on to the browser (add to cart), and the cart page and checkout post read that cart', async () => {
      const stay = await freeStay(server.url, CODE, '2027-02-01');
      const added = await post(housePath, {
        code: CODE,
        checkIn: stay.from,
        checkOut: stay.to,
        numberOfAdults: '2',
        numberOfChildren: '0',
      });
      expect(added.status).to.equal(303);
      const setCookie = added.headers.getSetCookie().find((line) => line.startsWith('cartId='));
      expect(setCookie, 'the API’s Set-Cookie line').to.match(/^cartId=[^;]+;.*HttpOnly/i);
      const cookie = setCookie!.split(';')[0];

      const cart = await get(server.url, pathFor('cart', 'en'), { headers: { cookie } });
      expect(cart.status).to.equal(200);
      expect(
        (boot(cart.html).state.cart as { houses: { house: { code: string } }[] }).houses.map((line) => line.house.code),
      ).to.deep.equal([CODE]);

      const form: Record<string, string> = {
        numberViatorKit: '0',
        numberAdults: '2',
        numberChildren: '0',
        title: 'Ms',
        firstName: 'Anna',
        lastName: 'Jónsdóttir',
        birthDate: '17/05/1980',
        nationality: 'Icelandic',
        address: 'Laugavegur 5',
        zipCode: '101',
        city: 'Reykjavík',
        countryIso: 'IS',
        mobilePhone: '+354 555 1234',
        email: 'anna-at-example',
        arrivalDate: isoToMasked(stay.from),
        arrivalTransportType: '1',
        arrivalTransportNumber: 'FI 521',
        departureDate: isoToMasked(stay.to),
        departureTransportType: '1',
        departureTransportNumber: 'FI 520',
        checkInCenter: '1',
      };
      const checkout = pathFor('checkout', 'en');
      const refused = await post(checkout, form, { cookie });
      expect(refused.status).to.equal(422);
      expect(await refused.text()).to.contain('Please enter a valid e-mail address.');
      const booked = await post(
        checkout,
        { ...form, email: `anna.${mode.replace(' ', '-')}@example.com`, terms: 'on' },
        { cookie },
      );
      expect(booked.status).to.equal(303);
      expect(booked.headers.get('location')).to.match(/^\/api\/payments\/pay\/\d{8}\/\d+\?/);
      expect(booked.headers.getSetCookie().some((line) => line.startsWith('booked='))).to.equal(true);
    });

    it('counts My booking’s lookups against the visitor’s address: one visitor is limited (429), another is not', async () => {
      const lookup = (i: number, from: string) =>
        post(
          pathFor('myBooking', 'en'),
          { email: `nobody.${i}@example.com`, bookingCode: String(12345678 + i) },
          { from },
        );
      for (let i = 0; i < LOOKUP_LIMITS.perAddress; i++)
        expect((await lookup(i, '10.8.0.1')).status, `lookup ${i + 1}`).to.equal(404);
      expect((await lookup(LOOKUP_LIMITS.perAddress, '10.8.0.1')).status, 'one lookup too many').to.equal(429);
      expect((await lookup(LOOKUP_LIMITS.perAddress + 1, '10.8.0.2')).status, 'another visitor').to.equal(404);
    });
  });
}
