/**
 * The users and companies screens server-rendered from the production build
 * with plain form posts (no JavaScript), as the demo's admin sees them
 * (docs/product/rules.md#roles).
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import { apiCall, loginCookie } from '../helpers/staff.ts';
import { decodeEntities, get, h1Text } from './support.ts';

const text = (html: string) =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');

describe('SSR: users, companies and roles in the back office', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let admin: string;

  const post = (path: string, fields: Record<string, string>, cookie = admin) =>
    get(base, path, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  before(async () => {
    server = await startTestServer({ FIXED_NOW: '2026-11-21T12:00:00Z' });
    base = server.url.replace('localhost', '127.0.0.1');
    admin = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
  });
  after(async () => server?.close());

  it('creates a user with a plain post and refuses a wrong one by its label', async () => {
    const bad = await post(pathFor('staffUsers', 'de'), {
      intent: 'create',
      name: 'Rita',
      email: 'rita@',
      role: 'accountant',
    });
    expect(bad.status).to.equal(400);
    expect(text(bad.html)).to.contain('Bitte prüfen Sie das Feld „E-Mail“.');
    const made = await post(pathFor('staffUsers', 'en'), {
      intent: 'create',
      name: 'Rita Reader',
      email: 'rita@example.com',
      role: 'accountant',
    });
    expect(made.status).to.equal(200);
    expect(text(made.html)).to.contain('The user was created and e-mailed a link to set their password.');
    expect(text(made.html)).to.contain('rita@example.com');

    const users = (
      await apiCall<Array<{ id: number; email: string }>>(base, 'GET', '/api/staff/users', undefined, { cookie: admin })
    ).body;
    expect(users.map((u) => u.email)).to.include('rita@example.com');
  });

  it('shows the users and companies screens to an admin, in English and German', async () => {
    const users = await get(base, pathFor('staffUsers', 'en'), { headers: { cookie: admin } });
    expect(users.status).to.equal(200);
    expect(h1Text(users.html)).to.equal('Users');
    const companies = await get(base, pathFor('staffCompanies', 'de'), { headers: { cookie: admin } });
    expect(companies.status).to.equal(200);
    expect(text(companies.html)).to.contain('USt-IdNr.');
  });
});
