/**
 * POST /api/cart and GET /api/cart/{cartId} (docs/product/api.md#cart),
 * on PGlite and on a real PostgreSQL, with the server's clock fixed at
 * 2026-11-21: the first add makes a cart and sets the httpOnly cartId cookie
 * (7 days, path /, SameSite=Lax); later adds go to it (body cartId or
 * cookie); lines without dates (1970-01-01) wait for dates; taken dates are a
 * 409 with the server's message; bad input names the field; carts expire 7
 * days after their last change.
 */
import { expect } from 'chai';
import type { Cart } from '../../src/api/cart.ts';
import type { HouseDetail } from '../../src/api/house.ts';
import { addDays, nextChangeoverDay, NO_DATE } from '../../contract/dates.ts';
import { MAX_CART_LINES } from '../../server/api/cart/repository.ts';
import { seedIfEmpty } from '../../demo/catalogue/seed.ts';
import { addStay } from '../../server/api/catalogue/stays.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { freeWeek, serveBooking, takenWeek, type Api } from '../helpers/cart-api.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

const INCLUDE = 'availabilityPerYear,gallery,texts';

type Answer = Cart & { message?: string; field?: string; code?: string };

async function post(api: Api, body: unknown, options: { lang?: string; cookie?: string; include?: string } = {}) {
  const res = await fetch(
    `${api.base}/api/cart${options.include === undefined ? `?include=${INCLUDE}` : options.include}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': options.lang ?? 'en',
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );
  return { status: res.status, body: (await res.json()) as Answer, setCookie: res.headers.getSetCookie() };
}

async function getCart(api: Api, cartId: string, query = `?include=${INCLUDE}`) {
  const res = await fetch(`${api.base}/api/cart/${cartId}${query}`, { headers: { accept: 'application/json' } });
  return { status: res.status, body: (await res.json()) as Answer };
}

function cartSuite(kind: 'PGlite' | 'PostgreSQL', open: (ctx: Mocha.Context) => Promise<Db>) {
  describe(`cart API on ${kind} (POST /api/cart, GET /api/cart and /api/cart/{id})`, function () {
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

    it('makes a cart on the first add, without dates: a line waiting for dates, and the cartId cookie', async () => {
      const { status, body, setCookie } = await post(api, { code: houses[0].code, resFrom: NO_DATE, resTo: NO_DATE });
      expect(status).to.equal(201);
      expect(body.cartId).to.match(/^[A-Za-z0-9_-]{32}$/);
      expect(body.houses).to.have.length(1);
      const [line] = body.houses;
      expect(line).to.include({ resFrom: null, resTo: null, houseAvailable: false, price: null });
      expect(line.cartLineId).to.be.a('number');
      expect(line.house.code).to.equal(houses[0].code);
      expect(line.house.availabilityPerYear).to.have.length(2);
      expect(line.house.texts).to.have.length(1);
      expect(line.house.gallery).to.have.length(1); // docs/product/api.md#cart: one picture, 4x3
      expect(line.house.gallery![0].images.map((v) => v.ratio)).to.deep.equal(['original', '4x3']);
      const cookie = setCookie.find((c) => c.startsWith('cartId='))!;
      expect(cookie).to.contain(`cartId=${body.cartId};`);
      expect(cookie)
        .to.match(/Max-Age=604800/)
        .and.match(/Path=\//)
        .and.match(/HttpOnly/)
        .and.match(/SameSite=Lax/);
      // A second id is another, unguessable one.
      const other = await post(api, { code: houses[0].code, resFrom: NO_DATE, resTo: NO_DATE });
      expect(other.body.cartId).to.not.equal(body.cartId);
    });

    it("sets the script's `cart` flag beside the cookie, and answers GET /api/cart with the cookie's cart", async () => {
      const { body, setCookie } = await post(api, { code: houses[3].code, resFrom: NO_DATE, resTo: NO_DATE });
      const flag = setCookie.find((c) => c.startsWith('cart='))!;
      expect(flag)
        .to.match(/^cart=1;/)
        .and.match(/Max-Age=604800/)
        .and.match(/Path=\//);
      expect(flag, 'the page script reads it').to.not.match(/HttpOnly/);
      const own = (cookie?: string) =>
        fetch(`${api.base}/api/cart`, { headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) } });
      const held = await own(`cartId=${body.cartId}; cart=1`);
      expect(held.status).to.equal(200);
      const cart = (await held.json()) as Cart;
      expect(cart.cartId).to.equal(body.cartId);
      expect(cart.houses.map((l) => l.house.code)).to.deep.equal([houses[3].code]);
      expect(cart.houses[0].house.gallery, "the houses' facts only").to.equal(undefined);
      for (const cookie of [undefined, 'cart=1', 'cartId=not-a-cart', `cartId=${'x'.repeat(32)}; cart=1`]) {
        const res = await own(cookie);
        expect(res.status, `${cookie}: no cart, and no error a browser would log`).to.equal(204);
        const cleared = res.headers.getSetCookie();
        expect(
          cleared.find((c) => c.startsWith('cart=;')),
          'the flag goes',
        ).to.match(/Expires=Thu, 01 Jan 1970/);
        expect(
          cleared.find((c) => c.startsWith('cartId=;')),
          'the cookie goes',
        ).to.match(/HttpOnly/);
      }
    });

    it('adds to the given cart (body or cookie), gives dates to a waiting line, and ignores a repeated add', async () => {
      const first = await post(api, { code: houses[1].code, resFrom: NO_DATE, resTo: NO_DATE });
      const { cartId } = first.body;
      const week = await freeWeek(db, houses[2].id);
      const second = await post(api, { code: houses[2].code, resFrom: week.from, resTo: week.to, cartId });
      expect(second.status).to.equal(200);
      expect(second.body.cartId).to.equal(cartId);
      expect(second.body.houses.map((l) => l.house.code)).to.deep.equal([houses[1].code, houses[2].code]);
      const dated = second.body.houses[1];
      expect(dated).to.include({ resFrom: week.from, resTo: week.to, houseAvailable: true });
      // The same price as the house page shows for those dates.
      const page = (await (
        await fetch(`${api.base}/api/house/${houses[2].code}?resFrom=${week.from}&resTo=${week.to}`)
      ).json()) as HouseDetail;
      expect(dated.price).to.deep.equal(page.availability);

      // By cookie, without cartId in the body: dates for the waiting line of houses[1].
      const week1 = await freeWeek(db, houses[1].id);
      const third = await post(
        api,
        { code: houses[1].code, resFrom: week1.from, resTo: week1.to },
        { cookie: `cartId=${cartId}` },
      );
      expect(third.status).to.equal(200);
      expect(third.body.houses).to.have.length(2);
      expect(third.body.houses[0]).to.include({
        cartLineId: first.body.houses[0].cartLineId,
        resFrom: week1.from,
        resTo: week1.to,
        houseAvailable: true,
      });

      // Again the same: nothing changes; without dates for a house already there: nothing either.
      const again = await post(api, { code: houses[1].code, resFrom: week1.from, resTo: week1.to, cartId });
      const dateless = await post(api, { code: houses[1].code, resFrom: NO_DATE, resTo: NO_DATE, cartId });
      expect(again.body).to.deep.equal(third.body);
      expect(dateless.body).to.deep.equal(third.body);

      const read = await getCart(api, cartId);
      expect(read.status).to.equal(200);
      expect(read.body).to.deep.equal(third.body);
      // Without include: the houses' facts only.
      const lean = await getCart(api, cartId, '');
      expect(lean.body.houses[0].house).to.not.have.property('availabilityPerYear');
      expect(lean.body.houses[0].house).to.not.have.property('gallery');
    });

    it("refuses taken dates with 409 and the server's message (in the caller's language), leaving the cart as it was", async () => {
      const start = await post(api, { code: houses[3].code, resFrom: NO_DATE, resTo: NO_DATE });
      const taken = await takenWeek(db, houses[4].id);
      const en = await post(api, {
        code: houses[4].code,
        resFrom: taken.from,
        resTo: taken.to,
        cartId: start.body.cartId,
      });
      expect(en.status).to.equal(409);
      expect(en.body).to.include({
        code: 'unavailable',
        message: 'Sorry, the house is already booked on some of these days. Please select new dates.',
      });
      const de = await post(api, { code: houses[4].code, resFrom: taken.from, resTo: taken.to }, { lang: 'de' });
      expect(de.status).to.equal(409);
      expect(de.body.message).to.match(/leider schon gebucht/);
      expect(de.setCookie).to.deep.equal([]); // no cart was made
      expect((await getCart(api, start.body.cartId)).body.houses).to.have.length(1);
      // Dates without a season: no price, so no booking either.
      const from = nextChangeoverDay('2031-07-01');
      const none = await post(api, { code: houses[4].code, resFrom: from, resTo: addDays(from, 7) });
      expect(none.status).to.equal(409);
      expect(none.body.code).to.equal('noPrice');
    });

    it('shows a line as unavailable (no price) once its dates are taken after it was added', async () => {
      const week = await freeWeek(db, houses[5].id, '2027-09-01');
      const { body } = await post(api, { code: houses[5].code, resFrom: week.from, resTo: week.to });
      expect(body.houses[0].houseAvailable).to.equal(true);
      await addStay(db, { houseId: houses[5].id, from: week.from, to: week.to, kind: 'booking' });
      const after = await getCart(api, body.cartId);
      expect(after.body.houses[0]).to.include({
        houseAvailable: false,
        price: null,
        resFrom: week.from,
        resTo: week.to,
      });
      // Longer dates of a house the cart holds for part of them are refused (the house itself is free then).
      const next = await freeWeek(db, houses[6].id);
      const longer = { from: next.from, to: addDays(next.to, 7) };
      await db.query('delete from stays where house_id = $1 and stay && daterange($2::date, $3::date)', [
        houses[6].id,
        longer.from,
        longer.to,
      ]);
      const cart = await post(api, { code: houses[6].code, resFrom: next.from, resTo: next.to });
      const overlapping = await post(api, {
        code: houses[6].code,
        resFrom: longer.from,
        resTo: longer.to,
        cartId: cart.body.cartId,
      });
      expect(overlapping.status).to.equal(409);
      expect(overlapping.body.code).to.equal('overlap');
      expect((await getCart(api, cart.body.cartId)).body.houses).to.have.length(1);
    });

    it('refuses bad input naming the field: 400 malformed, 422 a broken date rule, 404 an unknown house', async () => {
      const code = houses[7].code;
      const cases: Array<[unknown, number, string | undefined, RegExp?]> = [
        [{ resFrom: NO_DATE, resTo: NO_DATE }, 400, 'code', /choose a house/],
        [{ code: '', resFrom: NO_DATE, resTo: NO_DATE }, 400, 'code'],
        [{ code, resTo: NO_DATE }, 400, 'resFrom'],
        [{ code, resFrom: '2027-02-30', resTo: '2027-03-07' }, 400, 'resFrom', /valid date/],
        [{ code, resFrom: NO_DATE, resTo: NO_DATE, cartId: 'short' }, 400, 'cartId'],
        [{ code, resFrom: NO_DATE, resTo: '2027-01-17' }, 422, 'resFrom', /both a check-in and a check-out/],
        [{ code, resFrom: '2027-01-11', resTo: '2027-01-17' }, 422, 'resFrom', /Thursdays and Sundays/],
        [{ code, resFrom: '2027-01-17', resTo: '2027-01-10' }, 422, 'resTo', /after the check-in/],
        [{ code, resFrom: '2026-11-26', resTo: '2026-12-03' }, 422, 'resFrom', /14 days/],
        [{ code: 'SH-9999', resFrom: NO_DATE, resTo: NO_DATE }, 404, 'code'],
        ['{not json', 400, undefined],
      ];
      for (const [body, status, field, message] of cases) {
        const res = await post(api, body);
        expect(res.status, JSON.stringify(body)).to.equal(status);
        expect(res.body.field, JSON.stringify(body)).to.equal(field);
        if (message) expect(res.body.message, JSON.stringify(body)).to.match(message);
      }
      expect(
        (await post(api, { code, resFrom: NO_DATE, resTo: NO_DATE }, { include: '?include=foo' })).body.field,
      ).to.equal('include');
      expect((await getCart(api, 'not-a-cart-id')).status).to.equal(400);
      expect((await getCart(api, 'x'.repeat(32))).status).to.equal(404);
    });

    it('forgets a cart 7 days after its last change: GET 404, and an add makes a new one', async () => {
      const { body } = await post(api, { code: houses[8].code, resFrom: NO_DATE, resTo: NO_DATE });
      const sixDays = await serveBooking(db, '2026-11-27T12:00:00Z');
      const eightDays = await serveBooking(db, '2026-11-29T12:00:00Z');
      try {
        expect((await getCart(sixDays, body.cartId)).status).to.equal(200);
        expect((await getCart(eightDays, body.cartId)).status).to.equal(404);
        const fresh = await post(eightDays, {
          code: houses[8].code,
          resFrom: NO_DATE,
          resTo: NO_DATE,
          cartId: body.cartId,
        });
        expect(fresh.status).to.equal(201);
        expect(fresh.body.cartId).to.not.equal(body.cartId);
        // The expired cart and its lines are gone from the database.
        expect(await db.query('select 1 from carts where id = $1', [body.cartId])).to.deep.equal([]);
      } finally {
        await sixDays.close();
        await eightDays.close();
      }
    });

    it(`holds at most ${MAX_CART_LINES} lines`, async () => {
      let cartId: string | undefined;
      for (const house of houses.slice(0, MAX_CART_LINES)) {
        const res = await post(api, { code: house.code, resFrom: NO_DATE, resTo: NO_DATE, cartId }, { include: '' });
        expect(res.status).to.be.oneOf([200, 201]);
        cartId = res.body.cartId;
      }
      const full = await post(
        api,
        { code: houses[MAX_CART_LINES].code, resFrom: NO_DATE, resTo: NO_DATE, cartId },
        { include: '' },
      );
      expect(full.status).to.equal(422);
      expect(full.body.code).to.equal('full');
    });
  });
}

cartSuite('PGlite', async () => openDatabase({ dataDir: tempDir() }));
cartSuite('PostgreSQL', async (ctx) =>
  openDatabase({ url: await freshDatabaseUrl(await requirePostgres(ctx), 'cart'), dataDir: tempDir() }),
);
