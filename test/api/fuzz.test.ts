/**
 * Generated bad input ("No input gives a 5xx"): NULs, lone surrogates, huge
 * strings, wrong types, deep nesting, odd encodings, bad percent-escapes in
 * paths and queries and bad cookies, sent to every call of the booking API
 * (server/api/**\/router.ts, cart/lines.ts), every plain form post
 * (server/app.ts) and a sample of pages, on the production build over PGlite.
 * No answer may be a 5xx, and a request that did not succeed must leave every
 * written table without new rows.
 */
import http from 'node:http';
import { expect } from 'chai';
import fc from 'fast-check';
import { LOCALES } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { rawRequest, type RawAnswer, type RawRequest } from '../helpers/http.ts';
import { grownTables, rowCounts } from '../helpers/rows.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { startTestServer } from '../helpers/server.ts';

const HOUSE = 'SH-1004';

/** UTF-8 percent-escapes for everything but unreserved characters (a lone surrogate becomes U+FFFD's bytes). */
const pct = (s: string) =>
  [...Buffer.from(s)]
    .map((b) =>
      /[\w.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const odd = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udc00b',
  '\udfff\ud800',
  '\r\n',
  '\t',
  '\u202e',
  '😀',
  '\ufeff',
  '\uffff',
  "' or 1=1 --",
  '"; drop table carts; --',
  '../../etc/passwd',
  '%',
  '%00',
  '{}',
  '[]',
  'null',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '1970-01-01',
  '2027-02-30',
  '9999-99-99',
  '00000000',
  HOUSE,
  'general',
  'on',
  '',
);
const huge = fc.constantFrom(3_000, 120_000).map((n) => 'x'.repeat(n));
const nasty: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: odd },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 3,
    arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`),
  },
  { weight: 1, arbitrary: huge },
);

const json: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(nasty, tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A good value with something bad slipped in: what gets past a loose check and on towards SQL. */
const spoiled = (good: string) =>
  fc
    .tuple(
      fc.nat(good.length),
      fc.constantFrom('\u0000', '\u0000', '\u0000', '\ud800', '\udc00', '😀', '\r\n', "'", '%', 'x'.repeat(5_000)),
    )
    .map(([i, bad]) => good.slice(0, i) + bad + good.slice(i));

/**
 * A call's good values with at most two of them bad and at most one left out:
 * one bad value among good ones is what gets past the checks that come first.
 */
function mixed<V>(good: Record<string, V>, bad: (value: V) => fc.Arbitrary<V>): fc.Arbitrary<Record<string, V>> {
  const keys = Object.keys(good);
  const bads = fc.record(Object.fromEntries(keys.map((k) => [k, bad(good[k])])) as { [key: string]: fc.Arbitrary<V> });
  return fc
    .tuple(
      fc.subarray(keys, { maxLength: Math.min(1, keys.length) }),
      fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      bads,
    )
    .map(([left, spoilt, values]) =>
      Object.fromEntries(
        keys.filter((k) => !left.includes(k)).map((k) => [k, spoilt.includes(k) ? values[k] : good[k]]),
      ),
    );
}

/** A JSON body's fields, plus stray keys now and then. */
function fields(good: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const known = mixed(good, (v) => (typeof v === 'string' ? fc.oneof(spoiled(v), json) : json));
  return fc.tuple(known, fc.dictionary(nasty, json, { maxKeys: 2 })).map(([k, stray]) => ({ ...stray, ...k }));
}

const deep = fc.integer({ min: 30, max: 5_000 }).map((n) => '['.repeat(n) + ']'.repeat(n));
const badBytes = fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes));

/** A JSON call's body: its fields (good or bad), or malformed text, bytes, deep nesting, in a right or wrong type and encoding. */
function jsonBody(good: Record<string, unknown>): fc.Arbitrary<Pick<RawRequest, 'headers' | 'body'>> {
  const body = fc.oneof(
    { weight: 5, arbitrary: fields(good).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: json.map((v) => JSON.stringify(v) ?? '') },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: badBytes },
  );
  const type = fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'text/plain',
    'application/x-www-form-urlencoded',
  );
  const encoding = fc.constantFrom(undefined, undefined, undefined, 'gzip', 'br', 'x-unknown');
  return fc
    .tuple(body, type, encoding)
    .map(([b, t, e]) => ({ body: b, headers: { 'content-type': t, ...(e ? { 'content-encoding': e } : {}) } }));
}

/** A path segment or query value as it appears on the wire: escaped, or with broken escapes. */
const wire = fc.oneof(
  { weight: 4, arbitrary: nasty.map(pct) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%0',
      '%G0',
      '%E0%A4%A',
      '%C0%AF',
      '%FF',
      '%ED%A0%80',
      '%2F',
      '%2e%2e',
      '..',
      '%25',
      ';',
      '+',
      '%%',
      '%u0000',
    ),
  },
);

/** A path segment or query value on the wire: the good one, spoiled, or bad. */
const id = (good: string) => fc.oneof(fc.constant(pct(good)), spoiled(good).map(pct), wire);

/** A query string of the call's parameters (good, spoiled or bad) and stray ones, repeated and bracket keys included. */
function query(good: Record<string, string>): fc.Arbitrary<string> {
  const known = mixed(Object.fromEntries(Object.entries(good).map(([k, v]) => [k, pct(v)])), (v) =>
    fc.oneof(spoiled(decodeURIComponent(v)).map(pct), wire),
  );
  const stray = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(good), 'x', 'a[b]', '__proto__'), wire), wire),
    { maxLength: 2 },
  );
  return fc.tuple(known, stray).map(([k, more]) => {
    const pairs = [...Object.entries(k), ...more];
    return pairs.length ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : '';
  });
}

/** Cookie values as a browser might hold them: escaped oddities, or raw Latin-1 bytes. */
const cookieValue = fc.oneof(
  nasty.map(pct),
  fc.constantFrom('%F0%9F%98%80', 'a%0D%0Ab', '%00', '%E0', 'a.b.c', 'ey.ey.ey', '\u00ff\u00fe', '"quoted"'),
);
const cookies = (cartId: string) =>
  fc
    .record(
      {
        auth: cookieValue,
        cartId: fc.oneof(fc.constant(cartId), cookieValue),
        shortlist: cookieValue,
        consent: cookieValue,
        booked: cookieValue,
      },
      { requiredKeys: [] },
    )
    .map((c) =>
      Object.entries(c)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    );

/** A random client address each time, so rate limits (per address) do not end the exploration early. */
const client = fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.9.${a}.${b}`);

