/**
 * PUT and DELETE /api/cart/{cartId}/{cartLineId} and GET
 * /api/cart/{cartId}/availability (docs/product/api.md#cart), on PGlite and on a real
 * PostgreSQL, with the server's clock fixed at 2026-11-21 (FIXED_NOW):
 * new dates follow the booking rules of that day and need the house free and
 * priced (409 with the message of docs/product/errors.md#cart-errors otherwise, in the caller's language);
 * both 1970-01-01 puts a line back to "dates to be chosen"; a removal answers
 * 204 and the cart shows one line less; availability is 'Error' while a line
 * has no dates or cannot be booked as of now; an unknown or expired cart is a
 * 404, and every change starts the cart's 7 days again.
 */
import { expect } from 'chai';
import type { Cart, CartAvailability } from '../../src/api/cart.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import { addDays, firstBookableDay, nextChangeoverDay, NO_DATE } from '../../contract/dates.ts';
import { seedIfEmpty } from '../../demo/catalogue/seed.ts';
import { addStay } from '../../server/api/catalogue/stays.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { freeWeek, serveBooking, takenWeek, TODAY, type Api } from '../helpers/cart-api.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

const INCLUDE = 'availabilityPerYear,gallery,texts';
const SNOOZE = 'Sorry, you snooze you lose! Someone already booked these dates. Please select new dates.';

type Answer = Cart & { message?: string; field?: string; code?: string; hint?: string };

async function call(api: Api, method: string, path: string, body?: unknown, lang = 'en') {
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      'accept-language': lang,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : null) as Answer,
    setCookie: res.headers.getSetCookie(),
    text,
  };
}

const addToCart = async (api: Api, body: { code: string; resFrom: string; resTo: string; cartId?: string }) =>
  (await call(api, 'POST', `/api/cart?include=${INCLUDE}`, body)).body;
const put = (
  api: Api,
  cartId: string,
  lineId: number | string,
  body: unknown,
  lang = 'en',
  include = `?include=${INCLUDE}`,
) => call(api, 'PUT', `/api/cart/${cartId}/${lineId}${include}`, body, lang);
const remove = (api: Api, cartId: string, lineId: number | string) =>
  call(api, 'DELETE', `/api/cart/${cartId}/${lineId}`);
const getCart = async (api: Api, cartId: string) => call(api, 'GET', `/api/cart/${cartId}?include=${INCLUDE}`);
const availability = async (api: Api, cartId: string) => {
  const res = await call(api, 'GET', `/api/cart/${cartId}/availability`);
  return { status: res.status, body: res.body as unknown as CartAvailability & { code?: string } };
};

