// Roles in the back office (docs/product/rules.md#roles) on PGlite and
// PostgreSQL: every call of the /api/staff router, role by role, from one
// table that must name each route the router has (a call added later fails
// here until it is placed); then users and companies as an admin manages them.
import { expect } from 'chai';
import type { Router } from 'express';
import type { StaffCompanyRow, StaffUserRow } from '../../contract/api/staff-admin.ts';
import type { StaffBooking } from '../../contract/api/staff.ts';
import type { ApiDeps } from '../../server/api/deps.ts';
import { staffRouter } from '../../server/api/staff/router.ts';
import type { Db } from '../../server/db/client.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import {
  bookWeek,
  call,
  housePool,
  json,
  KINDS,
  openTestDb,
  pdfText,
  plain,
  serveApi,
  thursdayFrom,
  type Api,
} from './reservation-support.ts';
import { roleHeaders } from '../helpers/staff.ts';

type Role = 'admin' | 'staff' | 'accountant' | 'agency' | 'anonymous';
/** Who may make a call: everyone in the back office (read), staff and admins (write), admins (admin). */
type Access = 'read' | 'write' | 'admin';

/** Every route of /api/staff by who may call it. */
const ROUTES: Record<string, Access> = {
  'GET /bookings': 'read',
  'GET /bookings.csv': 'read',
  'GET /bookings/:code': 'read',
  'GET /bookings/:code/documents/:file': 'read',
  'POST /bookings/:code/payments': 'write',
  'POST /bookings/:code/cancel': 'write',
  'POST /bookings/:code/refunds': 'write',
  'POST /bookings/:code/refunds/sent': 'write',
  'POST /bookings/:code/lines': 'write',
  'POST /bookings/:code/resend': 'write',
  'POST /bookings/:code/transfers': 'write',
  'POST /bookings/:code/notes': 'write',
  'POST /bookings/:code/guest': 'write',
  'POST /bookings/quote': 'write',
  'POST /bookings': 'write',
  'GET /accounts': 'write',
  'POST /houses/:code/notes': 'write',
  'GET /houses': 'write',
  'GET /houses/:code': 'write',
  'POST /houses/:code/blocks': 'write',
  'DELETE /houses/:code/blocks/:id': 'write',
  'PUT /houses/:code/seasons/:id': 'write',
  'GET /houses/:code/calendars': 'write',
  'POST /houses/:code/calendars': 'write',
  'DELETE /houses/:code/calendars/:id': 'write',
  'POST /houses/:code/calendars/import': 'write',
  'POST /houses/:code/calendars/export/revoke': 'write',
  'GET /jobs': 'write',
  'GET /calendar-conflicts': 'write',
  'GET /owners': 'read',
  'GET /owners/:code': 'read',
  'POST /owners': 'write',
  'POST /owners/:code': 'write',
  'PUT /houses/:code/owner': 'write',
  'GET /owners/:code/statement': 'read',
  'GET /statements': 'read',
  'POST /statements/:month': 'write',
  'GET /statements/:number.pdf': 'read',
  'GET /statements/:number.csv': 'read',
  'GET /statements/:number': 'read',
  'GET /payouts/:month.xml': 'read',
  'GET /payouts/:month.csv': 'read',
  'GET /payouts/:month': 'read',
  'POST /payouts/:number/paid': 'write',
  'GET /reports': 'read',
  'GET /reports.csv': 'read',
  'GET /users': 'admin',
  'POST /users': 'admin',
  'POST /users/:id/disable': 'admin',
  'POST /users/:id/enable': 'admin',
  'POST /users/:id/password-reset': 'admin',
  'GET /companies': 'admin',
  'PUT /companies/:id': 'admin',
  'GET /companies/:id/api-keys': 'admin',
  'POST /companies/:id/api-keys': 'admin',
  'POST /companies/:id/api-keys/:key/revoke': 'admin',
};
const MAY: Record<Access, readonly Role[]> = {
  read: ['admin', 'staff', 'accountant'],
  write: ['admin', 'staff'],
  admin: ['admin'],
};
/** The refusal of a role that may not make a call: staff and accountants are told what needs an admin. */
function refusal(role: Role, access: Access): { status: number; code: string } {
  if (role === 'anonymous') return { status: 401, code: 'notLoggedIn' };
  if (role === 'agency') return { status: 403, code: 'forbidden' };
  return { status: 403, code: access === 'admin' ? 'adminOnly' : 'readOnly' };
}

