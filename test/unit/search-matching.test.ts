import { expect } from 'chai';
import { matchHouses, type MatchOptions } from '../../server/api/search/matching.ts';
import { priceGroups } from '../../server/api/search/price-groups.ts';
import { NO_FILTERS, type SearchFilters } from '../../server/api/search/query.ts';
import { createIndex, type IndexedHouse } from '../../server/api/search/search-index.ts';
import { packSeasons } from '../../server/api/catalogue/stay-price.ts';
import { KEYS, textQuery, textScore, type TextKeys } from '../../server/api/search/text-relevance.ts';
import { Vocabulary } from '../../contract/search-match.ts';

const SUMMER = { from: '2027-07-04', to: '2027-07-11', nights: 7 };

function keys(parts: Partial<TextKeys>): TextKeys {
  const k = { name: '', area: '', region: '', town: '', places: '', features: '', ...parts };
  return { ...k, townKm: parts.townKm ?? null };
}

function house(id: number, over: Partial<IndexedHouse> = {}): IndexedHouse {
  return {
    id,
    code: `SH-${1000 + id}`,
    regionId: 4,
    bedrooms: 2,
    maxPersons: 4,
    latitude: 64,
    longitude: -20,
    highlightIds: [],
    categoryIds: [],
    beds: [1, 2],
    favourite: false,
    weekCents: 100_000,
    keys: keys({ name: `house ${id}` }),
    // Winter 700 €, summer from 1 June 1,400 € a week.
    seasons: packSeasons([
      { from: '2027-01-01', to: '2027-06-01', weekCents: 70000 },
      { from: '2027-06-01', to: '2027-09-01', weekCents: 140000 },
    ]),
    ...over,
  };
}

const HOUSES = [
  house(1, {
    regionId: 1,
    bedrooms: 1,
    maxPersons: 2,
    weekCents: 50_000,
    keys: keys({ name: 'hofn lodge', town: 'hofn', townKm: 3 }),
  }),
  house(2, { favourite: true, highlightIds: [4, 9], categoryIds: [2], beds: [2, 0, 1], weekCents: 90_000 }),
  house(3, { bedrooms: 4, maxPersons: 8, highlightIds: [9], weekCents: null, seasons: packSeasons([]) }),
  house(4, {
    regionId: 7,
    favourite: true,
    weekCents: 90_000,
    keys: keys({ name: 'lava view', town: 'hofn', townKm: 40 }),
    latitude: 65,
    longitude: -14,
  }),
  house(5, {
    bedrooms: 3,
    categoryIds: [5],
    weekCents: 120_000,
    keys: keys({ name: 'reykjavik loft', region: 'capital area' }),
    seasons: packSeasons([{ from: '2027-07-01', to: '2027-09-01', weekCents: 140000 }]),
  }),
];
const INDEX = createIndex({ version: 1, builtFor: '2026-11-21' }, HOUSES, () => []);
const ids = (f: Partial<SearchFilters>, o: Partial<MatchOptions> = {}) =>
  matchHouses(
    INDEX,
    { ...NO_FILTERS, ...f },
    { order: '', taken: new Set(), text: f.text ? textQuery(f.text, INDEX.vocabulary) : null, ...o },
  ).map((h) => h.id);

