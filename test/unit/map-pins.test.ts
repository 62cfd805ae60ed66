/** The results map's pins and popup link: a pin's price in both languages, and the house link with the list's dates and guests. */
import { expect } from 'chai';
import type { MapHouse } from '../../contract/api/types.ts';
import { pinPrice } from '../../src/pages/accommodation/pin-text.ts';
import { createI18n, loadMessages } from '../../src/i18n/i18n.ts';

const POINT: MapHouse = {
  code: 'H1',
  name: 'Lóuborg',
  latitude: 65.7,
  longitude: -19.6,
  url: '/en/accommodation/northwest/louborg/',
  picture: null,
  price: 8900,
};

describe('map pins and popup link', () => {
  it('a pin says the price in whole euros, and in words per night or for the stay, in the page’s language', async () => {
    const en = createI18n('en', await loadMessages('en'));
    const de = createI18n('de', await loadMessages('de'));
    expect(pinPrice(POINT, en)).to.deep.equal({ short: '€89', long: 'from €89 per night' });
    expect(pinPrice({ ...POINT, price: 162000, nights: 7 }, en)).to.deep.equal({
      short: '€1,620',
      long: '€1,620 for 7 nights',
    });
    expect(pinPrice({ ...POINT, price: 162000, nights: 1 }, en)!.long).to.equal('€1,620 for 1 night');
    expect(pinPrice({ ...POINT, price: 162000, nights: 7 }, de)).to.deep.equal({
      short: '1.620\u00a0€',
      long: '1.620\u00a0€ für 7 Nächte',
    });
    expect(pinPrice(POINT, de)!.long).to.equal('ab 89\u00a0€ pro Nacht');
    expect(pinPrice({ ...POINT, price: null }, en)).to.equal(null);
  });
});
