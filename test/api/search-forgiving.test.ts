/**
 * The forgiving text search (docs/product/api.md#text-search) over the demo
 * catalogue, on PGlite and on a real PostgreSQL: typos with "did you mean",
 * the words travellers use for highlights, and whole-word places. Expected
 * houses come from SQL on the catalogue's own tables.
 */
import { expect } from 'chai';
import type { MapPoints, SearchResult, Suggestions } from '../../contract/api/types.ts';
import { PETS_HIGHLIGHT_ID } from '../../contract/highlights.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { matchSuggestions, suggestionIndex } from '../../src/components/search/suggestions.ts';
import { freshDatabaseUrl, requirePostgres } from '../helpers/postgres.ts';
import { tempDir } from '../helpers/server.ts';
import { searchApi } from '../helpers/search-api.ts';

const NOW = '2026-11-21T12:00:00Z';
const sorted = (values: Iterable<string>) => [...values].sort();

function forgivingSuite(kind: 'PGlite' | 'PostgreSQL', open: (ctx: Mocha.Context) => Promise<Db>) {
  describe(`forgiving house search on ${kind}`, function () {
    this.timeout(300_000);
    async function get<T>(path: string, lang: string): Promise<T> {
      const res = await fetch(`${api.base}${path}`, { headers: { 'accept-language': lang } });
      expect(res.status, path).to.equal(200);
      return (await res.json()) as T;
    }
    const search = (text: string, lang = 'en') =>
      get<SearchResult>(`/api/houses/search?${new URLSearchParams({ search: text, limit: '1' })}`, lang);
    /** Every house a text finds (the map call lists them all). */
    const matches = async (text: string, lang = 'en') =>
      sorted(
        (await get<MapPoints>(`/api/houses/map?${new URLSearchParams({ search: text })}`, lang)).houses.map(
          ([code]) => code,
        ),
      );
    const expected = async (where: string) =>
      sorted(
        (await api.db.query<{ code: string }>(`select h.code from houses h where h.published and (${where})`)).map(
          (r) => r.code,
        ),
      );

    const api = searchApi(open, NOW);

    it('finds the Akureyri houses for "Akuryeri" and "Akureiri", and says "did you mean Akureyri?" (en and de)', async () => {
      const akureyri = await matches('Akureyri');
      expect(akureyri.length).to.be.greaterThan(5);
      expect((await search('Akureyri')).didYouMean).to.equal(undefined);
      for (const lang of ['en', 'de'])
        for (const typo of ['Akuryeri', 'Akureiri', 'akureyrri']) {
          expect(await matches(typo, lang), `${typo} (${lang})`).to.deep.equal(akureyri);
          const answer = await search(typo, lang);
          expect(answer.didYouMean, typo).to.equal('Akureyri');
          expect(answer.paginations.total).to.equal(akureyri.length);
        }
      // The other words stay as typed; each typo is corrected.
      expect((await search('cabin Akuryeri')).didYouMean).to.equal('cabin Akureyri');
      expect((await search('Reykjavk')).didYouMean).to.equal('Reykjavík');
      // Short words get no edits, and a word far from every known one finds nothing.
      expect((await search('Vok')).paginations.total).to.equal(0);
      expect((await search('Qqqqqqqq')).didYouMean).to.equal(undefined);
    });

    it('finds the houses with a highlight by the words travellers use for it, in English and German, on either page', async () => {
      const having = (id: number) =>
        expected(`exists (select 1 from house_highlights x where x.house_id = h.id and x.highlight_id = ${id})`);
      const northernLights = await expected(
        `exists (select 1 from house_categories c where c.house_id = h.id and c.category_id = 3)`,
      );
      const cases: Array<[string, string[]]> = [
        ['Whirlpool', await having(9)],
        ['hot tub', await having(9)],
        ['Kamin', await having(15)],
        ['fireplace', await having(15)],
        ['Hund', await having(PETS_HIGHLIGHT_ID)],
        ['dog', await having(PETS_HIGHLIGHT_ID)],
        ['Haustiere', await having(PETS_HIGHLIGHT_ID)],
        ['WLAN', await having(5)],
        ['Nordlichter', northernLights],
        ['northern lights', northernLights],
      ];
      for (const [text, want] of cases) {
        expect(want.length, text).to.be.within(1, 219);
        for (const lang of ['en', 'de']) expect(await matches(text, lang), `${text} (${lang})`).to.deep.equal(want);
      }
    });

    it('finds Vík as a place, not every name ending in vík; a word’s start still finds the place ("Reykj")', async () => {
      const atVik = await expected(
        `exists (select 1 from house_points hp join places p on p.id = hp.place_id where hp.house_id = h.id and p.name like 'Vík %')
         or exists (select 1 from house_texts t where t.house_id = h.id and t.name ~* '(^| )vík( |$)')`,
      );
      expect(atVik.length).to.be.greaterThan(0);
      expect(await matches('Vík')).to.deep.equal(atVik);
      expect(await matches('vik', 'de')).to.deep.equal(atVik);
      const inReykjavik = await expected('h.region_id = 7');
      expect(await matches('Reykj')).to.include.members(inReykjavik);
      // Inside a word only when no word starts with it: the German "Hütte" finds the Ferienhütten.
      const huts = await expected(
        `exists (select 1 from house_texts t where t.house_id = h.id and t.lang = 'de' and t.name ilike '%hütte%')`,
      );
      expect(huts.length).to.be.greaterThan(0);
      expect(await matches('Hütte', 'de')).to.deep.equal(huts);
    });

    it('suggests the corrected place for a typo, and only what the search then finds (en and de)', async () => {
      for (const lang of ['en', 'de']) {
        const suggestions = await get<Suggestions>('/api/houses/search/suggestions', lang);
        expect(suggestions.words).to.include.members(['akureyri', 'vik', 'whirlpool']);
        expect(
          suggestions.words.some((w) => /^sh-\d+$/.test(w)),
          'no codes',
        ).to.equal(false);
        const index = await suggestionIndex(suggestions);
        const names = matchSuggestions(index, 'Akuryeri').map((s) => s.house.name);
        expect(names.length, lang).to.be.greaterThan(0);
        for (const name of names) expect(name).to.match(/Akureyri/);
        // Picking an area suggestion searches its name: the Akureyri houses.
        const area = matchSuggestions(index, 'Akuryeri').find((s) => s.house.type === 'area')!;
        expect((await matches(area.house.name, lang)).length).to.be.greaterThan(0);
        expect(matchSuggestions(index, 'Reykj').map((s) => s.house.name)).to.include('Reykjavík');
        expect(matchSuggestions(index, 'Vík').every((s) => /(^| )Vík( |$)/.test(s.house.name))).to.equal(true);
      }
    });
  });
}

forgivingSuite('PGlite', async () => openDatabase({ dataDir: tempDir() }));
forgivingSuite('PostgreSQL', async (ctx) =>
  openDatabase({ url: await freshDatabaseUrl(await requirePostgres(ctx), 'search_forgiving'), dataDir: tempDir() }),
);
