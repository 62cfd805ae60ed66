/**
 * The search index: what a search filters, ranks, sorts and maps for every
 * published house, held in the process for one build of house_search
 * (migration 040, search-table.ts). A search then asks the database only
 * what changes between builds — which houses are taken on the stay's nights
 * (service.ts) — and does the rest here, in memory: at 20,000 houses
 * ordering every match in SQL cost PGlite 30–140 ms a search, here a few.
 *
 * One build is one (search_state.built_version, built_for): a catalogue
 * write or another day's from-prices is another build, and the next search
 * loads it (about 2 s at 20,000 houses, tens of ms for the demo's 220). Several
 * processes each hold their own copy; every search reads the current build
 * from the database, so none answers from a stale one.
 */
import type { MapHouse } from '../../../contract/api/types.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import { CATEGORY_WORDS, HIGHLIGHT_WORDS, travellersWords } from '../../../contract/highlight-words.ts';
import type { Locale } from '../../../contract/locale.ts';
import { Vocabulary } from '../../../contract/search-match.ts';
import { searchKey } from '../../../contract/search-text.ts';
import type { Db } from '../../db/client.ts';
import { imageUrl } from '../../images/variants.ts';
import { mapPointText, type MapPointText } from './map-point-text.ts';
import { eachRecord } from './number-records.ts';
import type { PackedSeasons } from '../catalogue/stay-price.ts';
import { KEYS, type TextKeys } from './text-relevance.ts';
import { houseUrlParts } from './urls.ts';

export interface IndexedHouse {
  id: number;
  code: string;
  regionId: number;
  bedrooms: number;
  maxPersons: number;
  latitude: number;
  longitude: number;
  /** Sorted ids. */
  highlightIds: readonly number[];
  categoryIds: readonly number[];
  /** beds[t - 1]: beds of bed type t in the whole house. */
  beds: readonly number[];
  favourite: boolean;
  /** The from-price per week in cents on the build's day (docs/product/entities.md#prices); null: no price ahead. */
  weekCents: number | null;
  keys: TextKeys;
  /** The seasons not yet ended on the build's day, in order (stay prices). */
  seasons: PackedSeasons;
}

/** One build of the index. */
export interface SearchIndex {
  version: number;
  builtFor: IsoDate;
  /** In the order of relevance without a text: favourites first, then by id. */
  houses: readonly IndexedHouse[];
  /** By from-price, cheapest first, then by id; houses without a price last. */
  byPriceAsc: readonly IndexedHouse[];
  /** By from-price, dearest first, then by id; houses without a price last. */
  byPriceDesc: readonly IndexedHouse[];
  /** Each house's map point as JSON without its price (map-point-text.ts), by house id. */
  mapPoints(lang: Locale): readonly MapPointText[];
  /** Every word of the houses' keys: how a text's words match (contract/search-match.ts). */
  vocabulary: Vocabulary;
  /** A known word as the catalogue writes it ('akureyri' → 'Akureyri'), for "did you mean"; absent: as it is. */
  spellings: ReadonlyMap<string, string>;
}

/** The build a search found current (search_state). */
export interface Build {
  version: number;
  builtFor: IsoDate;
}

interface HouseRow {
  house_id: number;
  code: string;
  region_id: number;
  bedrooms: number;
  max_persons: number;
  latitude: number;
  longitude: number;
  name_en: string;
  name_de: string;
  slug_en: string;
  slug_de: string;
  region_en: string;
  region_de: string;
  highlight_ids: number[];
  category_ids: number[];
  beds: number[];
  favourite: boolean;
  week_price: number | null;
  name_key: string | null;
  area_key: string | null;
  region_key: string | null;
  town_key: string | null;
  town_km: number | null;
  places_key: string | null;
  /** The first picture (house_images by position), for the map's popup. */
  image_key: string | null;
  image_alt_en: string | null;
  image_alt_de: string | null;
}

const NO_SEASONS: PackedSeasons = new Int32Array(0);

/** Houses per statement of an index load: keyset pages, so no statement nor answer holds them all. */
export const LOAD_CHUNK = 2000;
/** How long a search waits for a newer build's index before it answers from the one it has. */
export const LOAD_WAIT_MS = 2000;

export interface IndexOptions {
  chunk?: number;
  waitMs?: number;
  /** PICTURES_PUBLIC_URL: the map popups' pictures on that host, as the cards' (cards.ts). */
  imageBase?: string;
  /** Work on a newly loaded index before it is given out (the held one answers meanwhile); a failure only skips it. */
  prepare?: (db: Db, index: SearchIndex) => Promise<void>;
}

