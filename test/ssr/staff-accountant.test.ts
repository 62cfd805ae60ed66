/**
 * An accountant in the back office, server-rendered from the production build without JavaScript
 * (docs/product/rules.md#roles, docs/product/screens.md#staff-forbidden): the bookings and a booking
 * to read with no form to change anything; every screen for staff or admins answers the 403 page,
 * in English and German; a post made anyway is refused.
 */
import { expect } from 'chai';
import type { Locale } from '../../contract/locale.ts';
import { pathFor, type Params, type RouteId } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import { bookFreeWeek, loginCookie, roleCookie } from '../helpers/staff.ts';
import { get, h1Text, htmlLang, postForm } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const FORBIDDEN = { en: 'Not for your role', de: 'Nicht für Ihre Rolle' } as const;
const STAFF_ONLY: Array<[RouteId, Params?]> = [
  ['staffNewBooking'],
  ['staffHouses'],
  ['staffHouse', { code: 'SH-1054' }],
  ['staffUsers'],
  ['staffCompanies'],
];

describe('SSR: an accountant reads bookings and is refused the rest', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let accountant: string;
  let bookingCode: string;

  before(async () => {
    server = await startTestServer({ FIXED_NOW });
    base = server.url.replace('localhost', '127.0.0.1');
    const staff = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
    bookingCode = (await bookFreeWeek(base, staff, 'SH-1054', '2027-05-01')).bookingCode;
    accountant = await roleCookie(server.db, base, 'accountant');
  });
  after(async () => server?.close());

  /** The page's forms that post, but for logging out and the cookie notice. */
  const postForms = (html: string) =>
    (html.match(/<form\b[^>]*method="post"[\s\S]*?<\/form>/g) ?? []).filter(
      (f) => !/name="intent" value="(logout|consent)"/.test(f),
    );

  for (const locale of ['en', 'de'] as const satisfies readonly Locale[]) {
    it(`reads the bookings and a booking with no form to send (${locale})`, async () => {
      const list = await get(base, `${pathFor('staff', locale)}?q=${bookingCode}`, { headers: { cookie: accountant } });
      expect(list.status).to.equal(200);
      expect(list.html).to.contain(`/${bookingCode}/`).and.not.contain('data-testid="staff-new-booking"');
      const booking = await get(base, pathFor('staffBooking', locale, { code: bookingCode }), {
        headers: { cookie: accountant },
      });
      expect(booking.status).to.equal(200);
      expect(booking.html).to.contain('data-testid="staff-facts"');
      expect(postForms(booking.html)).to.deep.equal([]);
    });

    it(`answers the 403 page on every screen for staff or admins (${locale})`, async () => {
      for (const [route, params] of STAFF_ONLY) {
        const path = pathFor(route, locale, params);
        const page = await get(base, path, { headers: { cookie: accountant } });
        expect(page.status, path).to.equal(403);
        expect(htmlLang(page.html), path).to.equal(locale);
        expect(h1Text(page.html), path).to.equal(FORBIDDEN[locale]);
        expect(page.html).to.contain('<meta name="robots" content="noindex, nofollow"/>');
      }
    });

    it(`refuses a note posted anyway, adding nothing (${locale})`, async () => {
      const path = pathFor('staffBooking', locale, { code: bookingCode });
      const posted = await postForm(base, path, { intent: 'note', text: 'Not mine to write' }, accountant);
      expect(posted.status).to.equal(403);
      expect(htmlLang(posted.html)).to.equal(locale);
      expect(posted.html).to.not.contain('Not mine to write');
    });
  }
});
