/**
 * The list's URL query <-> search state <-> API query mapping (docs/product/rules.md#search-parameters):
 * every parameter, the bed-filter encodings, the canonical form a plain form
 * submission is redirected to, and the price histogram.
 */
import { expect } from 'chai';
import fc from 'fast-check';
import {
  bedFiltersForApi,
  canonicalQuery,
  decodeBedFilters,
  emptySearchState,
  encodeBedFilters,
  formatSearchQuery,
  hasFilters,
  histogramHeights,
  pageCount,
  parseIdList,
  parseSearchQuery,
  priceFilter,
  sameQuery,
  stayRange,
  toApiQuery,
  type SearchState,
} from '../../contract/search-query.ts';
import { stepCount } from '../../contract/counts.ts';
import { PETS_HIGHLIGHT_ID } from '../../contract/highlights.ts';

const page = { offset: 0, limit: 30 };

describe('search query: bed filters', () => {
  it('reads the URL form id.minCount as a comma list', () => {
    expect(decodeBedFilters('3.2,7.1')).to.deep.equal({ 3: 2, 7: 1 });
    expect(decodeBedFilters(['3.2', '7.1'])).to.deep.equal({ 3: 2, 7: 1 });
  });

  it('drops malformed pairs and counts of 0; a repeated id keeps its last count', () => {
    expect(decodeBedFilters('3.2,x.1,4.,.5,5.0,6.-1,7.1.2,8:2,9.3')).to.deep.equal({ 3: 2, 9: 3 });
    expect(decodeBedFilters('3.2,3.4')).to.deep.equal({ 3: 4 });
    expect(decodeBedFilters('3.2,3.0')).to.deep.equal({});
    expect(decodeBedFilters('')).to.deep.equal({});
  });

  it('writes only bed types above 0, sorted by id, as id.count for the URL and id:count for the API', () => {
    const filters = { 7: 1, 3: 2, 5: 0 };
    expect(encodeBedFilters(filters)).to.equal('3.2,7.1');
    expect(bedFiltersForApi(filters)).to.equal('3:2,7:1');
    expect(encodeBedFilters({})).to.equal('');
    expect(bedFiltersForApi({ 4: 0 })).to.equal('');
  });

  it('round-trips any filters', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.integer({ min: 1, max: 50 }).map(String), fc.integer({ min: 0, max: 99 })),
        (raw) => {
          const filters = Object.fromEntries(Object.entries(raw).map(([k, v]) => [Number(k), v]));
          const expected = Object.fromEntries(Object.entries(filters).filter(([, v]) => v > 0));
          expect(decodeBedFilters(encodeBedFilters(filters))).to.deep.equal(expected);
        },
      ),
    );
  });
});

