import { expect } from 'chai';
import { HttpError } from '../../server/http/errors.ts';
import { PAGE_SIZE as DEFAULT_LIMIT } from '../../contract/search-limits.ts';
import { PETS_HIGHLIGHT_ID } from '../../contract/highlights.ts';
import { addDays, fromDayNumber, weekday } from '../../contract/dates.ts';
import {
  NO_FILTERS,
  parseInclude,
  parseSearchRequest,
  type KnownIds,
  type SearchFilters,
} from '../../server/api/search/query.ts';
import { parseBusy } from '../../server/api/search/free-stays.ts';
import { relaxations } from '../../server/api/search/service.ts';
import { houseUrlParts } from '../../server/api/search/urls.ts';
import { requestSql, textCentreSql } from '../../server/api/search/sql.ts';

const TODAY = '2026-11-21'; // fixed clock: a Saturday; the first bookable day is 2026-12-05
const range = (n: number) => new Set(Array.from({ length: n }, (_, i) => i + 1));
const KNOWN: KnownIds = { regions: range(8), highlights: range(18), bedTypes: range(7), categories: range(10) };

const parse = (query: Record<string, unknown>, lang: 'en' | 'de' = 'en') =>
  parseSearchRequest(query, { today: TODAY, lang, known: KNOWN });

