// Staff correct a booking's guest (docs/product/rules.md#correcting-the-guest) on PGlite and
// PostgreSQL: refusals, one audit row of the changed fields, the invoice reissued with the new
// address, the confirmation mailed to the new address; a cancelled booking corrected without new documents.
import { expect } from 'chai';
import type { StaffBooking } from '../../contract/api/staff.ts';
import { readOutbox } from '../../server/mail/index.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import { bookWeek, call, issuedDocuments, json, KINDS, reservationSuite, thursdayFrom } from './reservation-support.ts';

const GUEST = {
  title: 'Ms',
  firstName: 'Anna',
  lastName: 'Müller',
  birthDate: '1980-05-17',
  nationality: 'German',
  address: 'Hauptstraße 5',
  city: 'München',
  zipCode: '80331',
  countryIso: 'DE',
  mobilePhone: '+49 171 1234567',
};

for (const kind of KINDS) {
  describe(`staff correcting a guest on ${kind}`, function () {
    this.timeout(180000);
    const suite = reservationSuite(kind, 'staff_guest_edit');
    let staff: Record<string, string>;
    let agency: Record<string, string>;
    before(async () => {
      ({ staff, agency } = await staffAndAgencyHeaders(suite.db, suite.api.config));
    });
    const edit = (code: string, body: unknown, headers = staff, lang: 'en' | 'de' = 'en') =>
      call(suite.api, 'POST', `/api/staff/bookings/${code}/guest`, { headers, json: body, lang });
    const audits = (code: string) =>
      suite.db.query<{ action: string; before: unknown; after: unknown }>(
        "select action, before, after from staff_audit where target = $1 and action = 'editGuest' order by id",
        [code],
      );
    const book = (email: string) => bookWeek(suite.api, suite.nextHouse().code, thursdayFrom('2028-04-01'), { email });

    it('refuses visitors (401), trade partners (403), bad fields (400 by label) and unknown codes (404)', async () => {
      const booking = await book('refusals@example.com');
      const body = { ...GUEST, email: 'refusals@example.com', city: 'Hamburg' };
      expect((await edit(booking.bookingCode, body, {})).status).to.equal(401);
      expect((await edit(booking.bookingCode, body, agency)).status).to.equal(403);
      expect((await edit('99999999', body)).status).to.equal(404);
      const badMail = await edit(booking.bookingCode, { ...body, email: 'not-an-address' }, staff, 'de');
      expect(badMail.status).to.equal(400);
      expect(await json(badMail)).to.deep.include({ field: 'email', message: 'Bitte prüfen Sie das Feld „E-Mail“.' });
      const noCity = await edit(booking.bookingCode, { ...body, city: '  ' });
      expect(await json(noCity)).to.deep.include({ field: 'city', message: 'Please check the field “City”.' });
      const country = await edit(booking.bookingCode, { ...body, countryIso: 'XX' });
      expect(country.status).to.equal(400);
      expect(await json(country)).to.deep.include({ field: 'countryIso', code: 'unknownCountry' });
      const same = await edit(booking.bookingCode, { ...GUEST, email: 'refusals@example.com' });
      expect(same.status).to.equal(409);
      expect(await json(same)).to.deep.include({ code: 'unchanged' });
      expect(await audits(booking.bookingCode)).to.deep.equal([]);
    });

    it('saves the changed fields with one audit row, reissues the invoice with the new address and mails it there', async () => {
      const booking = await book('old-address@example.com');
      const issuedBefore = await issuedDocuments(suite.db, booking.bookingCode);
      const res = await edit(booking.bookingCode, {
        ...GUEST,
        email: 'new-address@example.com',
        address: 'Lindenweg 12',
        zipCode: '20095',
        city: 'Hamburg',
      });
      expect(res.status).to.equal(200);
      const after = await json<StaffBooking>(res);
      expect(after.guest).to.include({ email: 'new-address@example.com', address: 'Lindenweg 12', city: 'Hamburg' });
      const [row, ...more] = await audits(booking.bookingCode);
      expect(more).to.deep.equal([]);
      expect(row.before).to.deep.equal({
        email: 'old-address@example.com',
        address: 'Hauptstraße 5',
        zipCode: '80331',
        city: 'München',
      });
      expect(row.after).to.deep.equal({
        email: 'new-address@example.com',
        address: 'Lindenweg 12',
        zipCode: '20095',
        city: 'Hamburg',
      });
      const issued = (await issuedDocuments(suite.db, booking.bookingCode)).slice(issuedBefore.length);
      expect(issued.map((d) => d.kind)).to.deep.equal(['credit_note', 'invoice']);
      expect(issued[0].corrects_number).to.equal(issuedBefore[0].number);
      expect(issued[1].text).to.contain('Lindenweg 12').and.contain('20095 Hamburg').and.not.contain('München');
      expect(issued[0].total_cents).to.equal(-issuedBefore[0].total_cents);
      const mails = await readOutbox(suite.db, { to: 'new-address@example.com' });
      expect(mails.map((m) => m.kind)).to.deep.equal(['confirmation']);
      expect(mails[0].attachments.map((a) => a.filename).join(' ')).to.contain(issued[1].number);
    });

    it('changes no invoice for a phone number, and corrects a cancelled booking without new documents', async () => {
      const booking = await book('cancelled-guest@example.com');
      const count = async () => (await issuedDocuments(suite.db, booking.bookingCode)).length;
      const before = await count();
      const phone = await edit(booking.bookingCode, {
        ...GUEST,
        email: 'cancelled-guest@example.com',
        mobilePhone: '+49 170 7654321',
      });
      expect(phone.status).to.equal(200);
      expect(await count()).to.equal(before);
      const cancel = await call(suite.api, 'POST', `/api/staff/bookings/${booking.bookingCode}/cancel`, {
        headers: staff,
        json: { reason: 'Asked by the guest' },
      });
      expect(cancel.status).to.equal(200);
      const cancelled = await count();
      const moved = await edit(booking.bookingCode, {
        ...GUEST,
        email: 'cancelled-guest@example.com',
        mobilePhone: '+49 170 7654321',
        city: 'Köln',
      });
      expect(moved.status).to.equal(200);
      expect((await json<StaffBooking>(moved)).guest.city).to.equal('Köln');
      expect(await count()).to.equal(cancelled);
      expect((await audits(booking.bookingCode)).map((r) => r.after)).to.deep.equal([
        { mobilePhone: '+49 170 7654321' },
        { city: 'Köln' },
      ]);
    });
  });
}
