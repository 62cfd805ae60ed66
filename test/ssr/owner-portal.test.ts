/**
 * The owner portal server-rendered from the production build without JavaScript
 * (docs/product/owner-portal.md): the demo owner logs in on the login page and lands on their
 * portal; the overview, a house's calendar, the stays and the statements in English and German;
 * a block posted as a plain form, and the same nights again refused naming them; visitors are
 * sent to the login page and staff get the 404 page.
 */
import { expect } from 'chai';
import type { OwnerCalendar, OwnerHouse } from '../../contract/api/owner-portal.ts';
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_OWNER, DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import { apiCall, loginCookie } from '../helpers/staff.ts';
import { get, h1Text, htmlLang, pageText, postForm } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';

describe('SSR: the owner portal', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let owner: string;
  let houses: OwnerHouse[];

  before(async () => {
    server = await startTestServer({ FIXED_NOW });
    base = server.url.replace('localhost', '127.0.0.1');
    owner = await loginCookie(base, DEMO_OWNER.username, DEMO_OWNER.password);
    houses = (await apiCall<OwnerHouse[]>(base, 'GET', '/api/owner/houses', undefined, { cookie: owner })).body;
  });
  after(async () => server?.close());

  const asOwner = (path: string) => get(base, path, { headers: { cookie: owner } });

  it('has the demo owner own several houses, and lands them on their portal from the login form', async () => {
    expect(houses.length).to.be.greaterThan(1);
    const res = await postForm(
      base,
      pathFor('login', 'de'),
      { username: DEMO_OWNER.username, password: DEMO_OWNER.password },
      '',
    );
    expect(res.status).to.equal(303);
    expect(res.headers.get('location')).to.equal(pathFor('ownerHome', 'de'));
  });

  for (const locale of ['en', 'de'] as const satisfies readonly Locale[]) {
    it(`shows the overview, the stays and the statements (${locale})`, async () => {
      const overview = await asOwner(pathFor('ownerHome', locale));
      expect(overview.status).to.equal(200);
      expect(htmlLang(overview.html)).to.equal(locale === 'de' ? 'de' : 'en');
      expect(h1Text(overview.html)).to.equal(locale === 'de' ? 'Eigentümerbereich' : 'Owner portal');
      for (const h of houses) expect(overview.html).to.contain(pathFor('ownerCalendar', locale, { code: h.code }));
      expect(overview.html).to.contain('noindex');
      const stays = await asOwner(pathFor('ownerStays', locale));
      expect(stays.status).to.equal(200);
      expect(h1Text(stays.html)).to.equal(locale === 'de' ? 'Aufenthalte' : 'Stays');
      const statements = await asOwner(pathFor('ownerStatements', locale));
      expect(statements.status).to.equal(200);
      expect(pageText(statements.html)).to.contain(locale === 'de' ? 'Auszahlungen' : 'Payouts');
    });

    it(`shows a house’s month in words and blocks nights by a plain form post (${locale})`, async () => {
      const code = houses[locale === 'en' ? 0 : 1].code;
      const here = pathFor('ownerCalendar', locale, { code });
      const page = await asOwner(`${here}?month=2027-03`);
      expect(page.status).to.equal(200);
      const text = pageText(page.html);
      for (const word of locale === 'de'
        ? ['Gebucht', 'Von Ihnen gesperrt', 'Von uns gesperrt', 'Frei']
        : ['Booked', 'Blocked by you', 'Blocked by us', 'Free'])
        expect(text).to.contain(word);
      expect(page.html).to.contain('data-testid="owner-month"').and.contain('<caption>');

      const calendar = (
        await apiCall<OwnerCalendar>(
          base,
          'GET',
          `/api/owner/houses/${code}/calendar?month=2027-03&months=3`,
          undefined,
          {
            cookie: owner,
          },
        )
      ).body;
      const from = calendar.nights.find(
        (n, i) => calendar.nights.slice(i, i + 4).every((m) => m.state === 'free') && i + 4 <= calendar.nights.length,
      )!.date;
      const fields = { intent: 'addBlock', from, to: addDays(from, 3), note: 'Ski week' };
      const done = await postForm(base, here, fields, owner);
      expect(done.status).to.equal(200);
      expect(done.html).to.contain('data-testid="owner-done"');
      const again = await postForm(base, here, fields, owner);
      expect(again.status).to.equal(409);
      expect(again.html).to.contain('role="alert"').and.contain(code);
      expect(pageText(again.html)).to.contain(locale === 'de' ? 'nicht frei' : 'not free');
    });
  }

  it('sends visitors to the login page, and gives staff the 404 page', async () => {
    const visitor = await get(base, pathFor('ownerHome', 'en'));
    expect([301, 302, 303, 307]).to.include(visitor.status);
    expect(visitor.headers.get('location')).to.equal(pathFor('login', 'en'));
    const staff = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
    const refused = await get(base, pathFor('ownerStays', 'de'), { headers: { cookie: staff } });
    expect(refused.status).to.equal(404);
  });
});