function linesSuite(kind: 'PGlite' | 'PostgreSQL', open: (ctx: Mocha.Context) => Promise<Db>) {
  describe(`cart lines API on ${kind} (PUT/DELETE /api/cart/{id}/{line}, GET …/availability)`, function () {
    this.timeout(180_000);
    let db: Db;
    let api: Api;
    const houses: Array<{ id: number; code: string }> = [];

    before(async function () {
      db = await open(this);
      await migrate(db, ROOT);
      await seedIfEmpty(db, ROOT);
      api = await serveBooking(db);
      houses.push(
        ...(await db.query<{ id: number; code: string }>(
          'select id, code from houses where published order by id limit 30',
        )),
      );
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    it('PUT gives a line new dates: the whole cart with the include asked for, the price of the house page, the cookie renewed', async () => {
      const cart = await addToCart(api, { code: houses[0].code, resFrom: NO_DATE, resTo: NO_DATE });
      const [line] = cart.houses;
      expect(line).to.include({ resFrom: null, houseAvailable: false });
      const week = await freeWeek(db, houses[0].id);
      const res = await put(api, cart.cartId, line.cartLineId, { resFrom: week.from, resTo: week.to });
      expect(res.status).to.equal(200);
      expect(res.body.cartId).to.equal(cart.cartId);
      expect(res.body.houses).to.have.length(1);
      expect(res.body.houses[0]).to.include({
        cartLineId: line.cartLineId,
        resFrom: week.from,
        resTo: week.to,
        houseAvailable: true,
      });
      expect(res.body.houses[0].house.availabilityPerYear).to.have.length(2);
      expect(res.body.houses[0].house.gallery).to.have.length(1);
      const page = (await (
        await fetch(`${api.base}/api/house/${houses[0].code}?resFrom=${week.from}&resTo=${week.to}`)
      ).json()) as HouseDetail;
      expect(res.body.houses[0].price).to.deep.equal(page.availability).and.to.have.property('nights', 7);
      const cookie = res.setCookie.find((c) => c.startsWith('cartId='))!;
      expect(cookie)
        .to.contain(`cartId=${cart.cartId};`)
        .and.match(/Max-Age=604800/)
        .and.match(/HttpOnly/);
      expect((await getCart(api, cart.cartId)).body).to.deep.equal(res.body);

      // Two weeks instead of one: the price follows.
      const longer = await freeWeek(db, houses[0].id, week.from, 14);
      const again = await put(api, cart.cartId, line.cartLineId, { resFrom: longer.from, resTo: longer.to });
      expect(again.status).to.equal(200);
      expect(again.body.houses[0].price!.nights).to.equal(14);
      // Without include: the houses' facts only.
      const lean = await put(api, cart.cartId, line.cartLineId, { resFrom: longer.from, resTo: longer.to }, 'en', '');
      expect(lean.body.houses[0].house).to.not.have.property('availabilityPerYear');

      // Both 1970-01-01: back to "dates to be chosen".
      const cleared = await put(api, cart.cartId, line.cartLineId, { resFrom: NO_DATE, resTo: NO_DATE });
      expect(cleared.status).to.equal(200);
      expect(cleared.body.houses[0]).to.include({ resFrom: null, resTo: null, houseAvailable: false, price: null });
    });

    it("refuses taken dates with 409 and the message of docs/product/errors.md#cart-errors in the caller's language, leaving the line as it was", async () => {
      const week = await freeWeek(db, houses[1].id);
      const cart = await addToCart(api, { code: houses[1].code, resFrom: week.from, resTo: week.to });
      const lineId = cart.houses[0].cartLineId;
      const taken = await takenWeek(db, houses[1].id);
      const en = await put(api, cart.cartId, lineId, { resFrom: taken.from, resTo: taken.to });
      expect(en.status).to.equal(409);
      expect(en.body).to.include({ code: 'datesTaken', message: SNOOZE, hint: 'Please review the cart dates' });
      const de = await put(api, cart.cartId, lineId, { resFrom: taken.from, resTo: taken.to }, 'de');
      expect(de.status).to.equal(409);
      expect(de.body.message).to.equal(
        'Zu spät! Jemand hat diese Termine gerade gebucht. Bitte wählen Sie neue Termine.',
      );
      expect(de.body.hint).to.equal('Bitte überprüfen Sie die Termine im Warenkorb');
      expect((await getCart(api, cart.cartId)).body.houses[0]).to.include({
        resFrom: week.from,
        resTo: week.to,
        houseAvailable: true,
      });

      // Dates without a season: no price, so not bookable either.
      const far = nextChangeoverDay('2031-07-01');
      const noPrice = await put(api, cart.cartId, lineId, { resFrom: far, resTo: addDays(far, 7) });
      expect(noPrice.status).to.equal(409);
      expect(noPrice.body.code).to.equal('noPrice');

      // The same house on another line of the cart for overlapping dates.
      const free = await freeWeek(db, houses[2].id);
      const both = await addToCart(api, { code: houses[2].code, resFrom: free.from, resTo: free.to });
      const next = await freeWeek(db, houses[2].id, free.to);
      const second = await addToCart(api, {
        code: houses[2].code,
        resFrom: next.from,
        resTo: next.to,
        cartId: both.cartId,
      });
      expect(second.houses).to.have.length(2);
      const overlap = await put(api, both.cartId, second.houses[1].cartLineId, { resFrom: free.from, resTo: free.to });
      expect(overlap.status).to.equal(409);
      expect(overlap.body.code).to.equal('overlap');
    });

    it('refuses bad input naming the field: 400 malformed, 422 a broken date rule, 404 an unknown cart or line', async () => {
      const cart = await addToCart(api, { code: houses[3].code, resFrom: NO_DATE, resTo: NO_DATE });
      const lineId = cart.houses[0].cartLineId;
      const cases: Array<[unknown, number, string | undefined, RegExp?]> = [
        [{ resFrom: '2027-01-14' }, 400, 'resTo'],
        [{ resFrom: '2027-02-30', resTo: '2027-03-07' }, 400, 'resFrom', /valid date/],
        [{ resFrom: NO_DATE, resTo: '2027-01-17' }, 422, 'resFrom', /both a check-in and a check-out/],
        [{ resFrom: '2027-01-11', resTo: '2027-01-17' }, 422, 'resFrom', /Thursdays and Sundays/],
        [{ resFrom: '2027-01-17', resTo: '2027-01-10' }, 422, 'resTo', /after the check-in/],
        [{ resFrom: '2026-11-26', resTo: '2026-12-03' }, 422, 'resFrom', /14 days/],
        ['{not json', 400, undefined],
      ];
      for (const [body, status, field, message] of cases) {
        const res = await put(api, cart.cartId, lineId, body);
        expect(res.status, JSON.stringify(body)).to.equal(status);
        expect(res.body.field, JSON.stringify(body)).to.equal(field);
        if (message) expect(res.body.message, JSON.stringify(body)).to.match(message);
      }
      const week = await freeWeek(db, houses[3].id);
      const dates = { resFrom: week.from, resTo: week.to };
      expect((await put(api, 'not-a-cart', lineId, dates)).status).to.equal(400);
      expect((await put(api, cart.cartId, 'abc', dates)).body.field).to.equal('cartLineId');
      expect((await put(api, cart.cartId, lineId, dates, 'en', '?include=foo')).body.field).to.equal('include');
      const unknownCart = await put(api, 'x'.repeat(32), lineId, dates);
      expect(unknownCart.status).to.equal(404);
      expect(unknownCart.body.code).to.equal('cartNotFound');
      // A line of another cart is not this cart's.
      const other = await addToCart(api, { code: houses[4].code, resFrom: NO_DATE, resTo: NO_DATE });
      const foreign = await put(api, cart.cartId, other.houses[0].cartLineId, dates);
      expect(foreign.status).to.equal(404);
      expect(foreign.body).to.include({ code: 'lineNotFound', field: 'cartLineId' });
      expect((await remove(api, cart.cartId, other.houses[0].cartLineId)).status).to.equal(404);
      expect((await getCart(api, other.cartId)).body.houses).to.have.length(1);
      // Nothing changed.
      expect((await getCart(api, cart.cartId)).body.houses[0]).to.include({ resFrom: null });
    });

    it('DELETE removes a line (204, no body); the cart stays, empty at the end; a line or cart that is gone is a 404', async () => {
      const first = await addToCart(api, { code: houses[5].code, resFrom: NO_DATE, resTo: NO_DATE });
      const cart = await addToCart(api, {
        code: houses[6].code,
        resFrom: NO_DATE,
        resTo: NO_DATE,
        cartId: first.cartId,
      });
      const [a, b] = cart.houses;
      const res = await remove(api, cart.cartId, a.cartLineId);
      expect(res.status).to.equal(204);
      expect(res.text).to.equal('');
      expect(res.setCookie.some((c) => c.startsWith(`cartId=${cart.cartId};`))).to.equal(true);
      expect((await getCart(api, cart.cartId)).body.houses.map((l) => l.cartLineId)).to.deep.equal([b.cartLineId]);
      const again = await remove(api, cart.cartId, a.cartLineId);
      expect(again.status).to.equal(404);
      expect(again.body.code).to.equal('lineNotFound');
      expect((await remove(api, cart.cartId, b.cartLineId)).status).to.equal(204);
      const empty = await getCart(api, cart.cartId);
      expect(empty.status).to.equal(200);
      expect(empty.body.houses).to.deep.equal([]);
      expect((await remove(api, 'y'.repeat(32), 1)).status).to.equal(404);
      expect((await remove(api, 'bad id', 1)).status).to.equal(400);
    });

    it('availability: OK only when every line is dated and bookable now; Error names each line that is not', async () => {
      const week = await freeWeek(db, houses[7].id, '2027-03-01');
      const cart = await addToCart(api, { code: houses[7].code, resFrom: week.from, resTo: week.to });
      const a = cart.houses[0].cartLineId;
      expect((await availability(api, cart.cartId)).body).to.deep.equal({
        status: 'OK',
        lines: [{ cartLineId: a, houseAvailable: true }],
      });

      const withUndated = await addToCart(api, {
        code: houses[8].code,
        resFrom: NO_DATE,
        resTo: NO_DATE,
        cartId: cart.cartId,
      });
      const b = withUndated.houses[1].cartLineId;
      expect((await availability(api, cart.cartId)).body).to.deep.equal({
        status: 'Error',
        lines: [
          { cartLineId: a, houseAvailable: true },
          { cartLineId: b, houseAvailable: false, reason: 'noDates' },
        ],
      });
      expect((await remove(api, cart.cartId, b)).status).to.equal(204);

      // Someone books the house meanwhile: the line is unavailable, and the cart shows it without a price.
      await addStay(db, { houseId: houses[7].id, from: week.from, to: week.to, kind: 'booking' });
      expect((await availability(api, cart.cartId)).body).to.deep.equal({
        status: 'Error',
        lines: [{ cartLineId: a, houseAvailable: false, reason: 'unavailable' }],
      });
      expect((await getCart(api, cart.cartId)).body.houses[0]).to.include({ houseAvailable: false, price: null });

      // New dates make it bookable again.
      const other = await freeWeek(db, houses[7].id, week.to);
      expect((await put(api, cart.cartId, a, { resFrom: other.from, resTo: other.to })).status).to.equal(200);
      expect((await availability(api, cart.cartId)).body.status).to.equal('OK');

      // Nothing to book is not bookable; an unknown cart is a 404.
      expect((await remove(api, cart.cartId, a)).status).to.equal(204);
      expect((await availability(api, cart.cartId)).body).to.deep.equal({ status: 'Error', lines: [] });
      const unknown = await availability(api, 'z'.repeat(32));
      expect(unknown.status).to.equal(404);
      expect(unknown.body.code).to.equal('cartNotFound');
    });

    it('judges each line as of now: dates that were 14+ days ahead when chosen are too close a week later', async () => {
      const soon = await freeWeek(db, houses[9].id, firstBookableDay(TODAY));
      const later = await freeWeek(db, houses[10].id, '2027-04-01');
      const cart = await addToCart(api, { code: houses[9].code, resFrom: soon.from, resTo: soon.to });
      await addToCart(api, { code: houses[10].code, resFrom: later.from, resTo: later.to, cartId: cart.cartId });
      expect((await availability(api, cart.cartId)).body.status).to.equal('OK');
      const sixDaysOn = await serveBooking(db, `${addDays(TODAY, 6)}T12:00:00Z`);
      try {
        const { body } = await availability(sixDaysOn, cart.cartId);
        expect(body.status).to.equal('Error');
        expect(body.lines.map((l) => l.houseAvailable)).to.deep.equal([false, true]);
      } finally {
        await sixDaysOn.close();
      }
    });

    it('every change starts the 7 days again; an expired cart answers 404 to PUT, DELETE and availability', async () => {
      const cart = await addToCart(api, { code: houses[11].code, resFrom: NO_DATE, resTo: NO_DATE });
      const lineId = cart.houses[0].cartLineId;
      const day5 = await serveBooking(db, `${addDays(TODAY, 5)}T12:00:00Z`);
      const day10 = await serveBooking(db, `${addDays(TODAY, 10)}T12:00:00Z`);
      const day13 = await serveBooking(db, `${addDays(TODAY, 13)}T12:00:00Z`);
      try {
        const week = await freeWeek(db, houses[11].id, firstBookableDay(addDays(TODAY, 5)));
        expect((await put(day5, cart.cartId, lineId, { resFrom: week.from, resTo: week.to })).status).to.equal(200);
        // Changed on day 5: still there on day 10, gone on day 13.
        expect((await getCart(day10, cart.cartId)).status).to.equal(200);
        expect((await availability(day13, cart.cartId)).status).to.equal(404);
        expect((await put(day13, cart.cartId, lineId, { resFrom: NO_DATE, resTo: NO_DATE })).status).to.equal(404);
        expect((await remove(day13, cart.cartId, lineId)).status).to.equal(404);
        expect((await getCart(day13, cart.cartId)).status).to.equal(404);
      } finally {
        await day5.close();
        await day10.close();
        await day13.close();
      }
    });
  });
}

linesSuite('PGlite', async () => openDatabase({ dataDir: tempDir() }));
linesSuite('PostgreSQL', async (ctx) =>
  openDatabase({ url: await freshDatabaseUrl(await requirePostgres(ctx), 'cart_lines'), dataDir: tempDir() }),
);