function call(
  cartId: string,
  method: string,
  paths: fc.Arbitrary<string>,
  params: Record<string, string>,
  body?: Record<string, unknown>,
): fc.Arbitrary<RawRequest> {
  return fc
    .tuple(
      paths,
      query(params),
      fc.option(cookies(cartId)),
      client,
      fc.constantFrom('en', 'de', 'xx'),
      body ? jsonBody(body) : fc.constant({}),
    )
    .map(
      ([path, q, cookie, from, lang, b]: [
        string,
        string,
        string | null,
        string,
        string,
        Pick<RawRequest, 'headers' | 'body'>,
      ]) => ({
        method,
        path: path + q,
        ...b,
        headers: {
          'x-forwarded-for': from,
          'accept-language': lang,
          accept: 'application/json',
          ...(cookie ? { cookie } : {}),
          ...b.headers,
        },
      }),
    );
}

const at = (...parts: Array<string | fc.Arbitrary<string>>) =>
  fc.tuple(...parts.map((p) => (typeof p === 'string' ? fc.constant(p) : p))).map((ps) => ps.join(''));

/** A stay Lóuborg (SH-1004) is free and priced for, seen from FIXED_NOW. */
const STAY = { resFrom: '2027-05-02', resTo: '2027-05-09' };
const FIXED_NOW = '2026-11-21T12:00:00Z';
const CONTACT = {
  name: 'Anna',
  email: 'anna@example.com',
  subject: 'general',
  messages: 'Hello',
  googleRecaptchaResponse: '-1',
};
const LOOKUP = { email: 'anna@example.com', bookingCode: '12345678' };
const SEARCH = {
  search: 'lóuborg',
  ...STAY,
  bedrooms: '2',
  regionIds: '1,2',
  codes: HOUSE,
  order: 'price asc',
  include: 'prices,gallery',
};
const booking = (cartId: string) => ({
  title: 'Ms',
  firstName: 'Anna',
  lastName: 'Müller',
  birthDate: '1980-05-01',
  nationality: 'German',
  address: 'Hauptstraße 1',
  city: 'Berlin',
  zipCode: '10115',
  countryIso: 'DE',
  mobilePhone: '+49 30 1234567',
  email: 'anna@example.com',
  numberAdults: '2',
  numberChildren: '0',
  numberViatorKit: '0',
  arrivalDate: STAY.resFrom,
  arrivalTransportType: '1',
  arrivalTransportNumber: 'FI520',
  departureDate: STAY.resTo,
  departureTransportType: '1',
  departureTransportNumber: 'FI521',
  checkInCenter: '1',
  terms: 'on',
  cartId,
});

