/**
 * The front desk's forms on the staff booking page as plain form posts from the production build
 * (docs/product/screens.md#correcting-the-guest, #internal-notes): the guest corrected, refused by
 * a field's label with the form as typed; a note added and listed.
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { startTestServer } from '../helpers/server.ts';
import { bookWeek, freeWeek, loginCookie } from '../helpers/staff.ts';
import { decodeEntities, get } from './support.ts';

const FIXED_NOW = '2026-11-21T12:00:00Z';
const text = (html: string) =>
  decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');

describe('SSR: correcting the guest and internal notes', function () {
  this.timeout(180_000);
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: string;
  let staff: string;
  const post = (path: string, fields: Record<string, string>) =>
    get(base, path, {
      method: 'POST',
      headers: { cookie: staff, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  before(async () => {
    server = await startTestServer({ FIXED_NOW });
    base = server.url.replace('localhost', '127.0.0.1');
    staff = await loginCookie(base, DEMO_STAFF.username, DEMO_STAFF.password);
  });
  after(async () => {
    await server?.close();
  });

  it('corrects the guest’s city and adds a note by plain form posts (de)', async () => {
    const from = await freeWeek(base, staff, 'SH-1010', '2027-06-01');
    const booking = await bookWeek(base, 'SH-1010', from);
    const path = pathFor('staffBooking', 'de', { code: booking.bookingCode });
    const page = await get(base, path, { headers: { cookie: staff } });
    expect(page.html).to.contain('<label for="staff-guest-city">').and.contain('<label for="staff-note-text">');
    const fields = Object.fromEntries(
      [...page.html.matchAll(/name="([a-zA-Z]+)"[^>]*?value="([^"]*)"/g)].map((m) => [m[1], decodeEntities(m[2])]),
    );
    const guest = {
      intent: 'guest',
      title: 'Ms',
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email,
      mobilePhone: fields.mobilePhone,
      address: fields.address,
      zipCode: fields.zipCode,
      countryIso: fields.countryIso,
      birthDate: fields.birthDate,
      nationality: fields.nationality,
    };
    const refused = await post(path, { ...guest, city: ' ' });
    expect(refused.status).to.equal(400);
    expect(text(refused.html)).to.contain('Bitte prüfen Sie das Feld „Ort“.');
    const saved = await post(path, { ...guest, city: 'Hamburg' });
    expect(saved.status).to.equal(200);
    expect(text(saved.html)).to.contain('Die Angaben des Gasts sind gespeichert.').and.contain('Hamburg');
    const noted = await post(path, { intent: 'note', text: 'Schlüsselkasten 4711 hinter dem Schuppen' });
    expect(noted.status).to.equal(200);
    expect(text(noted.html)).to.contain('Die Notiz ist hinzugefügt.').and.contain('Schlüsselkasten 4711');
  });
});
