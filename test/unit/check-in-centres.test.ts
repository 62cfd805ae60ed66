import { expect } from 'chai';
import {
  CENTRE_LOCATIONS,
  checkInCenter,
  farFromCentre,
  greatCircleKm,
  roadKm,
} from '../../contract/check-in-centres.ts';
import { CHECK_IN_CENTERS } from '../../contract/forms/booking-form.ts';

/** The checkout's far-centre rule: great-circle distance × road factor, rounded to 10 km. */
const MOSFELLSBAER = { latitude: 64.1667, longitude: -21.7 };
const HUSAVIK = { latitude: 66.0449, longitude: -17.3389 };

describe('check-in centres: how far by road (an estimate)', () => {
  it('measures the straight line (Reykjavík–Akureyri ≈ 250 km) and rounds the road estimate to 10 km', () => {
    expect(greatCircleKm({ latitude: 64.1466, longitude: -21.9426 }, CENTRE_LOCATIONS[3])).to.be.within(245, 255);
    const km = roadKm(MOSFELLSBAER, CENTRE_LOCATIONS[2]);
    expect(km % 10).to.equal(0);
    // Straight ~360 km; the Ring Road is longer still, the estimate says "about" this.
    expect(km).to.be.within(500, 600);
  });

  it('names a house far from the chosen centre, with the nearest centre instead', () => {
    const houses = [{ name: 'Hekla', location: MOSFELLSBAER }];
    const [far] = farFromCentre(houses, 2);
    expect(far).to.include({ house: 'Hekla', nearest: 1 });
    expect(far.km).to.equal(roadKm(MOSFELLSBAER, CENTRE_LOCATIONS[2]));
    expect(far.nearestKm).to.be.within(40, 100);
    expect(farFromCentre(houses, 1)).to.deep.equal([]);
  });

  it('says nothing when the chosen centre is the nearest, even if far, or within 150 km', () => {
    // Ísafjörður: every centre is far; the nearest one gets no hint.
    const westfjords = [{ name: 'Remote', location: { latitude: 66.07, longitude: -23.13 } }];
    const [far] = farFromCentre(westfjords, 2);
    expect(far.nearestKm).to.be.above(150);
    expect(farFromCentre(westfjords, far.nearest)).to.deep.equal([]);
    expect(farFromCentre([{ name: 'Húsavík', location: HUSAVIK }], 3)).to.deep.equal([]);
    expect(
      farFromCentre(
        [
          { name: 'Húsavík', location: HUSAVIK },
          { name: 'Hekla', location: MOSFELLSBAER },
        ],
        3,
      ).map((f) => f.house),
    ).to.deep.equal(['Hekla']);
  });
});

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
