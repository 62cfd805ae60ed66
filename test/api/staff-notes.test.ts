// Staff's internal notes (docs/product/entities.md#staff-notes) on PGlite and PostgreSQL: added and
// audited, newest first, refused for visitors, trade partners, bad text and unknown codes, and never
// in what the guest gets (My booking's payload, the mails, the documents' text).
import { expect } from 'chai';
import type { StaffBooking, StaffHouse } from '../../contract/api/staff.ts';
import { readOutbox } from '../../server/mail/index.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import { bookWeek, call, issuedDocuments, json, KINDS, reservationSuite, thursdayFrom } from './reservation-support.ts';

const SECRET = 'Key box code 4711 behind the shed';

for (const kind of KINDS) {
  describe(`staff notes on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'staff_notes');
    let staff: Record<string, string>;
    let agency: Record<string, string>;
    before(async () => {
      ({ staff, agency } = await staffAndAgencyHeaders(suite.db, suite.api.config));
    });
    const post = (path: string, body: unknown, headers = staff) =>
      call(suite.api, 'POST', `/api/staff${path}`, { headers, json: body });

    it('adds notes to a booking and a house, audited, newest first; refuses what it must', async () => {
      const house = suite.nextHouse();
      const booking = await bookWeek(suite.api, house.code, thursdayFrom('2028-04-01'), { email: 'notes@example.com' });
      const path = `/bookings/${booking.bookingCode}/notes`;
      expect((await post(path, { text: SECRET }, {})).status).to.equal(401);
      expect((await post(path, { text: SECRET }, agency)).status).to.equal(403);
      expect((await post('/bookings/99999999/notes', { text: SECRET })).status).to.equal(404);
      const empty = await post(path, { text: '   ' });
      expect(empty.status).to.equal(400);
      expect(await json(empty)).to.deep.include({ field: 'text', message: 'Please check the field “New note”.' });
      expect((await post(path, { text: 'x'.repeat(2001) })).status).to.equal(400);
      expect((await post(path, { text: 'First' })).status).to.equal(200);
      suite.api.setNow('2027-12-01T10:00:00Z');
      const after = await json<StaffBooking>(await post(path, { text: SECRET }));
      expect(after.notes.map((n) => n.text)).to.deep.equal([SECRET, 'First']);
      expect(after.audit.filter((a) => a.action === 'note').map((a) => a.after)).to.deep.equal([
        { text: 'First' },
        { text: SECRET },
      ]);
      const onHouse = await post(`/houses/${house.code}/notes`, { text: SECRET });
      expect(onHouse.status).to.equal(201);
      expect((await json<StaffHouse>(onHouse)).notes.map((n) => n.text)).to.deep.equal([SECRET]);
      expect((await post('/houses/NO-SUCH/notes', { text: SECRET })).status).to.equal(404);

      // The guest's side: My booking's payload, every mail and every document know nothing of it.
      const lookup = await call(
        suite.api,
        'GET',
        `/api/reservation?${new URLSearchParams({ email: 'notes@example.com', bookingCode: booking.bookingCode })}`,
      );
      expect(lookup.status).to.equal(200);
      expect(await lookup.text()).to.not.contain('4711');
      const edited = await post(`/bookings/${booking.bookingCode}/guest`, {
        title: 'Ms',
        firstName: 'Anna',
        lastName: 'Müller',
        birthDate: '1980-05-17',
        nationality: 'German',
        address: 'Lindenweg 12',
        city: 'Hamburg',
        zipCode: '20095',
        countryIso: 'DE',
        mobilePhone: '+49 171 1234567',
        email: 'notes@example.com',
      });
      expect(edited.status).to.equal(200);
      const mails = await readOutbox(suite.db, { to: 'notes@example.com' });
      expect(mails.length).to.be.greaterThan(1);
      for (const m of mails) expect(JSON.stringify(m)).to.not.contain('4711');
      const documents = await issuedDocuments(suite.db, booking.bookingCode);
      expect(documents.length).to.be.greaterThan(2);
      for (const d of documents) expect(d.text).to.not.contain('4711');
    });
  });
}