function refusal(query: Record<string, unknown>, lang: 'en' | 'de' = 'en'): HttpError {
  try {
    parse(query, lang);
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
}

describe('search request (server/api/search/query)', () => {
  it('has the API defaults (docs/product/api.md#houses-and-search): 30 per page from 0, relevance, one 4x3 picture + availability (the seasons only with include=prices)', () => {
    const r = parse({});
    expect(r).to.deep.include({ ...NO_FILTERS, limit: DEFAULT_LIMIT, offset: 0, order: '' });
    expect(r.include).to.deep.equal({ parts: ['gallery'], availability: true, mapPoints: false });
    expect(parse({ include: 'prices,gallery,availability' }).include.parts).to.deep.equal(['prices', 'gallery']);
  });

  it('reads every parameter', () => {
    const r = parse({
      include: 'gallery, texts,icons,unknownPart',
      limit: '12',
      offset: '24',
      resFrom: '2027-07-04',
      resTo: '2027-07-11',
      search: '  Höfn   í  Hornafirði ',
      numberOfBedrooms: '2',
      numberOfAdults: '5',
      houseBedIds: '1:2, 3:0,2:1,1:1',
      regionIds: '7,4,4',
      houseHighlightIds: ['9', '12'],
      houseCategoryIds: '2',
      minimumPriceCents: '50000',
      maximumPriceCents: '120050',
      order: 'Price  ASC',
    });
    expect(r).to.deep.equal({
      text: 'Höfn í Hornafirði',
      stay: { from: '2027-07-04', to: '2027-07-11', nights: 7 },
      flexible: null,
      bedrooms: 2,
      adults: 5,
      beds: [
        [1, 2],
        [2, 1],
      ],
      regionIds: [4, 7],
      highlightIds: [9, 12],
      categoryIds: [2],
      codes: [],
      minCents: 50000,
      maxCents: 120050,
      order: 'price asc',
      limit: 12,
      offset: 24,
      include: { parts: ['gallery', 'texts', 'highlights'], availability: false, mapPoints: false },
    });
  });

  it('reads petsAllowed=true as the pets highlight among the wanted ones (docs/product/rules.md#pets-allowed)', () => {
    expect(parse({ petsAllowed: 'true' }).highlightIds).to.deep.equal([PETS_HIGHLIGHT_ID]);
    expect(parse({ petsAllowed: ' true ', houseHighlightIds: '16,9' }).highlightIds).to.deep.equal([9, 14, 16]);
    expect(parse({ petsAllowed: 'true', houseHighlightIds: '14' }).highlightIds).to.deep.equal([14]);
    expect(parse({ petsAllowed: 'false', houseHighlightIds: '9' }).highlightIds).to.deep.equal([9]);
    expect(parse({ petsAllowed: '' }).highlightIds).to.deep.equal([]);
    for (const [value, lang, message] of [
      ['yes', 'en', 'petsAllowed must be true or false.'],
      ['1', 'de', 'petsAllowed muss true oder false sein.'],
    ]) {
      const err = refusal({ petsAllowed: value }, lang as 'en' | 'de');
      expect([err.status, err.field, err.message]).to.deep.equal([422, 'petsAllowed', message]);
    }
    expect(refusal({ petsAllowed: ['true', 'true'] }).field).to.equal('petsAllowed');
  });

  it('takes empty parameters as absent and a lone date as no stay', () => {
    expect(
      parse({ search: ' ', regionIds: '', minimumPriceCents: '', order: '', resFrom: '2027-07-04' }),
    ).to.deep.include({
      ...NO_FILTERS,
      order: '',
    });
    expect(parse({ resTo: '2027-07-11' }).stay).to.equal(null);
    expect(parse({ order: 'relevance' }).order).to.equal('');
    expect(parse({ order: 'random' }).order).to.equal('random');
  });

  it('refuses malformed numbers and lists with a 422 naming the field', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ limit: '0' }, 'limit'],
      [{ limit: '101' }, 'limit'],
      [{ limit: '2.5' }, 'limit'],
      [{ limit: ['10', '20'] }, 'limit'],
      [{ offset: '-1' }, 'offset'],
      [{ offset: 'x' }, 'offset'],
      [{ numberOfBedrooms: 'two' }, 'numberOfBedrooms'],
      [{ numberOfBedrooms: '100' }, 'numberOfBedrooms'],
      [{ numberOfAdults: '1e2' }, 'numberOfAdults'],
      [{ regionIds: '4,x' }, 'regionIds'],
      [{ regionIds: '-4' }, 'regionIds'],
      [{ regionIds: '99' }, 'regionIds'],
      [{ houseHighlightIds: '9;12' }, 'houseHighlightIds'],
      [{ houseHighlightIds: '0' }, 'houseHighlightIds'],
      [{ houseCategoryIds: '11' }, 'houseCategoryIds'],
      [{ houseBedIds: '1' }, 'houseBedIds'],
      [{ houseBedIds: '1:' }, 'houseBedIds'],
      [{ houseBedIds: '1.2' }, 'houseBedIds'],
      [{ houseBedIds: '1:100' }, 'houseBedIds'],
      [{ houseBedIds: '8:1' }, 'houseBedIds'],
      [{ minimumPriceCents: '-5' }, 'minimumPriceCents'],
      [{ minimumPriceCents: '12,5' }, 'minimumPriceCents'],
      [{ minimumPriceCents: '1200.50' }, 'minimumPriceCents'],
      [{ minimumPriceCents: '1000000001' }, 'minimumPriceCents'],
      [{ maximumPriceCents: 'cheap' }, 'maximumPriceCents'],
      [{ minimumPriceCents: '90000', maximumPriceCents: '80000' }, 'maximumPriceCents'],
      [{ order: 'name' }, 'order'],
      [{ search: 'x'.repeat(101) }, 'search'],
      [{ search: ['a', 'b'] }, 'search'],
    ];
    for (const [query, field] of cases) {
      const err = refusal(query);
      expect(err.status, JSON.stringify(query)).to.equal(422);
      expect(err.field, JSON.stringify(query)).to.equal(field);
      expect(err.message, JSON.stringify(query)).to.include(field);
    }
  });

  it('refuses dates that break the booking rules (docs/product/rules.md#changeover-days), naming the date', () => {
    const cases: Array<[string, string, string, RegExp]> = [
      ['2027-07-05', '2027-07-11', 'resFrom', /Thursday or a Sunday/], // a Monday
      ['2027-07-04', '2027-07-10', 'resTo', /Thursday or a Sunday/],
      ['2027-07-11', '2027-07-04', 'resTo', /after resFrom/],
      ['2027-07-04', '2027-07-04', 'resTo', /after resFrom/],
      ['2026-12-03', '2026-12-06', 'resFrom', /14 days.*2026-12-05/], // a Thursday 12 days ahead
      ['2026-11-19', '2026-11-22', 'resFrom', /14 days/], // in the past
      ['2027-02-30', '2027-03-04', 'resFrom', /yyyy-MM-dd/],
      ['04.07.2027', '2027-07-11', 'resFrom', /yyyy-MM-dd/],
      ['2027-07-04', 'soon', 'resTo', /yyyy-MM-dd/],
      ['2027-07-04', '2028-07-09', 'resTo', /366 nights/],
    ];
    for (const [resFrom, resTo, field, message] of cases) {
      const err = refusal({ resFrom, resTo });
      expect(err.status, `${resFrom}→${resTo}`).to.equal(422);
      expect(err.field, `${resFrom}→${resTo}`).to.equal(field);
      expect(err.message, `${resFrom}→${resTo}`).to.match(message);
    }
    expect(refusal({ resFrom: 'tomorrow' }).field).to.equal('resFrom'); // a lone date must still be a date
    expect(parse({ resFrom: '2026-12-06', resTo: '2026-12-10' }).stay).to.deep.equal({
      from: '2026-12-06',
      to: '2026-12-10',
      nights: 4,
    });
  });

  it('reads flexible dates: months (each once, in order) with nights, into every stay the changeover days allow', () => {
    const { flexible, stay } = parse({ months: '2027-02, 2027-01,2027-02', nights: '3-4' });
    expect(stay).to.equal(null);
    expect(flexible!.months).to.deep.equal(['2027-01', '2027-02']);
    expect(flexible!.nights).to.deep.equal({ min: 3, max: 4 });
    const days = flexible!.stays.map((s) => [fromDayNumber(s.from), s.to - s.from]);
    // January 2027 starts on a Friday: Sunday the 3rd for 4 nights, Thursday the 7th for 3, …; February ends on Sunday the 28th.
    expect(days.slice(0, 3)).to.deep.equal([
      ['2027-01-03', 4],
      ['2027-01-07', 3],
      ['2027-01-10', 4],
    ]);
    expect(days.at(-1)).to.deep.equal(['2027-02-28', 4]);
    for (const [from, nights] of days) {
      expect([0, 4]).to.include(weekday(from as string));
      expect([0, 4]).to.include(weekday(addDays(from as string, nights as number)));
    }
    // This month: only days at least 14 days ahead (2026-12-05 on).
    expect(fromDayNumber(parse({ months: '2026-12', nights: '7' }).flexible!.stays[0].from)).to.equal('2026-12-06');
  });

  it('refuses flexible dates the booking rules cannot meet, naming the field', () => {
    const field = (query: Record<string, unknown>) => refusal(query).field;
    expect(field({ months: '2027-07' })).to.equal('nights');
    expect(field({ nights: '7' })).to.equal('months');
    expect(field({ months: '2027-7', nights: '7' })).to.equal('months');
    expect(field({ months: '2026-11', nights: '7' })).to.equal('months');
    expect(field({ months: '2028-12', nights: '7' })).to.equal('months');
    expect(field({ months: '2027-07', nights: '6' })).to.equal('nights');
    expect(field({ months: '2027-07', nights: '3-' })).to.equal('nights');
    expect(field({ months: '2027-07', nights: '7', resFrom: '2027-07-04', resTo: '2027-07-11' })).to.equal('months');
    expect(parse({ months: '2028-11', nights: '7' }).flexible!.months).to.deep.equal(['2028-11']);
  });

  it('answers in German when asked to', () => {
    expect(refusal({ resFrom: '2027-07-05', resTo: '2027-07-11' }, 'de').message).to.match(/Donnerstag oder Sonntag/);
    expect(refusal({ limit: 'viele' }, 'de').message).to.match(/ganze Zahl/);
  });

  it('reads codes (the shortlist): upper case, no repeats, in the order given; refuses malformed or too many', () => {
    expect(parse({ codes: 'sh-1003, SH-1001,SH-1003' }).codes).to.deep.equal(['SH-1003', 'SH-1001']);
    expect(parse({ codes: ['SH-1002', 'SH-1001'] }).codes).to.deep.equal(['SH-1002', 'SH-1001']);
    expect(parse({ codes: '' }).codes).to.deep.equal([]);
    for (const codes of [
      'SH_1',
      'x',
      'SH-1001,<b>',
      'A'.repeat(21),
      Array.from({ length: 101 }, (_, i) => `SH-${2000 + i}`).join(','),
    ]) {
      const err = refusal({ codes });
      expect(err.status, codes).to.equal(422);
      expect(err.field).to.equal('codes');
    }
  });

  it('maps include names to house parts, ignoring names a card has no use for', () => {
    expect(parseInclude('images,bedrooms,items,availabilityPerYear,similarListing')).to.deep.equal({
      parts: ['gallery', 'bedroomsSetup', 'highlights', 'availabilityPerYear'],
      availability: false,
      mapPoints: false,
    });
    expect(parseInclude('')).to.deep.equal({ parts: [], availability: false, mapPoints: false });
    // Every match as a map point (paginations.allHouses) only when asked for.
    expect(parseInclude('prices,gallery,availability,mapPoints')).to.deep.equal({
      parts: ['prices', 'gallery'],
      availability: true,
      mapPoints: true,
    });
  });
});

