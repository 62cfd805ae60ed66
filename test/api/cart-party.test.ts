/**
 * The party on the cart line (docs/product/api.md#cart), on PGlite and on a
 * real PostgreSQL: POST /api/cart stores the party chosen on the house page
 * (one adult without one), every cart answer returns it, PUT
 * /api/cart/{cartId}/{cartLineId}/party changes it; a count that is not a
 * whole number in its bounds is a 400 naming the field, a party the house
 * does not sleep a 422 naming the count, in the caller's language, and
 * nothing is written.
 */
import { expect } from 'chai';
import type { Cart } from '../../src/api/cart.ts';
import { NO_DATE } from '../../contract/dates.ts';
import { seedIfEmpty } from '../../demo/catalogue/seed.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { freeWeek, serveBooking, type Api } from '../helpers/cart-api.ts';
import { ROOT, tempDir } from '../helpers/server.ts';

type Answer = Cart & { message?: string; field?: string; code?: string };

async function call(api: Api, method: string, path: string, body: unknown, lang = 'en') {
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: { accept: 'application/json', 'accept-language': lang, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer };
}

function partySuite(kind: 'PGlite' | 'PostgreSQL', open: (ctx: Mocha.Context) => Promise<Db>) {
  describe(`the party on the cart line on ${kind}`, function () {
    this.timeout(180_000);
    let db: Db;
    let api: Api;
    let house: { id: number; code: string; max: number };

    before(async function () {
      db = await open(this);
      await migrate(db, ROOT);
      await seedIfEmpty(db, ROOT);
      api = await serveBooking(db);
      [house] = await db.query<{ id: number; code: string; max: number }>(
        'select id, code, max_persons as max from houses where published and max_persons between 3 and 10 order by id limit 1',
      );
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    const lineRows = (cartId: string) =>
      db.query<{ adults: number; children: number }>(
        'select adults, children from cart_lines where cart_id = $1 order by id',
        [cartId],
      );

    it('stores the party chosen on the house page and returns it on the line; one adult without one', async () => {
      const stay = await freeWeek(db, house.id);
      const added = await call(api, 'POST', '/api/cart', {
        code: house.code,
        resFrom: stay.from,
        resTo: stay.to,
        adults: 2,
        children: 1,
      });
      expect(added.status).to.equal(201);
      expect(added.body.houses[0]).to.include({ adults: 2, children: 1 });
      expect(await lineRows(added.body.cartId)).to.deep.equal([{ adults: 2, children: 1 }]);
      const fetched = await fetch(`${api.base}/api/cart/${added.body.cartId}`).then((r) => r.json() as Promise<Cart>);
      expect(fetched.houses[0]).to.include({ adults: 2, children: 1 });

      const plain = await call(api, 'POST', '/api/cart', { code: house.code, resFrom: NO_DATE, resTo: NO_DATE });
      expect(plain.body.houses[0]).to.include({ adults: 1, children: 0 });
    });

    it('adding the same house again with another party changes the line’s party, not the lines', async () => {
      const first = await call(api, 'POST', '/api/cart', { code: house.code, resFrom: NO_DATE, resTo: NO_DATE });
      const again = await call(api, 'POST', '/api/cart', {
        code: house.code,
        resFrom: NO_DATE,
        resTo: NO_DATE,
        cartId: first.body.cartId,
        adults: 3,
        children: '0',
      });
      expect(again.status).to.equal(200);
      expect(again.body.houses).to.have.length(1);
      expect(again.body.houses[0]).to.include({ adults: 3, children: 0 });
    });

    it('PUT …/party changes the party and answers the whole cart', async () => {
      const { body } = await call(api, 'POST', '/api/cart', { code: house.code, resFrom: NO_DATE, resTo: NO_DATE });
      const line = body.houses[0].cartLineId;
      const changed = await call(api, 'PUT', `/api/cart/${body.cartId}/${line}/party`, { adults: 2, children: 1 });
      expect(changed.status).to.equal(200);
      expect(changed.body.houses[0]).to.include({ cartLineId: line, adults: 2, children: 1 });
      expect(await lineRows(body.cartId)).to.deep.equal([{ adults: 2, children: 1 }]);
    });

    it('refuses bad counts (400) and more guests than the house sleeps (422), naming the field, writing nothing', async () => {
      const { body } = await call(api, 'POST', '/api/cart', {
        code: house.code,
        resFrom: NO_DATE,
        resTo: NO_DATE,
        adults: 2,
      });
      const path = `/api/cart/${body.cartId}/${body.houses[0].cartLineId}/party`;
      for (const [bad, field] of [
        [{ adults: 0, children: 0 }, 'adults'],
        [{ adults: 2, children: -1 }, 'children'],
        [{ adults: 'two', children: 0 }, 'adults'],
        [{ adults: 2 }, 'children'],
        [{ adults: 1.5, children: 0 }, 'adults'],
      ] as const) {
        const res = await call(api, 'PUT', path, bad);
        expect(res.status, JSON.stringify(bad)).to.equal(400);
        expect(res.body.field, JSON.stringify(bad)).to.equal(field);
      }
      const tooManyChildren = await call(api, 'PUT', path, { adults: 2, children: house.max });
      expect(tooManyChildren.status).to.equal(422);
      expect(tooManyChildren.body).to.include({
        field: 'children',
        code: 'tooManyGuests',
        message: `This house sleeps at most ${house.max} guests.`,
      });
      const tooManyAdults = await call(api, 'PUT', path, { adults: house.max + 1, children: 0 }, 'de');
      expect(tooManyAdults.status).to.equal(422);
      expect(tooManyAdults.body).to.include({
        field: 'adults',
        message: `In diesem Haus schlafen höchstens ${house.max} Gäste.`,
      });
      expect(await lineRows(body.cartId)).to.deep.equal([{ adults: 2, children: 0 }]);

      const refusedAdd = await call(api, 'POST', '/api/cart', {
        code: house.code,
        resFrom: NO_DATE,
        resTo: NO_DATE,
        adults: house.max,
        children: 1,
      });
      expect(refusedAdd.status).to.equal(422);
      expect(refusedAdd.body.field).to.equal('children');
      const badAdd = await call(api, 'POST', '/api/cart', {
        code: house.code,
        resFrom: NO_DATE,
        resTo: NO_DATE,
        adults: 100,
      });
      expect(badAdd.status).to.equal(400);
      expect(badAdd.body.field).to.equal('adults');
    });
  });
}

partySuite('PGlite', async () => openDatabase({ dataDir: tempDir() }));
partySuite('PostgreSQL', async (ctx) =>
  openDatabase({ url: await freshDatabaseUrl(await requirePostgres(ctx), 'cart_party'), dataDir: tempDir() }),
);
