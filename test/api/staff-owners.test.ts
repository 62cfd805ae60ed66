// The houses' owners in the back office (docs/product/owners.md), on PGlite and PostgreSQL:
// created and updated with an audit row each, found by a forgiving search ("thorkatla" finds Þórkatla),
// refused naming the field in English and German with nothing written, a house given an owner
// and its own commission; accountants read and may change nothing.
import { expect } from 'chai';
import type { StaffHouse } from '../../contract/api/staff.ts';
import type { StaffOwner, StaffOwnerRow } from '../../contract/api/staff-owners.ts';
import type { Db } from '../../server/db/client.ts';
import { roleHeaders } from '../helpers/staff.ts';
import { call, housePool, json, KINDS, openTestDb, serveApi, type Api, type TestHouse } from './reservation-support.ts';

const THOR = {
  name: 'Þórkatla Guðmundsdóttir',
  email: 'thorkatla@owners.test',
  phone: '+354 555 1234',
  street: 'Aðalstræti 1',
  postcode: '101',
  city: 'Reykjavík',
  country: 'is',
  iban: 'is14 0159 2600 7654 5510 7303 39',
  bic: 'NBIIISRE',
  accountHolder: 'Þórkatla Guðmundsdóttir',
  taxNumber: '010170-1234',
  commissionBp: 2000,
};

