/**
 * A company's API keys on the companies screen, server-rendered from the production build
 * with plain form posts (no JavaScript): the post that creates a key shows it once, in its
 * answer and never in an address or the list; revoking is a post too, and the key stops
 * working (docs/product/screens.md#staff-companies).
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import { apiCall, loginCookie } from '../helpers/staff.ts';
import { decodeEntities, get } from './support.ts';

const text = (html: string) =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');

describe('SSR: API keys on the staff companies screen', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let admin: string;

  const post = (lang: 'en' | 'de', fields: Record<string, string>) =>
    get(base, pathFor('staffCompanies', lang), {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  before(async () => {
    server = await startTestServer({ FIXED_NOW: '2026-11-21T12:00:00Z' });
    base = server.url.replace('localhost', '127.0.0.1');
    admin = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
  });
  after(async () => server?.close());

  it('creates a key shown once, and revokes it', async () => {
    const [company] = (
      await apiCall<Array<{ id: number; name: string }>>(base, 'GET', '/api/staff/companies', undefined, {
        cookie: admin,
      })
    ).body;
    const id = String(company.id);
    const blank = await post('de', { intent: 'createKey', id, label: '' });
    expect(blank.status).to.equal(400);
    expect(text(blank.html)).to.contain('Wofür der Schlüssel ist');

    const made = await post('en', { intent: 'createKey', id, label: 'Channel manager' });
    expect(made.status).to.equal(200);
    expect(made.headers.get('cache-control')).to.contain('no-store');
    const key = /shk_[\w-]{43}/.exec(made.html)?.[0];
    expect(key, 'the key in the answer').to.be.a('string');
    expect(text(made.html)).to.contain('Copy it now: it is not shown again.');
    const me = await apiCall<{ username: string }>(base, 'GET', '/api/user', undefined, {
      authorization: `Bearer ${key}`,
    });
    expect(me.body.username).to.equal('API key Channel manager');

    const page = await get(base, pathFor('staffCompanies', 'en'), { headers: { cookie: admin } });
    expect(page.html).to.not.contain(key);
    expect(text(page.html)).to.contain(`${key!.slice(0, 12)}…`);
    const keyId = (
      await apiCall<Array<{ id: number; label: string }>>(
        base,
        'GET',
        `/api/staff/companies/${id}/api-keys`,
        undefined,
        {
          cookie: admin,
        },
      )
    ).body.find((k) => k.label === 'Channel manager')!.id;

    const revoked = await post('de', { intent: 'revokeKey', id, key: String(keyId) });
    expect(revoked.status).to.equal(200);
    expect(text(revoked.html)).to.contain('Der API-Schlüssel wurde widerrufen');
    expect(text(revoked.html)).to.contain('Widerrufen');
    const refused = await apiCall(base, 'GET', '/api/user', undefined, { authorization: `Bearer ${key}` });
    expect(refused.status).to.equal(401);
  });
});
