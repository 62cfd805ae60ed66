/**
 * The house page's own rules on a fixed clock (2026-11-21): which address
 * dates count (docs/product/rules.md#no-dates-yet), the dates' round trip through the address, what the
 * price box shows (docs/product/screens.md#house), the reviews fold (docs/product/screens.md#house), the gallery's
 * #photo-n addresses, the language alternates and the JSON-LD.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import type { HouseDetail } from '../../src/api/house.ts';
import { availabilityPerYear, isStayAvailable } from '../../contract/availability.ts';
import { isDaySelectable } from '../../contract/calendar-rules.ts';
import { clickDay, type DateRange } from '../../contract/date-range.ts';
import {
  addDays,
  checkStay,
  isChangeoverDay,
  nextChangeoverDay,
  nightsBetween,
  weekday,
} from '../../contract/dates.ts';

const TODAY = '2026-11-21'; // a Saturday

// Modules that import stylesheets load after the CSS hook.
let load: typeof import('../../src/pages/house/load.ts');
let priceBox: typeof import('../../src/pages/house/price-view.ts');
let stay: typeof import('../../src/pages/house/stay.ts');
let reviews: typeof import('../../src/pages/house/Reviews.tsx');
let images: typeof import('../../src/pages/house/images.ts');
let jsonLd: typeof import('../../src/pages/house/json-ld.ts');

before(async () => {
  await import('../helpers/css-hook.ts');
  [load, priceBox, stay, reviews, images, jsonLd] = await Promise.all([
    import('../../src/pages/house/load.ts'),
    import('../../src/pages/house/price-view.ts'),
    import('../../src/pages/house/stay.ts'),
    import('../../src/pages/house/Reviews.tsx'),
    import('../../src/pages/house/images.ts'),
    import('../../src/pages/house/json-ld.ts'),
  ]);
});

const q = (s: string) => new URLSearchParams(s);
const days = fc.integer({ min: -30, max: 500 }).map((n) => addDays(TODAY, n));

function house(overrides: Partial<HouseDetail> = {}): HouseDetail {
  return {
    id: 42,
    code: 'SH-1042',
    name: 'Birkigil cabin',
    nameSlug: 'birkigil-cabin',
    houseNameDescription: 'Log cabin near Kirkjubæjarklaustur',
    type: { id: 3, key: 'cabin', name: 'Log cabin' },
    numberOfPersons: 3,
    numberOfBedrooms: 2,
    size: { value: 66 },
    region: { id: 4, slug: 'south', name: 'South', nameWithCountry: 'South Iceland' },
    regionSlug: 'south',
    mainPoint: {
      name: 'Kirkjubæjarklaustur',
      slug: 'kirkjubaejarklaustur',
      distance: '8.6 km',
      duration: { value: 14, symbol: 'min' },
    },
    referencePoint: null,
    location: { latitude: 63.830954321, longitude: -18.146081234 },
    registrationNumber: 'HG-00080505',
    priceFrom: { dayCents: 10700, weekCents: 75000, oldDayCents: null, discountPercent: null, currencySymbol: '€' },
    petsAllowed: false,
    ...overrides,
  };
}

describe('house page: dates from the address (fixed clock 2026-11-21)', () => {
  it('uses checkIn/checkOut only when both are there and follow the date rules', () => {
    expect(load.stayFromQuery(q(''), TODAY)).to.deep.equal({ stay: null, problem: null });
    expect(load.stayFromQuery(q('checkIn=2027-01-10&checkOut=2027-01-17'), TODAY)).to.deep.equal({
      stay: { from: '2027-01-10', to: '2027-01-17' },
      problem: null,
    });
    expect(load.stayFromQuery(q('checkIn=2027-01-10'), TODAY).problem).to.equal('cart.errors.bothDates');
    expect(load.stayFromQuery(q('checkIn=2027-02-30&checkOut=2027-03-07'), TODAY).problem).to.equal(
      'cart.errors.invalidDate',
    );
    expect(load.stayFromQuery(q('checkIn=2027-01-11&checkOut=2027-01-17'), TODAY).problem).to.equal(
      'cart.errors.notChangeoverDay',
    ); // a Monday
    expect(load.stayFromQuery(q('checkIn=2027-01-17&checkOut=2027-01-10'), TODAY).problem).to.equal(
      'cart.errors.notAfterCheckIn',
    );
    expect(load.stayFromQuery(q('checkIn=2026-11-26&checkOut=2026-11-29'), TODAY).problem).to.equal(
      'cart.errors.tooSoon',
    ); // Thursday, 5 days ahead
    expect(load.stayFromQuery(q('checkIn=2026-12-06&checkOut=2026-12-10'), TODAY).stay).to.deep.equal({
      from: '2026-12-06',
      to: '2026-12-10',
    }); // 15 days ahead
  });

  it('gives a stay exactly when checkStay allows it, and it is always bookable as far as dates go (property)', () => {
    fc.assert(
      fc.property(days, days, (from, to) => {
        const { stay: chosen, problem } = load.stayFromQuery(q(`checkIn=${from}&checkOut=${to}`), TODAY);
        const ok = checkStay(from, to, TODAY).ok;
        expect(!!chosen).to.equal(ok);
        expect(!!problem).to.equal(!ok);
        if (chosen) {
          expect(nightsBetween(chosen.from, chosen.to)).to.be.greaterThan(0);
          expect(isChangeoverDay(chosen.from) && isChangeoverDay(chosen.to)).to.equal(true);
          expect(nightsBetween(TODAY, chosen.from)).to.be.at.least(14);
        }
      }),
    );
  });

  it('keeps the chosen dates in the address and reads the same stay back (property)', () => {
    fc.assert(
      fc.property(days, days, fc.constantFrom('', '?page=2', '?checkIn=2020-01-01&x=1'), (from, to, search) => {
        const range: DateRange = { from, to };
        const query = stay.withDates(search, range);
        const back = load.stayFromQuery(q(query), TODAY).stay;
        expect(stayKeyOf(back)).to.equal(checkStay(from, to, TODAY).ok ? `${from}/${to}` : '');
        expect(q(query).getAll('checkIn').length).to.equal(1);
      }),
    );
    expect(stay.withDates('?checkIn=2027-01-10&checkOut=2027-01-17&x=1', { from: '2027-01-10', to: null })).to.equal(
      '?x=1',
    );
    expect(stay.withDates('', { from: null, to: null })).to.equal('');
  });

  it('lets the calendar pick only stays that are free, valid and read back from the address (property)', () => {
    // A random set of booked stays on changeover days in the house's two calendar years.
    const booking = fc.record({ start: fc.integer({ min: 0, max: 400 }), nights: fc.constantFrom(3, 4, 7, 10, 14) });
    let complete = 0;
    fc.assert(
      fc.property(
        fc.array(booking, { maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 420 }), { minLength: 1, maxLength: 6 }),
        (bookings, clicks) => {
          const stays = bookings.map((b) => ({
            from: addDays(TODAY, b.start),
            to: addDays(TODAY, b.start + b.nights),
          }));
          const availability = availabilityPerYear(stays, [2026, 2027]);
          let range: DateRange = { from: null, to: null };
          for (const offset of clicks) {
            const day = nextChangeoverDay(addDays(TODAY, offset)); // visitors click the days on offer
            if (isDaySelectable(day, { today: TODAY, range, availability })) range = clickDay(range, day);
          }
          if (!range.from || !range.to) return;
          complete++;
          expect(isStayAvailable(availability, range.from, range.to), JSON.stringify(range)).to.equal(true);
          expect(load.stayFromQuery(q(stay.withDates('', range)), TODAY).stay).to.deep.equal(range);
        },
      ),
      { numRuns: 300 },
    );
    expect(complete).to.be.greaterThan(30);
  });
});

function stayKeyOf(s: { from: string; to: string } | null) {
  return s ? `${s.from}/${s.to}` : '';
}

describe('house page: the price box', () => {
  const loaded = {
    stay: { from: '2027-01-10', to: '2027-01-17' },
    house: {
      availability: { priceCents: 78000, nights: 7, currencySymbol: '€' },
      availabilityStatus: 'available' as const,
    },
  };

  it('shows from-prices without dates, asks for the check-out with one, and the total of the loaded dates', () => {
    expect(priceBox.priceView({ from: null, to: null }, loaded, null)).to.deep.equal({ kind: 'from' });
    expect(priceBox.priceView({ from: '2027-01-10', to: null }, loaded, null)).to.deep.equal({ kind: 'checkOut' });
    expect(priceBox.priceView({ from: '2027-01-10', to: '2027-01-17' }, loaded, null)).to.deep.equal({
      kind: 'available',
      price: loaded.house.availability,
    });
  });

  it('is loading for other dates until their answer is in: total, house unavailable, or empty price', () => {
    const dates = { from: '2027-02-04', to: '2027-02-11' };
    expect(priceBox.priceView(dates, loaded, null)).to.deep.equal({ kind: 'loading' });
    expect(priceBox.priceView(dates, loaded, { key: '2027-01-10/2027-01-17', answer: null })).to.deep.equal({
      kind: 'loading',
    });
    const answer = (availabilityStatus: 'available' | 'unavailable' | 'noPrice', price: number | null) => ({
      key: '2027-02-04/2027-02-11',
      answer: {
        availabilityStatus,
        availability: price === null ? null : { priceCents: price, nights: 7, currencySymbol: '€' },
        similar: [],
      },
    });
    expect(priceBox.priceView(dates, loaded, answer('available', 70000))).to.deep.include({ kind: 'available' });
    expect(priceBox.priceView(dates, loaded, answer('unavailable', null))).to.deep.equal({
      kind: 'unavailable',
      price: null,
    });
    expect(priceBox.priceView(dates, loaded, answer('noPrice', null))).to.deep.equal({ kind: 'noPrice', price: null });
    expect(priceBox.priceView(dates, loaded, { key: '2027-02-04/2027-02-11', answer: null })).to.deep.equal({
      kind: 'error',
    });
  });
});

describe('house page: reviews, gallery addresses, alternates, JSON-LD', () => {
  it('shows every review up to three, otherwise two until "see more"', () => {
    for (let n = 0; n <= 8; n++) {
      const list = Array.from({ length: n }, (_, i) => i);
      expect(reviews.visibleReviews(list, false).length, `${n} reviews`).to.equal(n <= 3 ? n : 2);
      expect(reviews.visibleReviews(list, true).length).to.equal(n);
    }
  });

  it('opens the gallery at #photo-n, clamped to the pictures there are', () => {
    expect(images.photoFromHash('#photo-3', 6)).to.equal(3);
    expect(images.photoFromHash('#photo-9', 6)).to.equal(6);
    expect(images.photoFromHash('#photo-0', 6)).to.equal(1);
    expect(images.photoFromHash('', 6)).to.equal(1);
    expect(images.photoFromHash('#reviews', 6)).to.equal(1);
  });

  it('links the page in both languages from alternateLanguages, for the page and its gallery', () => {
    const h = house({
      alternateLanguages: [
        { language: 'en', region: { slug: 'south' }, house: { nameSlug: 'birkigil-cabin' } },
        { language: 'de', region: { slug: 'sud' }, house: { nameSlug: 'blockhuette-birkigil' } },
      ],
    });
    expect(load.houseAlternates(h, 'house')).to.deep.equal({
      en: '/en/accommodation/south/birkigil-cabin/',
      de: '/de/ferienhaus/sud/blockhuette-birkigil/',
    });
    expect(load.houseAlternates(h, 'houseGallery')).to.deep.equal({
      en: '/en/accommodation/south/birkigil-cabin/images/',
      de: '/de/ferienhaus/sud/blockhuette-birkigil/photos/',
    });
  });

  it("describes the house as a VacationRental with Google's required properties", () => {
    const picture = (n: number) => ({
      id: `sh-1042-${n}`,
      alt: `Picture ${n}`,
      description: '',
      width: 1800,
      height: 1200,
      images: [
        {
          ratio: 'original',
          responsive: [
            { url: `/images/sh-1042-${n}/400.webp`, width: 400, height: 267 },
            { url: `/images/sh-1042-${n}/1800.webp`, width: 1800, height: 1200 },
          ],
        },
      ],
      openGraph: `/images/sh-1042-${n}/og.jpg`,
    });
    const plain = jsonLd.houseJsonLd(house({ gallery: [picture(1), picture(2)] }), {
      url: '/en/accommodation/south/birkigil-cabin/',
      language: 'en',
    });
    expect(plain).to.deep.include({
      '@type': 'VacationRental',
      identifier: 'SH-1042',
      name: 'Birkigil cabin',
      latitude: 63.83095,
      longitude: -18.14608,
      additionalType: 'Cabin',
    });
    expect(plain.image).to.deep.equal(['/images/sh-1042-1/1800.webp', '/images/sh-1042-2/1800.webp']);
    expect(plain.containsPlace).to.deep.include({
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      occupancy: { '@type': 'QuantitativeValue', value: 3 },
    });
    expect(plain).to.not.have.property('aggregateRating');
    const rated = jsonLd.houseJsonLd(
      house({
        rating: { rating: 4.5, scale: { max: 5 }, count: 4, attributes: [] },
        reviews: [
          {
            id: 1,
            review: 'Lovely',
            houseRating: 5,
            customerName: 'Anna',
            travelDate: '2026-07-02',
            language: { code: 'en' },
          },
        ],
        highlights: [
          { id: 9, name: 'Hot tub' },
          { id: 16, name: 'Sea view' },
        ],
      }),
      { url: '/de/ferienhaus/sud/blockhuette-birkigil/', language: 'de', origin: 'https://sumarhus.is' },
    );
    expect(rated.aggregateRating).to.deep.include({ ratingValue: 4.5, ratingCount: 4, bestRating: 5 });
    expect(rated.identifier).to.equal(plain.identifier); // the same in every language
    expect(rated.url).to.equal('https://sumarhus.is/de/ferienhaus/sud/blockhuette-birkigil/');
    expect(rated.containsPlace.amenityFeature?.map((a) => a.name)).to.deep.equal(['hotTub', 'Sea view']);
    expect(weekday('2026-11-21')).to.equal(6); // the fixed clock's day, a Saturday
  });
});