describe('search query: reading the URL', () => {
  it('reads every parameter (docs/product/rules.md#search-parameters)', () => {
    const state = parseSearchQuery(
      'search=H%C3%BAsav%C3%ADk&checkIn=2026-12-06&checkOut=2026-12-13&page=2&order=price+asc&bedrooms=3&numberOfAdults=4&numberOfChildren=2' +
        '&bedFilters=3.2,7.1&regions=4,5&items=6,9&pets=1&priceFrom=700&priceTo=1500',
    );
    expect(state).to.deep.equal({
      search: 'Húsavík',
      checkIn: '2026-12-06',
      checkOut: '2026-12-13',
      months: [],
      nights: null,
      page: 2,
      order: 'price asc',
      bedrooms: 3,
      numberOfAdults: 4,
      numberOfChildren: 2,
      bedFilters: { 3: 2, 7: 1 },
      regions: [4, 5],
      items: [6, 9],
      pets: true,
      priceFrom: 700,
      priceTo: 1500,
    });
  });

  it('reads pets allowed from its checkbox, and from the pets highlight among the highlights (docs/product/rules.md#pets-allowed)', () => {
    for (const query of ['pets=1', 'pets=true', 'pets=on', 'pets=ON', 'items=14', 'items=6,14&pets=0'])
      expect(parseSearchQuery(query).pets, query).to.equal(true);
    for (const query of ['', 'pets=', 'pets=0', 'pets=no', 'items=6'])
      expect(parseSearchQuery(query).pets, query).to.equal(false);
    expect(parseSearchQuery('items=6,14,9').items).to.deep.equal([6, 9]);
    expect(canonicalQuery('items=14,6')).to.equal('items=6&pets=1');
    expect(canonicalQuery('pets=on&pets=')).to.equal('pets=1');
    expect(hasFilters(parseSearchQuery('pets=1'))).to.equal(true);
  });

  it('gives the defaults for an empty query', () => {
    expect(parseSearchQuery('')).to.deep.equal(emptySearchState());
    expect(hasFilters(parseSearchQuery(''))).to.equal(false);
  });

  it('keeps a date only when it is a real yyyy-MM-dd day', () => {
    expect(parseSearchQuery('checkIn=2026-02-30&checkOut=2026-13-01')).to.include({ checkIn: null, checkOut: null });
    expect(parseSearchQuery('checkIn=6.12.2026&checkOut=2026-12-13')).to.include({
      checkIn: null,
      checkOut: '2026-12-13',
    });
  });

  it('accepts only the three sort orders', () => {
    expect(parseSearchQuery('order=price%20desc').order).to.equal('price desc');
    expect(parseSearchQuery('order=PRICE+ASC').order).to.equal('price asc');
    expect(parseSearchQuery('order=random').order).to.equal('');
    expect(parseSearchQuery('order=').order).to.equal('');
  });

  it('keeps counters inside their bounds (adults and bedrooms at least 1, where 1 is no filter)', () => {
    expect(parseSearchQuery('bedrooms=0&numberOfAdults=-2')).to.include({ bedrooms: null, numberOfAdults: null });
    expect(parseSearchQuery('bedrooms=1&numberOfAdults=1')).to.include({ bedrooms: null, numberOfAdults: null });
    expect(parseSearchQuery('bedrooms=2.5&numberOfAdults=1e3')).to.include({ bedrooms: null, numberOfAdults: null });
    expect(parseSearchQuery('bedrooms=100&numberOfAdults=99')).to.include({ bedrooms: null, numberOfAdults: 99 });
    expect(parseSearchQuery('page=0').page).to.equal(1);
    expect(parseSearchQuery('page=3').page).to.equal(3);
    // A shared link shows at most 300 houses (16 a page): the demo catalogue's 220 can all be reached without scripts.
    expect(parseSearchQuery('page=999').page).to.equal(19);
    expect(parseSearchQuery('page=19').page).to.equal(19);
    expect(parseSearchQuery('page=x').page).to.equal(1);
  });

  it('reads lists as comma lists or repeated parameters, ids once each', () => {
    expect(parseSearchQuery('regions=4&regions=5,4&regions=x').regions).to.deep.equal([4, 5]);
    expect(parseIdList(['1,,2', ' 3 ', '0', '-1', '2'])).to.deep.equal([1, 2, 3]);
  });

  it("reads a plain form's bed fields (bed.{id}) together with bedFilters", () => {
    const state = parseSearchQuery('bedFilters=3.2&bed.4=1&bed.5=0&bed.3=0&bed.x=2');
    expect(state.bedFilters).to.deep.equal({ 4: 1 });
  });

  it('orders the price bounds', () => {
    expect(parseSearchQuery('priceFrom=1500&priceTo=700')).to.include({ priceFrom: 700, priceTo: 1500 });
    expect(parseSearchQuery('priceFrom=abc&priceTo=700')).to.include({ priceFrom: null, priceTo: 700 });
  });

  it('uses the last non-empty value of a repeated single parameter and tidies the search text', () => {
    expect(parseSearchQuery('search=a&search=&search=%20%20Vik%20%20south%20').search).to.equal('Vik south');
  });
});

