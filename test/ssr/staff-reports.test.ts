/**
 * The reports screen server-rendered from the production build without JavaScript
 * (docs/product/reports.md): the filter form, every table with its caption, row and column
 * headings and CSV link, in English and German; a bad filter refused by its label (422); an
 * accountant reads it; nobody outside the back office learns it exists.
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import { loginCookie, roleCookie } from '../helpers/staff.ts';
import { get, h1Text, pageText as text } from './support.ts';

describe('SSR: the reports screen without JavaScript', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let staff: string;
  const page = (path: string, cookie = staff) => get(base, path, { headers: { cookie } });

  before(async () => {
    server = await startTestServer({ FIXED_NOW: '2026-11-21T12:00:00Z' });
    base = server.url.replace('localhost', '127.0.0.1');
    staff = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
  });
  after(async () => server?.close());

  it('shows every table with its headings and CSV link for the period asked (en)', async () => {
    const shown = await page(`${pathFor('staffReports', 'en')}?from=2026-06-01&to=2026-08-31&region=south`);
    expect(shown.status).to.equal(200);
    expect(h1Text(shown.html)).to.equal('Reports');
    expect(shown.html).to.contain('aria-label="Filters" action="/en/staff/reports/" method="get"');
    expect(shown.html).to.contain('value="2026-06-01"').and.contain('<option value="south" selected="">South</option>');
    for (const caption of ['Occupancy by month', 'Revenue by month of departure', 'Bookings on the books'])
      expect(shown.html).to.contain(`<caption>${caption}</caption>`);
    expect(shown.html)
      .to.contain('<th scope="row">2026-07</th>')
      .and.contain('<th scope="col" class="num">Occupancy %</th>');
    expect(shown.html).to.contain(
      'href="/api/staff/reports.csv?table=revenue&amp;lang=en&amp;from=2026-06-01&amp;to=2026-08-31&amp;region=south"',
    );
    expect(shown.html).to.contain('<div class="report-chart" aria-hidden="true" data-testid="report-chart">');
    // The staff menu links to it.
    expect(shown.html).to.match(/<a[^>]+href="\/en\/staff\/reports\/"[^>]*>Reports<\/a>/);
  });

  it('speaks German on /de/staff/berichte/ and refuses a backward period by its label (422)', async () => {
    const shown = await page(pathFor('staffReports', 'de'));
    expect(shown.status).to.equal(200);
    expect(h1Text(shown.html)).to.equal('Berichte');
    expect(text(shown.html)).to.contain('Auslastung nach Monat').and.contain('CSV herunterladen');
    const refused = await page(`${pathFor('staffReports', 'de')}?from=2026-08-01&to=2026-07-01`);
    expect(refused.status).to.equal(422);
    expect(text(refused.html)).to.contain('Bitte prüfen Sie das Feld „Bis“.');
    expect(refused.html).to.contain('aria-invalid="true"');
  });

  it('lets an accountant read it, and answers 404 to anyone outside the back office', async () => {
    const accountant = await roleCookie(server.db, base, 'accountant');
    expect((await page(pathFor('staffReports', 'en'), accountant)).status).to.equal(200);
    expect((await get(base, pathFor('staffReports', 'en'))).status).to.equal(404);
  });
});