/** The router's routes as "METHOD path" (deps are only read when a request comes). */
function routesOf(router: Router): string[] {
  return router.stack.flatMap((layer) => {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    return route ? Object.keys(route.methods).map((m) => `${m.toUpperCase()} ${route.path}`) : [];
  });
}

/** A path of the route that names nothing that exists, so a call that passes the guard changes nothing. */
const concrete = (route: string) =>
  route
    .replace(':code/documents/:file', ':code/documents/invoice-2027-999999.pdf')
    .replace(/\/bookings\/:code/, '/bookings/99999999')
    .replace(/\/houses\/:code/, '/houses/XX-0')
    .replace(/\/owners\/:code/, '/owners/XX-0')
    .replace(':id', '999999')
    .replace(':key', '999999')
    .replace(/^\/reports\.csv$/, '/reports.csv?table=pace');

for (const kind of KINDS) {
  describe(`roles in the staff API on ${kind}`, function () {
    this.timeout(180000);
    let db: Db;
    let api: Api;
    let headers: Record<Role, Record<string, string>>;

    before(async function () {
      db = await openTestDb(this, kind, 'roles');
      api = await serveApi(db);
      headers = { ...(await roleHeaders(db, api.config)), anonymous: {} };
    });
    after(async () => {
      await api?.close();
      await db?.close();
    });

    const as = (role: Role, method: string, path: string, body?: unknown, lang: 'en' | 'de' = 'en') =>
      call(api, method, `/api/staff${path}`, { headers: headers[role], json: body, lang });

    it('places every route of the router in the table', () => {
      const routes = routesOf(staffRouter({ config: api.config } as unknown as ApiDeps));
      expect(routes.toSorted()).to.deep.equal(Object.keys(ROUTES).toSorted());
    });

    for (const [route, access] of Object.entries(ROUTES)) {
      it(`${route}: ${MAY[access].join(', ')} only`, async () => {
        const [method, path] = route.split(' ');
        const body = ['POST', 'PUT'].includes(method) ? {} : undefined;
        for (const role of ['admin', 'staff', 'accountant', 'agency', 'anonymous'] as const) {
          const res = await as(role, method, concrete(path), body, 'de');
          if (MAY[access].includes(role)) {
            expect(res.status, `${role} ${route}`).to.be.oneOf([200, 400, 404]);
            continue;
          }
          const refused = refusal(role, access);
          expect(res.status, `${role} ${route}`).to.equal(refused.status);
          const answer = await json(res);
          expect(answer.code, `${role} ${route}`).to.equal(refused.code);
          expect(answer.message)
            .to.be.a('string')
            .and.match(/[a-zäöü]/);
        }
      });
    }

    it('answers each refusal in the request’s language', async () => {
      expect(await json(await as('accountant', 'GET', '/houses', undefined, 'de'))).to.deep.equal({
        message: 'Ihre Rolle darf nur Buchungen, ihre Dokumente, die Eigentümer und die Berichte lesen.',
        code: 'readOnly',
      });
      expect(await json(await as('staff', 'GET', '/users', undefined, 'en'))).to.deep.equal({
        message: 'Only an admin may do this.',
        code: 'adminOnly',
      });
      expect(await json(await call(api, 'GET', '/api/user', { headers: headers.accountant }))).to.deep.equal({
        role: 'staff',
        staffRole: 'accountant',
        username: 'accountant@example.com',
      });
    });

    it('lets an accountant read a booking and its documents, and nothing it may change', async () => {
      const [house] = [(await housePool(db))()];
      const booking = await bookWeek(api, house.code, thursdayFrom('2028-05-01'), { email: 'reader@example.com' });
      const detail = await as('accountant', 'GET', `/bookings/${booking.bookingCode}`);
      expect(detail.status).to.equal(200);
      const { documents, payments } = await json<StaffBooking>(detail);
      expect((await as('accountant', 'GET', documents[0].url.replace('/api/staff', ''))).status).to.equal(200);
      expect((await as('accountant', 'GET', '/bookings.csv')).status).to.equal(200);
      const pay = await as('accountant', 'POST', `/bookings/${booking.bookingCode}/payments`, {
        paymentId: payments[0].id,
      });
      expect(pay.status).to.equal(403);
      const after = await json<StaffBooking>(await as('admin', 'GET', `/bookings/${booking.bookingCode}`));
      expect(after.payments[0].paidAt, 'nothing recorded').to.equal(null);
    });

    /** The link in the newest set-password mail to this address, and the mail. */
    async function linkMailedTo(email: string) {
      const mails = (await readOutboxExpanded(db)).filter((m) => m.kind === 'set-password' && m.to.includes(email));
      const mail = mails.at(-1)!;
      const token = /\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
      return { mail, token, count: mails.length };
    }
    const setPassword = (token: string, password: string, repeat = password, lang: 'en' | 'de' = 'en') =>
      call(api, 'POST', '/api/user/password', { json: { token, password, repeat }, lang });
    const login = (username: string, password: string) =>
      call(api, 'POST', '/api/user/login', { json: { username, password } });

    it('creates a user who sets their password from the mailed link, once', async () => {
      const created = await as('admin', 'POST', '/users', {
        name: 'Anna Rechnung',
        email: 'anna@example.com',
        role: 'accountant',
      });
      expect(created.status).to.equal(201);
      const user = await json<StaffUserRow>(created);
      expect(user).to.deep.include({
        name: 'Anna Rechnung',
        email: 'anna@example.com',
        role: 'accountant',
        disabled: false,
      });
      const { mail, token } = await linkMailedTo('anna@example.com');
      expect(mail.subject).to.equal('Your Sumarhus login – set your password');
      expect(mail.text).to.contain('Hello Anna Rechnung,').and.contain('/en/login/password/?token=');
      // No password works before the link is used.
      expect((await login('anna@example.com', 'anything-goes-1')).status).to.equal(401);

      const short = await setPassword(token, 'short');
      expect([short.status, (await json(short)).field]).to.deep.equal([400, 'password']);
      const differ = await setPassword(token, 'anna-password-1', 'anna-password-2', 'de');
      expect(await json(differ)).to.include({ field: 'repeat', message: 'Die beiden Passwörter sind verschieden.' });
      const set = await setPassword(token, 'anna-password-1');
      expect(set.status).to.equal(200);
      const session = { authorization: `Bearer ${(await json<{ jwt: string }>(set)).jwt}` };
      expect((await call(api, 'GET', '/api/staff/bookings', { headers: session })).status).to.equal(200);
      expect((await call(api, 'GET', '/api/staff/houses', { headers: session })).status).to.equal(403);
      expect((await setPassword(token, 'anna-password-3')).status, 'the link works once').to.equal(401);
      expect((await login('anna@example.com', 'anna-password-1')).status).to.equal(200);

      const [audit] = await db.query<{ action: string; username: string; target_type: string }>(
        "select action, username, target_type from staff_audit where target = 'anna@example.com' order by id",
      );
      expect(audit).to.deep.equal({ action: 'createUser', username: 'admin@example.com', target_type: 'user' });

      const again = await as('admin', 'POST', '/users', { name: 'Anna', email: 'ANNA@example.com', role: 'staff' });
      expect([again.status, (await json(again)).code]).to.deep.equal([409, 'emailTaken']);
      const noCompany = await as(
        'admin',
        'POST',
        '/users',
        { name: 'Ole', email: 'ole@example.com', role: 'company' },
        'de',
      );
      expect(await json(noCompany)).to.deep.include({ code: 'companyRequired', field: 'company' });
      const badEmail = await as('admin', 'POST', '/users', { name: 'Ole', email: 'ole@', role: 'staff' }, 'de');
      expect(await json(badEmail)).to.deep.equal({
        message: 'Bitte prüfen Sie das Feld „E-Mail“.',
        field: 'email',
        code: 'invalid',
      });
    });

    it('disables a login at once (its sessions end, it cannot log in) and enables it again; never oneself', async () => {
      const created = await json<StaffUserRow>(
        await as('admin', 'POST', '/users', { name: 'Bo', email: 'bo@example.com', role: 'staff' }),
      );
      await setPassword((await linkMailedTo('bo@example.com')).token, 'bo-password-12');
      const session = {
        authorization: `Bearer ${(await json<{ jwt: string }>(await login('bo@example.com', 'bo-password-12'))).jwt}`,
      };
      expect((await call(api, 'GET', '/api/staff/houses', { headers: session })).status).to.equal(200);

      const disabled = await as('admin', 'POST', `/users/${created.id}/disable`);
      expect((await json<StaffUserRow>(disabled)).disabled).to.equal(true);
      expect((await call(api, 'GET', '/api/staff/houses', { headers: session })).status).to.equal(401);
      expect((await login('bo@example.com', 'bo-password-12')).status).to.equal(401);
      expect((await as('admin', 'POST', `/users/${created.id}/password-reset`)).status).to.equal(409);

      expect((await json<StaffUserRow>(await as('admin', 'POST', `/users/${created.id}/enable`))).disabled).to.equal(
        false,
      );
      expect((await login('bo@example.com', 'bo-password-12')).status).to.equal(200);
      const actions = await db.query<{ action: string }>(
        "select action from staff_audit where target = 'bo@example.com' order by id",
      );
      expect(actions.map((a) => a.action)).to.deep.equal(['createUser', 'disableUser', 'enableUser']);

      const users = await json<StaffUserRow[]>(await as('admin', 'GET', '/users'));
      const self = users.find((u) => u.email === 'admin@example.com')!;
      const refused = await as('admin', 'POST', `/users/${self.id}/disable`, undefined, 'de');
      expect(await json(refused)).to.deep.equal({
        message: 'Ihren eigenen Zugang können Sie nicht sperren.',
        code: 'selfDisable',
      });
      expect(users.find((u) => u.email === 'agent@example.com')).to.deep.include({
        role: 'company',
        company: { id: users.find((u) => u.email === 'agent@example.com')!.company!.id, name: 'Nordlicht Reisen GmbH' },
      });
    });

    it('mails a link to set a new password; the old one works until it is used', async () => {
      const users = await json<StaffUserRow[]>(await as('admin', 'GET', '/users'));
      const agent = users.find((u) => u.email === 'agent@example.com')!;
      const reset = await as('admin', 'POST', `/users/${agent.id}/password-reset`, undefined, 'de');
      expect(reset.status).to.equal(202);
      const { mail, token } = await linkMailedTo('agent@example.com');
      expect(mail.subject).to.equal('Neues Passwort festlegen – Sumarhus');
      expect(mail.text).to.contain('/de/login/passwort/?token=');
      expect((await login('agent@example.com', 'agent-password-1')).status).to.equal(200);
      expect((await setPassword(token, 'agent-password-2')).status).to.equal(200);
      expect((await login('agent@example.com', 'agent-password-1')).status).to.equal(401);
      headers.agency = {
        authorization: `Bearer ${(await json<{ jwt: string }>(await login('agent@example.com', 'agent-password-2'))).jwt}`,
      };
    });

    it('edits a company, validated; its new invoices carry the address and VAT number, issued ones stay', async () => {
      const [company] = (await json<StaffCompanyRow[]>(await as('admin', 'GET', '/companies'))).filter(
        (c) => c.key === 'nordlicht',
      );
      const house = (await housePool(db))();
      const before = await bookWeek(api, house.code, thursdayFrom('2028-07-01'), {}, { headers: headers.agency });
      const form = {
        name: 'Nordlicht Reisen GmbH',
        email: 'buchungen@nordlicht.example',
        street: 'Lindenstraße 12',
        postcode: '10969',
        city: 'Berlin',
        country: 'de',
        vatNumber: 'DE 287.654.321',
      };
      for (const [field, value, code] of [
        ['vatNumber', '287654321', 'invalid'],
        ['email', 'buchungen@', 'invalid'],
        ['country', 'Germany', 'invalid'],
        ['country', 'XQ', 'countryUnknown'],
        ['postcode', '', 'invalid'],
      ] as const) {
        const res = await as('admin', 'PUT', `/companies/${company.id}`, { ...form, [field]: value }, 'de');
        expect(res.status, field).to.equal(400);
        expect(await json(res), field).to.deep.include({ field, code });
      }
      const saved = await as('admin', 'PUT', `/companies/${company.id}`, form);
      expect(await json(saved)).to.deep.include({ country: 'DE', vatNumber: 'DE287654321', street: 'Lindenstraße 12' });
      const [audit] = await db.query<{ action: string; target_type: string }>(
        "select action, target_type from staff_audit where target = 'nordlicht' order by id",
      );
      expect(audit).to.deep.equal({ action: 'updateCompany', target_type: 'company' });

      const invoiceText = async (code: string) => {
        const detail = await json<StaffBooking>(await as('admin', 'GET', `/bookings/${code}`));
        const invoice = detail.documents.find((d) => d.name.startsWith('invoice-'))!;
        const res = await as('admin', 'GET', invoice.url.replace('/api/staff', ''));
        return plain(pdfText(Buffer.from(await res.arrayBuffer())));
      };
      const after = await bookWeek(api, house.code, thursdayFrom('2028-09-01'), {}, { headers: headers.agency });
      const text = await invoiceText(after.bookingCode);
      for (const line of ['Lindenstraße 12', '10969 Berlin', 'Germany', 'DE287654321']) expect(text).to.contain(line);
      expect(await invoiceText(before.bookingCode)).not.to.contain('10969 Berlin');
    });
  });
}
