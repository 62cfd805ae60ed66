import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import cookieParser from 'cookie-parser';
import express from 'express';
import { SignJWT } from 'jose';
import { pino } from 'pino';
import { readConfig, type Config } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { bookingRouter } from '../../server/api/router.ts';
import { JWT_AUDIENCE, JWT_ISSUER, SESSION_SECONDS, signSession, verifySession } from '../../server/api/users/auth.ts';
import { pruneSessions } from '../../server/api/security/sessions.ts';
import { DEMO_AGENCY, ensureDemoAgencyUser } from '../../demo/agency.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../server/api/users/passwords.ts';
import {
  companyKeyFromName,
  createCompanyUser,
  findUserForLogin,
  setPassword,
  upsertCompany,
  UsernameTakenError,
  type CompanyUser,
} from '../../server/api/users/repository.ts';
import { LOGIN_LIMITS, LOGIN_LINK_LIMITS } from '../../server/api/users/router.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { ROOT, tempDir } from '../helpers/server.ts';
import { checkContract } from '../helpers/contract-hook.ts';

const PUBLIC_TOKEN = 'public';
let addressCounter = 0;
/** Each test logs in from its own address, so the per-address limit of one test does not touch another. */
const newAddress = () => `10.${kindIndex}.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
let kindIndex = 0;

interface Api {
  base: string;
  config: Config;
  db: Db;
  close(): Promise<void>;
}

async function serveApi(db: Db, env: Record<string, string> = {}): Promise<Api> {
  const config = readConfig({
    NODE_ENV: 'test',
    APP_ROOT: ROOT,
    DATA_DIR: tempDir(),
    LOG_LEVEL: 'silent',
    API_PUBLIC_TOKEN: PUBLIC_TOKEN,
    ...env,
  });
  const app = express();
  app.set('trust proxy', 1);
  app.use(cookieParser());
  app.use('/api', bookingRouter({ db, config, logger: pino({ level: 'silent' }) }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  checkContract(base);
  return { base, config, db, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function call(
  api: Api,
  method: string,
  p: string,
  options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string>; from?: string } = {},
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-for': options.from ?? newAddress(),
    ...options.headers,
  };
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers.accept = 'text/html,application/xhtml+xml,*/*;q=0.8';
    body = new URLSearchParams(options.form).toString();
  }
  return fetch(`${api.base}${p}`, { method, headers, body, redirect: 'manual' });
}

const login = (
  api: Api,
  username: string,
  password: string,
  options: { from?: string; headers?: Record<string, string> } = {},
) => call(api, 'POST', '/api/user/login', { json: { username, password }, ...options });

/** The auth cookie's Set-Cookie line of a response, parsed. */
function authCookie(res: Response): { value: string; attrs: Record<string, string | true> } | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith('auth='));
  if (!line) return null;
  const [pair, ...rest] = line.split(';').map((s) => s.trim());
  const attrs: Record<string, string | true> = {};
  for (const a of rest) {
    const eq = a.indexOf('=');
    attrs[(eq === -1 ? a : a.slice(0, eq)).toLowerCase()] = eq === -1 ? true : a.slice(eq + 1);
  }
  return { value: decodeURIComponent(pair.slice('auth='.length)), attrs };
}

async function createUser(db: Db, username: string, password: string, company = 'Fjord Travel AG') {
  const companyId = await upsertCompany(db, { name: company });
  return createCompanyUser(db, { username, password, companyId });
}

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`company users API on ${kind} (/api/user)`, function () {
    this.timeout(60000);
    let db: Db;
    let api: Api;
    const USER = 'Agent@Fjord.example';
    const PASSWORD = 'correct horse battery';

    before(async function () {
      kindIndex = kind === 'pglite' ? 1 : 2;
      const pg = kind === 'postgres' ? await requirePostgres(this) : null;
      db = await openDatabase({ url: pg ? await freshDatabaseUrl(pg, 'users') : undefined, dataDir: tempDir() });
      await migrate(db, ROOT);
      await createUser(db, USER, PASSWORD);
      api = await serveApi(db);
    });
    // Every login counts against its username's limit; each test starts with fresh counts.
    beforeEach(() =>
      db.query("delete from rate_limit_hits where bucket like 'login-account:%' or bucket like 'login-link-%'"),
    );
    after(async () => {
      await api?.close();
      await db?.close();
    });

    it('logs in: 200 with a jwt and an httpOnly, SameSite=Lax auth cookie holding it', async () => {
      const res = await login(api, USER, PASSWORD);
      expect(res.status).to.equal(200);
      const body = (await res.json()) as { jwt: string };
      expect(body.jwt).to.match(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const cookie = authCookie(res)!;
      expect(cookie, 'Set-Cookie auth').to.not.equal(null);
      expect(cookie.value).to.equal(body.jwt);
      expect(cookie.attrs.httponly).to.equal(true);
      expect(String(cookie.attrs.samesite).toLowerCase()).to.equal('lax');
      expect(cookie.attrs.path).to.equal('/');
      expect(cookie.attrs['max-age']).to.equal(String(SESSION_SECONDS));
      expect(cookie.attrs.secure, 'not Secure over plain http').to.equal(undefined);
      expect(res.headers.get('cache-control')).to.equal('no-store');
      const [row] = await db.query<{ last_login_at: unknown }>(
        'select last_login_at from company_users where lower(username) = lower($1)',
        [USER],
      );
      expect(row.last_login_at).to.not.equal(null);
    });

    it('matches the username regardless of case and surrounding blanks', async () => {
      const res = await login(api, `  ${USER.toUpperCase()} `, PASSWORD);
      expect(res.status).to.equal(200);
    });

    it('GET /api/user answers the user with the cookie and with a Bearer jwt', async () => {
      const { jwt } = (await (await login(api, USER, PASSWORD)).json()) as { jwt: string };
      const expected = { company: { name: 'Fjord Travel AG' }, key: 'fjord-travel-ag', username: USER };

      const byCookie = await call(api, 'GET', '/api/user', {
        headers: { cookie: `auth=${jwt}`, authorization: `Bearer ${PUBLIC_TOKEN}` },
      });
      expect(byCookie.status).to.equal(200);
      expect(await byCookie.json()).to.deep.equal(expected);

      const byBearer = await call(api, 'GET', '/api/user', { headers: { authorization: `Bearer ${jwt}` } });
      expect(byBearer.status).to.equal(200);
      expect(await byBearer.json()).to.deep.equal(expected);
    });

    it('GET /api/user is 401 when anonymous: no token, or the public default token', async () => {
      const variants: Array<Record<string, string>> = [
        {},
        { authorization: `Bearer ${PUBLIC_TOKEN}` },
        { authorization: 'Bearer a.b' },
        { cookie: 'auth=' },
      ];
      for (const headers of variants) {
        const res = await call(api, 'GET', '/api/user', { headers });
        expect(res.status, JSON.stringify(headers)).to.equal(401);
        expect(((await res.json()) as { message: string }).message).to.be.a('string');
      }
    });

    it('gives a wrong password and an unknown user the same 401 body, naming neither', async () => {
      const wrong = await login(api, USER, 'not the password');
      const unknown = await login(api, 'nobody@nowhere.example', 'not the password');
      expect(wrong.status).to.equal(401);
      expect(unknown.status).to.equal(401);
      const [a, b] = [await wrong.json(), await unknown.json()];
      expect(a).to.deep.equal(b);
      expect(a).to.deep.equal({ message: 'The username or password is not correct.', code: 'credentials' });
      expect(authCookie(wrong)).to.equal(null);
      expect(authCookie(unknown)).to.equal(null);
    });

    it('takes about as long for an unknown user as for a wrong password (scrypt runs for both)', async () => {
      const time = async (username: string) => {
        const start = process.hrtime.bigint();
        await login(api, username, 'wrong password');
        return Number(process.hrtime.bigint() - start) / 1e6;
      };
      await time('warm-up@nowhere.example');
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 3; i++) {
        known.push(await time(USER));
        unknown.push(await time(`ghost${i}@nowhere.example`));
      }
      const median = (xs: number[]) => xs.sort((x, y) => x - y)[1];
      // Both include a full scrypt (tens of ms); a skipped hash would be a few ms.
      expect(median(unknown)).to.be.greaterThan(median(known) * 0.5);
    });

    it('answers 400 naming the field for missing or malformed input, in the asked language', async () => {
      const cases: Array<[unknown, string]> = [
        [{ password: PASSWORD }, 'username'],
        [{ username: '   ', password: PASSWORD }, 'username'],
        [{ username: USER }, 'password'],
        [{ username: USER, password: '' }, 'password'],
        [{ username: 42, password: PASSWORD }, 'username'],
        [{ username: USER, password: 'x'.repeat(2000) }, 'password'],
      ];
      for (const [json, field] of cases) {
        const res = await call(api, 'POST', '/api/user/login', { json });
        expect(res.status, JSON.stringify(json)).to.equal(400);
        const body = (await res.json()) as { field: string; message: string };
        expect(body.field).to.equal(field);
      }
      const de = await call(api, 'POST', '/api/user/login', {
        json: { username: USER },
        headers: { 'accept-language': 'de' },
      });
      expect(await de.json()).to.deep.equal({
        message: 'Bitte geben Sie Ihr Passwort ein.',
        field: 'password',
        code: 'password',
      });
      const noBody = await call(api, 'POST', '/api/user/login');
      expect(noBody.status).to.equal(400);
      expect(((await noBody.json()) as { field: string }).field).to.equal('username');
    });

    it('answers wrong credentials in German when asked', async () => {
      const res = await login(api, USER, 'falsch', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
      expect(res.status).to.equal(401);
      expect(((await res.json()) as { message: string }).message).to.equal(
        'Benutzername oder Passwort ist nicht korrekt.',
      );
    });

    it(`caps checked passwords per account at ${LOGIN_LIMITS.perAccount} an hour from all addresses; past it the right password gets the wrong one's 429`, async () => {
      const target = 'capped@fjord.example';
      await createUser(db, target, PASSWORD);
      // 150 guesses, each from its own address: the per-address limit never bites.
      const statuses: number[] = [];
      for (let i = 0; i < 150; i++)
        statuses.push((await login(api, i % 2 ? target : target.toUpperCase(), `guess ${i}`)).status);
      expect(
        statuses.slice(0, LOGIN_LIMITS.perAccount).every((s) => s === 401),
        'the first 100 are checked',
      ).to.equal(true);
      expect(
        statuses.slice(LOGIN_LIMITS.perAccount).every((s) => s === 429),
        'the rest are not',
      ).to.equal(true);
      const wrong = await login(api, target, 'guess 151');
      const right = await login(api, target, PASSWORD);
      for (const res of [wrong, right]) {
        expect(res.status).to.equal(429);
        expect(Number(res.headers.get('retry-after'))).to.be.within(
          LOGIN_LIMITS.accountWindowSeconds - 120,
          LOGIN_LIMITS.accountWindowSeconds,
        );
        expect(authCookie(res)).to.equal(null);
      }
      const [wrongBody, rightBody] = (await Promise.all([wrong.json(), right.json()])) as Array<{ retryAfter: number }>;
      expect(Math.abs(wrongBody.retryAfter - rightBody.retryAfter)).to.be.at.most(1);
      expect({ ...rightBody, retryAfter: 0 }).to.deep.equal({ ...wrongBody, retryAfter: 0 });
      expect(rightBody).to.include({ code: 'rateLimited' });
      // Other users are not affected.
      expect((await login(api, USER, PASSWORD)).status).to.equal(200);
    });

    it('counts only failures per account: the right password, however often, leaves the allowance to the owner', async () => {
      const target = 'owner@fjord.example';
      await createUser(db, target, PASSWORD);
      await db.query(
        "insert into rate_limit_hits (bucket, hits, expires_at) values ($1, $2, now() + interval '1 hour')",
        [`login-account:${target}`, LOGIN_LIMITS.perAccount - 1],
      );
      for (let i = 0; i < 5; i++)
        expect((await login(api, target, PASSWORD)).status, `right password ${i + 1}`).to.equal(200);
      expect((await login(api, target, 'the last checked guess')).status).to.equal(401);
      expect((await login(api, target, PASSWORD)).status, 'throttled now').to.equal(429);
    });

    describe('login links by e-mail', () => {
      const askLink = (email: string, options: { from?: string; headers?: Record<string, string> } = {}) =>
        call(api, 'POST', '/api/user/login-link', { json: { email }, ...options });
      const useLink = (token: unknown) => call(api, 'POST', '/api/user/login-link/use', { json: { token } });

      /** The mails to an address so far; the answer comes before the mail is written, so wait for `count`. */
      async function mailsTo(address: string, count = 0) {
        for (let i = 0; i < 100; i++) {
          const mails = await readOutboxExpanded(db, { to: address });
          if (mails.length >= count) return mails;
          await new Promise((r) => setTimeout(r, 20));
        }
        return readOutboxExpanded(db, { to: address });
      }
      const tokenOf = (text: string) => /\/en\/login\/\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

      it('mails a one-time link that signs in while wrong passwords have the account throttled; used once; not after it expires', async () => {
        const owner = 'linked@fjord.example';
        await createUser(db, owner, PASSWORD);
        await db.query(
          "insert into rate_limit_hits (bucket, hits, expires_at) values ($1, $2, now() + interval '1 hour')",
          [`login-account:${owner}`, LOGIN_LIMITS.perAccount],
        );
        expect((await login(api, owner, PASSWORD)).status, 'throttled for passwords').to.equal(429);

        const asked = await askLink(owner.toUpperCase());
        expect(asked.status).to.equal(202);
        expect(await asked.json()).to.deep.equal({
          message: 'If that address has an account, we have sent it a login link. It works once, within 15 minutes.',
        });
        const [mail] = await mailsTo(owner, 1);
        expect(mail.to).to.equal(owner);
        expect(mail.subject).to.equal('Your login link – Sumarhus');
        const token = tokenOf(mail.text)!;
        expect(token, mail.text).to.be.a('string');
        const [stored] = await db.query<{ token_hash: string }>(
          'select token_hash from login_links where user_id = (select id from company_users where username = $1)',
          [owner],
        );
        expect(stored.token_hash)
          .to.match(/^[0-9a-f]{64}$/)
          .and.not.include(token);

        const used = await useLink(token);
        expect(used.status).to.equal(200);
        const cookie = authCookie(used)!;
        expect(cookie.attrs).to.include({ httponly: true });
        const me = await call(api, 'GET', '/api/user', { headers: { cookie: `auth=${cookie.value}` } });
        expect(((await me.json()) as { username: string }).username).to.equal(owner);

        const again = await useLink(token);
        expect(again.status, 'second use').to.equal(401);
        expect(await again.json()).to.include({ code: 'linkInvalid' });

        expect((await askLink(owner)).status).to.equal(202);
        const second = tokenOf((await mailsTo(owner, 2))[1].text)!;
        await db.query("update login_links set expires_at = now() - interval '1 second' where used_at is null");
        expect((await useLink(second)).status, 'expired').to.equal(401);
        expect((await useLink('x'.repeat(10))).status, 'not a token').to.equal(400);
      });

      it('answers an unknown address the same, and mails nothing', async () => {
        const nobody = 'nobody@fjord.example';
        const res = await askLink(nobody, { headers: { 'accept-language': 'de' } });
        expect(res.status).to.equal(202);
        expect(await res.json()).to.deep.equal({
          message:
            'Wenn es zu dieser Adresse einen Zugang gibt, haben wir ihr einen Anmeldelink gesendet. Er gilt einmal, innerhalb von 15 Minuten.',
        });
        const known = await askLink(USER, { headers: { 'accept-language': 'de' } });
        expect(await known.json()).to.deep.equal({
          message:
            'Wenn es zu dieser Adresse einen Zugang gibt, haben wir ihr einen Anmeldelink gesendet. Er gilt einmal, innerhalb von 15 Minuten.',
        });
        const [german] = await mailsTo(USER, 1);
        expect(german.subject).to.equal('Ihr Anmeldelink – Sumarhus');
        expect(german.text).to.include('/de/login/?token=');
        await new Promise((r) => setTimeout(r, 100));
        expect(await readOutboxExpanded(db, { to: nobody })).to.have.length(0);
      });

      it(`limits links: ${LOGIN_LINK_LIMITS.perEmail} mails an hour per address (then the same answer, no mail), ${LOGIN_LINK_LIMITS.perAddress} requests per client address (429)`, async () => {
        const flooded = 'flooded@fjord.example';
        await createUser(db, flooded, PASSWORD);
        for (let i = 0; i < LOGIN_LINK_LIMITS.perEmail + 3; i++) expect((await askLink(flooded)).status).to.equal(202);
        await new Promise((r) => setTimeout(r, 200));
        expect(await mailsTo(flooded, LOGIN_LINK_LIMITS.perEmail)).to.have.length(LOGIN_LINK_LIMITS.perEmail);

        const from = newAddress();
        for (let i = 0; i < LOGIN_LINK_LIMITS.perAddress; i++)
          expect((await askLink(`someone${i}@nowhere.example`, { from })).status).to.equal(202);
        const refused = await askLink(flooded, { from });
        expect(refused.status).to.equal(429);
        expect(Number(refused.headers.get('retry-after'))).to.be.greaterThan(0);
        expect(await refused.json()).to.include({ code: 'linkRateLimited' });
      });

      it('answers 400 naming the field for an address that is none', async () => {
        const res = await askLink('not an address');
        expect(res.status).to.equal(400);
        expect(await res.json()).to.include({ field: 'email', code: 'email' });
      });
    });

    it('limits attempts per address (429 + Retry-After)', async () => {
      const from = newAddress();
      for (let i = 0; i < LOGIN_LIMITS.perAddress; i++)
        expect((await login(api, `spray${i}@nowhere.example`, 'x', { from })).status).to.equal(401);
      const res = await login(api, USER, PASSWORD, { from });
      expect(res.status).to.equal(429);
      expect(Number(res.headers.get('retry-after'))).to.be.greaterThan(0);
      expect((await login(api, USER, PASSWORD)).status, 'another address').to.equal(200);
    });

    it('treats expired, never-expiring, tampered, foreign and revoked tokens as anonymous (401)', async () => {
      const { jwt } = (await (await login(api, USER, PASSWORD)).json()) as { jwt: string };
      const found = (await findUserForLogin(db, USER))!;
      const session = (await verifySession(api.config, jwt))!;
      expect(session).to.deep.equal({ id: session.id, userId: found.user.id });
      const key = new TextEncoder().encode(api.config.jwtSecret);
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(session.id)
        .setSubject(String(found.user.id))
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 8 * 86400)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 86400)
        .sign(key);
      const otherSecret = await signSession({ jwtSecret: 'another-secret-another-secret-another' }, session);
      const wrongAudience = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(session.id)
        .setSubject(String(found.user.id))
        .setIssuer(JWT_ISSUER)
        .setAudience('someone-else')
        .setExpirationTime('1h')
        .sign(key);
      const noExpiry = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(session.id)
        .setSubject(String(found.user.id))
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .sign(key);
      const [h, p, s] = jwt.split('.');
      const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
      const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: '999' })).toString('base64url')}.${s}`;
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
      const flipped = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;

      for (const [name, token] of Object.entries({
        expired,
        noExpiry,
        otherSecret,
        wrongAudience,
        forged,
        unsigned,
        flipped,
      })) {
        const variants: Array<Record<string, string>> = [
          { authorization: `Bearer ${token}` },
          { cookie: `auth=${token}` },
        ];
        for (const headers of variants) {
          const res = await call(api, 'GET', '/api/user', { headers });
          expect(res.status, `${name} via ${Object.keys(headers)[0]}`).to.equal(401);
        }
      }
      expect(await verifySession(api.config, expired)).to.equal(null);

      // A token naming an unknown session, even correctly signed, is anonymous too.
      const unknownSession = await signSession(api.config, {
        id: '00000000-0000-4000-8000-000000000000',
        userId: found.user.id,
      });
      expect(
        (await call(api, 'GET', '/api/user', { headers: { authorization: `Bearer ${unknownSession}` } })).status,
      ).to.equal(401);
      // Another user's id with this session's id: the session belongs to its own user only.
      const other = await createUser(db, 'other-user@fjord.example', PASSWORD);
      const borrowed = await signSession(api.config, { id: session.id, userId: other.id });
      expect(
        (await call(api, 'GET', '/api/user', { headers: { authorization: `Bearer ${borrowed}` } })).status,
      ).to.equal(401);
      expect(
        (await call(api, 'GET', '/api/user', { headers: { authorization: `Bearer ${jwt}` } })).status,
        'the real token still works',
      ).to.equal(200);
    });

    it('ends every session of a user with a new password, and only theirs', async () => {
      const revokedUser = 'revoked@fjord.example';
      await createUser(db, revokedUser, PASSWORD);
      const tokens = [];
      for (let i = 0; i < 2; i++)
        tokens.push(((await (await login(api, revokedUser, PASSWORD)).json()) as { jwt: string }).jwt);
      const { jwt: colleague } = (await (await login(api, USER, PASSWORD)).json()) as { jwt: string };
      for (const token of tokens)
        expect(
          (await call(api, 'GET', '/api/user', { headers: { authorization: `Bearer ${token}` } })).status,
        ).to.equal(200);
      expect(await setPassword(db, revokedUser, 'a new password!')).to.equal(true);
      for (const token of tokens) {
        expect(
          (await call(api, 'GET', '/api/user', { headers: { authorization: `Bearer ${token}` } })).status,
          'Bearer',
        ).to.equal(401);
        expect(
          (await call(api, 'GET', '/api/user', { headers: { cookie: `auth=${token}` } })).status,
          'cookie',
        ).to.equal(401);
      }
      expect(
        (await call(api, 'GET', '/api/user', { headers: { authorization: `Bearer ${colleague}` } })).status,
        'another user',
      ).to.equal(200);
      expect((await login(api, revokedUser, PASSWORD)).status).to.equal(401);
      expect((await login(api, revokedUser, 'a new password!')).status).to.equal(200);
      expect(await setPassword(db, 'nobody@fjord.example', 'a new password!')).to.equal(false);
    });

    it('logs out: clears the cookie; 204, for a form post too (the login page of the site takes those)', async () => {
      const { jwt } = (await (await login(api, USER, PASSWORD)).json()) as { jwt: string };
      const viaFetch = await call(api, 'POST', '/api/user/logout', { headers: { cookie: `auth=${jwt}` } });
      expect(viaFetch.status).to.equal(204);
      const cleared = authCookie(viaFetch)!;
      expect(cleared.value).to.equal('');
      expect(new Date(String(cleared.attrs.expires)).getTime()).to.be.lessThan(Date.now());
      expect(cleared.attrs.httponly).to.equal(true);
      expect(cleared.attrs.path).to.equal('/');

      const { jwt: second } = (await (await login(api, USER, PASSWORD)).json()) as { jwt: string };
      const viaForm = await call(api, 'POST', '/api/user/logout', {
        form: {},
        headers: { cookie: `auth=${second}`, origin: api.base },
      });
      expect(viaForm.status).to.equal(204);
      expect(authCookie(viaForm)!.value).to.equal('');
      // Logged out with no session at all: the same answer.
      expect((await call(api, 'POST', '/api/user/logout')).status).to.equal(204);
    });

    it('ends the session on logout: its token no longer works, by cookie or Bearer; other sessions go on', async () => {
      const session = async () => ((await (await login(api, USER, PASSWORD)).json()) as { jwt: string }).jwt;
      const user = (token: string, via: 'cookie' | 'bearer') =>
        call(api, 'GET', '/api/user', {
          headers: via === 'cookie' ? { cookie: `auth=${token}` } : { authorization: `Bearer ${token}` },
        });
      const [byCookie, byBearer, colleague] = [await session(), await session(), await session()];

      expect(
        (await call(api, 'POST', '/api/user/logout', { headers: { cookie: `auth=${byCookie}` } })).status,
      ).to.equal(204);
      expect(
        (await call(api, 'POST', '/api/user/logout', { headers: { authorization: `Bearer ${byBearer}` } })).status,
      ).to.equal(204);
      for (const token of [byCookie, byBearer]) {
        for (const via of ['cookie', 'bearer'] as const) expect((await user(token, via)).status, via).to.equal(401);
        // Nor can the ended session book as the company or list its bookings.
        expect(
          (await call(api, 'GET', '/api/user/bookings', { headers: { authorization: `Bearer ${token}` } })).status,
        ).to.equal(401);
      }
      for (const via of ['cookie', 'bearer'] as const)
        expect((await user(colleague, via)).status, `the other session via ${via}`).to.equal(200);
      const [row] = await db.query<{ revoked: number; live: number }>(
        'select count(*) filter (where revoked_at is not null) as revoked, count(*) filter (where revoked_at is null) as live from sessions where id = any($1::uuid[])',
        [
          [byCookie, byBearer, colleague].map(
            (t) => JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString()).jti as string,
          ),
        ],
      );
      expect({ revoked: Number(row.revoked), live: Number(row.live) }).to.deep.equal({ revoked: 2, live: 1 });
    });

    it('deletes expired sessions when pruning, and no others', async () => {
      const { jwt } = (await (await login(api, USER, PASSWORD)).json()) as { jwt: string };
      const { id } = (await verifySession(api.config, jwt))!;
      await db.query("update sessions set expires_at = now() - interval '1 second' where id = $1", [id]);
      expect(
        (await call(api, 'GET', '/api/user', { headers: { authorization: `Bearer ${jwt}` } })).status,
        'expired in the database',
      ).to.equal(401);
      const [{ n: before }] = await db.query<{ n: number }>('select count(*) as n from sessions');
      await pruneSessions(db);
      const [{ n: after }] = await db.query<{ n: number }>('select count(*) as n from sessions');
      expect(Number(before) - Number(after)).to.equal(1);
      expect(await db.query('select 1 from sessions where id = $1', [id])).to.have.length(0);
    });

    it('reads only JSON logins: a form post (the login page of the site takes those) logs nobody in', async () => {
      const form = await call(api, 'POST', '/api/user/login', {
        form: { username: USER, password: PASSWORD },
        headers: { origin: api.base },
      });
      expect(form.status).to.equal(400);
      expect(authCookie(form)).to.equal(null);
    });

    it('stores scrypt hashes with a per-user salt and parameters; usernames are unique in any case', async () => {
      const rows = await db.query<{ password_hash: string }>('select password_hash from company_users');
      for (const { password_hash } of rows) {
        expect(password_hash).to.match(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
        expect(password_hash).to.not.include(PASSWORD);
      }
      const salts = rows.map((r) => r.password_hash.split('$')[4]);
      expect(new Set(salts).size).to.equal(salts.length);
      let err: unknown;
      try {
        await createUser(db, USER.toLowerCase(), 'whatever password');
      } catch (e) {
        err = e;
      }
      expect(err).to.be.instanceOf(UsernameTakenError);
    });

    it('creates the demo agency user once, only when there are no company users', async function () {
      const empty = await openDatabase({
        url: kind === 'postgres' ? await freshDatabaseUrl(await requirePostgres(this), 'demo') : undefined,
        dataDir: tempDir(),
      });
      try {
        await migrate(empty, ROOT);
        expect(await ensureDemoAgencyUser(empty)).to.equal(true);
        expect(await ensureDemoAgencyUser(empty)).to.equal(false);
        const [{ n }] = await empty.query<{ n: number }>('select count(*) as n from company_users');
        expect(Number(n)).to.equal(1);
        const found = (await findUserForLogin(empty, DEMO_AGENCY.username))!;
        expect((found.user as CompanyUser).company).to.include({
          name: 'Nordlicht Reisen GmbH',
          key: 'nordlicht-reisen',
        });
        expect(await verifyPassword(DEMO_AGENCY.password, found.passwordHash)).to.equal(true);
      } finally {
        await empty.close();
      }
      // Here there are users already: nothing is added.
      expect(await ensureDemoAgencyUser(db)).to.equal(false);
      expect(await findUserForLogin(db, DEMO_AGENCY.username)).to.equal(null);
    });

    it('sets a Secure cookie when the site is served over https', async () => {
      const secure = await serveApi(db, { PUBLIC_URL: 'https://www.example.is' });
      try {
        const res = await login(secure, USER, PASSWORD);
        expect(res.status).to.equal(200);
        expect(authCookie(res)!.attrs.secure).to.equal(true);
      } finally {
        await secure.close();
      }
    });
  });
}

describe('company users: passwords, keys and the session secret', () => {
  it('verifies scrypt hashes, refuses malformed ones and asks to rehash weaker ones', async () => {
    const hash = await hashPassword('s3cret pässword');
    expect(await verifyPassword('s3cret pässword', hash)).to.equal(true);
    expect(await verifyPassword('s3cret passwort', hash)).to.equal(false);
    expect(await verifyPassword('s3cret pässword', 'plain-text')).to.equal(false);
    expect(await verifyPassword('x', 'scrypt$3$8$1$AAAA$AAAA')).to.equal(false);
    expect(needsRehash(hash)).to.equal(false);
    const weak = await hashPassword('x', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('x', weak)).to.equal(true);
    expect(needsRehash(weak)).to.equal(true);
  });

  it('derives company keys from names', () => {
    expect(companyKeyFromName('Nordlicht Reisen GmbH')).to.equal('nordlicht-reisen-gmbh');
    expect(companyKeyFromName('Ferðaþjónusta Bænda ehf.')).to.equal('ferdathjonusta-baenda-ehf');
    expect(companyKeyFromName('Süßer Süden')).to.equal('susser-suden');
    expect(companyKeyFromName('***')).to.equal('company');
  });

  it('makes a random JWT secret once per data directory and keeps it (mode 0600) when JWT_SECRET is unset', () => {
    const dataDir = tempDir();
    const first = readConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    const second = readConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(first.jwtSecret).to.have.length.greaterThanOrEqual(32);
    expect(second.jwtSecret).to.equal(first.jwtSecret);
    expect(readConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() }).jwtSecret).to.not.equal(first.jwtSecret);
    const file = path.join(dataDir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).to.equal(0o600);
    expect(fs.readdirSync(dataDir)).to.deep.equal(['jwt-secret']);
    expect(first.jwtSecret).to.not.match(/dev-only/);
  });

  it('uses JWT_SECRET when set, and refuses a short one in production', () => {
    const secret = 'x'.repeat(40);
    const dataDir = tempDir();
    expect(readConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).to.equal(secret);
    expect(fs.existsSync(path.join(dataDir, 'jwt-secret'))).to.equal(false);
    expect(() => readConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'short' })).to.throw(
      /at least 32/,
    );
  });
});
