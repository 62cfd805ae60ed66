/**
 * GET /api/houses/search and its lists (docs/product/api.md#houses-and-search) over the demo
 * catalogue, on PGlite and on a real PostgreSQL. Expected answers come from
 * SQL on the catalogue's own tables (never from house_search, which the
 * search itself builds). The clock stands at 2026-11-21 (a Saturday): the
 * first bookable day is 2026-12-05.
 */
import { expect } from 'chai';
import type {
  FilterOption,
  House,
  MapPoints,
  PriceGroups,
  SearchResult,
  SearchSuggestion,
  Suggestions,
} from '../../contract/api/types.ts';
import { PETS_HIGHLIGHT_ID } from '../../contract/highlights.ts';
import { stayPrice, stayPricePayload } from '../../server/api/catalogue/prices.ts';
import { addStay, setStayStatus } from '../../server/api/catalogue/stays.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { OTHER_LIMIT, OTHER_THRESHOLD } from '../../server/api/search/service.ts';
import { matchSuggestions, suggestionIndex } from '../../src/components/search/suggestions.ts';
import type { Config } from '../../server/config.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { tempDir } from '../helpers/server.ts';
import { searchApi } from '../helpers/search-api.ts';

const NOW = '2026-11-21T12:00:00Z';
const TODAY = '2026-11-21';
const SUMMER = { resFrom: '2027-07-04', resTo: '2027-07-11' }; // Sunday to Sunday, 7 nights
const SEASON_CHANGE = { resFrom: '2027-05-27', resTo: '2027-06-10' }; // Thursday to Thursday, across 1 June

type Query = Record<string, string | number>;
interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

const sorted = (values: Iterable<string>) => [...values].sort();
const codesOf = (houses: Array<{ code: string }> = []) => sorted(houses.map((h) => h.code));
/** The default parts and every match as a map point (paginations.allHouses). */
const WITH_MAP = 'gallery,availability,mapPoints';
/** docs/product/rules.md#page-weight: a search answer's default page of 30 cards at the demo's 220 houses, raw JSON bytes. */
const MAX_DEFAULT_ANSWER = 40_000;

