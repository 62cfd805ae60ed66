/**
 * The SQL of a search, built from filters (query.ts) with every value a
 * parameter. One statement answers a page: the ids of every matching house
 * (house_search, migration 040) in order — their number is the total, a slice
 * of them the page, and all of them the map.
 *
 * Text search (SPEC §7 search) compares search_key() forms: lower case,
 * accents removed ("Hofn" finds Höfn, "Reykjavik" Reykjavík; see textHits).
 */
import type { SearchFilters, SearchOrder } from './query.ts';

export interface LatLon {
  latitude: number;
  longitude: number;
}

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface MatchSpec {
  order: SearchOrder;
  /** Houses to leave out (otherHouses never repeats a result). */
  exclude?: readonly number[];
  /** Nearest first (otherHouses): overrides the order. */
  near?: LatLon | null;
}

/** A LIKE pattern finding the search_key() form of a text anywhere (its wildcards escaped), or as whole words. */
function containing(p: Params, text: string, wholeWords = false): string {
  const key = `search_key(${p.add(text)}::text)`;
  const [before, after] = wholeWords ? [`'% '`, `' %'`] : [`'%'`, `'%'`];
  return `(${before} || replace(replace(replace(${key}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || ${after})`;
}

/** The words of a search text (at most 8). */
export function searchWords(text: string): string[] {
  return text.split(' ').filter(Boolean).slice(0, 8);
}

/**
 * The relevance of a key to the text: `weight` when the whole text is a word
 * (or words) of the key, half of it when it is only part of a word, 0 when
 * the key does not contain it.
 */
function relevance(key: string, weight: string, phrase: string, word: string): string {
  return `case when ${key} like ${phrase} then ${weight} * (case when ' ' || ${key} || ' ' like ${word} then 1 else 0.5 end) else 0 end`;
}

/**
 * house_id and relevance of every house the text finds: every word of it is
 * somewhere in the house's search document (house_search_text.doc: its names,
 * code, region, area, main town and the places among its points; trigram
 * index). Relevance is the best of: own name or code 1, area 0.95, region 0.9,
 * main town 0.85 (less 0.001 per km to it), another place 0.6 — each halved
 * when the text is only part of a word ("vik" in Reykjavík, not Vík) — or 0.3
 * when the words match in different parts.
 */
function textHits(p: Params, text: string): string {
  const words = searchWords(text).map((word) => `t.doc like ${containing(p, word)}`);
  const phrase = containing(p, text);
  const word = containing(p, text, true);
  const score = [
    relevance('t.name_key', '1', phrase, word),
    relevance('t.area_key', '0.95', phrase, word),
    relevance('t.region_key', '0.9', phrase, word),
    `${relevance('t.town_key', '0.85', phrase, word)} - least(coalesce(t.town_km, 100), 100) / 1000`,
    relevance('t.places_key', '0.6', phrase, word),
    '0.3',
  ];
  return `hits as (
    select t.house_id, greatest(${score.join(', ')}) as score
      from house_search_text t
     where ${words.join(' and ')})`;
}

/**
 * Where the text points to: the location of its best match (a house by its
 * name, an area's or a region's centre, a place), weighted as textHits does.
 * Null when nothing matches.
 */
export function textCentreSql(text: string): { sql: string; params: unknown[] } {
  const p = new Params();
  const phrase = containing(p, text);
  const word = containing(p, text, true);
  const area = `search_key(a.name_en || ' ' || a.name_de)`;
  const region = `search_key(r.name_en || ' ' || r.name_de || ' ' || r.key)`;
  const place = `search_key(p.name || ' ' || p.name_en || ' ' || p.name_de)`;
  const sql = `select latitude, longitude from (
      select s.latitude, s.longitude, ${relevance('t.name_key', '1', phrase, word)} as score
        from house_search_text t join house_search s on s.house_id = t.house_id where t.doc like ${phrase} and t.name_key like ${phrase}
      union all select a.latitude, a.longitude, ${relevance(area, '0.95', phrase, word)} from areas a where ${area} like ${phrase}
      union all select r.latitude, r.longitude, ${relevance(region, '0.9', phrase, word)} from regions r where ${region} like ${phrase}
      union all select p.latitude, p.longitude, ${relevance(place, '0.85', phrase, word)} from places p where ${place} like ${phrase}
    ) found order by score desc limit 1`;
  return { sql, params: p.values };
}