/** A plain form post: urlencoded fields (good, spoiled or bad) and stray ones, or a body that is no form at all. */
function formPost(cartId: string, paths: string[], good: Record<string, string>): fc.Arbitrary<RawRequest> {
  const body = fc.oneof(
    { weight: 6, arbitrary: query(good).map((q) => q.slice(1)) },
    { weight: 1, arbitrary: huge.map((x) => `${Object.keys(good)[0]}=${x}`) },
    { weight: 1, arbitrary: badBytes },
  );
  const type = fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=utf-16',
    'multipart/form-data; boundary=x',
    'text/plain',
  );
  return fc
    .tuple(
      fc.constantFrom(...paths),
      body,
      type,
      fc.option(cookies(cartId)),
      client,
      fc.constantFrom(undefined, 'same-origin', 'cross-site'),
    )
    .map(([path, b, t, cookie, from, site]) => ({
      method: 'POST',
      path,
      body: b,
      headers: {
        'content-type': t,
        'x-forwarded-for': from,
        ...(cookie ? { cookie } : {}),
        ...(site ? { 'sec-fetch-site': site } : {}),
      },
    }));
}

const everyLocale = (routeId: Parameters<typeof pathFor>[0]) => LOCALES.map((l) => pathFor(routeId, l));

/** The requests to explore, with a real cart (id and line) among the good values. */
function targets(cart: { id: string; line: string }) {
  const api = (
    method: string,
    paths: fc.Arbitrary<string>,
    params: Record<string, string>,
    body?: Record<string, unknown>,
  ) => call(cart.id, method, paths, params, body);
  const form = (paths: string[], good: Record<string, string>) => formPost(cart.id, paths, good);
  const checkoutDate = (iso: string) => iso.split('-').reverse().join('/');

  /** Every call of the booking API (and the terms service), docs/product/api.md. */
  const apiCalls = fc.oneof(
    api('GET', at('/api/weather/average/', id('1')), {}),
    api('GET', fc.constant('/api/contact'), {}),
    api('POST', fc.constant('/api/contact'), {}, CONTACT),
    api('GET', fc.constant('/api/houses/search'), SEARCH),
    api('GET', fc.constant('/api/houses/map'), SEARCH),
    api('GET', fc.constantFrom('/api/houses/search/suggestions', '/api/houses/highlights', '/api/houses/beds'), {}),
    api('GET', fc.constant('/api/houses/pricegroups'), { numGroups: '14', ...STAY }),
    api('GET', at('/api/house/', id('louborg')), { include: 'prices,similarListing', ...STAY }),
    api('GET', at('/api/house/', id(HOUSE), '/availability'), {}),
    api('POST', fc.constant('/api/cart'), { include: 'prices' }, { code: HOUSE, ...STAY, cartId: cart.id }),
    api('GET', at('/api/cart/', id(cart.id)), { include: 'prices' }),
    api('GET', at('/api/cart/', id(cart.id), '/availability'), {}),
    api('PUT', at('/api/cart/', id(cart.id), '/', id(cart.line)), { include: 'prices' }, STAY),
    api('DELETE', at('/api/cart/', id(cart.id), '/', id(cart.line)), {}),
    api('GET', fc.constant('/api/reservation/countries'), {}),
    api('POST', fc.constant('/api/reservation'), {}, booking(cart.id)),
    api('GET', fc.constant('/api/reservation'), LOOKUP),
    api('POST', fc.constant('/api/reservation/lookup'), {}, LOOKUP),
    api('GET', at('/api/reservation/', id('12345678'), '/documents/', id('invoice-12345678.pdf')), {
      exp: '1900000000',
      sig: 'abc',
    }),
    api('POST', at('/api/reservation/', id('12345678'), '/payments/', id('1'), '/paid'), {}),
    api('POST', fc.constant('/api/reservation/cancel'), {}, LOOKUP),
    api('POST', fc.constant('/api/reservation/link'), {}, { email: 'guest@example.com' }),
    api('POST', fc.constant('/api/reservation/link/open'), {}, { token: `12345678.1900000000.${'a'.repeat(43)}` }),
    api('GET', at('/api/payments/pay/', id('12345678'), '/', id('1')), { exp: '1900000000', sig: 'abc' }),
    api('GET', at('/api/payments/return/', id('AAAAAAAAAAAAAAAAAAAAAAAA')), { to: 'success' }),
    api(
      'POST',
      at('/api/payments/', id('test'), '/webhook'),
      {},
      { id: 'evt_1', type: 'paid', providerSessionId: 'tgp_1', chargeRef: 'x', amountCents: 100, currency: 'EUR' },
    ),
    api('GET', at('/api/payments/test-gateway/', id('e30.1900000000.abc')), {}),
    api('POST', fc.constant('/api/user/login'), {}, { username: 'agency', password: 'secret' }),
    api('POST', fc.constant('/api/user/login-link'), {}, { email: 'agency@example.com' }),
    api('POST', fc.constant('/api/user/login-link/use'), {}, { token: 'a'.repeat(43) }),
    api('GET', fc.constantFrom('/api/user', '/api/user/bookings'), { status: 'paid' }),
    api('POST', fc.constant('/api/user/logout'), {}),
    api('GET', fc.constant('/v1/terms'), { lang: 'de' }),
  );

  /** Every page action's plain form post. */
  const formPosts = fc.oneof(
    form(everyLocale('contact'), { ...CONTACT, 'g-recaptcha-response': 'x' }),
    form(everyLocale('cart'), { action: 'dates', cartLineId: cart.line, ...STAY }),
    form(everyLocale('shortlist'), { action: 'add', code: HOUSE, back: '/en/shortlist/' }),
    form(everyLocale('checkout'), {
      ...booking(cart.id),
      birthDate: '01/05/1980',
      arrivalDate: checkoutDate(STAY.resFrom),
      departureDate: checkoutDate(STAY.resTo),
    }),
    form(everyLocale('myBooking'), LOOKUP),
    form(everyLocale('myBooking'), { ...LOOKUP, intent: 'cancel' }),
    form(['/api/payments/test-gateway/e30.1900000000.abc'], {
      name: 'Anna',
      number: '4242424242424242',
      exp: '12/30',
      cvc: '123',
    }),
    form(everyLocale('login'), { username: 'agency', password: 'secret' }),
    form(everyLocale('login'), { intent: 'logout' }),
  );

  /** Pages whose loaders pass path, query or cookies on to the API or the content source. */
  const pages = api(
    'GET',
    fc.oneof(
      fc.constantFrom(
        '/',
        '/en/',
        '/de/',
        '/en/cart/',
        '/en/account/',
        '/en/my-booking/',
        '/en/shortlist/',
        '/en/login/',
        '/en/contact-us/',
        '/de/ferienhaus/',
        '/en/cart/book-now/',
        '/en/cart/book-now/thank-you/',
        '/de/korb/book-now/thank-you/',
      ),
      at('/en/accommodation/', id('south'), '/'),
      at('/en/accommodation/', id('northwest'), '/', id('louborg'), '/'),
      at('/de/ferienhaus/', id('nordwest'), '/', id('louborg'), '/photos/'),
      at(
        fc.constantFrom('/en/explore/', '/en/blog/', '/en/offer/', '/en/information/', '/en/information/faq/'),
        wire,
        '/',
      ),
      at('/', wire, '/'),
    ),
    // Not the contact page's problem=: its form post's re-render carries the API's outcome there, 503 included.
    { ...SEARCH, page: '2', error: 'credentials', name: 'Anna', invalid: 'email:invalid', payment: 'done' },
  );
  return { apiCalls, formPosts, pages };
}

