/** A list's card state (cardOf): what HouseCard prints of a search answer's house, the picture as a URL pattern. */
import { expect } from 'chai';
import { cardOf, pictureUrl, type CardHouse } from '../../src/components/house-card/card-house.ts';

const sizes = (key: string, widths: number[]) =>
  widths.map((width) => ({ url: `/images/${key}/4x3-${width}.webp`, width, height: (width * 3) / 4 }));

const HOUSE: CardHouse = {
  code: 'SH-1004',
  name: 'Lóuborg',
  nameSlug: 'louborg',
  regionSlug: 'northwest',
  region: { name: 'Northwest' },
  houseNameDescription: 'Log cabin near Sauðárkrókur',
  numberOfPersons: 4,
  numberOfBedrooms: 1,
  priceFrom: { dayCents: 8900, weekCents: 62000, oldDayCents: null, discountPercent: null },
  petsAllowed: false,
  gallery: [
    {
      alt: 'Lóuborg: a white house',
      images: [
        { ratio: 'original', responsive: sizes('sh-1004-1-84d635a465', [400]) },
        { ratio: '4x3', responsive: sizes('sh-1004-1-84d635a465', [1600, 400, 800, 1200]) },
      ],
    },
  ],
};

describe('house card state (cardOf)', () => {
  it('keeps what the card prints: the 4x3 picture as one pattern and its widths up to 1200, the from-price', () => {
    const card = cardOf(HOUSE);
    expect(card).to.deep.equal({
      code: 'SH-1004',
      name: 'Lóuborg',
      nameSlug: 'louborg',
      regionSlug: 'northwest',
      regionName: 'Northwest',
      text: 'Log cabin near Sauðárkrókur',
      persons: 4,
      bedrooms: 1,
      price: { dayCents: 8900, weekCents: 62000 },
      picture: {
        src: '/images/sh-1004-1-84d635a465/4x3-{w}.webp',
        widths: [400, 800, 1200],
        aspect: 0.75,
        alt: 'Lóuborg: a white house',
      },
    });
    expect(pictureUrl(card.picture!, 800)).to.equal('/images/sh-1004-1-84d635a465/4x3-800.webp');
    // The width's digits elsewhere in the address (a house sh-1400) stay.
    const digits = cardOf({
      ...HOUSE,
      gallery: [{ alt: 'x', images: [{ ratio: '4x3', responsive: sizes('sh-1400-1-0400ab', [400, 800]) }] }],
    });
    expect(digits.picture!.src).to.equal('/images/sh-1400-1-0400ab/4x3-{w}.webp');
  });

  it('keeps the discount with the old price, and with a stay its price instead of the from-price', () => {
    expect(
      cardOf({ ...HOUSE, priceFrom: { dayCents: 8000, weekCents: 56000, oldDayCents: 10000, discountPercent: 20 } })
        .price,
    ).to.deep.equal({
      dayCents: 8000,
      weekCents: 56000,
      oldDayCents: 10000,
      discountPercent: 20,
    });
    const flexible = cardOf({
      ...HOUSE,
      availability: {
        priceCents: 135000,
        nights: 7,
        currencySymbol: '€',
        checkIn: '2027-06-10',
        checkOut: '2027-06-17',
      },
    });
    expect(flexible.stay).to.deep.equal({
      priceCents: 135000,
      nights: 7,
      checkIn: '2027-06-10',
      checkOut: '2027-06-17',
    });
    expect(flexible).to.not.have.property('price');
    // A stay without a price (the house is not free) leaves the from-price.
    expect(cardOf({ ...HOUSE, availability: { priceCents: 0, nights: 7, currencySymbol: '€' } }))
      .to.include.keys('price')
      .and.not.have.property('stay');
  });

  it('takes one picture, near 800 px, when its URLs differ by more than the width; none without pictures; the name as alt', () => {
    const odd = [
      { url: '/img/a-small.webp', width: 400, height: 300 },
      { url: '/img/a-medium.webp', width: 900, height: 675 },
    ];
    const card = cardOf({ ...HOUSE, gallery: [{ alt: '', images: [{ ratio: '4x3', responsive: odd }] }] });
    expect(card.picture).to.deep.equal({ src: '/img/a-medium.webp', widths: [900], aspect: 0.75, alt: 'Lóuborg' });
    expect(pictureUrl(card.picture!, 900)).to.equal('/img/a-medium.webp');
    expect(cardOf({ ...HOUSE, gallery: [] }).picture).to.equal(null);
  });

  it('marks a house that allows pets, and only such a house (docs/product/rules.md#pets-allowed)', () => {
    expect(cardOf({ ...HOUSE, petsAllowed: true }).pets).to.equal(true);
    expect(cardOf(HOUSE)).to.not.have.property('pets');
  });
});