const sameBuild = (index: SearchIndex, build: Build) =>
  index.version === build.version && index.builtFor === build.builtFor;

/**
 * Keeps the index of the current build; concurrent searches wait for one
 * load. While a newer build's index loads (seconds at 50,000 houses) and is
 * prepared, searches wait up to waitMs for it, then answer from the index they have.
 */
export class SearchIndexes {
  private index: SearchIndex | null = null;
  private loading: Promise<SearchIndex> | null = null;
  private readonly chunk: number;
  private readonly waitMs: number;
  private readonly imageBase: string;
  private readonly prepare: NonNullable<IndexOptions['prepare']>;

  constructor(options: IndexOptions = {}) {
    this.chunk = options.chunk ?? LOAD_CHUNK;
    this.waitMs = options.waitMs ?? LOAD_WAIT_MS;
    this.imageBase = options.imageBase ?? '';
    this.prepare = options.prepare ?? (async () => {});
  }

  /** The index of `build` (or of a newer one, when the catalogue changed again meanwhile; or the one held, see above). */
  async get(db: Db, build: Build): Promise<SearchIndex> {
    // A load already under way may be of an older build: then one more.
    for (let tries = 0; tries < 2; tries++) {
      const held = this.index;
      if (held && sameBuild(held, build)) return held;
      const loading = (this.loading ??= this.load(db));
      if (!held) {
        await loading;
        continue;
      }
      if (!(await loadedWithin(loading, this.waitMs))) return held;
    }
    return this.index!;
  }

  private load(db: Db): Promise<SearchIndex> {
    const loading = loadIndex(db, this.chunk, this.imageBase)
      .then(async (loaded) => {
        await this.prepare(db, loaded).catch(() => {});
        return (this.index = loaded);
      })
      .finally(() => {
        this.loading = null;
      });
    // Whoever gave up waiting is not told of a failure; the next search loads again.
    loading.catch(() => {});
    return loading;
  }
}