describe('otherHouses relaxation order (server/api/search/service)', () => {
  const full: SearchFilters = {
    text: 'Vík',
    stay: { from: '2027-07-04', to: '2027-07-11', nights: 7 },
    flexible: null,
    bedrooms: 3,
    adults: 6,
    beds: [[1, 2]],
    regionIds: [4],
    highlightIds: [9],
    categoryIds: [2],
    codes: [],
    minCents: 50000,
    maxCents: 90000,
  };

  it('drops highlights, beds and categories, then price, then bedrooms, then text and regions; never the stay or the adults', () => {
    const steps = relaxations(full);
    expect(steps).to.have.length(4);
    expect(steps[0]).to.deep.equal({ ...full, highlightIds: [], beds: [], categoryIds: [] });
    expect(steps[1]).to.deep.equal({ ...steps[0], minCents: null, maxCents: null });
    expect(steps[2]).to.deep.equal({ ...steps[1], bedrooms: null });
    expect(steps[3]).to.deep.equal({ ...steps[2], text: null, regionIds: [] });
    for (const step of steps) expect(step).to.deep.include({ stay: full.stay, adults: 6 });
  });

  it('leaves out steps that would change nothing', () => {
    expect(relaxations({ ...NO_FILTERS, adults: 4 })).to.deep.equal([]);
    expect(relaxations({ ...NO_FILTERS, regionIds: [4], minCents: 10000 })).to.deep.equal([
      { ...NO_FILTERS, regionIds: [4] },
      { ...NO_FILTERS },
    ]);
  });
});