for (const kind of KINDS) {
  describe(`owners in the staff API on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let headers: Awaited<ReturnType<typeof roleHeaders>>;
    let nextHouse: () => TestHouse;
    /** The code the first owner created gets: the next free OW-nnnn after the demo's owners. */
    let thor: string;

    before(async function () {
      db = await openTestDb(this, kind, 'owners');
      api = await serveApi(db);
      headers = await roleHeaders(db, api.config);
      nextHouse = await housePool(db);
      const [{ last }] = await db.query<{ last: number | null }>(
        "select max(substring(code from 4)::int) as last from owners where code ~ '^OW-[0-9]{4}$'",
      );
      thor = `OW-${String(Number(last ?? 0) + 1).padStart(4, '0')}`;
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    const as = (
      role: 'staff' | 'accountant' | 'admin',
      method: string,
      path: string,
      body?: unknown,
      lang: 'en' | 'de' = 'en',
    ) => call(api, method, `/api/staff${path}`, { headers: headers[role], json: body, lang });
    const count = async (table: string) =>
      Number((await db.query<{ n: string }>(`select count(*) as n from ${table}`))[0].n);
    const audits = (action: string) =>
      db.query<{ target: string; before: unknown; after: unknown }>(
        'select target, before, after from staff_audit where action = $1 order by id',
        [action],
      );

    it('creates an owner, normalising the IBAN and the country, with an audit row', async () => {
      const res = await as('staff', 'POST', '/owners', THOR);
      expect(res.status).to.equal(201);
      const owner = await json<StaffOwner>(res);
      expect(owner).to.include({
        code: thor,
        name: 'Þórkatla Guðmundsdóttir',
        iban: 'IS140159260076545510730339',
        country: 'IS',
        commissionBp: 2000,
      });
      expect(owner.houses).to.deep.equal([]);
      const [row] = await audits('createOwner');
      expect(row.target).to.equal(thor);
      expect(row.before).to.equal(null);
      expect(row.after).to.include({ code: thor, iban: 'IS140159260076545510730339' });
      expect(owner.audit.map((a) => a.action)).to.deep.equal(['createOwner']);
    });

    it('takes a code given, and only the details given (blanks as none)', async () => {
      const res = await as('admin', 'POST', '/owners', {
        code: 'ow-77',
        name: 'Anna Berg',
        commissionBp: 1250,
        email: '',
      });
      expect(res.status).to.equal(201);
      expect(await json<StaffOwner>(res)).to.include({
        code: 'OW-77',
        email: null,
        iban: null,
        commissionBp: 1250,
        cancellationShareBp: 10000,
      });
      const taken = await as('staff', 'POST', '/owners', { code: 'OW-77', name: 'Other', commissionBp: 0 }, 'de');
      expect(taken.status).to.equal(409);
      expect(await json(taken)).to.include({ code: 'ownerCodeTaken', field: 'code' });
    });

    it('gives owners created at once codes of their own, and one code given twice to one of them', async () => {
      const created = await Promise.all(
        ['Eyja Sól', 'Hekla Rún', 'Katla Mjöll'].map((name) =>
          as('staff', 'POST', '/owners', { name, commissionBp: 1800 }),
        ),
      );
      expect(created.map((r) => r.status)).to.deep.equal([201, 201, 201]);
      const codes = await Promise.all(created.map(async (r) => (await json<StaffOwner>(r)).code));
      expect(new Set(codes).size).to.equal(3);

      const same = await Promise.all(
        ['Gerður', 'Guðrún'].map((name) => as('staff', 'POST', '/owners', { code: 'OW-88', name, commissionBp: 0 })),
      );
      expect(same.map((r) => r.status).sort()).to.deep.equal([201, 409]);
    });

    it('finds owners by a forgiving search of name, e-mail, code and city', async () => {
      const find = async (q: string) =>
        (await json<StaffOwnerRow[]>(await as('accountant', 'GET', `/owners?q=${encodeURIComponent(q)}`))).map(
          (o) => o.code,
        );
      expect(await find('Thorkatla Gudmundsdottir')).to.deep.equal([thor]);
      expect(await find('thorkatla')).to.deep.equal([thor]);
      expect(await find('reykjavik')).to.include(thor);
      expect(await find('ow-77')).to.deep.equal(['OW-77']);
      expect(await find('owners.test')).to.deep.equal([thor]);
      expect(await find('nobody')).to.deep.equal([]);
      expect(await find('')).to.include.members([thor, 'OW-77']);
    });

    it('updates an owner, auditing before and after', async () => {
      const res = await as('staff', 'POST', `/owners/${thor}`, {
        ...THOR,
        city: 'Selfoss',
        commissionBp: 1500,
        cancellationShareBp: 5000,
      });
      expect(res.status).to.equal(200);
      const owner = await json<StaffOwner>(res);
      expect(owner).to.include({ city: 'Selfoss', commissionBp: 1500, cancellationShareBp: 5000 });
      const [row] = await audits('updateOwner');
      expect(row.before).to.include({ city: 'Reykjavík', commissionBp: 2000, cancellationShareBp: 10000 });
      expect(row.after).to.include({ city: 'Selfoss', commissionBp: 1500, cancellationShareBp: 5000 });
      expect(owner.audit.map((a) => a.action)).to.deep.equal(['createOwner', 'updateOwner']);
    });

    const REFUSALS = [
      ['a bad IBAN', { iban: 'IS15 0159 2600 7654 5510 7303 39' }, 'iban', 'IBAN', 'IBAN'],
      ['a bad e-mail', { email: 'thor@' }, 'email', 'E-mail', 'E-Mail'],
      ['no name', { name: ' ' }, 'name', 'Name', 'Name'],
      ['a bad BIC', { bic: 'NBII' }, 'bic', 'BIC', 'BIC'],
      ['a commission above 100 %', { commissionBp: 10001 }, 'commissionBp', 'Commission (%)', 'Provision (%)'],
      [
        'a share of cancellation fees above 100 %',
        { cancellationShareBp: 10001 },
        'cancellationShareBp',
        'Owner’s share of cancellation fees (%)',
        'Anteil des Eigentümers an Stornogebühren (%)',
      ],
      ['an unknown country', { country: 'XX' }, 'country', 'Country code', 'Ländercode'],
    ] as const;
    for (const [what, change, field, en, de] of REFUSALS)
      it(`refuses ${what}, naming the field in English and German, writing nothing`, async () => {
        const owners = await count('owners');
        const rows = await count('staff_audit');
        for (const [lang, label] of [
          ['en', en],
          ['de', de],
        ] as const) {
          const created = await as('staff', 'POST', '/owners', { ...THOR, ...change }, lang);
          expect(created.status, `${what} ${lang}`).to.be.oneOf([400, 422]);
          const answer = await json<{ field: string; message: string }>(created);
          expect(answer.field).to.equal(field);
          expect(answer.message).to.contain(label);
          const updated = await as('staff', 'POST', `/owners/${thor}`, { ...THOR, ...change }, lang);
          expect(updated.status).to.be.oneOf([400, 422]);
        }
        expect(await count('owners')).to.equal(owners);
        expect(await count('staff_audit')).to.equal(rows);
        expect((await json<StaffOwner>(await as('staff', 'GET', `/owners/${thor}`))).city).to.equal('Selfoss');
      });

    it('answers 404 for an owner who does not exist', async () => {
      const res = await as('staff', 'GET', '/owners/OW-9999', undefined, 'de');
      expect(res.status).to.equal(404);
      expect(await json(res)).to.deep.equal({ message: 'Diesen Eigentümer gibt es nicht.', code: 'ownerNotFound' });
      expect((await as('staff', 'POST', '/owners/OW-9999', THOR)).status).to.equal(404);
    });

    it('gives a house its owner and its own commission, audited on the house', async () => {
      const house = nextHouse();
      const res = await as('staff', 'PUT', `/houses/${house.code}/owner`, { owner: thor, commissionBp: 1800 });
      expect(res.status).to.equal(200);
      const staffHouse = await json<StaffHouse>(await as('staff', 'GET', `/houses/${house.code}`));
      expect(staffHouse.owner).to.deep.equal({ code: thor, name: 'Þórkatla Guðmundsdóttir' });
      expect(staffHouse.commissionBp).to.equal(1800);
      expect(staffHouse.audit.at(-1)).to.include({ action: 'setHouseOwner' });
      expect(staffHouse.audit.at(-1)!.after).to.deep.equal({
        owner: thor,
        ownerName: 'Þórkatla Guðmundsdóttir',
        commissionBp: 1800,
      });
      const owner = await json<StaffOwner>(await as('accountant', 'GET', `/owners/${thor}`));
      expect(owner.houses).to.deep.equal([{ code: house.code, name: house.name, commissionBp: 1800 }]);
      const back = await as('staff', 'PUT', `/houses/${house.code}/owner`, {
        owner: thor.toLowerCase(),
        commissionBp: null,
      });
      expect((await json<{ commissionBp: number | null }>(back)).commissionBp).to.equal(null);
    });

    it('refuses an unknown owner on a house, naming the field, changing nothing', async () => {
      const house = nextHouse();
      const before = (await json<StaffHouse>(await as('staff', 'GET', `/houses/${house.code}`))).owner;
      const rows = await count('staff_audit');
      for (const [lang, label] of [
        ['en', 'Owner code'],
        ['de', 'Code des Eigentümers'],
      ] as const) {
        const res = await as(
          'staff',
          'PUT',
          `/houses/${house.code}/owner`,
          { owner: 'OW-4040', commissionBp: null },
          lang,
        );
        expect(res.status).to.equal(422);
        const answer = await json<{ field: string; message: string; code: string }>(res);
        expect(answer).to.include({ field: 'owner', code: 'ownerUnknown' });
        expect(answer.message).to.contain(label);
      }
      const bad = await as('staff', 'PUT', `/houses/${house.code}/owner`, { owner: thor, commissionBp: 12.5 });
      expect(bad.status).to.equal(400);
      expect((await as('staff', 'PUT', '/houses/XX-0/owner', { owner: thor })).status).to.equal(404);
      expect((await json<StaffHouse>(await as('staff', 'GET', `/houses/${house.code}`))).owner).to.deep.equal(before);
      expect(await count('staff_audit')).to.equal(rows);
    });

    it('lets an accountant read the owners and change nothing', async () => {
      expect((await as('accountant', 'GET', '/owners')).status).to.equal(200);
      expect((await as('accountant', 'GET', `/owners/${thor}`)).status).to.equal(200);
      const owners = await count('owners');
      for (const [method, path] of [
        ['POST', '/owners'],
        ['POST', `/owners/${thor}`],
        ['PUT', `/houses/${nextHouse().code}/owner`],
      ] as const) {
        const res = await as('accountant', method, path, { ...THOR, owner: thor, commissionBp: 0 });
        expect(res.status, `${method} ${path}`).to.equal(403);
        expect(await json(res)).to.include({ code: 'readOnly' });
      }
      expect(await count('owners')).to.equal(owners);
    });
  });
}