/** Whether the price of a match is needed in SQL: to filter or to sort by it. */
function needsPrice(f: SearchFilters, order: SearchOrder): boolean {
  return f.minPrice !== null || f.maxPrice !== null || order === 'price asc' || order === 'price desc';
}

/**
 * The CTEs ending in `m`: one row per matching house with what ordering
 * needs. Price (when needed): the from-price per week without dates; with
 * dates the stay's Σ nights × week price (÷ 7 gives the stay's total,
 * ÷ nights its average week price), null when a night has no price.
 */
function matches(f: SearchFilters, spec: MatchSpec, p: Params): string {
  const ctes: string[] = [];
  const joins: string[] = [];
  const where: string[] = [];
  const columns = ['s.house_id', 's.favourite'];

  if (f.text !== null) {
    ctes.push(textHits(p, f.text));
    joins.push('join hits on hits.house_id = s.house_id');
    columns.push('hits.score');
  }
  if (f.stay) {
    const from = `${p.add(f.stay.from)}::date`;
    const to = `${p.add(f.stay.to)}::date`;
    // daterange(lower, upper) is the stays_dates index (040): the same range as stay.
    where.push(`not exists (select 1 from stays st where st.house_id = s.house_id and st.active and daterange(lower(st.stay), upper(st.stay)) && daterange(${from}, ${to}))`);
    if (needsPrice(f, spec.order)) {
      const nightsIn = `(least(upper(season), ${to}) - greatest(lower(season), ${from}))`;
      ctes.push(`stay_prices as (
        select house_id, sum(week_price * ${nightsIn}) as week_nights, sum(${nightsIn}) as nights
          from house_prices where season && daterange(${from}, ${to}) group by house_id)`);
      const priced = f.minPrice !== null || f.maxPrice !== null;
      joins.push(`${priced ? 'join' : 'left join'} stay_prices sp on sp.house_id = s.house_id and sp.nights = ${p.add(f.stay.nights)}::int`);
      columns.push('sp.week_nights as price');
      // The average week price of the stay (week_nights / nights) within the range.
      if (f.minPrice !== null) where.push(`sp.week_nights >= ${p.add(f.minPrice * f.stay.nights)}::numeric`);
      if (f.maxPrice !== null) where.push(`sp.week_nights <= ${p.add(f.maxPrice * f.stay.nights)}::numeric`);
    }
  } else if (needsPrice(f, spec.order)) {
    columns.push('s.week_price as price');
    if (f.minPrice !== null) where.push(`s.week_price >= ${p.add(f.minPrice)}::numeric`);
    if (f.maxPrice !== null) where.push(`s.week_price <= ${p.add(f.maxPrice)}::numeric`);
  }
  if (f.codes.length) {
    const codes = p.add(f.codes);
    where.push(`s.code = any(${codes}::text[])`);
    // The order of the list given (relevance without a text: the shortlist's own order).
    columns.push(`array_position(${codes}::text[], s.code) as code_position`);
  }
  if (f.regionIds.length) where.push(`s.region_id = any(${p.add(f.regionIds)}::smallint[])`);
  if (f.bedrooms !== null) where.push(`s.bedrooms >= ${p.add(f.bedrooms)}::int`);
  if (f.adults !== null) where.push(`s.max_persons >= ${p.add(f.adults)}::int`);
  if (f.highlightIds.length) where.push(`s.highlight_ids @> ${p.add(f.highlightIds)}::smallint[]`);
  if (f.categoryIds.length) where.push(`s.category_ids && ${p.add(f.categoryIds)}::smallint[]`);
  for (const [bedType, count] of f.beds) where.push(`coalesce(s.beds[${p.add(bedType)}::int], 0) >= ${p.add(count)}::int`);
  if (spec.exclude?.length) where.push(`s.house_id <> all(${p.add(spec.exclude)}::int[])`);
  if (spec.near) {
    const cos = Math.cos((spec.near.latitude * Math.PI) / 180);
    columns.push(
      `(s.latitude - ${p.add(spec.near.latitude)}::float8) ^ 2 + ((s.longitude - ${p.add(spec.near.longitude)}::float8) * ${p.add(cos)}::float8) ^ 2 as distance`,
    );
  }

  ctes.push(`m as (
    select ${columns.join(', ')}
      from house_search s ${joins.join(' ')}
     ${where.length ? `where ${where.join('\n       and ')}` : ''})`);
  return `with ${ctes.join(',\n')}`;
}