describe('search matching (server/api/search/matching)', () => {
  it('puts the favourites first, then orders by id, without filters', () => {
    expect(ids({})).to.deep.equal([2, 4, 1, 3, 5]);
  });

  it('filters by region, bedrooms, adults, all highlights, any category and bed counts', () => {
    expect(ids({ regionIds: [1, 7] })).to.deep.equal([4, 1]);
    expect(ids({ bedrooms: 3 })).to.deep.equal([3, 5]);
    expect(ids({ adults: 5 })).to.deep.equal([3]);
    expect(ids({ highlightIds: [9] })).to.deep.equal([2, 3]);
    expect(ids({ highlightIds: [4, 9] })).to.deep.equal([2]);
    expect(ids({ categoryIds: [2, 5] })).to.deep.equal([2, 5]);
    expect(
      ids({
        beds: [
          [1, 2],
          [3, 1],
        ],
      }),
    ).to.deep.equal([2]);
    expect(ids({ beds: [[7, 1]] })).to.deep.equal([]); // a bed type no house has
  });

  it('leaves out the houses taken on the stay, only with a stay', () => {
    expect(ids({ stay: SUMMER }, { taken: new Set([2, 3]) })).to.deep.equal([4, 1, 5]);
    expect(ids({}, { taken: new Set([2, 3]) })).to.have.length(5);
  });

  it('compares the from-price per week, or the stay’s average week price, both ends included', () => {
    expect(ids({ minCents: 90000, maxCents: 100000 })).to.deep.equal([2, 4]);
    expect(ids({ maxCents: 50000 })).to.deep.equal([1]);
    // 4–11 July at 1,400 € a week; house 3 has no seasons, so no price.
    expect(ids({ stay: SUMMER, minCents: 140000 })).to.deep.equal([2, 4, 1, 5]);
    expect(ids({ stay: SUMMER, maxCents: 139999 })).to.deep.equal([]);
    // 27 May–3 June: 5 nights at 700, 2 at 1,400 = an average of 900 a week; house 5 has no price before July.
    const spring = { from: '2027-05-27', to: '2027-06-03', nights: 7 };
    expect(ids({ stay: spring, minCents: 90000, maxCents: 90000 })).to.deep.equal([2, 4, 1]);
  });

  it('sorts by price with houses without a price last, ties by id', () => {
    expect(ids({}, { order: 'price asc' })).to.deep.equal([1, 2, 4, 5, 3]);
    expect(ids({}, { order: 'price desc' })).to.deep.equal([5, 2, 4, 1, 3]);
    const spring = { from: '2027-05-27', to: '2027-06-03', nights: 7 };
    expect(ids({ stay: spring }, { order: 'price asc' })).to.deep.equal([1, 2, 4, 3, 5]);
    expect(ids({ stay: spring }, { order: 'price desc' })).to.deep.equal([1, 2, 4, 3, 5]);
    expect(ids({ stay: SUMMER }, { order: 'price desc' })).to.deep.equal([1, 2, 4, 5, 3]);
  });

  it('keeps a shortlist in its own order, and shuffles only the order for random', () => {
    expect(ids({ codes: ['SH-1005', 'SH-1001', 'SH-9999'] })).to.deep.equal([5, 1]);
    expect(ids({}, { order: 'random' }).sort()).to.deep.equal([1, 2, 3, 4, 5]);
  });

  it('ranks text matches by relevance, then favourites, then id', () => {
    // House 1's own name (1), house 4's main town 40 km away (0.85 − 0.04).
    expect(ids({ text: 'hofn' })).to.deep.equal([1, 4]);
    expect(ids({ text: 'reykjavik capital' })).to.deep.equal([5]);
    expect(ids({ text: 'house' })).to.deep.equal([2, 3]);
  });

  it('puts the nearest first when asked, and never a house left out', () => {
    expect(ids({}, { near: { latitude: 65, longitude: -14 }, exclude: new Set([2]) })[0]).to.equal(4);
    expect(ids({}, { near: { latitude: 65, longitude: -14 }, exclude: new Set([2]) })).not.to.include(2);
  });
});

