import { expect } from 'chai';
import { CHECK_IN_CENTERS } from '../../contract/forms/booking-form.ts';
import { checkInCenter } from '../../server/api/reservations/check-in-centers.ts';

describe('check-in service centres in both languages', () => {
  it('writes every address line in the page language (no English on German pages and PDFs)', () => {
    for (const id of CHECK_IN_CENTERS) {
      const de = checkInCenter(id, 'de');
      const en = checkInCenter(id, 'en');
      expect(de.address, String(id)).to.not.match(/service centre|desk|arrivals hall|Airport/);
      expect(de.address, String(id)).to.match(/Sumarhus-(Servicecenter|Schalter)/);
      expect(en.address, String(id)).to.match(/Sumarhus (service centre|desk)/);
    }
  });
});
