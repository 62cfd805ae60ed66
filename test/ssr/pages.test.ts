import { expect } from 'chai';
import en from '../../contract/messages/en/index.ts';
import de from '../../contract/messages/de/index.ts';
import { LOCALES, type Locale } from '../../contract/locale.ts';
import { pathFor, ROUTES, type Params, type RouteId } from '../../contract/routes.ts';
import { DEMO_OWNER, DEMO_STAFF } from '../../demo/agency.ts';
import { apiCall, bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';
import { boot, countH1, get, h1Text, htmlLang, localSettings, rawHead, sharedServer } from './support.ts';

/**
 * Known-good parameters for every screen whose path has some. Loaders answer
 * 404 for houses, regions, posts… that do not exist: keep these naming real
 * things of the demo catalogue and the content/ folder (per language when the
 * slug is translated). A route with parameters and no entry here fails the test.
 */
const SAMPLE_PARAMS: Partial<Record<RouteId, Record<Locale, Params>>> = {
  // Demo catalogue (seed 'sumarhus'): house SH-1002 in South Iceland.
  region: { en: { region: 'south' }, de: { region: 'sud' } },
  house: { en: { region: 'south', slug: 'holtakot-house' }, de: { region: 'sud', slug: 'ferienhaus-holtakot' } },
  houseGallery: { en: { region: 'south', slug: 'holtakot-house' }, de: { region: 'sud', slug: 'ferienhaus-holtakot' } },
  // content/ folder: the same document's uid in each language.
  exploreItem: { en: { slug: 'south' }, de: { slug: 'sud' } },
  blogPost: { en: { slug: 'chasing-the-northern-lights' }, de: { slug: 'auf-nordlichtjagd' } },
  offer: { en: { slug: 'special-offers' }, de: { slug: 'sonderangebote' } },
  faqItem: { en: { slug: 'can-i-bring-my-dog' }, de: { slug: 'darf-ich-meinen-hund-mitbringen' } },
  infoPage: { en: { slug: 'about-sumarhus' }, de: { slug: 'ueber-sumarhus' } },
  staffHouse: { en: { code: 'SH-1002' }, de: { code: 'SH-1002' } },
  // A booking made in `before` (the demo database has none).
  staffBooking: { en: { code: '' }, de: { code: '' } },
  // An owner made in `before` (the demo catalogue may have none).
  staffOwner: { en: { code: 'OW-PAGES' }, de: { code: 'OW-PAGES' } },
  // That owner's statement, written in `before` as issued (nothing to state: no lines).
  staffStatement: { en: { number: 'OW-PAGES-2026-10' }, de: { number: 'OW-PAGES-2026-10' } },
  // A house of the demo owner, found in `before`.
  ownerCalendar: { en: { code: '' }, de: { code: '' } },
};

/** The back office: a 404 for visitors (test/ssr/staff.test.ts), rendered here for the demo staff login. */
const STAFF_SCREENS: ReadonlySet<RouteId> = new Set([
  'staff',
  'staffBooking',
  'staffHouses',
  'staffHouse',
  'staffNewBooking',
  'staffUsers',
  'staffCompanies',
  'staffOwners',
  'staffOwner',
  'staffStatements',
  'staffStatement',
  'staffReports',
]);

/** The owner portal: rendered here for the demo owner's login. */
const OWNER_SCREENS: ReadonlySet<RouteId> = new Set(['ownerHome', 'ownerCalendar', 'ownerStays', 'ownerStatements']);

const hasParams = (route: (typeof ROUTES)[number]) => route.en.includes(':') || route.de.includes(':');
const messages = { en, de } as const;

function samplePath(id: RouteId, locale: Locale): string {
  const route = ROUTES.find((r) => r.id === id)!;
  if (!hasParams(route)) return pathFor(id, locale);
  const params = SAMPLE_PARAMS[id]?.[locale];
  if (!params) throw new Error(`SAMPLE_PARAMS has no ${locale} parameters for ${id}`);
  return pathFor(id, locale, params);
}

describe('SSR: pages', function () {
  let base: string;
  let port: number;
  let staffCookie: string;
  let ownerCookie: string;
  before(async function () {
    this.timeout(180_000);
    let server: Awaited<ReturnType<typeof sharedServer>>['server'];
    ({ base, port, server } = await sharedServer());
    staffCookie = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
    ownerCookie = await loginCookie(base, DEMO_OWNER.username, DEMO_OWNER.password);
    const [ownHouse] = await server.db.query<{ code: string }>(
      `select h.code from houses h join company_users u on u.owner_id = h.owner_id where u.username = $1 order by h.code limit 1`,
      [DEMO_OWNER.username],
    );
    for (const locale of LOCALES) SAMPLE_PARAMS.ownerCalendar![locale].code = ownHouse.code;
    const { bookingCode } = await bookWeek(base, 'SH-1002', await freeWeek(base, staffCookie, 'SH-1002', '2027-08-01'));
    for (const locale of LOCALES) SAMPLE_PARAMS.staffBooking![locale].code = bookingCode;
    await apiCall(
      base,
      'POST',
      '/api/staff/owners',
      { code: 'OW-PAGES', name: 'Sample Owner', commissionBp: 2000 },
      {
        cookie: staffCookie,
      },
    );
    await server.db.query(
      `insert into owner_statements (owner_id, period_from, period_to, books_from, number, rent_cents, commission_cents,
              earned_cents, carried_in_cents, payout_cents, carried_out_cents, issued_by)
       select id, '2026-10-01', '2026-10-31', '2026-10-01', 'OW-PAGES-2026-10', 0, 0, 0, 0, 0, 0, 'pages@example.com'
         from owners where code = 'OW-PAGES'`,
    );
  });

  it('has sample parameters for every screen with parameters', () => {
    const missing = ROUTES.filter(hasParams).filter((r) => !SAMPLE_PARAMS[r.id]?.en || !SAMPLE_PARAMS[r.id]?.de);
    expect(missing.map((r) => r.id)).to.deep.equal([]);
  });

  describe('every screen of the route table answers 200 in both languages', () => {
    for (const route of ROUTES) {
      for (const locale of LOCALES) {
        it(`${route.id} (${locale})`, async () => {
          const path = samplePath(route.id, locale);
          const cookie = STAFF_SCREENS.has(route.id) ? staffCookie : OWNER_SCREENS.has(route.id) ? ownerCookie : null;
          const page = await get(base, path, cookie ? { headers: { cookie } } : {});
          expect(page.status, path).to.equal(200);
          expect(page.headers.get('content-type')).to.match(/^text\/html/);
          expect(htmlLang(page.html), path).to.equal(locale);
          expect(countH1(page.html), `${path}: number of <h1>`).to.equal(1);
          const state = boot(page.html).state;
          expect(state.locale.code).to.equal(locale);
          expect(state.page.routeId).to.equal(route.id);
          expect(page.html.trimEnd().endsWith('</html>'), `${path} is a complete document`).to.equal(true);
        });
      }
    }
  });

  it('serves the English home at / and at /en/, the German one at /de/', async () => {
    const [root, enHome, deHome] = await Promise.all([get(base, '/'), get(base, '/en/'), get(base, '/de/')]);
    for (const page of [root, enHome]) {
      expect(page.status).to.equal(200);
      expect(htmlLang(page.html)).to.equal('en');
      expect(boot(page.html).state.page.routeId).to.equal('home');
      expect(boot(page.html).state.locale.code).to.equal('en');
    }
    expect(h1Text(root.html)).to.equal(h1Text(enHome.html));
    expect(deHome.status).to.equal(200);
    expect(htmlLang(deHome.html)).to.equal('de');
    expect(boot(deHome.html).state.page.routeId).to.equal('home');
    expect(h1Text(deHome.html)).to.not.equal(h1Text(enHome.html));
  });

  describe('unknown paths answer 404 with the 404 page in the right language', () => {
    const cases: Array<[string, Locale]> = [
      ['/en/no-such-page/', 'en'],
      ['/de/keine-solche-seite/', 'de'],
      ['/de/accommodation/', 'de'], // an English slug under /de/
      ['/en/ferienhaus/', 'en'], // a German slug under /en/
      ['/fr/', 'en'], // anything not starting with de is English
      ['/no-prefix/', 'en'],
      ['/en/accommodation/south/holtakot-house/images/extra/', 'en'],
      // A route that matches, for a document that does not exist (the loader's not-found → 404, never 500).
      ['/en/information/no-such-page/', 'en'],
      ['/de/information/keine-solche-seite/', 'de'],
      ['/en/blog/no-such-post/', 'en'],
    ];
    for (const [path, locale] of cases) {
      it(`${path} → 404 (${locale})`, async () => {
        const page = await get(base, path);
        expect(page.status).to.equal(404);
        expect(page.headers.get('content-type')).to.match(/^text\/html/);
        expect(htmlLang(page.html)).to.equal(locale);
        expect(countH1(page.html)).to.equal(1);
        expect(h1Text(page.html)).to.equal(localSettings(locale).err_title);
        const state = boot(page.html).state;
        expect(state.page.status).to.equal(404);
        expect(state.locale.code).to.equal(locale);
      });
    }
  });

  describe('a path without its trailing slash answers 301 to the canonical one', () => {
    const cases: Array<[string, string]> = [
      ['/en', '/en/'],
      ['/de', '/de/'],
      ['/en/explore', '/en/explore/'],
      [
        '/de/ferienhaus?checkIn=2027-07-01&checkOut=2027-07-08',
        '/de/ferienhaus/?checkIn=2027-07-01&checkOut=2027-07-08',
      ],
      [
        '/en/accommodation?search=h%C3%BAs&regions=4,7&order=price%20asc',
        '/en/accommodation/?search=h%C3%BAs&regions=4,7&order=price%20asc',
      ],
      ['/en/no-such-page?x=1', '/en/no-such-page/?x=1'],
    ];
    for (const [from, to] of cases) {
      it(`${from} → ${to}`, async () => {
        const page = await get(base, from);
        expect(page.status).to.equal(301);
        expect(page.headers.get('location')).to.equal(to);
      });
    }

    it('keeps files as they are (no slash added)', async () => {
      expect((await get(base, '/robots.txt')).status).to.equal(200);
      expect((await get(base, '/favicon.svg')).status).to.equal(200);
    });

    it('never redirects to another host (//host/… or /\\host/…)', async () => {
      const cases: Array<[string, string]> = [
        ['//evil.example/x', '/evil.example/x/'],
        ['/\\evil.example/x', '/evil.example/x/'],
        ['//evil', '/evil/'],
        ['/en//explore', '/en/explore/'],
      ];
      for (const [target, local] of cases) {
        const head = await rawHead(port, target);
        expect(head.status, target).to.equal(301);
        expect(head.headers.location, target).to.equal(local);
      }
    });
  });

  it('gives a crawler (Googlebot) the complete document', async () => {
    const ua = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    for (const path of ['/en/', '/de/erkunden/', '/en/no-such-page/']) {
      const page = await get(base, path, { headers: { 'user-agent': ua } });
      expect(page.status).to.equal(path.includes('no-such') ? 404 : 200);
      expect(page.html.startsWith('<!DOCTYPE html>')).to.equal(true);
      expect(page.html.trimEnd().endsWith('</html>')).to.equal(true);
      expect(countH1(page.html)).to.equal(1);
      // Nothing left for the client to fill in: no Suspense fallbacks, no hidden segments.
      expect(page.html).to.not.match(/<template\b|<!--\$\?-->|\$RC\(/);
      boot(page.html);
    }
  });

  it('keeps 100 concurrent requests, alternating English and German, apart', async function () {
    this.timeout(120_000);
    const paths = {
      en: ['/en/', '/en/explore/', '/en/information/faq/', '/en/no-such-page/'],
      de: ['/de/', '/de/erkunden/', '/de/information/faq/', '/de/keine-seite/'],
    };
    const requests = Array.from({ length: 100 }, (_, i) => {
      const locale: Locale = i % 2 ? 'de' : 'en';
      const path = paths[locale][Math.floor(i / 2) % paths[locale].length];
      return get(base, path).then((page) => ({ locale, path, page }));
    });
    const results = await Promise.all(requests);
    for (const { locale, path, page } of results) {
      const other: Locale = locale === 'en' ? 'de' : 'en';
      expect(htmlLang(page.html), path).to.equal(locale);
      expect(boot(page.html).state.locale.code, path).to.equal(locale);
      // Menu strings of this language, none of the other's.
      const menu = (l: Locale) => [
        messages[l].shell.menu.main,
        messages[l].shell.menu.myBooking,
        messages[l].route.accommodation,
      ];
      for (const text of menu(locale)) expect(page.html, `${path} menu`).to.include(text);
      for (const text of menu(other)) expect(page.html, `${path} menu`).to.not.include(text);
      expect((boot(page.html).state.settings as { err_title: string }).err_title).to.equal(
        localSettings(locale).err_title,
      );
    }
  });
});
