/**
 * The statements screens server-rendered from the production build with plain form posts (no
 * JavaScript; docs/product/statements.md#in-the-back-office): a month issued from the screen, its
 * statements and payouts, one statement with its lines, a payout recorded paid and a wrong one
 * refused by its label with what was typed kept; an accountant reads without forms.
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import { loginCookie, roleCookie } from '../helpers/staff.ts';
import { pastPaidStay } from '../helpers/statements.ts';
import { get, h1Text, pageText as text, postForm } from './support.ts';

describe('SSR: the statements screens by plain posts', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let staff: string;
  let booking: string;
  let statement: string;
  const post = (path: string, fields: Record<string, string>, cookie = staff) => postForm(base, path, fields, cookie);
  const page = (path: string, cookie = staff) => get(base, path, { headers: { cookie } });

  before(async () => {
    server = await startTestServer({ FIXED_NOW: '2026-11-21T12:00:00Z' });
    base = server.url.replace('localhost', '127.0.0.1');
    staff = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
    booking = await pastPaidStay(server.db, base, staff, 'SH-1070', '2026-10');
    const [owner] = await server.db.query<{ code: string }>(
      "select o.code from houses h join owners o on o.id = h.owner_id where h.code = 'SH-1070'",
    );
    statement = `${owner.code}-2026-10`;
  });
  after(async () => server?.close());

  it('offers October, the month that ended last, and issues it by a plain post (en)', async () => {
    const before = await page(pathFor('staffStatements', 'en'));
    expect(before.status).to.equal(200);
    expect(h1Text(before.html)).to.equal('Owners’ statements');
    expect(text(before.html)).to.contain('No month has been issued yet.').and.contain('cannot be undone');
    const issued = await post(pathFor('staffStatements', 'en'), { intent: 'issue', month: '2026-10' });
    expect(issued.status).to.equal(303);
    const month = `${pathFor('staffStatements', 'en')}?month=2026-10`;
    expect(issued.headers.get('location')).to.equal(`${month}&done=issued`);
    const after = await page(`${month}&done=issued`);
    expect(text(after.html)).to.contain('The month was issued.').and.contain(statement);
    expect(after.html).to.contain(`href="/api/staff/statements/${statement}.pdf"`);
    expect(after.html).to.contain('href="/api/staff/payouts/2026-10.xml"');
    expect(text(after.html), 'the audit trail').to.match(/issued the statements of 2026-10 \(\d+\)/);
    expect(text(after.html), 'November is not over').to.contain('No month can be issued yet');
  });

  it('shows one statement with its lines (de)', async () => {
    const one = await page(pathFor('staffStatement', 'de', { number: statement }));
    expect(one.status).to.equal(200);
    expect(h1Text(one.html)).to.equal(`Abrechnung ${statement}`);
    expect(text(one.html)).to.contain(booking).and.contain('Aufenthalt').and.contain('Summe');
    expect((await page(pathFor('staffStatement', 'de', { number: 'OW-9999-2026-10' }))).status).to.equal(404);
  });

  it('records a payout paid, refusing a day in the future by its label (de)', async () => {
    const here = pathFor('staffStatements', 'de');
    const fields = { intent: 'paid', month: '2026-10', statement, reference: 'LB-1021-7' };
    const refused = await post(here, { ...fields, paidOn: '2026-11-22' });
    expect(refused.status).to.equal(422);
    expect(text(refused.html)).to.contain('Der Tag der Zahlung kann nicht in der Zukunft liegen.');
    expect(refused.html).to.contain('value="LB-1021-7"').and.contain('aria-invalid="true"');
    const paid = await post(here, { ...fields, paidOn: '2026-11-20' });
    expect(paid.status).to.equal(303);
    const after = await page(paid.headers.get('location')!);
    expect(text(after.html)).to.contain('Die Auszahlung wurde als bezahlt erfasst.').and.contain('LB-1021-7');
    const again = await post(here, { ...fields, paidOn: '2026-11-20' });
    expect(again.status).to.equal(409);
    expect(text(again.html)).to.contain('Diese Auszahlung ist schon als bezahlt erfasst.');
  });

  it('lets an accountant read the statements without a form to change them', async () => {
    const accountant = await roleCookie(server.db, base, 'accountant');
    const list = await page(`${pathFor('staffStatements', 'en')}?month=2026-10`, accountant);
    expect(list.status).to.equal(200);
    expect(list.html).to.contain(statement).and.contain('data-testid="staff-payouts"');
    expect(list.html).to.not.contain('data-testid="statements-issue"').and.not.contain('data-testid="payout-paid"');
    expect(text(list.html)).to.contain('Statements');
  });
});
