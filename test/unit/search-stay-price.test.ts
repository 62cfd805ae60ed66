import { expect } from 'chai';
import fc from 'fast-check';
import { addDays, toDayNumber } from '../../contract/dates.ts';
import {
  cumulativeWeekCents,
  priceOfStay,
  stayWeekCents,
  type PricedSeason,
} from '../../server/api/catalogue/stay-price.ts';

const SEASONS: PricedSeason[] = [
  { from: '2027-01-01', to: '2027-05-01', weekCents: 70000 },
  { from: '2027-05-01', to: '2027-06-01', weekCents: 91000 },
  { from: '2027-06-01', to: '2027-09-01', weekCents: 118300 },
];

describe('stay price from season week prices (server/api/catalogue/stay-price)', () => {
  it('charges a seventh of the week price per night', () => {
    expect(priceOfStay(SEASONS, '2027-07-04', '2027-07-11')).to.deep.equal({
      priceCents: 118300,
      nights: 7,
      currencySymbol: '€',
    });
    expect(priceOfStay(SEASONS, '2027-07-01', '2027-07-04')).to.deep.equal({
      priceCents: 50700,
      nights: 3,
      currencySymbol: '€',
    });
    expect(priceOfStay(SEASONS, '2027-06-06', '2027-06-20')).to.deep.equal({
      priceCents: 236600,
      nights: 14,
      currencySymbol: '€',
    });
  });

  it('splits a stay over a season change night by night, rounding only the total', () => {
    // 27–31 May: 5 nights at 910/7 = 130; 1–2 June: 2 nights at 1183/7 = 169.
    expect(priceOfStay(SEASONS, '2027-05-27', '2027-06-03')).to.deep.equal({
      priceCents: (5 * 130 + 2 * 169) * 100,
      nights: 7,
      currencySymbol: '€',
    });
    // 1000/7 per night: 3 nights = 428.57… → 429; 4 nights = 571.43… → 571 (rounding each night would give 572).
    expect(
      priceOfStay([{ from: '2027-01-01', to: '2028-01-01', weekCents: 100000 }], '2027-01-07', '2027-01-10')
        ?.priceCents,
    ).to.equal(42900);
    expect(
      priceOfStay([{ from: '2027-01-01', to: '2028-01-01', weekCents: 100000 }], '2027-01-07', '2027-01-11')
        ?.priceCents,
    ).to.equal(57100);
  });

  it("gives the stay's price before a discount, night by night, where its seasons have one", () => {
    const offer: PricedSeason[] = [
      { ...SEASONS[1], oldWeekCents: 105000 },
      { ...SEASONS[2], oldWeekCents: null },
    ];
    // 5 nights at 1050/7 = 150 before (130 now), 2 nights at 169 without a discount.
    expect(priceOfStay(offer, '2027-05-27', '2027-06-03')).to.deep.equal({
      priceCents: (5 * 130 + 2 * 169) * 100,
      nights: 7,
      currencySymbol: '€',
      priceBeforeCents: (5 * 150 + 2 * 169) * 100,
      discountPercent: Math.round((1 - (5 * 130 + 2 * 169) / (5 * 150 + 2 * 169)) * 100),
    });
    expect(priceOfStay(offer, '2027-06-06', '2027-06-13'), 'no night discounted').to.not.have.property(
      'priceBeforeCents',
    );
  });

  it('has no price when a night has no season, or the stay no night', () => {
    expect(priceOfStay(SEASONS, '2027-08-29', '2027-09-05')).to.equal(null);
    expect(priceOfStay(SEASONS, '2026-12-27', '2027-01-03')).to.equal(null);
    const gap = [SEASONS[0], SEASONS[2]];
    expect(priceOfStay(gap, '2027-04-29', '2027-05-02')).to.equal(null);
    expect(priceOfStay(SEASONS, '2027-07-04', '2027-07-04')).to.equal(null);
    expect(priceOfStay(SEASONS, '2027-07-11', '2027-07-04')).to.equal(null);
    expect(priceOfStay([], '2027-07-04', '2027-07-11')).to.equal(null);
  });

  it('does not care about the order of the seasons, and counts cents exactly', () => {
    expect(priceOfStay([...SEASONS].reverse(), '2027-05-27', '2027-06-03')).to.deep.equal(
      priceOfStay(SEASONS, '2027-05-27', '2027-06-03'),
    );
    // A week at 100.10 is 100.10 → 100.
    expect(
      priceOfStay([{ from: '2027-01-01', to: '2028-01-01', weekCents: 10010 }], '2027-01-07', '2027-01-14')?.priceCents,
    ).to.equal(10000);
    // Half a euro rounds up: 3.5 × 7 nights / 7 = 3.5 → 4.
    expect(
      priceOfStay([{ from: '2027-01-01', to: '2028-01-01', weekCents: 350 }], '2027-01-07', '2027-01-14')?.priceCents,
    ).to.equal(400);
  });

  it('equals the exact sum of the nights’ prices, rounded once (property)', () => {
    const seasons = fc
      .array(fc.record({ days: fc.integer({ min: 1, max: 60 }), cents: fc.integer({ min: 100, max: 500_000 }) }), {
        minLength: 1,
        maxLength: 8,
      })
      .map((list) => {
        let from = '2027-01-01';
        return list.map(({ days, cents }) => {
          const season = { from, to: addDays(from, days), weekCents: cents };
          from = season.to;
          return season;
        });
      });
    fc.assert(
      fc.property(
        seasons,
        fc.integer({ min: -10, max: 200 }),
        fc.integer({ min: 1, max: 60 }),
        (list, start, nights) => {
          const from = addDays('2027-01-01', start);
          const to = addDays(from, nights);
          let cents = 0;
          let priced = true;
          for (let i = 0; i < nights; i++) {
            const night = addDays(from, i);
            const season = list.find((s) => s.from <= night && night < s.to);
            if (!season) priced = false;
            else cents += season.weekCents;
          }
          const result = priceOfStay(list, from, to);
          if (!priced) return result === null;
          return result !== null && result.nights === nights && result.priceCents === Math.round(cents / 700) * 100;
        },
      ),
    );
  });
});

describe('every stay of a window at once (cumulativeWeekCents, flexible dates)', () => {
  it('gives each stay of the window what stayWeekCents gives it, gaps included', () => {
    const base = toDayNumber('2027-01-01');
    const season = fc.record({
      start: fc.integer({ min: 0, max: 80 }),
      length: fc.integer({ min: 1, max: 40 }),
      cents: fc.integer({ min: 1, max: 500_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(season, { maxLength: 6 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        (raw, offset, width) => {
          // Seasons without overlaps: each starts where it says or after the one before.
          const packed: number[] = [];
          let end = base;
          for (const s of [...raw].sort((a, b) => a.start - b.start)) {
            const from = Math.max(base + s.start, end);
            packed.push(from, from + s.length, s.cents);
            end = from + s.length;
          }
          const seasons = Int32Array.from(packed);
          const from = base + offset;
          const sums = new Float64Array(width + 1);
          const gaps = new Int32Array(width + 1);
          cumulativeWeekCents(seasons, from, from + width, sums, gaps);
          for (let a = 0; a < width; a++) {
            for (let b = a + 1; b <= width; b++) {
              const together = gaps[a] === gaps[b] ? sums[b] - sums[a] : null;
              expect(together).to.equal(stayWeekCents(seasons, from + a, from + b));
            }
          }
        },
      ),
    );
  });
});