describe('search query: the canonical URL', () => {
  it('writes parameters in a fixed order, lists sorted, defaults left out', () => {
    const state: SearchState = {
      ...emptySearchState(),
      search: 'Vík í Mýrdal',
      checkIn: '2026-12-06',
      checkOut: '2026-12-13',
      order: 'price desc',
      numberOfAdults: 4,
      numberOfChildren: 1,
      bedrooms: 2,
      bedFilters: { 7: 1, 3: 2 },
      regions: [5, 4],
      items: [9, 6],
      pets: true,
      priceFrom: 700,
      priceTo: 1500,
      page: 2,
    };
    expect(formatSearchQuery(state)).to.equal(
      'search=V%C3%ADk+%C3%AD+M%C3%BDrdal&checkIn=2026-12-06&checkOut=2026-12-13&order=price+desc&numberOfAdults=4&numberOfChildren=1&bedrooms=2' +
        '&bedFilters=3.2,7.1&regions=4,5&items=6,9&pets=1&priceFrom=700&priceTo=1500&page=2',
    );
    expect(formatSearchQuery(emptySearchState())).to.equal('');
  });

  it("turns a plain form submission into the canonical query and keeps others' parameters", () => {
    const submitted =
      'search=&checkIn=&checkOut=&numberOfAdults=1&bedrooms=3&bed.3=2&bed.4=0&regions=5&regions=4&items=6&pets=1&priceFrom=&priceTo=&order=&utm_source=mail';
    expect(canonicalQuery(submitted)).to.equal('bedrooms=3&bedFilters=3.2&regions=4,5&items=6&pets=1&utm_source=mail');
    expect(sameQuery(canonicalQuery(submitted), submitted)).to.equal(false);
    expect(sameQuery(canonicalQuery('regions=4,5'), 'regions=4%2C5')).to.equal(true);
  });

  it('is stable: the canonical form of a canonical query is itself, and parsing it gives the state back', () => {
    const arbitraryState = fc.record({
      search: fc.constantFrom('', 'Vík', 'golden circle', 'a&b=c', 'Þingvellir'),
      checkIn: fc.constantFrom(null, '2026-12-06'),
      checkOut: fc.constantFrom(null, '2026-12-13'),
      flexible: fc.constantFrom<{ months: string[]; nights: string | null }>(
        { months: [], nights: null },
        { months: ['2027-07'], nights: '7' },
        { months: ['2027-02', '2027-03'], nights: '3-4' },
      ),
      page: fc.integer({ min: 1, max: 10 }),
      order: fc.constantFrom('' as const, 'price asc' as const, 'price desc' as const),
      bedrooms: fc.option(fc.integer({ min: 2, max: 99 }), { nil: null }),
      numberOfAdults: fc.option(fc.integer({ min: 2, max: 99 }), { nil: null }),
      numberOfChildren: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
      bedFilters: fc.dictionary(fc.integer({ min: 1, max: 20 }).map(String), fc.integer({ min: 1, max: 99 })),
      regions: fc.uniqueArray(fc.integer({ min: 1, max: 8 })),
      // The pets highlight is the pets toggle, never among the items.
      items: fc.uniqueArray(fc.integer({ min: 1, max: 20 }).filter((id) => id !== PETS_HIGHLIGHT_ID)),
      pets: fc.boolean(),
      priceFrom: fc.constantFrom(null, 500, 700),
      priceTo: fc.constantFrom(null, 1500, 2400),
    });
    fc.assert(
      fc.property(arbitraryState, (raw) => {
        const { flexible, ...rest } = raw;
        const state = {
          ...rest,
          months: [...flexible.months],
          nights: flexible.nights,
          bedFilters: Object.fromEntries(Object.entries(raw.bedFilters).map(([k, v]) => [Number(k), v])),
        } as SearchState;
        const query = formatSearchQuery(state);
        expect(canonicalQuery(query)).to.equal(query);
        const back = parseSearchQuery(query);
        expect(back).to.deep.equal({
          ...state,
          regions: [...state.regions].sort((a, b) => a - b),
          items: [...state.items].sort((a, b) => a - b),
        });
      }),
    );
  });
});

