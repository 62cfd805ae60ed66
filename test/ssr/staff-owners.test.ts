/**
 * The owners screens server-rendered from the production build with plain form posts (no
 * JavaScript; docs/product/owners.md): a new owner created and taken to their page, a wrong one
 * refused by its label with what was typed kept; an owner's edit saved and refused; the forgiving
 * search; a house given its owner on the house page; an accountant reads without forms.
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import { loginCookie, roleCookie } from '../helpers/staff.ts';
import { get, h1Text, pageText as text, postForm } from './support.ts';

const OWNER = {
  code: '',
  name: 'Þór Guðmundsdóttir',
  email: 'thor@example.is',
  phone: '',
  street: 'Aðalstræti 1',
  postcode: '101',
  city: 'Reykjavík',
  country: 'is',
  iban: 'is14 0159 2600 7654 5510 7303 39',
  bic: 'NBIIISRE',
  accountHolder: '',
  taxNumber: '',
  commission: '12,5',
};

describe('SSR: the owners screens by plain posts', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let staff: string;
  const post = (path: string, fields: Record<string, string>, cookie = staff) => postForm(base, path, fields, cookie);
  const page = (path: string, cookie = staff) => get(base, path, { headers: { cookie } });

  before(async () => {
    server = await startTestServer({ FIXED_NOW: '2026-11-21T12:00:00Z' });
    base = server.url.replace('localhost', '127.0.0.1');
    staff = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
  });
  after(async () => server?.close());

  it('refuses a bad IBAN by its label, keeping what was typed, and creates nothing (de)', async () => {
    const refused = await post(pathFor('staffOwners', 'de'), { ...OWNER, iban: 'IS15 0159 2600 7654 5510 7303 39' });
    expect(refused.status).to.equal(400);
    expect(text(refused.html)).to.contain('Bitte prüfen Sie das Feld „IBAN“.');
    expect(refused.html).to.contain('value="IS15 0159 2600 7654 5510 7303 39"').and.contain('aria-invalid="true"');
    const [{ n }] = await server.db.query<{ n: string }>(
      "select count(*) as n from owners where name = 'Þór Guðmundsdóttir'",
    );
    expect(Number(n)).to.equal(0);
  });

  it('creates an owner with the commission typed in German and goes to their page', async () => {
    const made = await post(pathFor('staffOwners', 'de'), OWNER);
    expect(made.status).to.equal(303);
    const location = made.headers.get('location')!;
    expect(location).to.match(/^\/de\/staff\/eigentuemer\/OW-\d{4}\/?\?done=created$/);
    const shown = await page(location);
    expect(shown.status).to.equal(200);
    expect(text(shown.html)).to.contain('Der Eigentümer wurde angelegt.');
    expect(shown.html).to.contain('value="IS140159260076545510730339"').and.contain('value="12,5"');
    expect(text(shown.html)).to.contain('mit einer Provision von 12,5 % angelegt');
  });

  it('finds the owner by a forgiving search and links to their page (en)', async () => {
    const list = await page(`${pathFor('staffOwners', 'en')}?q=gudmundsdottir`);
    expect(list.status).to.equal(200);
    expect(h1Text(list.html)).to.equal('Owners');
    expect(list.html).to.match(/<tr data-owner="OW-\d{4}">/);
    expect(text(list.html)).to.contain('Þór Guðmundsdóttir').and.contain('12.5');
    expect(list.html).to.match(/href="\/en\/staff\/owners\/OW-\d{4}\/?"/);
    const none = await page(`${pathFor('staffOwners', 'en')}?q=nobody-at-all`);
    expect(text(none.html)).to.contain('No owner found.');
  });

  it('saves an owner’s edit and refuses a bad e-mail by its label (en)', async () => {
    const [{ code }] = await server.db.query<{ code: string }>(
      "select code from owners where name = 'Þór Guðmundsdóttir'",
    );
    const here = pathFor('staffOwner', 'en', { code });
    const bad = await post(here, { ...OWNER, email: 'thor@', commission: '20' });
    expect(bad.status).to.equal(400);
    expect(text(bad.html)).to.contain('Please check the field “E-mail”.');
    expect(bad.html).to.contain('value="thor@"');
    const saved = await post(here, { ...OWNER, city: 'Selfoss', commission: '20' });
    expect(saved.status).to.equal(200);
    expect(text(saved.html)).to.contain('The owner was saved.');
    expect(saved.html).to.contain('value="Selfoss"').and.contain('value="20"');
    expect(text(saved.html)).to.contain('City “Reykjavík” → “Selfoss”');
  });

  it('gives a house its owner and own commission on the house page, refusing an unknown owner', async () => {
    const [{ code }] = await server.db.query<{ code: string }>(
      "select code from owners where name = 'Þór Guðmundsdóttir'",
    );
    const house = pathFor('staffHouse', 'en', { code: 'SH-1002' });
    const unknown = await post(house, { intent: 'owner', owner: 'OW-4040', commission: '' });
    expect(unknown.status).to.equal(422);
    expect(text(unknown.html)).to.contain('Please check the field “Owner code”: there is no owner with this code.');
    const saved = await post(house, { intent: 'owner', owner: code.toLowerCase(), commission: '15' });
    expect(saved.status).to.equal(200);
    expect(text(saved.html)).to.contain('The house’s owner is saved.');
    expect(text(saved.html)).to.contain(`Þór Guðmundsdóttir (${code}) · Commission: 15 %`);
    expect(text(saved.html)).to.contain(`gave the house to Þór Guðmundsdóttir (${code}), commission 15 %`);
    const owner = await page(pathFor('staffOwner', 'de', { code }));
    expect(text(owner.html)).to.contain('(SH-1002) – eigener Satz 15 %');
  });

  it('shows an owner’s statement for a period, and refuses a period backwards by its label', async () => {
    const [owner] = await server.db.query<{ code: string }>(
      `select o.code from owners o join houses h on h.owner_id = o.id group by o.code order by count(*) desc, o.code limit 1`,
    );
    const here = pathFor('staffOwner', 'en', { code: owner.code });
    const shown = await page(`${here}?from=2026-01-01&to=2026-10-31`);
    expect(shown.status).to.equal(200);
    const words = text(shown.html);
    expect(words).to.contain('Statement for a period').and.contain('As issued');
    expect(words).to.contain('No issued statement speaks of a stay departing in this period.');
    expect(words).to.contain('Not stated yet (provisional: as the money stands today, not stored)');
    expect(shown.html).to.contain('data-testid="period-provisional"').and.contain('value="2026-10-31"');

    const backwards = await page(`${pathFor('staffOwner', 'de', { code: owner.code })}?from=2026-10-01&to=2026-01-01`);
    expect(backwards.status).to.equal(200);
    expect(text(backwards.html)).to.contain('Bitte prüfen Sie das Feld „Bis“.');
    expect(backwards.html).to.match(/id="period-to"[^>]*aria-invalid="true"/);
  });

  it('shows an accountant the owners without a form to change them', async () => {
    const accountant = await roleCookie(server.db, base, 'accountant');
    const list = await page(pathFor('staffOwners', 'en'), accountant);
    expect(list.status).to.equal(200);
    expect(list.html).to.not.contain('data-testid="staff-new-owner"');
    const [{ code }] = await server.db.query<{ code: string }>('select code from owners order by id limit 1');
    const owner = await page(pathFor('staffOwner', 'en', { code }), accountant);
    expect(owner.status).to.equal(200);
    expect(owner.html).to.contain('<fieldset disabled=""').and.not.contain('>Save ');
  });
});