// PostgreSQL refuses in text what PGlite may let by (NUL above all): both run.
for (const kind of ['pglite', 'postgres'] as const) {
  describe(`fuzz (${kind}): no input gives a 5xx or writes a row`, function () {
    this.timeout(180_000);
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let explored: ReturnType<typeof targets>;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

    before(async function () {
      const pg = kind === 'postgres' ? await requirePostgres(this) : null;
      server = await startTestServer({
        FIXED_NOW,
        MAIL_POLL_SECONDS: '0',
        ...(pg ? { DATABASE_URL: await freshDatabaseUrl(pg, 'fuzz'), DEMO: '1' } : {}),
      });
      const made = await fetch(`${server.url}/api/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: HOUSE, ...STAY }),
      });
      expect(made.status).to.equal(201);
      const cart = (await made.json()) as { cartId: string; houses: Array<{ cartLineId: number }> };
      explored = targets({ id: cart.cartId, line: String(cart.houses[0].cartLineId) });
    });
    after(async () => {
      agent.destroy();
      await server?.close();
    });

    /** Succeeded: 2xx, or a plain form post sent on to a thank-you page or to pay (both may write). */
    const succeeded = (answer: RawAnswer) =>
      answer.status < 300 ||
      (answer.status === 303 && /thank-you|^\/api\/payments\/pay\//.test(String(answer.headers.location)));

    const explore = (requests: fc.Arbitrary<RawRequest>, numRuns: number) =>
      fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const before = await rowCounts(server.db);
          const answer = await rawRequest(server.url, request, agent);
          const what = `${request.method} ${request.path.slice(0, 300)} → ${answer.status} ${answer.body.slice(0, 200)}`;
          expect(answer.status, what).to.be.within(200, 499);
          if (!succeeded(answer)) expect(grownTables(before, await rowCounts(server.db)), what).to.deep.equal([]);
        }),
        { numRuns },
      );

    it('every API call', () => explore(explored.apiCalls, 2_000));
    it('every plain form post', () => explore(explored.formPosts, 400));
    it('pages', () => explore(explored.pages, 300));
  });
}