describe('search query: the API query', () => {
  it('sends every filter under its API name (docs/product/api.md#houses-and-search)', () => {
    const state = parseSearchQuery(
      'search=Vik&checkIn=2026-12-06&checkOut=2026-12-13&order=price+asc&bedrooms=3&numberOfAdults=4&bedFilters=7.1,3.2&regions=5,4&items=9,6&pets=1&priceFrom=700&priceTo=1500',
    );
    expect(toApiQuery(state, { offset: 30, limit: 30 })).to.deep.equal({
      limit: 30,
      offset: 30,
      search: 'Vik',
      resFrom: '2026-12-06',
      resTo: '2026-12-13',
      numberOfBedrooms: 3,
      numberOfAdults: 4,
      minimumPriceCents: 70000,
      maximumPriceCents: 150000,
      regionIds: '4,5',
      houseHighlightIds: '6,9',
      petsAllowed: true,
      houseBedIds: '3:2,7:1',
      order: 'price asc',
    });
    expect(toApiQuery(parseSearchQuery('items=6'), page)).to.not.have.property('petsAllowed');
  });

  it('asks for houses that sleep the whole party: adults and children (the booking counts both)', () => {
    expect(toApiQuery(parseSearchQuery('numberOfAdults=2&numberOfChildren=1'), page)).to.include({ numberOfAdults: 3 });
    expect(toApiQuery(parseSearchQuery('numberOfChildren=2'), page)).to.include({ numberOfAdults: 3 });
    expect(toApiQuery(parseSearchQuery('numberOfAdults=1&numberOfChildren=0'), page)).to.not.have.any.keys(
      'numberOfAdults',
    );
    expect(parseSearchQuery('numberOfChildren=0')).to.include({ numberOfChildren: null });
    expect(parseSearchQuery('numberOfChildren=-1')).to.include({ numberOfChildren: null });
  });

  it('sends flexible dates (months, nights) only together and only without a stay: dates win', () => {
    const flexible = parseSearchQuery('months=2027-08&months=2027-07,2027-07,July&nights=3-4');
    expect(flexible).to.include({ nights: '3-4' });
    expect(flexible.months).to.deep.equal(['2027-07', '2027-08']);
    expect(formatSearchQuery(flexible)).to.equal('months=2027-07,2027-08&nights=3-4');
    expect(toApiQuery(flexible, page)).to.deep.equal({
      limit: 30,
      offset: 0,
      months: '2027-07,2027-08',
      nights: '3-4',
    });
    expect(hasFilters(flexible)).to.equal(true);
    // A form without scripts sends its checked length with no month: no search, and no clutter in the URL.
    expect(canonicalQuery('checkIn=&checkOut=&nights=7')).to.equal('');
    expect(parseSearchQuery('months=2027-07&nights=5-3').nights).to.equal(null);
    const both = parseSearchQuery('checkIn=2027-07-04&checkOut=2027-07-11&months=2027-07&nights=7');
    expect(toApiQuery(both, page)).to.deep.equal({ limit: 30, offset: 0, resFrom: '2027-07-04', resTo: '2027-07-11' });
  });

  it('sends nothing but the page for an empty search (relevance order is the default)', () => {
    expect(toApiQuery(emptySearchState(), page)).to.deep.equal({ limit: 30, offset: 0 });
  });

  it('sends dates only as a pair of valid days with check-out after check-in', () => {
    expect(toApiQuery(parseSearchQuery('checkIn=2026-12-06'), page)).to.not.have.any.keys('resFrom', 'resTo');
    expect(toApiQuery(parseSearchQuery('checkIn=2026-12-06&checkOut=2026-02-30'), page)).to.not.have.any.keys(
      'resFrom',
      'resTo',
    );
    expect(toApiQuery(parseSearchQuery('checkIn=2026-12-13&checkOut=2026-12-06'), page)).to.not.have.any.keys(
      'resFrom',
      'resTo',
    );
    expect(stayRange({ checkIn: '2026-12-06', checkOut: '2026-12-13' })).to.deep.equal({
      from: '2026-12-06',
      to: '2026-12-13',
    });
  });

  it('sends the price range in cents only when both bounds exist', () => {
    for (const one of ['priceFrom=700', 'priceTo=700'])
      expect(toApiQuery(parseSearchQuery(one), page)).to.not.have.any.keys('minimumPriceCents', 'maximumPriceCents');
    expect(toApiQuery(parseSearchQuery('priceFrom=0&priceTo=700'), page)).to.include({
      minimumPriceCents: 0,
      maximumPriceCents: 70000,
    });
  });

  it('sends only bed types above 0', () => {
    expect(toApiQuery({ ...emptySearchState(), bedFilters: { 3: 0, 4: 0 } }, page)).to.not.have.key('houseBedIds');
    expect(toApiQuery({ ...emptySearchState(), bedFilters: { 3: 0, 4: 2 } }, page).houseBedIds).to.equal('4:2');
  });
});