describe('search SQL (server/api/search/sql)', () => {
  it('splits the house path of the route table around region and slug', () => {
    expect(houseUrlParts('de')).to.deep.equal({ prefix: '/de/ferienhaus/', middle: '/', suffix: '/' });
    expect(houseUrlParts('en').prefix).to.equal('/en/accommodation/');
  });

  it('passes every value as a parameter, never in the SQL text', () => {
    const text = "O'Brien%_\\";
    const { sql, params } = requestSql(TODAY, text, { from: '2027-07-04', to: '2027-07-11', nights: 7 });
    expect(sql).not.to.include("O'Brien");
    expect(sql).not.to.include('2027-07-04');
    expect(sql).not.to.include(TODAY);
    expect(params).to.deep.equal([TODAY, text, '2027-07-04', '2027-07-11']);
    expect(requestSql(TODAY, null, null).params).to.deep.equal([TODAY]);
    const centre = textCentreSql(text);
    expect(centre.sql).not.to.include("O'Brien");
    expect(centre.params).to.deep.equal([text, text]);
  });
});

describe('stays of a flexible window (server/api/search/free-stays parseBusy)', () => {
  it('reads the database’s list into [from, to, …] by house', () => {
    expect([...parseBusy('7 20640 20647,12 20641 20644,7 20650 20657')]).to.deep.equal([
      [7, [20640, 20647, 20650, 20657]],
      [12, [20641, 20644]],
    ]);
    expect(parseBusy(null).size).to.equal(0);
  });
});