/** Whether `loading` settled within `ms` (a failure within it is thrown). */
async function loadedWithin(loading: Promise<SearchIndex>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  try {
    return await Promise.race([loading.then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}

const HOUSES_SQL = `select s.house_id, s.code, s.region_id, s.bedrooms, s.max_persons,
              s.latitude, s.longitude, s.name_en, s.name_de, s.slug_en, s.slug_de, r.slug_en as region_en, r.slug_de as region_de,
              s.highlight_ids, s.category_ids, s.beds, s.favourite, s.week_price,
              t.name_key, t.area_key, t.region_key, t.town_key, t.town_km, t.places_key,
              i.key as image_key, i.alt_en as image_alt_en, i.alt_de as image_alt_de
         from house_search s join regions r on r.id = s.region_id
         left join house_search_text t on t.house_id = s.house_id
         left join lateral (select key, alt_en, alt_de from house_images where house_id = s.house_id order by position limit 1) i on true
        where s.house_id > $1 order by s.house_id limit $2`;

// A single string, in order: far cheaper to read than a row per season (hundreds of thousands at 20,000 houses).
const SEASONS_SQL = `select string_agg(concat_ws(' ', house_id, lower(season) - date '1970-01-01', upper(season) - date '1970-01-01', round(week_price * 100)), ','
                         order by house_id, lower(season)) as seasons
         from house_prices where upper(season) > $1::date and house_id >= $2 and house_id <= $3`;

async function loadIndex(db: Db, chunk: number, imageBase: string): Promise<SearchIndex> {
  return db.transaction(async (tx) => {
    // One snapshot: the build, its houses and their seasons, over every page.
    await tx.query('set transaction isolation level repeatable read');
    const [state] = await tx.query<{ version: number; built_for: IsoDate }>(
      'select built_version as version, built_for from search_state',
    );
    const names = featureNames(
      await tx.query<{ kind: 'highlight' | 'bed'; id: number; key: string }>(
        `select 'highlight' as kind, id, search_key(name_en || ' ' || name_de) as key from highlights
         union all select 'bed', id, search_key(name_en || ' ' || name_de) from bed_types`,
      ),
    );
    const texts = async (sql: string) => (await tx.query<{ text: string }>(sql)).map((w) => w.text);
    // The names as written, places first: a word's spelling is that of its first name.
    const spellings = new Spellings();
    spellings.add(
      await texts(`select name || ' ' || name_en || ' ' || name_de as text from places
                   union all select name_en || ' ' || name_de from areas
                   union all select name_en || ' ' || name_de from regions`),
    );
    const parts = new IndexParts(names, imageBase);
    for (let after = 0; ;) {
      const rows = await tx.query<HouseRow>(HOUSES_SQL, [after, chunk]);
      if (!rows.length) break;
      const [first, last] = [rows[0].house_id, rows[rows.length - 1].house_id];
      const [{ seasons }] = await tx.query<{ seasons: string | null }>(SEASONS_SQL, [state.built_for, first, last]);
      parts.add(rows, parseSeasons(seasons ?? ''));
      spellings.add(rows.map((r) => `${r.name_en} ${r.name_de}`));
      after = last;
    }
    spellings.add(
      await texts(`select name_en || ' ' || name_de as text from highlights
                   union all select name_en || ' ' || name_de from bed_types`),
    );
    spellings.add([...Object.values(HIGHLIGHT_WORDS).flat(), ...Object.values(CATEGORY_WORDS).flat()]);
    return parts.index({ version: state.version, builtFor: state.built_for }, spellings.found);
  });
}

/** The search_key() forms of the highlight and bed type names, by id: what the filters show, in both languages. */
interface FeatureNames {
  highlights: Map<number, string>;
  beds: Map<number, string>;
}

function featureNames(rows: ReadonlyArray<{ kind: 'highlight' | 'bed'; id: number; key: string }>): FeatureNames {
  const names: FeatureNames = { highlights: new Map(), beds: new Map() };
  for (const r of rows) (r.kind === 'highlight' ? names.highlights : names.beds).set(r.id, r.key);
  return names;
}

/**
 * A house's features key: its highlights' names and the words travellers use
 * for them, the words of its categories (contract/highlights.ts), then the
 * names of the bed types it has (beds[t - 1] > 0).
 */
function featuresKey(r: HouseRow, names: FeatureNames): string {
  const words = r.highlight_ids.map((id) => names.highlights.get(id) ?? '');
  words.push(travellersWords(r.highlight_ids, r.category_ids));
  r.beds.forEach((count, i) => {
    if (count > 0) words.push(names.beds.get(i + 1) ?? '');
  });
  return words.filter(Boolean).join(' ');
}

/** Each word of the names added by its search_key() form, as first written. */
class Spellings {
  readonly found = new Map<string, string>();

  add(names: readonly string[]): void {
    for (const name of names)
      for (const word of name.split(' ')) {
        const key = searchKey(word);
        if (key && !this.found.has(key)) this.found.set(key, word);
      }
  }
}

/** 'house from to cents,…' (by house, then from) → the packed seasons of each house: views of one buffer. */
export function parseSeasons(text: string): Map<number, PackedSeasons> {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 44) count++;
  const buffer = new Int32Array(text ? (count + 1) * 3 : 0);
  const packed = new Map<number, PackedSeasons>();
  let season = 0;
  let start = 0;
  let house = -1;
  const close = () => house >= 0 && packed.set(house, buffer.subarray(start * 3, season * 3));
  eachRecord(text, 4, ([id, from, to, cents]) => {
    if (id !== house) {
      close();
      house = id;
      start = season;
    }
    buffer[season * 3] = from;
    buffer[season * 3 + 1] = to;
    buffer[season * 3 + 2] = cents;
    season++;
  });
  close();
  return packed;
}

/** The index's houses and map points, made a page of rows at a time: the rows (names, slugs, pictures) are not kept. */
class IndexParts {
  private readonly houses: IndexedHouse[] = [];
  private readonly points: Record<Locale, MapPointText[]> = { en: [], de: [] };
  // Houses share keys, sets of highlights, categories and beds and pictures' texts: one copy each.
  private readonly intern = interning();

  constructor(
    private readonly names: FeatureNames,
    private readonly imageBase: string,
  ) {}

  add(rows: readonly HouseRow[], seasons: Map<number, PackedSeasons>): void {
    const { intern } = this;
    // The keys first: the houses then lie together in memory, and a search walking all of them goes faster.
    const keys = rows.map((r) => textKeys(r, featuresKey(r, this.names), intern));
    rows.forEach((r, i) =>
      this.houses.push({
        id: r.house_id,
        code: r.code,
        regionId: r.region_id,
        bedrooms: r.bedrooms,
        maxPersons: r.max_persons,
        latitude: r.latitude,
        longitude: r.longitude,
        highlightIds: intern(r.highlight_ids),
        categoryIds: intern(r.category_ids),
        beds: intern(r.beds),
        favourite: r.favourite,
        weekCents: r.week_price === null ? null : Math.round(r.week_price * 100),
        keys: keys[i],
        seasons: seasons.get(r.house_id) ?? NO_SEASONS,
      }),
    );
    // Both languages now.
    addMapPoints(this.points.en, rows, 'en', intern, this.imageBase);
    addMapPoints(this.points.de, rows, 'de', intern, this.imageBase);
  }

  index(build: Build, spellings: ReadonlyMap<string, string>): SearchIndex {
    const { points } = this;
    return createIndex(build, this.houses, (lang) => points[lang], spellings);
  }
}

/** An index of these houses (any order): sorted for relevance and by price, with the words of their keys. */
export function createIndex(
  build: Build,
  houses: readonly IndexedHouse[],
  mapPoints: SearchIndex['mapPoints'],
  spellings: ReadonlyMap<string, string> = new Map(),
): SearchIndex {
  const byId = (a: IndexedHouse, b: IndexedHouse) => a.id - b.id;
  const byPrice = (sign: 1 | -1) => (a: IndexedHouse, b: IndexedHouse) =>
    a.weekCents === b.weekCents
      ? byId(a, b)
      : a.weekCents === null
        ? 1
        : b.weekCents === null
          ? -1
          : sign * (a.weekCents - b.weekCents);
  return {
    ...build,
    houses: [...houses].sort((a, b) => Number(b.favourite) - Number(a.favourite) || byId(a, b)),
    byPriceAsc: [...houses].sort(byPrice(1)),
    byPriceDesc: [...houses].sort(byPrice(-1)),
    mapPoints,
    vocabulary: new Vocabulary(wordsOf(houses)),
    spellings,
  };
}

function* wordsOf(houses: readonly IndexedHouse[]): Generator<string> {
  // Keys are shared between houses (textKeys): each is split once.
  const seen = new Set<string>();
  for (const h of houses)
    for (const k of KEYS) {
      const key = h.keys[k];
      if (seen.has(key)) continue;
      seen.add(key);
      yield* key.split(' ');
    }
}

/**
 * A house's keys. Only its name is its own: the others are those of its
 * area, region, town, places and features, so one string each serves every
 * house that has it (`shared`), which at 50,000 houses saves most of the index's text.
 */
function textKeys(r: HouseRow, features: string, shared: Interned): TextKeys {
  const { name_key: name, area_key: area, region_key: region, town_key: town, places_key: places } = r;
  // One literal (no spread): every house's keys then share one shape, which a search over 50,000 of them notices.
  return {
    name: fresh(name ?? ''),
    area: shared(area ?? ''),
    region: shared(region ?? ''),
    town: shared(town ?? ''),
    townKm: r.town_km,
    places: shared(places ?? ''),
    features: shared(features),
  };
}

/** A string of its own, whatever `text` was made from. */
const fresh = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

type Interned = <T extends string | readonly number[]>(value: T) => T;

/** One copy of each equal string or array of ids (by their text) for a build. */
function interning(): Interned {
  const kept = new Map<string, unknown>();
  return <T extends string | readonly number[]>(value: T): T => {
    const key = typeof value === 'string' ? value : `\0${value.join(',')}`;
    let found = kept.get(key) as T | undefined;
    // A fresh copy: the driver's strings may be slices of a larger one, and are searched slower.
    if (found === undefined) kept.set(key, (found = typeof value === 'string' ? (fresh(value) as T) : value));
    return found;
  };
}

/** The map popup's picture: the 4x3 cut at the smallest width step. */
const POPUP_PICTURE = { ratio: '4x3', width: 400, format: 'webp', og: false } as const;

/**
 * Ready JSON per house without its price (a request adds that,
 * map-points.ts): an answer with every house on the map then costs a string join.
 */
function addMapPoints(
  json: MapPointText[],
  rows: readonly HouseRow[],
  lang: Locale,
  shared: Interned,
  imageBase: string,
): void {
  const { prefix, middle, suffix } = houseUrlParts(lang);
  const de = lang === 'de';
  for (const r of rows) {
    const point: Omit<MapHouse, 'price' | 'nights'> = {
      code: r.code,
      name: de ? r.name_de : r.name_en,
      latitude: r.latitude,
      longitude: r.longitude,
      url: `${prefix}${de ? r.region_de : r.region_en}${middle}${de ? r.slug_de : r.slug_en}${suffix}`,
      picture:
        r.image_key === null
          ? null
          : {
              url: imageUrl(r.image_key, POPUP_PICTURE, imageBase),
              alt: (de ? r.image_alt_de : r.image_alt_en) || (de ? r.name_de : r.name_en),
            },
    };
    const text = mapPointText(point);
    json[r.house_id] = { row: text.row, alt: text.alt === null ? null : shared(text.alt) };
  }
}