describe('search query: counters, price slider and pages', () => {
  it('never steps a counter out of its bounds', () => {
    expect(stepCount(null, -1, 1)).to.equal(1);
    expect(stepCount(null, 1, 1)).to.equal(2);
    expect(stepCount(0, -1, 0)).to.equal(0);
    expect(stepCount(99, 1, 0)).to.equal(99);
  });

  it('drops the price filter when the whole span is chosen and snaps bounds to the step of 10', () => {
    const span = { min: 500, max: 2400 };
    expect(priceFilter(500, 2400, span)).to.deep.equal({ priceFrom: null, priceTo: null });
    expect(priceFilter(400, 2600, span)).to.deep.equal({ priceFrom: null, priceTo: null });
    expect(priceFilter(704, 1496, span)).to.deep.equal({ priceFrom: 700, priceTo: 1500 });
    expect(priceFilter(1500, 700, span)).to.deep.equal({ priceFrom: 700, priceTo: 1500 });
    expect(priceFilter(500, 1000, span)).to.deep.equal({ priceFrom: 500, priceTo: 1000 });
  });

  it('spans the slider in whole euros over the price groups, whose bounds are cents', async () => {
    const { priceSpan } = await import('../../src/pages/accommodation/PriceSlider.tsx');
    expect(priceSpan({ minCents: 60000, maxCents: 350000, data: [] })).to.deep.equal({ min: 600, max: 3500 });
    expect(priceSpan({ minCents: 70000, maxCents: 70000, data: [] })).to.deep.equal({ min: 700, max: 710 });
    expect(priceSpan(null)).to.deep.equal({ min: 500, max: 2400 });
  });

  it('scales histogram bars to the largest group and lifts bars below 10 % by 10 points', () => {
    expect(histogramHeights([10, 5, 100, 0, 9])).to.deep.equal([10, 15, 100, 0, 19]);
    expect(histogramHeights([50, 25])).to.deep.equal([100, 50]);
    expect(histogramHeights([0, 0])).to.deep.equal([0, 0]);
    expect(histogramHeights([])).to.deep.equal([]);
  });

  it('counts pages as total divided by perPage', () => {
    expect(pageCount(61, 30)).to.equal(3);
    expect(pageCount(60, 30)).to.equal(2);
    expect(pageCount(0, 30)).to.equal(0);
  });
});

describe('search query: comparing queries', () => {
  it('ignores the order of parameters and their encoding', () => {
    expect(sameQuery('regions=4,5&numberOfAdults=4', 'numberOfAdults=4&regions=4%2C5')).to.equal(true);
    expect(sameQuery('regions=4&regions=5', 'regions=4,5')).to.equal(false);
    expect(sameQuery('search=a+b', 'search=a%20b')).to.equal(true);
  });
});