describe('text relevance (server/api/search/text-relevance)', () => {
  /** The score of a house by the rule over its own words alone. */
  const score = (k: Partial<TextKeys>, text: string) =>
    textScore(keys(k), textQuery(text, new Vocabulary(KEYS.flatMap((key) => keys(k)[key].split(' ')))));

  it('weighs where the text is found: name 1, area 0.95, region 0.9, main town 0.85 less its distance, other places 0.6', () => {
    expect(score({ name: 'vik cottage' }, 'vik')).to.equal(1);
    expect(score({ area: 'myrdalur vik' }, 'vik')).to.equal(0.95);
    expect(score({ region: 'south' }, 'south')).to.equal(0.9);
    expect(score({ town: 'vik', townKm: 12 }, 'vik')).to.be.closeTo(0.838, 1e-9);
    expect(score({ town: 'vik', townKm: 400 }, 'vik')).to.be.closeTo(0.75, 1e-9);
    expect(score({ places: 'skogafoss vik' }, 'vik')).to.equal(0.6);
  });

  it('finds a house by its highlights and bed types in either language, weighed 0.5', () => {
    const features = 'sauna sauna hot tub hot tub double bed doppelbett';
    expect(score({ name: 'lava loft', features }, 'sauna')).to.equal(0.5);
    expect(score({ name: 'lava loft', features }, 'hot tub')).to.equal(0.5);
    expect(score({ name: 'lava loft', features }, 'doppelbett')).to.equal(0.5);
    expect(score({ name: 'lava loft', features }, 'loft sauna')).to.equal(0.3);
    expect(score({ name: 'lava loft' }, 'sauna')).to.equal(null);
  });

  it('halves the weight when the text is only part of a word, and gives 0.3 to words found in different keys', () => {
    expect(score({ name: 'reykjavik loft' }, 'vik')).to.equal(0.5);
    expect(score({ name: 'reykjavik loft vik' }, 'vik')).to.equal(1);
    expect(score({ name: 'lava loft', places: 'vik' }, 'loft vik')).to.equal(0.3);
    expect(score({ name: 'lava loft' }, 'loft vik')).to.equal(null);
  });

  it('takes at most 8 words from the text', () => {
    const vocabulary = new Vocabulary('a b c d e f g h i j'.split(' '));
    expect(textQuery('a b  c d e f g h i j', vocabulary).phrase).to.equal('a b c d e f g h');
  });

  it('ranks a typo by its correction', () => {
    expect(score({ name: 'akureyri loft' }, 'akuryeri')).to.equal(1);
    expect(score({ town: 'vik', townKm: 0 }, 'vik')).to.equal(0.85);
  });
});

describe('price groups (server/api/search/price-groups)', () => {
  const index = (weekPrices: Array<number | null>) =>
    createIndex(
      { version: 1, builtFor: '2026-11-21' },
      weekPrices.map((p, i) => house(i + 1, { weekCents: p === null ? null : p * 100 })),
      () => [],
    );
  const counts = (g: { data: Array<{ houseCount: number }> }) => g.data.map((d) => d.houseCount);

  it('rounds the bounds out to tens and puts a price on an edge in the upper group, the highest in the last', () => {
    const groups = priceGroups(index([505, 600, 700, 795, null]), null, new Set(), 3);
    expect([groups.minCents, groups.maxCents]).to.deep.equal([50000, 80000]);
    expect(counts(groups)).to.deep.equal([1, 1, 2]);
    expect(groups.data.map((d) => d.groupId)).to.deep.equal([1, 2, 3]);
  });

  it('spans at least 10 €, and is empty without prices', () => {
    expect(priceGroups(index([700, 700]), null, new Set(), 2)).to.deep.include({ minCents: 70000, maxCents: 71000 });
    expect(priceGroups(index([null]), null, new Set(), 2)).to.deep.equal({
      minCents: 0,
      maxCents: 0,
      data: [
        { groupId: 1, houseCount: 0 },
        { groupId: 2, houseCount: 0 },
      ],
    });
  });

  it('uses the stay’s average week price among the free houses', () => {
    const groups = priceGroups(
      index([500, 600, 700]),
      { from: '2027-05-27', to: '2027-06-03', nights: 7 },
      new Set([3]),
      2,
    );
    // Every house costs 900 a week on average over these nights; house 3 is taken.
    expect(groups).to.deep.include({ minCents: 90000, maxCents: 91000 });
    expect(counts(groups)).to.deep.equal([2, 0]);
  });
});
