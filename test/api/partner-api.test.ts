// The partner API (docs/product/api.md#partner-api) on PGlite and PostgreSQL: an admin creates
// and revokes a company's API keys (shown once, stored as a hash, audited); a key books on
// account with nothing but HTTP calls, lists and cancels the company's bookings, and never
// reaches the back office; a wrong or revoked key is a 401 saying which, failures are
// rate-limited; an Idempotency-Key answers a retry with the first booking and refuses another
// body. Then the same key sent at once to two server processes on one PostgreSQL: one booking.
import crypto from 'node:crypto';
import { expect } from 'chai';
import type { StaffApiKeyRow, StaffNewApiKey } from '../../contract/api/staff-admin.ts';
import type { CompanyBookings, ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import { API_KEY_FAILURES } from '../../server/api/users/auth.ts';
import { createStaffUser, upsertCompany } from '../../server/api/users/repository.ts';
import type { Db } from '../../server/db/client.ts';
import { loginCookie, roleHeaders } from '../helpers/staff.ts';
import { twoServersOnPostgres } from '../helpers/server-process.ts';
import {
  addToCart,
  bookingForm,
  call,
  housePool,
  json,
  KINDS,
  openTestDb,
  serveApi,
  thursdayFrom,
  type Api,
  type TestHouse,
} from './reservation-support.ts';

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

for (const kind of KINDS) {
  describe(`the partner API on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let nextHouse: () => TestHouse;
    let headers: Awaited<ReturnType<typeof roleHeaders>>;
    let companyId: number;

    before(async function () {
      db = await openTestDb(this, kind, 'partnerapi');
      api = await serveApi(db);
      nextHouse = await housePool(db);
      headers = await roleHeaders(db, api.config);
      companyId = await upsertCompany(db, { name: 'Nordlicht Reisen GmbH', key: 'nordlicht' });
    });
    beforeEach(async () => {
      api.setNow('2027-12-01T09:00:00Z');
      await db.query("delete from rate_limit_hits where bucket like 'api-key-%'");
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    const keysPath = (id: number | string = companyId) => `/api/staff/companies/${id}/api-keys`;
    const newKey = async (label: string) => {
      const res = await call(api, 'POST', keysPath(), { headers: headers.admin, json: { label } });
      expect(res.status).to.equal(201);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      return json<StaffNewApiKey>(res);
    };
    /** A week of a free house, booked with these headers through the cart and the booking call alone. */
    const bookWith = async (auth: Record<string, string>, extra: Record<string, string> = {}) => {
      const from = thursdayFrom('2028-05-01');
      const cartId = await addToCart(api, nextHouse().code, from, addDays(from, 7));
      return call(api, 'POST', '/api/reservation', {
        headers: { ...auth, ...extra },
        json: bookingForm(
          cartId,
          { arrival: from, departure: addDays(from, 7) },
          { email: 'partner-guest@example.com' },
        ),
      });
    };

    it('lets only an admin list, create and revoke keys', async () => {
      for (const role of ['staff', 'accountant', 'agency'] as const) {
        for (const [method, path] of [
          ['GET', keysPath()],
          ['POST', keysPath()],
          ['POST', `${keysPath()}/1/revoke`],
        ]) {
          const res = await call(api, method, path, {
            headers: headers[role],
            json: method === 'POST' ? { label: 'x' } : undefined,
          });
          expect(res.status, `${role} ${method} ${path}`).to.equal(403);
        }
      }
      expect((await call(api, 'GET', keysPath(999999), { headers: headers.admin })).status).to.equal(404);
    });

    it('shows a new key once, stores only its hash, and audits create and revoke', async () => {
      const created = await newKey('Booking system');
      expect(created.key).to.match(/^shk_[\w-]{43}$/);
      expect(created).to.deep.include({ label: 'Booking system', prefix: created.key.slice(0, 12), revokedAt: null });
      expect(created.createdBy).to.equal('admin@example.com');
      const list = await json<StaffApiKeyRow[]>(await call(api, 'GET', keysPath(), { headers: headers.admin }));
      const row = list.find((k) => k.id === created.id)!;
      expect(row).to.not.have.property('key');
      expect(JSON.stringify(list)).to.not.include(created.key);
      const [stored] = await db.query<{ hash: string }>(
        "select encode(secret_hash, 'hex') as hash from company_api_keys where id = $1",
        [created.id],
      );
      expect(stored.hash).to.equal(crypto.createHash('sha256').update(created.key).digest('hex'));

      const revoked = await call(api, 'POST', `${keysPath()}/${created.id}/revoke`, { headers: headers.admin });
      expect(revoked.status).to.equal(200);
      expect((await json<StaffApiKeyRow>(revoked)).revokedBy).to.equal('admin@example.com');
      const audit = await db.query<{ action: string; after: { label: string; key?: string } }>(
        "select action, after from staff_audit where target_type = 'company' and target = 'nordlicht' order by id",
      );
      expect(audit.map((a) => a.action)).to.include.members(['createApiKey', 'revokeApiKey']);
      expect(JSON.stringify(audit)).to.not.include(created.key);
    });

    it('refuses a blank label naming the field, and an unknown key of the company with 404', async () => {
      const res = await call(api, 'POST', keysPath(), { headers: headers.admin, json: { label: ' ' }, lang: 'de' });
      expect(res.status).to.equal(400);
      expect((await json(res)).field).to.equal('label');
      const missing = await call(api, 'POST', `${keysPath()}/999999/revoke`, { headers: headers.admin });
      expect(missing.status).to.equal(404);
      expect((await json(missing)).code).to.equal('apiKeyNotFound');
      const [rows] = await db.query<{ n: number }>("select count(*) as n from company_api_keys where label = ' '");
      expect(Number(rows.n)).to.equal(0);
    });

    it('books on account with a key and HTTP alone, then lists, quotes and cancels the booking', async () => {
      const { key, id } = await newKey('Integration');
      const res = await bookWith(bearer(key));
      const booking = await json<ReservationResult>(res);
      expect(res.status, JSON.stringify(booking)).to.equal(201);
      expect(booking).to.deep.include({ onAccount: true, company: { name: 'Nordlicht Reisen GmbH' } });
      const [row] = await db.query<{ api_key_id: number; company_user_id: number | null }>(
        'select api_key_id, company_user_id from reservations where booking_code = $1',
        [booking.bookingCode],
      );
      expect(row).to.deep.equal({ api_key_id: id, company_user_id: null });
      const [charge] = await db.query<{ actor: string }>(
        "select m.actor from money_entries m join reservations r on r.id = m.reservation_id where r.booking_code = $1 and m.kind = 'charge' limit 1",
        [booking.bookingCode],
      );
      expect(charge.actor).to.equal('API key Integration');

      const list = await json<CompanyBookings>(await call(api, 'GET', '/api/user/bookings', { headers: bearer(key) }));
      expect(list.bookings.map((b) => b.bookingCode)).to.include(booking.bookingCode);
      const me = await call(api, 'GET', '/api/user', { headers: bearer(key) });
      expect(await json(me)).to.deep.include({ key: 'nordlicht', username: 'API key Integration' });
      const quote = await call(api, 'GET', `/api/user/bookings/${booking.bookingCode}/cancellation`, {
        headers: bearer(key),
      });
      expect(quote.status).to.equal(200);
      const cancelled = await call(api, 'POST', `/api/user/bookings/${booking.bookingCode}/cancel`, {
        headers: bearer(key),
        json: {},
      });
      expect(cancelled.status).to.equal(200);
      expect((await json<ReservationResult>(cancelled)).status).to.equal('cancelled');
      const [used] = await db.query<{ last_used_at: Date | null }>(
        'select last_used_at from company_api_keys where id = $1',
        [id],
      );
      expect(used.last_used_at).to.not.equal(null);
    });

    it('never lets a key into the back office', async () => {
      const { key } = await newKey('Not staff');
      const res = await call(api, 'GET', '/api/staff/bookings', { headers: bearer(key) });
      expect(res.status).to.equal(403);
      expect((await json(res)).code).to.equal('forbidden');
    });

    it('answers a revoked key and an unknown one with a 401 saying which, in the request’s language', async () => {
      const { key, id } = await newKey('Soon revoked');
      expect((await call(api, 'GET', '/api/user/bookings', { headers: bearer(key) })).status).to.equal(200);
      await call(api, 'POST', `${keysPath()}/${id}/revoke`, { headers: headers.admin });
      const revoked = await call(api, 'GET', '/api/user/bookings', { headers: bearer(key), lang: 'de' });
      expect(revoked.status).to.equal(401);
      expect(await json(revoked)).to.deep.equal({
        message: 'Dieser API-Schlüssel wurde widerrufen.',
        code: 'apiKeyRevoked',
      });
      const booking = await bookWith(bearer(key));
      expect(booking.status).to.equal(401);
      const unknown = await call(api, 'GET', '/api/user/bookings', { headers: bearer(`shk_${'A'.repeat(43)}`) });
      expect(unknown.status).to.equal(401);
      expect((await json(unknown)).code).to.equal('apiKeyUnknown');
    });

    it(`stops checking keys from an address after ${API_KEY_FAILURES.perAddress} failures (429)`, async () => {
      const { key } = await newKey('Good one');
      const from = '10.99.0.1';
      for (let i = 0; i < API_KEY_FAILURES.perAddress; i++) {
        const res = await call(api, 'GET', '/api/user', { headers: bearer(`shk_${'B'.repeat(43)}`), from });
        expect(res.status).to.equal(401);
      }
      const blocked = await call(api, 'GET', '/api/user', { headers: bearer(key), from });
      expect(blocked.status).to.equal(429);
      expect(blocked.headers.get('retry-after')).to.match(/^\d+$/);
      expect((await call(api, 'GET', '/api/user', { headers: bearer(key) })).status).to.equal(200);
    });

    it('answers a retry with the same Idempotency-Key and body with the first booking', async () => {
      const { key } = await newKey('Retries');
      const from = thursdayFrom('2028-05-01');
      const cartId = await addToCart(api, nextHouse().code, from, addDays(from, 7));
      const body = bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }, { lastName: 'Wiederholt' });
      const send = (b: unknown) =>
        call(api, 'POST', '/api/reservation', {
          headers: { ...bearer(key), 'idempotency-key': 'order-4711' },
          json: b,
        });
      const first = await send(body);
      const firstBody = await json<ReservationResult>(first);
      expect(first.status, JSON.stringify(firstBody)).to.equal(201);
      const again = await send(Object.fromEntries(Object.entries(body).reverse()));
      expect(again.status).to.equal(201);
      expect(again.headers.get('idempotent-replayed')).to.equal('true');
      expect(await json(again)).to.deep.equal(firstBody);
      const [n] = await db.query<{ n: number }>(
        "select count(*) as n from reservations where last_name = 'Wiederholt'",
      );
      expect(Number(n.n)).to.equal(1);

      const other = await send({ ...body, lastName: 'Anders' });
      expect(other.status).to.equal(422);
      expect(await json(other)).to.deep.include({ field: 'Idempotency-Key', code: 'idempotencyKeyReused' });
      const bad = await call(api, 'POST', '/api/reservation', {
        headers: { 'idempotency-key': ' ' },
        json: body,
      });
      expect(bad.status).to.equal(400);
      expect((await json(bad)).field).to.equal('Idempotency-Key');
    });

    it('keeps a guest’s Idempotency-Key to the cart, and lets a failed call be sent again', async () => {
      const from = thursdayFrom('2028-05-01');
      const cartId = await addToCart(api, nextHouse().code, from, addDays(from, 7));
      const stay = { arrival: from, departure: addDays(from, 7) };
      const send = (b: unknown) =>
        call(api, 'POST', '/api/reservation', { headers: { 'idempotency-key': 'guest-1' }, json: b });
      const refused = await send(bookingForm(cartId, stay, { numberAdults: 99 }));
      expect(refused.status).to.equal(422);
      const first = await send(bookingForm(cartId, stay));
      expect(first.status).to.equal(201);
      const retry = await send(bookingForm(cartId, stay));
      expect(retry.status).to.equal(201);
      expect((await json<ReservationResult>(retry)).bookingCode).to.equal(
        (await json<ReservationResult>(first)).bookingCode,
      );
    });
  });
}

describe('one Idempotency-Key sent at once to two server processes on one PostgreSQL', function () {
  this.timeout(300_000);
  const shared = twoServersOnPostgres('idempotencyrace');
  const { servers } = shared;
  const ROUNDS = 5;
  let key: string;

  before(async () => {
    await createStaffUser(shared.db, { username: 'keys@example.com', password: 'keys-password-1', staffRole: 'admin' });
    const cookie = await loginCookie(servers[0].base, 'keys@example.com', 'keys-password-1');
    const companyId = await upsertCompany(shared.db, { name: 'Race Reisen', key: 'race-reisen' });
    const res = await call(servers[0], 'POST', `/api/staff/companies/${companyId}/api-keys`, {
      headers: { cookie },
      json: { label: 'Racer' },
    });
    key = (await json<StaffNewApiKey>(res)).key;
  });

  it(`makes one booking, and both answers name it (${ROUNDS} rounds)`, async () => {
    const houses = await shared.db.query<{ code: string }>(
      'select code from houses where published and max_persons >= 3 order by id limit $1',
      [ROUNDS],
    );
    const from = thursdayFrom('2028-06-01');
    for (let round = 0; round < ROUNDS; round++) {
      const cartId = await addToCart(servers[0], houses[round].code, from, addDays(from, 7));
      const body = bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }, { lastName: `Race${round}` });
      const answers = await Promise.all(
        servers.map(async (server) => {
          const res = await call(server, 'POST', '/api/reservation', {
            headers: { ...bearer(key), 'idempotency-key': `race-${round}` },
            json: body,
          });
          return { status: res.status, body: await json<ReservationResult>(res) };
        }),
      );
      expect(
        answers.map((a) => a.status),
        JSON.stringify(answers),
      ).to.deep.equal([201, 201]);
      expect(answers[0].body.bookingCode).to.equal(answers[1].body.bookingCode);
      const [n] = await shared.db.query<{ n: number }>('select count(*) as n from reservations where last_name = $1', [
        `Race${round}`,
      ]);
      expect(Number(n.n)).to.equal(1);
    }
  });
});