function searchSuite(kind: 'PGlite' | 'PostgreSQL', open: (ctx: Mocha.Context) => Promise<Db>) {
  describe(`house search API on ${kind}`, function () {
    this.timeout(300_000);
    let db: Db;
    let config: Config;
    let base: string;

    async function get<T>(path: string, lang: string = 'en'): Promise<Answer<T>> {
      const res = await fetch(`${base}${path}`, { headers: { 'accept-language': lang } });
      return { status: res.status, body: (await res.json()) as T, headers: res.headers };
    }
    const queryString = (query: Query) => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const search = (query: Query = {}, lang = 'en') =>
      get<SearchResult>(`/api/houses/search?${queryString(query)}`, lang);
    const mapPoints = (query: Query = {}, lang = 'en') => get<MapPoints>(`/api/houses/map?${queryString(query)}`, lang);
    /** Every match of a query (the map call lists them all). */
    const matches = async (query: Query = {}) => {
      const { status, body } = await mapPoints(query);
      expect(status, JSON.stringify(body)).to.equal(200);
      return sorted(body.houses.map(([code]) => code));
    };
    /** Every card of a query in order, page by page. */
    const allCards = async (query: Query = {}) => {
      const cards: House[] = [];
      for (let offset = 0; ; offset += 100) {
        const { body } = await search({ ...query, limit: 100, offset });
        cards.push(...body.houses);
        if (offset + 100 >= body.paginations.total) return cards;
      }
    };
    /** Codes of the houses a WHERE clause over houses h selects. */
    const expected = async (where: string, params: unknown[] = []) =>
      sorted(
        (await db.query<{ code: string }>(`select h.code from houses h where h.published and (${where})`, params)).map(
          (r) => r.code,
        ),
      );
    const FREE = (from = '$1', to = '$2') =>
      `not exists (select 1 from stays s where s.house_id = h.id and s.active and s.stay && daterange(${from}::date, ${to}::date))`;
    const FROM_PRICE = `(select min(p.week_price) from house_prices p where p.house_id = h.id and upper(p.season) > '${TODAY}')`;
    /** Σ nights × week price of a stay (÷ nights: its average week price); null when a night has no price. */
    const STAY_WEEK_NIGHTS = (
      from = '$1',
      to = '$2',
    ) => `(select case when sum(least(upper(p.season), ${to}::date) - greatest(lower(p.season), ${from}::date)) = ${to}::date - ${from}::date
        then sum(p.week_price * (least(upper(p.season), ${to}::date) - greatest(lower(p.season), ${from}::date))) end
        from house_prices p where p.house_id = h.id and p.season && daterange(${from}::date, ${to}::date))`;

    const api = searchApi(open, NOW);
    before(() => ({ db, config, base } = api));

    it("answers the search's shape (docs/product/api.md#houses-and-search): 30 cards with the from-price and one 4x3 picture, and every house on the map", async () => {
      const { status, body, headers } = await search();
      expect(status).to.equal(200);
      expect(headers.get('content-language')).to.equal('en');
      expect(headers.get('cache-control')).to.equal('no-store');
      expect(Object.keys(body)).to.deep.equal(['houses', 'paginations', 'otherHouses']);
      expect(body.paginations.total).to.equal(220);
      expect(body.paginations.perPage).to.equal(30);
      expect(body.houses).to.have.length(30);
      expect(body.otherHouses).to.deep.equal({ houses: [] });
      // The map points come only when asked for (GET /api/houses/map is the site's).
      expect(Object.keys(body.paginations)).to.deep.equal(['total', 'perPage']);
      const all = (await search({ include: WITH_MAP })).body;
      expect(all.houses).to.deep.equal(body.houses);
      const allHouses = all.paginations.allHouses!;
      expect(allHouses).to.have.length(220);
      expect(new Set(allHouses.map((p) => p.code)).size).to.equal(220);
      for (const point of allHouses) {
        expect(Object.keys(point)).to.deep.equal(['code', 'name', 'latitude', 'longitude', 'url', 'picture', 'price']);
        expect(point.url).to.match(/^\/en\/accommodation\/[a-z]+\/[a-z0-9-]+\/$/);
        expect(point.latitude).to.be.within(63, 67);
        expect(point.longitude).to.be.within(-25, -13);
      }
      const points = new Map(allHouses.map((p) => [p.code, p]));
      for (const house of body.houses) {
        const picture = house.gallery![0];
        expect(points.get(house.code)).to.deep.equal({
          code: house.code,
          name: house.name,
          latitude: house.location.latitude,
          longitude: house.location.longitude,
          url: `/en/accommodation/${house.regionSlug}/${house.nameSlug}/`,
          picture: { url: picture.images.find((v) => v.ratio === '4x3')!.responsive[0].url, alt: picture.alt },
          price: house.priceFrom!.dayCents,
        });
        expect(house).not.to.have.property('prices');
        expect(house.priceFrom!.weekCents).to.be.greaterThan(0);
        expect(house.gallery).to.have.length(1);
        expect(house.gallery![0].images.map((v) => v.ratio)).to.deep.equal(['4x3']);
        expect(house.gallery![0].images[0].responsive.map((r) => r.width)).to.deep.equal([400, 800, 1200]);
        expect(house.gallery![0]).to.have.keys(['id', 'alt', 'width', 'height', 'images']);
        expect(house).not.to.have.property('availability');
        expect(house).not.to.have.property('texts');
        expect(house).not.to.have.property('mainPoint');
      }
    });

    it('answers GET /api/houses/map with every match as a compact row: the points of paginations.allHouses, priced the same (en and de)', async () => {
      for (const lang of ['en', 'de']) {
        for (const query of [
          {},
          SUMMER,
          { months: '2027-07', nights: 7 },
          { regionIds: '4', numberOfAdults: 4 },
        ] as Query[]) {
          const { status, body, headers } = await mapPoints(query, lang);
          expect(status, JSON.stringify(body)).to.equal(200);
          expect(headers.get('content-language')).to.equal(lang);
          const all = (await search({ ...query, limit: 1, include: WITH_MAP }, lang)).body;
          expect(body.houses).to.have.length(all.paginations.total);
          const asObjects = body.houses.map(([code, name, latitude, longitude, url, picture, price, nights]) => ({
            code,
            name,
            latitude,
            longitude,
            url,
            picture,
            price,
            ...(nights === null ? {} : { nights }),
          }));
          const points = all.paginations.allHouses!.map(({ picture, ...point }) => ({
            ...point,
            picture: picture?.url ?? null,
          }));
          const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
          expect(asObjects.sort(byCode), `${lang} ${JSON.stringify(query)}`).to.deep.equal(points.sort(byCode));
          if ('resFrom' in query || 'months' in query)
            expect(asObjects.every((p) => p.price === null || p.nights! > 0)).to.equal(true);
        }
      }
    });

    it('lets the browser keep the map points: a strong ETag, 304 on If-None-Match, revalidated at once with dates', async () => {
      const url = (query: Query) => `${base}/api/houses/map?${queryString(query)}`;
      const first = await fetch(url({ regionIds: '4' }), { headers: { 'accept-language': 'en' } });
      const etag = first.headers.get('etag')!;
      expect(etag).to.match(/^"[\w-]{20,}"$/);
      expect(first.headers.get('cache-control')).to.equal('public, max-age=60, must-revalidate');
      expect(first.headers.get('vary')).to.match(/accept-language/i);
      const again = await fetch(url({ regionIds: '4' }), {
        headers: { 'accept-language': 'en', 'if-none-match': etag },
      });
      expect(again.status).to.equal(304);
      expect(await again.text()).to.equal('');
      const german = await fetch(url({ regionIds: '4' }), {
        headers: { 'accept-language': 'de', 'if-none-match': etag },
      });
      expect(german.status, 'another language is another answer').to.equal(200);
      const other = await fetch(url({ regionIds: '5' }), {
        headers: { 'accept-language': 'en', 'if-none-match': etag },
      });
      expect(other.status, 'other filters are another answer').to.equal(200);
      const dated = await fetch(url(SUMMER), { headers: { 'accept-language': 'en' } });
      expect(dated.headers.get('cache-control')).to.equal('public, no-cache');
    });

    it('changes the map points’ ETag with a booking on the dates and with a catalogue change', async () => {
      const tag = async (query: Query) =>
        (await fetch(`${base}/api/houses/map?${queryString(query)}`)).headers.get('etag');
      const [{ id, code }] = await db.query<{ id: number; code: string }>(
        `select h.id, h.code from houses h where ${FREE()} order by h.id desc limit 1`,
        [SUMMER.resFrom, SUMMER.resTo],
      );
      const [dated, undated] = [await tag(SUMMER), await tag({})];
      const stay = await addStay(db, { houseId: id, from: SUMMER.resFrom, to: SUMMER.resTo, kind: 'booking' });
      try {
        expect(await tag(SUMMER)).to.not.equal(dated);
        expect(await matches(SUMMER)).not.to.include(code);
        expect(await tag({}), 'a booking leaves the undated map alone').to.equal(undated);
      } finally {
        await setStayStatus(db, stay, 'cancelled');
      }
      expect(await tag(SUMMER)).to.equal(dated);
      await db.query(`update house_texts set name = name || ' Renamed' where house_id = $1 and lang = 'en'`, [id]);
      try {
        expect(await tag({})).to.not.equal(undated);
      } finally {
        await db.query(`update house_texts set name = replace(name, ' Renamed', '') where house_id = $1`, [id]);
      }
      expect(await tag({})).to.equal(undated);
    });

    it('refuses bad map filters with a 422 naming the field, as the search does', async () => {
      const cases: Array<[Query, string]> = [
        [{ resFrom: '2027-07-05', resTo: '2027-07-11' }, 'resFrom'],
        [{ numberOfAdults: 'many' }, 'numberOfAdults'],
        [{ regionIds: '999' }, 'regionIds'],
        [{ minimumPriceCents: 90000, maximumPriceCents: 50000 }, 'maximumPriceCents'],
        [{ months: '2027-07' }, 'nights'],
      ];
      for (const [query, field] of cases) {
        const { status, body } = await get<{ field: string; message: string }>(
          `/api/houses/map?${queryString(query)}`,
          'de',
        );
        expect(status, JSON.stringify(query)).to.equal(422);
        expect(body.field).to.equal(field);
        expect((await search(query)).body).to.include({ field });
      }
    });

    it('keeps the default answer to what a card shows (at most 40 KB for 30 cards, en and de); include=prices adds the seasons back', async () => {
      for (const lang of ['en', 'de']) {
        const res = await fetch(`${base}/api/houses/search`, { headers: { 'accept-language': lang } });
        const text = await res.text();
        expect((JSON.parse(text) as SearchResult).houses, lang).to.have.length(30);
        expect(Buffer.byteLength(text), lang).to.be.below(MAX_DEFAULT_ANSWER);
        // The list's own call is the same cards.
        const list = await fetch(`${base}/api/houses/search?include=gallery,availability`, {
          headers: { 'accept-language': lang },
        }).then((r) => r.text());
        expect(list, lang).to.equal(text);
      }
      const lean = (await search()).body.houses;
      const full = (await search({ include: 'prices,gallery,availability' })).body.houses;
      // The drive to the nearest town comes with the points.
      const pointed = (await search({ include: 'gallery,points' })).body.houses;
      expect(pointed.map((h) => h.code)).to.deep.equal(lean.map((h) => h.code));
      expect(pointed.filter((h) => h.mainPoint).length).to.be.greaterThan(25);
      expect(full.map((h) => h.code)).to.deep.equal(lean.map((h) => h.code));
      full.forEach((house, i) => {
        expect(house.prices!.length).to.be.greaterThan(0);
        expect(house.priceFrom!.weekCents).to.equal(Math.min(...house.prices!.map((p) => p.weekCents)));
        const { prices, ...card } = house;
        expect(prices).to.be.an('array');
        expect(card).to.deep.equal(lean[i]);
      });
    });

    it('keeps the search answer to its page: one card costs one card, whatever the number of matches, unless the map points are asked for', async () => {
      const size = async (query: Query) =>
        (await fetch(`${base}/api/houses/search?${queryString(query)}`)).text().then((t) => t.length);
      const [one] = (await search({ limit: 1 })).body.houses;
      const card = JSON.stringify(one).length;
      expect(await size({ limit: 1 })).to.be.below(card + 200);
      expect(await size({ limit: 1, include: WITH_MAP })).to.be.above(card + 220 * 150);
      expect(await size({ limit: 1, ...SUMMER })).to.be.below(card + 300);
    });

    it("gives every map point its card's price in cents: per night without dates, the stay's total with them (en and de)", async () => {
      for (const lang of ['en', 'de']) {
        for (const stay of [{}, SUMMER, SEASON_CHANGE]) {
          const dated = 'resFrom' in stay;
          const { status, body } = await search({ ...stay, limit: 100, include: WITH_MAP }, lang);
          expect(status).to.equal(200);
          const points = new Map(body.paginations.allHouses!.map((p) => [p.code, p]));
          for (const house of body.houses) {
            const point = points.get(house.code)!;
            const total = dated && house.availability ? house.availability : null;
            expect(point.price, `${lang} ${house.code}`).to.equal(total ? total.priceCents : house.priceFrom!.dayCents);
            expect(point.nights, `${lang} ${house.code}`).to.equal(total ? total.nights : undefined);
            expect(point.picture!.alt).to.equal(house.gallery![0].alt || house.name);
          }
          if (dated)
            expect(
              body.houses.some((h) => h.availability),
              'some house has a stay price',
            ).to.equal(true);
        }
      }
      // The stay's total is in the answer only when asked for (include availability), like the cards'.
      const undated = await search({ ...SUMMER, include: 'prices,gallery,mapPoints', limit: 5 });
      for (const house of undated.body.houses) {
        expect(undated.body.paginations.allHouses!.find((p) => p.code === house.code)!.price).to.equal(
          house.priceFrom!.dayCents,
        );
      }
    });

    it('pages through every house exactly once with limit and offset, favourites first', async () => {
      const cards = await allCards({ include: 'categories' });
      expect(cards).to.have.length(220);
      expect(codesOf(cards)).to.deep.equal(await matches());
      const favourite = cards.map((h) => h.categories!.includes(1));
      expect(favourite.indexOf(false)).to.equal(favourite.filter(Boolean).length); // all favourites come first
      const page = await search({ limit: 7, offset: 14 });
      expect(page.body.houses.map((h) => h.code)).to.deep.equal(cards.slice(14, 21).map((h) => h.code));
      expect(page.body.paginations).to.include({ total: 220, perPage: 7 });
      const beyond = await search({ offset: 300, include: WITH_MAP });
      expect(beyond.body.houses).to.deep.equal([]);
      expect(beyond.body.paginations.total).to.equal(220);
      expect(beyond.body.paginations.allHouses).to.have.length(220);
    });

    it('gives the parts asked for with include', async () => {
      const { body } = await search({ include: 'texts,highlights,similarListing', limit: 3 });
      for (const house of body.houses) {
        expect(house.texts).to.have.length(1);
        expect(house.highlights).to.be.an('array');
        expect(house).not.to.have.property('prices');
        expect(house).not.to.have.property('gallery');
        expect(house.priceFrom).to.be.an('object');
      }
      const dated = await search({ include: 'availability', ...SUMMER, limit: 3 });
      for (const house of dated.body.houses) {
        expect(house.availability).to.include({ nights: 7 });
        expect(house).not.to.have.property('prices');
      }
    });

    it('finds house names, regions, areas and places ignoring case and accents', async () => {
      const reykjavik = await matches({ search: 'Reykjavik' });
      expect(await matches({ search: 'reykjavík' })).to.deep.equal(reykjavik);
      expect(await matches({ search: 'REYKJAVÍK' })).to.deep.equal(reykjavik);
      expect(reykjavik).to.include.members(await expected('h.region_id = 7'));

      const hofn = await matches({ search: 'Hofn' });
      expect(await matches({ search: 'Höfn' })).to.deep.equal(hofn);
      const nearHofn = await expected(
        `exists (select 1 from house_points hp join places p on p.id = hp.place_id where hp.house_id = h.id and hp.is_main and p.name_en = 'Höfn')`,
      );
      expect(nearHofn.length).to.be.greaterThan(0);
      expect(hofn).to.include.members(nearHofn);

      // A house by its own name, written without accents: the best match comes first.
      const [named] = await db.query<{ code: string; name: string }>(
        `select h.code, t.name from houses h join house_texts t on t.house_id = h.id and t.lang = 'en'
          where t.name ~ '[áéíóúýö]' and t.name !~ '[ðþæÐÞÆ]' order by h.id limit 1`,
      );
      const plain = named.name
        .split(' ')[0]
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
      const byName = await search({ search: plain });
      expect(byName.body.houses[0].code, plain).to.equal(named.code);
      expect((await search({ search: named.code.toLowerCase() })).body.houses[0].code).to.equal(named.code);

      // German names are searched too; answers are in the request's language.
      const cottages = await expected(
        `exists (select 1 from house_texts t where t.house_id = h.id and t.lang = 'de' and t.name like 'Ferienhütte %')`,
      );
      expect(cottages.length).to.be.greaterThan(5);
      const ferienhutte = await search({ search: 'ferienhutte', limit: 100, include: WITH_MAP }, 'de');
      expect(codesOf(ferienhutte.body.paginations.allHouses)).to.include.members(cottages);
      expect(ferienhutte.body.houses[0].name).to.match(/^Ferienhütte /);

      // LIKE wildcards are text, not patterns.
      expect((await search({ search: '%' })).body.paginations.total).to.equal(0);
      expect((await search({ search: '_' })).body.paginations.total).to.equal(0);
    });

    it('finds highlights and bed types by their names in both languages, whatever the page’s language', async () => {
      const having = (table: 'highlight' | 'bed', id: number) =>
        expected(
          table === 'highlight'
            ? `exists (select 1 from house_highlights x where x.house_id = h.id and x.highlight_id = ${id})`
            : `exists (select 1 from house_rooms r join room_beds b on b.room_id = r.id where r.house_id = h.id and b.bed_type_id = ${id} and b.quantity > 0)`,
        );
      const cases: Array<[string, 'highlight' | 'bed', number]> = [
        ['sauna', 'highlight', 12],
        ['Sauna', 'highlight', 12],
        ['hot tub', 'highlight', 9],
        ['Hot Tub', 'highlight', 9],
        ['Geschirrspüler', 'highlight', 4],
        ['geschirrspuler', 'highlight', 4],
        ['dishwasher', 'highlight', 4],
        ['bunk bed', 'bed', 3],
        ['Etagenbett', 'bed', 3],
        ['Schlafsofa', 'bed', 4],
      ];
      for (const [text, table, id] of cases) {
        const want = await having(table, id);
        expect(want.length, text).to.be.within(1, 219);
        for (const lang of ['en', 'de']) {
          const { body } = await mapPoints({ search: text }, lang);
          expect(sorted(body.houses.map(([code]) => code)), `${text} (${lang})`).to.deep.equal(want);
        }
      }
      // A feature with another word narrows: every word must match.
      const north = await matches({ search: 'north' });
      const saunas = await matches({ search: 'sauna' });
      expect(await matches({ search: 'sauna north' })).to.deep.equal(saunas.filter((code) => north.includes(code)));
    });

    it('suggests only what the search then finds (suggestions and search share one rule)', async () => {
      let shown = 0;
      for (const lang of ['en', 'de']) {
        const suggestions = (await get<Suggestions>('/api/houses/search/suggestions', lang)).body;
        const items = suggestions.houses;
        const index = await suggestionIndex(suggestions);
        const names = items
          .filter((s) => s.house.type === 'house')
          .slice(0, 220)
          .filter((_, i) => i % 23 === 0)
          .map((s) => s.house.name);
        const queries = [
          'sauna',
          'Sauna',
          'hot tub',
          'Whirlpool',
          'vik',
          'Höfn',
          'hofn',
          'lodge',
          'Reykjavik',
          'Reykjavk',
          'Hütte',
          'cabin',
          'fjord',
          'su',
          ...names.map((n) => n.split(' ')[0]),
        ];
        for (const text of queries) {
          const suggested = matchSuggestions(index, text);
          shown += suggested.length;
          const urls = (await mapPoints({ search: text }, lang)).body.houses.map((row) => row[4]);
          for (const s of suggested) {
            const where = `${text} (${lang}) → ${s.house.name}`;
            if (s.house.type === 'house')
              expect(
                urls.some((url) => url.includes(`/${s.house.slug}`)),
                where,
              ).to.equal(true);
            else
              expect(
                (await search({ search: s.house.name, limit: 1 }, lang)).body.paginations.total,
                where,
              ).to.be.greaterThan(0);
          }
        }
      }
      expect(shown).to.be.greaterThan(50);
    });

    it('ranks by relevance: among the houses of a place, the nearest first', async () => {
      const { body } = await search({ search: 'Hofn', limit: 100 });
      const km = await db.query<{ code: string; km: number }>(
        `select h.code, hp.distance_km as km from houses h join house_points hp on hp.house_id = h.id and hp.is_main join places p on p.id = hp.place_id where p.name_en = 'Höfn'`,
      );
      const distance = new Map(km.map((r) => [r.code, r.km]));
      const mains = body.houses.filter((h) => distance.has(h.code)).map((h) => distance.get(h.code)!);
      expect(mains).to.deep.equal([...mains].sort((a, b) => a - b));
    });

    it('with dates: only the houses free for the whole stay, each with the price of the stay', async () => {
      const free = await expected(FREE(), [SUMMER.resFrom, SUMMER.resTo]);
      expect(free.length).to.be.within(40, 219);
      expect(await matches(SUMMER)).to.deep.equal(free);
      const booked = await expected(`not ${FREE()}`, [SUMMER.resFrom, SUMMER.resTo]);
      expect(booked.length).to.be.greaterThan(0);
      const cards = await allCards(SUMMER);
      expect(cards).to.have.length(free.length);
      for (const house of cards) {
        const price = await stayPricePayload(db, house.id, SUMMER.resFrom, SUMMER.resTo);
        expect(price, house.code).to.not.equal(null);
        expect(house.availability, house.code).to.deep.equal(price);
        expect(house.availability!.nights).to.equal(7);
        expect(house.priceFrom).to.be.an('object');
      }
    });

    it('sees a new booking at once, and its cancellation', async () => {
      const [{ id, code }] = await db.query<{ id: number; code: string }>(
        `select h.id, h.code from houses h where ${FREE()} order by h.id limit 1`,
        [SUMMER.resFrom, SUMMER.resTo],
      );
      const stay = await addStay(db, { houseId: id, from: '2027-07-08', to: '2027-07-15', kind: 'booking' });
      expect(await matches(SUMMER)).not.to.include(code);
      expect(await matches({ resFrom: '2027-07-01', resTo: '2027-07-08' })).to.include(code); // the check-in day of a stay is another's check-out
      await setStayStatus(db, stay, 'cancelled');
      expect(await matches(SUMMER)).to.include(code);
    });

    it('prices a stay across a season change exactly as the house page does', async () => {
      const cards = await allCards(SEASON_CHANGE);
      expect(cards.length).to.be.greaterThan(20);
      for (const house of cards)
        expect(house.availability, house.code).to.deep.equal(
          await stayPricePayload(db, house.id, SEASON_CHANGE.resFrom, SEASON_CHANGE.resTo),
        );
    });

    describe('flexible dates (months and nights)', () => {
      /** Per house, its cheapest free priced stay of the window (earliest, then shortest, on a tie), from SQL over the catalogue. */
      const cheapestStays = async (months: string[], nights: number[]) => {
        const WEEK_NIGHTS = STAY_WEEK_NIGHTS('w.f', 'w.t');
        const rows = await db.query<{ code: string; id: number; f: string; t: string }>(
          `with w as (
             select d::date as f, d::date + n as t
               from unnest($1::text[]) m, generate_series((m || '-01')::date, (m || '-01')::date + interval '1 month' - interval '1 day', interval '1 day') d, unnest($2::int[]) n
              where extract(dow from d) in (0, 4) and extract(dow from d::date + n) in (0, 4) and d >= date '2026-12-05')
           select distinct on (h.id) h.code, h.id, to_char(w.f, 'YYYY-MM-DD') as f, to_char(w.t, 'YYYY-MM-DD') as t
             from houses h, w
            where h.published and ${FREE('w.f', 'w.t')} and ${WEEK_NIGHTS} is not null
            order by h.id, ${WEEK_NIGHTS}, w.f, w.t - w.f`,
          [months, nights],
        );
        return new Map(rows.map((r) => [r.code, r]));
      };

      it('answers each free house with its cheapest stay of the window, priced as the house page prices it', async () => {
        const want = await cheapestStays(['2027-07'], [7]);
        expect(want.size).to.be.within(100, 220);
        const query = { months: '2027-07', nights: '7' };
        expect(await matches(query)).to.deep.equal(sorted(want.keys()));
        for (const house of await allCards(query)) {
          const { f, t } = want.get(house.code)!;
          const price = await stayPricePayload(db, house.id, f, t);
          expect(house.availability, house.code).to.deep.equal({ ...price, checkIn: f, checkOut: t });
        }
        // Weekends of two months: 3 or 4 nights, Thursday to Sunday or Sunday to Thursday.
        const short = await cheapestStays(['2027-02', '2027-03'], [3, 4]);
        const cards = await allCards({ months: '2027-03,2027-02', nights: '3-4' });
        expect(codesOf(cards)).to.deep.equal(sorted(short.keys()));
        for (const house of cards) {
          const { checkIn, checkOut, nights } = house.availability!;
          expect([checkIn, checkOut], house.code).to.deep.equal([short.get(house.code)!.f, short.get(house.code)!.t]);
          expect(nights).to.be.oneOf([3, 4]);
        }
      });

      it('sorts by the total of that stay, and the price range compares its average week price', async () => {
        const query = { months: '2027-07,2027-08', nights: '7', order: 'price asc' };
        const totals = (await allCards(query)).map((h) => h.availability!.priceCents);
        expect(totals.length).to.be.greaterThan(100);
        expect(totals).to.deep.equal([...totals].sort((a, b) => a - b));
        const desc = (await allCards({ ...query, order: 'price desc' })).map((h) => h.availability!.priceCents);
        expect(desc).to.deep.equal([...totals].sort((a, b) => b - a));
        const ranged = await allCards({ ...query, minimumPriceCents: 90000, maximumPriceCents: 140000 });
        expect(ranged.length).to.be.within(1, totals.length - 1);
        for (const h of ranged)
          expect((h.availability!.priceCents * 7) / h.availability!.nights / 100, h.code).to.be.within(899, 1401);
      });

      it('skips a stay a booking takes: the house answers with its next cheapest, and again after the cancellation', async () => {
        const want = await cheapestStays(['2027-07'], [7]);
        const card = async (code: string) =>
          (await search({ months: '2027-07', nights: 7, codes: code })).body.houses[0];
        const [code, cheapest] = [...want][0];
        const stay = await addStay(db, { houseId: cheapest.id, from: cheapest.f, to: cheapest.t, kind: 'booking' });
        try {
          const next = (await card(code)).availability!;
          expect(next.checkIn).to.not.equal(cheapest.f);
          expect(next.checkIn! >= cheapest.t || next.checkOut! <= cheapest.f, JSON.stringify(next)).to.equal(true);
          expect(next.priceCents).to.be.at.least(
            (await stayPrice(db, cheapest.id, cheapest.f, cheapest.t))!.price * 100,
          );
        } finally {
          await setStayStatus(db, stay, 'cancelled');
        }
        expect((await card(code)).availability).to.include({ checkIn: cheapest.f, checkOut: cheapest.t });
      });

      it('refuses bad months and nights with a 422 naming the field, in the request’s language', async () => {
        const cases: Array<[Query, string]> = [
          [{ months: '2027-07' }, 'nights'],
          [{ nights: '7' }, 'months'],
          [{ months: '2027-13', nights: '7' }, 'months'],
          [{ months: 'July', nights: '7' }, 'months'],
          [
            {
              months:
                Array.from({ length: 13 }, (_, i) => `2027-${String((i % 12) + 1).padStart(2, '0')}`).join(',') +
                ',2028-01',
              nights: '7',
            },
            'months',
          ],
          [{ months: '2026-11', nights: '7' }, 'months'],
          [{ months: '2029-01', nights: '7' }, 'months'],
          [{ months: '2027-07', nights: '0' }, 'nights'],
          [{ months: '2027-07', nights: '4-3' }, 'nights'],
          [{ months: '2027-07', nights: '29' }, 'nights'],
          [{ months: '2027-07', nights: 'a week' }, 'nights'],
          [{ months: '2027-07', nights: '5' }, 'nights'],
          [{ months: '2027-07', nights: '7', ...SUMMER }, 'months'],
        ];
        for (const [query, field] of cases) {
          const { status, body } = await search(query);
          expect(status, JSON.stringify(query)).to.equal(422);
          expect(body, JSON.stringify(query)).to.include({ field });
          expect((body as unknown as { message: string }).message).to.include(field);
        }
        const de = await search({ months: '2027-07', nights: '5' }, 'de');
        expect(de.body).to.deep.equal({
          message:
            'nights: In diesen Monaten beginnt und endet kein Aufenthalt von 5 Nächten an einem Donnerstag oder Sonntag.',
          field: 'nights',
        });
        // December 2026: only the days from 2026-12-05 on.
        for (const house of await allCards({ months: '2026-12', nights: '3-4' }))
          expect(house.availability!.checkIn! >= '2026-12-05').to.equal(true);
      });
    });

    it('refuses bad input with a 422 naming the field, in the request’s language', async () => {
      const cases: Array<[Query, string]> = [
        [{ resFrom: '2027-07-05', resTo: '2027-07-11' }, 'resFrom'],
        [{ resFrom: '2027-07-04', resTo: '2027-07-10' }, 'resTo'],
        [{ resFrom: '2026-12-03', resTo: '2026-12-06' }, 'resFrom'],
        [{ resFrom: '2027-07-11', resTo: '2027-07-04' }, 'resTo'],
        [{ resFrom: 'next week', resTo: '2027-07-11' }, 'resFrom'],
        [{ resFrom: '2027-07-04', resTo: '2027-13-01' }, 'resTo'],
        [{ limit: 'all' }, 'limit'],
        [{ limit: 500 }, 'limit'],
        [{ offset: -30 }, 'offset'],
        [{ numberOfBedrooms: 'x' }, 'numberOfBedrooms'],
        [{ numberOfAdults: '2.5' }, 'numberOfAdults'],
        [{ regionIds: '4,south' }, 'regionIds'],
        [{ regionIds: '42' }, 'regionIds'],
        [{ houseHighlightIds: 'hot-tub' }, 'houseHighlightIds'],
        [{ houseCategoryIds: '1,,x' }, 'houseCategoryIds'],
        [{ houseBedIds: '1.2' }, 'houseBedIds'],
        [{ minimumPriceCents: 'low' }, 'minimumPriceCents'],
        [{ minimumPriceCents: 500.5 }, 'minimumPriceCents'],
        [{ minimumPriceCents: 90000, maximumPriceCents: 80000 }, 'maximumPriceCents'],
        [{ order: 'price' }, 'order'],
      ];
      for (const [query, field] of cases) {
        const { status, body } = await search(query);
        expect(status, JSON.stringify(query)).to.equal(422);
        expect(body, JSON.stringify(query)).to.include({ field });
        expect((body as unknown as { message: string }).message).to.include(field);
      }
      const de = await search({ resFrom: '2026-12-03', resTo: '2026-12-06' }, 'de');
      expect(de.body).to.deep.equal({
        message: 'resFrom muss mindestens 14 Tage in der Zukunft liegen (2026-12-05 oder später).',
        field: 'resFrom',
      });
      // A lone date is no stay (docs/product/rules.md#no-dates-yet: dates go as a pair), and the earliest allowed stay is fine.
      expect((await search({ resFrom: SUMMER.resFrom })).body.paginations.total).to.equal(220);
      expect((await search({ resFrom: '2026-12-06', resTo: '2026-12-10' })).status).to.equal(200);
    });

    it('filters by bedrooms, adults, bed types, regions, highlights and categories, alone and together', async () => {
      const BEDS = (type: number) =>
        `(select coalesce(sum(rb.quantity), 0) from house_rooms r join room_beds rb on rb.room_id = r.id where r.house_id = h.id and rb.bed_type_id = ${type})`;
      const HAS = (highlight: number) =>
        `exists (select 1 from house_highlights x where x.house_id = h.id and x.highlight_id = ${highlight})`;
      const cases: Array<[Query, string]> = [
        [{ numberOfBedrooms: 3 }, 'h.bedrooms >= 3'],
        [{ numberOfBedrooms: 0 }, 'true'],
        [{ numberOfAdults: 6 }, 'h.max_persons >= 6'],
        [{ houseBedIds: '1:2' }, `${BEDS(1)} >= 2`],
        [{ houseBedIds: '1:1,2:2' }, `${BEDS(1)} >= 1 and ${BEDS(2)} >= 2`],
        [{ houseBedIds: '3:0' }, 'true'],
        [{ regionIds: '4,7' }, 'h.region_id in (4, 7)'],
        [{ regionIds: '2' }, 'h.region_id = 2'],
        [{ houseHighlightIds: '9' }, HAS(9)],
        [{ houseHighlightIds: '9,12' }, `${HAS(9)} and ${HAS(12)}`],
        [
          { houseCategoryIds: '2,3' },
          'exists (select 1 from house_categories c where c.house_id = h.id and c.category_id in (2, 3))',
        ],
        [
          { numberOfAdults: 4, regionIds: '4,5', houseHighlightIds: '5', numberOfBedrooms: 2 },
          `h.max_persons >= 4 and h.region_id in (4, 5) and ${HAS(5)} and h.bedrooms >= 2`,
        ],
      ];
      for (const [query, where] of cases) {
        const want = await expected(where);
        expect(want.length, JSON.stringify(query)).to.be.greaterThan(0);
        expect(await matches(query), JSON.stringify(query)).to.deep.equal(want);
      }
      // Repeated parameters are a list too.
      expect(
        (await get<SearchResult>('/api/houses/search?regionIds=4&regionIds=7&limit=1')).body.paginations.total,
      ).to.equal((await expected('h.region_id in (4, 7)')).length);
      const combined = {
        ...SUMMER,
        regionIds: '4',
        numberOfAdults: 4,
        houseHighlightIds: '5',
        minimumPriceCents: 80000,
        maximumPriceCents: 250000,
      };
      const want = await expected(
        `${FREE()} and h.region_id = 4 and h.max_persons >= 4 and ${HAS(5)} and ${STAY_WEEK_NIGHTS()} between 800 * 7 and 2500 * 7`,
        [SUMMER.resFrom, SUMMER.resTo],
      );
      expect(await matches(combined)).to.deep.equal(want);
    });

    it('filters by petsAllowed=true: only the houses with the pets highlight, each saying so (docs/product/rules.md#pets-allowed)', async () => {
      const HAS = (highlight: number) =>
        `exists (select 1 from house_highlights x where x.house_id = h.id and x.highlight_id = ${highlight})`;
      const pets = await expected(HAS(PETS_HIGHLIGHT_ID));
      expect(pets.length, 'the demo has houses with and without pets').to.be.within(1, 219);
      expect(await matches({ petsAllowed: 'true' })).to.deep.equal(pets);
      expect(await matches({ petsAllowed: 'false' })).to.have.length(220);
      expect(await matches({ petsAllowed: 'true', houseHighlightIds: '5' })).to.deep.equal(
        await expected(`${HAS(PETS_HIGHLIGHT_ID)} and ${HAS(5)}`),
      );
      const cards = await allCards({ petsAllowed: 'true' });
      expect(codesOf(cards)).to.deep.equal(pets);
      expect(cards.every((house) => house.petsAllowed)).to.equal(true);
      // Every card says whether its house allows pets.
      expect(codesOf((await allCards()).filter((house) => house.petsAllowed))).to.deep.equal(pets);
      const { status, body } = await search({ petsAllowed: 'yes' }, 'de');
      expect([status, body]).to.deep.equal([
        422,
        { message: 'petsAllowed muss true oder false sein.', field: 'petsAllowed' },
      ]);
    });

    it('filters by price: the from-price per week without dates, the average week price of the stay with dates', async () => {
      expect(await matches({ minimumPriceCents: 60000, maximumPriceCents: 90000 })).to.deep.equal(
        await expected(`${FROM_PRICE} between 600 and 900`),
      );
      expect(await matches({ minimumPriceCents: 100000 })).to.deep.equal(await expected(`${FROM_PRICE} >= 1000`));
      expect(await matches({ maximumPriceCents: 50050 })).to.deep.equal(await expected(`${FROM_PRICE} <= 500.5`));
      for (const house of (await search({ minimumPriceCents: 60000, maximumPriceCents: 90000 })).body.houses)
        expect(house.priceFrom!.weekCents).to.be.within(60000, 90000);
      for (const stay of [SUMMER, SEASON_CHANGE]) {
        const nights = (Date.parse(stay.resTo) - Date.parse(stay.resFrom)) / 86_400_000;
        const want = await expected(`${FREE()} and ${STAY_WEEK_NIGHTS()} between 900 * $3 and 1500 * $3`, [
          stay.resFrom,
          stay.resTo,
          nights,
        ]);
        expect(want.length).to.be.greaterThan(3);
        expect(await matches({ ...stay, minimumPriceCents: 90000, maximumPriceCents: 150000 })).to.deep.equal(want);
        for (const house of (await search({ ...stay, minimumPriceCents: 90000, maximumPriceCents: 150000 })).body
          .houses) {
          expect((house.availability!.priceCents * 7) / nights / 100).to.be.within(900 - 7 / nights, 1500 + 7 / nights); // the total is rounded
        }
      }
    });

    it('sorts by price (the from-price, or the stay’s price with dates); random keeps the matches', async () => {
      const ascending = (await allCards({ order: 'price asc' })).map((h) => h.priceFrom!.weekCents);
      expect(ascending).to.have.length(220);
      expect(ascending).to.deep.equal([...ascending].sort((a, b) => a - b));
      const descending = (await allCards({ order: 'price desc', regionIds: '4' })).map((h) => h.priceFrom!.weekCents);
      expect(descending).to.deep.equal([...descending].sort((a, b) => b - a));
      for (const order of ['price asc', 'price desc']) {
        const prices = (await allCards({ ...SEASON_CHANGE, order })).map((h) => h.availability!.priceCents);
        expect(prices).to.deep.equal([...prices].sort((a, b) => (order === 'price asc' ? a - b : b - a)));
      }
      const random = await search({ order: 'random', limit: 5, houseCategoryIds: '1' });
      expect(random.body.houses).to.have.length(5);
      expect(await matches({ order: 'random', houseCategoryIds: '1' })).to.deep.equal(
        await matches({ houseCategoryIds: '1' }),
      );
    });

    it('fills otherHouses when fewer than 6 match: relaxed filters, nearest first, never a result again', async () => {
      expect(OTHER_THRESHOLD).to.equal(6);
      // Westfjords houses with a hot tub, a sauna and a wheelchair access: few or none.
      const query = { regionIds: '6', houseHighlightIds: '9,12,11', numberOfAdults: 2 };
      const { body } = await search(query);
      expect(body.paginations.total).to.be.lessThan(OTHER_THRESHOLD);
      const others = body.otherHouses.houses;
      expect(others).to.have.length(OTHER_LIMIT);
      const results = new Set(await matches(query));
      expect(others.filter((h) => results.has(h.code))).to.deep.equal([]);
      expect(new Set(others.map((h) => h.code)).size).to.equal(others.length);
      // First relaxation: the highlights go, so these are still Westfjords houses for 2, nearest to the region's centre first.
      const [centre] = await db.query<{ latitude: number; longitude: number }>(
        'select latitude, longitude from regions where id = 6',
      );
      const cos = Math.cos((centre.latitude * Math.PI) / 180);
      const distance = (h: House) =>
        (h.location.latitude - centre.latitude) ** 2 + ((h.location.longitude - centre.longitude) * cos) ** 2;
      for (const house of others) {
        expect(house.region.id).to.equal(6);
        expect(house.numberOfPersons).to.be.at.least(2);
        expect(house.gallery).to.have.length(1);
      }
      expect(others.map(distance)).to.deep.equal(others.map(distance).sort((a, b) => a - b));

      // With dates, other houses are free too; enough matches, no other houses.
      const dated = await search({ ...SUMMER, houseHighlightIds: '9,12,11,13', numberOfAdults: 4 });
      expect(dated.body.paginations.total).to.be.lessThan(OTHER_THRESHOLD);
      const free = new Set(await expected(FREE(), [SUMMER.resFrom, SUMMER.resTo]));
      expect(dated.body.otherHouses.houses.length).to.equal(OTHER_LIMIT);
      for (const house of dated.body.otherHouses.houses) {
        expect(free.has(house.code), house.code).to.equal(true);
        expect(house.numberOfPersons).to.be.at.least(4);
        expect(house.availability).to.include({ nights: 7 });
      }
      expect((await search({ regionIds: '6' })).body.otherHouses.houses).to.deep.equal([]);

      // Text that finds nothing: the text goes last; text that finds few: its other matches near its best match come first.
      const nothing = await search({ search: 'qxzqxzqxz' });
      expect(nothing.body.paginations).to.deep.equal({ total: 0, perPage: 30 });
      expect(nothing.body.otherHouses.houses).to.have.length(OTHER_LIMIT);
      const hofn = new Set(await matches({ search: 'Hofn' }));
      const few = await search({ search: 'Hofn', houseHighlightIds: '4,5,6,7,8,9,10,11,12,13' });
      expect(few.body.paginations.total).to.be.lessThan(OTHER_THRESHOLD);
      for (const house of few.body.otherHouses.houses) expect(hofn.has(house.code), house.code).to.equal(true);
    });

    it('answers in German with Accept-Language de', async () => {
      const { body, headers } = await search(
        { regionIds: '4', limit: 5, include: `${WITH_MAP},points` },
        'de-DE,de;q=0.9,en;q=0.8',
      );
      expect(headers.get('content-language')).to.equal('de');
      const names = new Map(
        (
          await db.query<{ code: string; name: string; slug: string }>(
            `select h.code, t.name, t.slug from houses h join house_texts t on t.house_id = h.id and t.lang = 'de' where h.region_id = 4`,
          )
        ).map((r) => [r.code, r]),
      );
      for (const house of body.houses) {
        expect(house.name).to.equal(names.get(house.code)!.name);
        expect(house.region).to.include({ slug: 'sud', name: 'Süden' });
        expect(house.mainPoint!.duration.symbol).to.equal('Min.');
      }
      for (const point of body.paginations.allHouses!)
        expect(point.url).to.equal(`/de/ferienhaus/sud/${names.get(point.code)!.slug}/`);
      expect((await search({ limit: 1 }, 'fr-FR')).headers.get('content-language')).to.equal('en');
    });

    it('lists houses, areas and regions for the suggestions, in the request’s language, cacheable', async () => {
      const en = await get<{ houses: SearchSuggestion[] }>('/api/houses/search/suggestions');
      expect(en.status).to.equal(200);
      expect(en.headers.get('cache-control')).to.match(/^public, max-age=\d+$/);
      expect(en.headers.get('vary')).to.match(/accept-language/i);
      const [{ areas }] = await db.query<{ areas: number }>('select count(*) as areas from areas');
      const list = en.body.houses.map((s) => s.house);
      expect(list.filter((s) => s.type === 'house')).to.have.length(220);
      expect(list.filter((s) => s.type === 'area')).to.have.length(areas + 8);
      for (const s of list) {
        expect(Object.keys(s)).to.deep.equal(['name', 'type', 'slug', 'regionSlug']);
        expect(s.slug).to.match(/^[a-z0-9-]+$/);
      }
      expect(list).to.deep.include({ name: 'South', type: 'area', slug: 'south', regionSlug: 'south' });
      const de = (await get<{ houses: SearchSuggestion[] }>('/api/houses/search/suggestions', 'de')).body.houses.map(
        (s) => s.house,
      );
      expect(de).to.deep.include({ name: 'Süden', type: 'area', slug: 'sud', regionSlug: 'sud' });
      const [house] = await db.query<{ name: string; slug: string }>(
        `select name, slug from house_texts where house_id = 1 and lang = 'de'`,
      );
      expect(de.find((s) => s.type === 'house' && s.slug === house.slug)?.name).to.equal(house.name);
    });

    it('lists highlights and bed types as {id, name} in the request’s language', async () => {
      const highlights = await get<FilterOption[]>('/api/houses/highlights', 'de');
      expect(highlights.headers.get('vary')).to.match(/accept-language/i);
      expect(highlights.body).to.have.length(18);
      expect(highlights.body).to.deep.include({ id: 9, name: 'Hot Tub' });
      expect(highlights.body).to.deep.include({ id: 4, name: 'Geschirrspüler' });
      for (const option of highlights.body) expect(Object.keys(option)).to.deep.equal(['id', 'name']);
      const beds = await get<FilterOption[]>('/api/houses/beds');
      expect(beds.body.slice(0, 4)).to.deep.equal([
        { id: 1, name: 'Double bed' },
        { id: 2, name: 'Single bed' },
        { id: 3, name: 'Bunk bed' },
        { id: 4, name: 'Sofa bed' },
      ]);
      expect((await get<FilterOption[]>('/api/houses/beds', 'de')).body[0]).to.deep.equal({
        id: 1,
        name: 'Doppelbett',
      });
    });

    it('groups houses by the price the filter compares (pricegroups)', async () => {
      const { status, body, headers } = await get<PriceGroups>('/api/houses/pricegroups?numGroups=14');
      expect(status).to.equal(200);
      expect(headers.get('cache-control')).to.match(/^public/);
      expect(body.data.map((g) => g.groupId)).to.deep.equal(Array.from({ length: 14 }, (_, i) => i + 1));
      const prices = (await db.query<{ p: number }>(`select ${FROM_PRICE} as p from houses h`)).map((r) => r.p);
      // Bounds in cents, whole tens of euros.
      const [lo, hi] = [body.minCents / 100, body.maxCents / 100];
      expect(lo).to.equal(Math.floor(Math.min(...prices) / 10) * 10);
      expect(hi).to.equal(Math.ceil(Math.max(...prices) / 10) * 10);
      const width = (hi - lo) / 14;
      const counts = Array<number>(14).fill(0);
      for (const p of prices) counts[Math.min(13, Math.floor((p - lo) / width))]++;
      expect(body.data.map((g) => g.houseCount)).to.deep.equal(counts);
      // The whole range of the groups filters nothing out.
      expect(
        (await search({ minimumPriceCents: body.minCents, maximumPriceCents: body.maxCents })).body.paginations.total,
      ).to.equal(220);
      expect((await get<PriceGroups>('/api/houses/pricegroups')).body.data).to.have.length(14);

      const dated = await get<PriceGroups>(
        `/api/houses/pricegroups?numGroups=5&resFrom=${SUMMER.resFrom}&resTo=${SUMMER.resTo}`,
      );
      expect(dated.body.data.reduce((sum, g) => sum + g.houseCount, 0)).to.equal((await matches(SUMMER)).length);
      expect(
        (await search({ ...SUMMER, minimumPriceCents: dated.body.minCents, maximumPriceCents: dated.body.maxCents }))
          .body.paginations.total,
      ).to.equal((await matches(SUMMER)).length);
      for (const bad of ['0', '101', 'many']) {
        const res = await get<{ field: string }>(`/api/houses/pricegroups?numGroups=${bad}`);
        expect(res.status).to.equal(422);
        expect(res.body.field).to.equal('numGroups');
      }
      expect(
        (await get<{ field: string }>('/api/houses/pricegroups?resFrom=2027-07-05&resTo=2027-07-11')).body.field,
      ).to.equal('resFrom');
    });

    it('follows changes of the catalogue and the passing of the seasons', async () => {
      await db.query(`update house_texts set name = name || ' Zyzzyva' where house_id = 5 and lang = 'en'`);
      try {
        const renamed = (await search({ search: 'zyzzyva' })).body;
        expect(renamed.houses.map((h) => h.code)).to.deep.equal(['SH-1005']);
        expect((await mapPoints({ search: 'zyzzyva' })).body.houses.map((row) => row[1])).to.deep.equal([
          renamed.houses[0].name,
        ]);
        expect(renamed.houses[0].name).to.match(/ Zyzzyva$/);
      } finally {
        await db.query(`update house_texts set name = replace(name, ' Zyzzyva', '') where house_id = 5`);
      }
      expect((await search({ search: 'zyzzyva' })).body.paginations.total).to.equal(0);
      // Cards are cached per catalogue build: a new price or picture shows at once.
      const card = async () => (await search({ search: 'SH-1005', limit: 1 })).body.houses[0];
      const before = await card();
      await db.query('update house_prices set week_price = week_price + 7 where house_id = 5');
      await db.query(`update house_images set alt_en = 'A new picture' where house_id = 5 and position = 1`);
      try {
        const after = await card();
        expect(after.priceFrom!.weekCents).to.equal(before.priceFrom!.weekCents + 700);
        expect(after.gallery![0].alt).to.equal('A new picture');
      } finally {
        await db.query('update house_prices set week_price = week_price - 7 where house_id = 5');
        await db.query(`update house_images set alt_en = $1 where house_id = 5 and position = 1`, [
          before.gallery![0].alt,
        ]);
      }
      expect(await card()).to.deep.equal(before);

      // In June the winter seasons have ended: the from-price (filter, sort, price groups) is that of the seasons still ahead.
      config.fixedNow = new Date('2027-06-15T12:00:00Z');
      try {
        const later = `(select min(p.week_price) from house_prices p where p.house_id = h.id and upper(p.season) > '2027-06-15')`;
        const [cheapest] = await db.query<{ code: string; price: number }>(
          `select h.code, ${later} as price from houses h order by 2, h.id limit 1`,
        );
        const first = (await search({ order: 'price asc', limit: 1 })).body.houses[0];
        expect([first.code, first.priceFrom!.weekCents]).to.deep.equal([cheapest.code, cheapest.price * 100]);
        expect(await matches({ maximumPriceCents: 70000 })).to.deep.equal(await expected(`${later} <= 700`));
        // The clock decides which dates are too soon.
        expect((await search({ resFrom: '2027-06-20', resTo: '2027-06-27' })).body).to.include({ field: 'resFrom' });
      } finally {
        config.fixedNow = new Date(NOW);
      }
      expect((await search({ order: 'price asc', limit: 1 })).body.houses[0].priceFrom!.weekCents).to.equal(
        Math.min(...(await db.query<{ p: number }>(`select ${FROM_PRICE} as p from houses h`)).map((r) => r.p)) * 100,
      );
    });
  });
}

searchSuite('PGlite', async () => openDatabase({ dataDir: tempDir() }));
searchSuite('PostgreSQL', async (ctx) =>
  openDatabase({ url: await freshDatabaseUrl(await requirePostgres(ctx), 'search'), dataDir: tempDir() }),
);
