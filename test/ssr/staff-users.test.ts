/**
 * The users and companies screens server-rendered from the production build
 * with plain form posts (no JavaScript), as the demo's admin sees them
 * (docs/product/rules.md#roles): a user created, disabled, enabled and mailed
 * a password link; a company's address saved, a wrong one refused by its label;
 * a company's API key shown once, in the post's answer only.
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import { apiCall, loginCookie } from '../helpers/staff.ts';
import { readOutbox } from '../../server/mail/outbox.ts';
import { decodeEntities, get, h1Text, pageText as text, postForm } from './support.ts';

describe('SSR: users, companies and roles in the back office', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let admin: string;
  const post = (path: string, fields: Record<string, string>) => postForm(base, path, fields, admin);

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

  it('disables, enables and mails a password link to a user by plain posts (en, de)', async () => {
    await post(pathFor('staffUsers', 'en'), {
      intent: 'create',
      name: 'Per Post',
      email: 'per@example.com',
      role: 'staff',
    });
    const users = (
      await apiCall<Array<{ id: number; email: string; disabled: boolean }>>(
        base,
        'GET',
        '/api/staff/users',
        undefined,
        {
          cookie: admin,
        },
      )
    ).body;
    const id = String(users.find((u) => u.email === 'per@example.com')!.id);
    const row = (html: string) => text(/<tr data-user="per@example.com">[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '');

    const disabled = await post(pathFor('staffUsers', 'de'), { intent: 'disable', id });
    expect(disabled.status).to.equal(200);
    expect(text(disabled.html)).to.contain('Der Zugang ist gesperrt; seine Sitzungen sind beendet.');
    expect(row(disabled.html)).to.contain('Gesperrt').and.contain('Per Post entsperren');
    const enabled = await post(pathFor('staffUsers', 'en'), { intent: 'enable', id });
    expect(enabled.status).to.equal(200);
    expect(text(enabled.html)).to.contain('The login is enabled again.');
    expect(row(enabled.html)).to.contain('Active').and.contain('E-mail Per Post a password link');

    const mailed = (await readOutbox(server.db, { to: 'per@example.com' })).length;
    const reset = await post(pathFor('staffUsers', 'en'), { intent: 'reset', id });
    expect(reset.status).to.equal(200);
    expect(text(reset.html)).to.contain('A link to set a new password is on its way.');
    const mails = await readOutbox(server.db, { to: 'per@example.com' });
    expect(mails).to.have.length(mailed + 1);
    expect(mails.at(-1)!.kind).to.equal('set-password');

    const unknown = await post(pathFor('staffUsers', 'en'), { intent: 'vanish', id });
    expect(unknown.status).to.equal(400);
  });

  it('saves a company’s address by a plain post and refuses a wrong postcode by its label (de)', async () => {
    const page = await get(base, pathFor('staffCompanies', 'de'), { headers: { cookie: admin } });
    const form = /<form[^>]*>(?:(?!<\/form>)[\s\S])*name="vatNumber"[\s\S]*?<\/form>/.exec(page.html)![0];
    const fields = Object.fromEntries(
      [...form.matchAll(/name="([a-zA-Z]+)"[^>]*?value="([^"]*)"/g)].map((m) => [m[1], decodeEntities(m[2])]),
    );
    expect(fields.id).to.match(/^\d+$/);
    const address = { street: 'Neue Straße 9', postcode: '24103', city: 'Kiel', country: 'DE' };
    const refused = await post(pathFor('staffCompanies', 'de'), { ...fields, ...address, postcode: '!!' });
    expect(refused.status).to.equal(400);
    expect(text(refused.html)).to.contain('Bitte prüfen Sie das Feld „Postleitzahl“.');
    expect(refused.html).to.match(/aria-invalid="true"[^>]*value="!!"|value="!!"[^>]*aria-invalid="true"/);
    const saved = await post(pathFor('staffCompanies', 'de'), { ...fields, ...address });
    expect(saved.status).to.equal(200);
    expect(text(saved.html)).to.contain('Die Firma wurde gespeichert.');
    expect(saved.html).to.contain('value="Neue Straße 9"').and.contain('value="Kiel"');
  });

  it('creates a company’s API key with a plain post, shows it once, and revokes it', async () => {
    const [company] = (
      await apiCall<Array<{ id: number; name: string }>>(base, 'GET', '/api/staff/companies', undefined, {
        cookie: admin,
      })
    ).body;
    const id = String(company.id);
    const blank = await post(pathFor('staffCompanies', 'de'), { intent: 'createKey', id, label: '' });
    expect(blank.status).to.equal(400);
    expect(text(blank.html)).to.contain('Wofür der Schlüssel ist');

    const made = await post(pathFor('staffCompanies', 'en'), { intent: 'createKey', id, label: 'Channel manager' });
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

    const revoked = await post(pathFor('staffCompanies', 'de'), { intent: 'revokeKey', id, key: String(keyId) });
    expect(revoked.status).to.equal(200);
    expect(text(revoked.html)).to.contain('Der API-Schlüssel wurde widerrufen');
    expect(text(revoked.html)).to.contain('Widerrufen');
    const refused = await apiCall(base, 'GET', '/api/user', undefined, { authorization: `Bearer ${key}` });
    expect(refused.status).to.equal(401);
  });
});