function orderBy(f: SearchFilters, spec: MatchSpec): string {
  if (spec.near) return 'm.distance, m.house_id';
  switch (spec.order) {
    case 'random':
      return 'random()';
    case 'price asc':
      return 'm.price asc nulls last, m.house_id';
    case 'price desc':
      return 'm.price desc nulls last, m.house_id';
    default:
      // Relevance: the best text match first; without text (and on a tie) the favourites.
      if (f.codes.length && f.text === null) return 'm.code_position, m.house_id';
      return f.text !== null ? 'm.score desc, m.favourite desc, m.house_id' : 'm.favourite desc, m.house_id';
  }
}

/**
 * One row: ids (every match, in order: the page is a slice of it and the map
 * shows them all), version (search_state.built_version: the map points of the
 * process cache must be of this build) and fresh (whether house_search
 * answers for `today`, see search-table.ts; when not, build it and ask again).
 */
export function pageSql(f: SearchFilters, spec: MatchSpec, today: string): { sql: string; params: unknown[] } {
  const p = new Params();
  const head = matches(f, spec, p);
  const day = `${p.add(today)}::date`;
  const sql = `${head}
    select coalesce((select array_agg(m.house_id order by ${orderBy(f, spec)}) from m), '{}') as ids, st.built_version as version,
           (st.version = st.built_version and st.built_for <= ${day} and (st.valid_until is null or ${day} < st.valid_until)) as fresh
      from search_state st`;
  return { sql, params: p.values };
}

/** Up to `limit` ids in order (otherHouses). */
export function idsSql(f: SearchFilters, spec: MatchSpec, limit: number): { sql: string; params: unknown[] } {
  const p = new Params();
  const head = matches(f, spec, p);
  return { sql: `${head}\n    select m.house_id from m order by ${orderBy(f, spec)} limit ${p.add(limit)}::int`, params: p.values };
}

/**
 * Price groups (GET /api/houses/pricegroups): a histogram of the price the
 * price filter compares — each house's from-price per week, or with a stay
 * the stay's average week price among the houses free and priced for it.
 * Bounds are rounded out to tens (the slider's step); `groups` groups of
 * equal width from lo to hi, the last one including hi. One row per
 * non-empty group: lo, hi, group_id (1-based), houses.
 */
export function priceGroupsSql(stay: SearchFilters['stay'], groups: number): { sql: string; params: unknown[] } {
  // minPrice 0 keeps only houses with a price (and joins the stay's prices).
  const none: SearchFilters = { text: null, stay, bedrooms: null, adults: null, beds: [], regionIds: [], highlightIds: [], categoryIds: [], codes: [], minPrice: 0, maxPrice: null };
  const p = new Params();
  const head = matches(none, { order: '' }, p);
  const price = stay ? `m.price / ${p.add(stay.nights)}::numeric` : 'm.price';
  const n = `${p.add(groups)}::int`;
  const sql = `${head},
      priced as (select ${price} as price from m),
      bounds as (select floor(min(price) / 10) * 10 as lo, greatest(ceil(max(price) / 10) * 10, floor(min(price) / 10) * 10 + 10) as hi from priced)
    select b.lo, b.hi, least(width_bucket(x.price, b.lo, b.hi, ${n}), ${n}) as group_id, count(*) as houses
      from priced x, bounds b group by b.lo, b.hi, 3 order by 3`;
  return { sql, params: p.values };
}
