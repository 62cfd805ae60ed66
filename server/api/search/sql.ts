/**
 * The search's SQL, with every value a parameter. The database answers what
 * changes between builds of the search index (search-index.ts): whether the
 * build is current, which houses are taken on a stay's nights (or on a
 * flexible window's cheapest stays: takingStaysSql), and the
 * search_key() form of a text (unaccent's rules: "Höfn" → "hofn"); and, for
 * otherHouses, where a text points to (textCentreSql).
 */
import type { Stay } from './query.ts';

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A LIKE pattern finding the search_key() form of a text anywhere (its wildcards escaped), or as whole words. */
function containing(p: Params, text: string, wholeWords = false): string {
  const key = `search_key(${p.add(text)}::text)`;
  const [before, after] = wholeWords ? [`'% '`, `' %'`] : [`'%'`, `'%'`];
  return `(${before} || replace(replace(replace(${key}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || ${after})`;
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
 * Where the text points to: the location of its best match (a house by its
 * name, an area's or a region's centre, a place), weighted as textScore (text-relevance.ts) does.
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

/** The search_state columns of a request (see requestSql). */
export interface RequestRow {
  version: number;
  built_for: string;
  fresh: boolean;
  text_key: string | null;
  taken: string | null;
}

/**
 * One row: the build of the search index (version, built_for), whether it
 * answers for `today` (fresh: see search-table.ts; when not, build it and ask
 * again), the text's search_key() form and, with a stay, the ids of the houses
 * taken on one of its nights ('1,7,7,…': a string is far cheaper to read than
 * an array). Read in one statement, they belong together.
 */
export function requestSql(today: string, text: string | null, stay: Stay | null): { sql: string; params: unknown[] } {
  const p = new Params();
  const day = `${p.add(today)}::date`;
  const key = text === null ? 'null' : `search_key(${p.add(text)}::text)`;
  // daterange(lower, upper) is the stays_dates_covering index (135): the same range as stay.
  const taken =
    stay === null
      ? 'null'
      : `(select string_agg(house_id::text, ',') from stays
         where active and daterange(lower(stay), upper(stay)) && daterange(${p.add(stay.from)}::date, ${p.add(stay.to)}::date))`;
  const sql = `select built_version as version, built_for,
           (version = built_version and built_for <= ${day} and (valid_until is null or ${day} < valid_until)) as fresh,
           ${key} as text_key, ${taken} as taken
      from search_state`;
  return { sql, params: p.values };
}

/** A stays row as 'house from to' (day numbers): parseBusy (free-stays.ts) reads them, joined by commas. */
const BUSY_RECORD = (alias: string) =>
  `concat_ws(' ', ${alias}.house_id, lower(${alias}.stay) - date '1970-01-01', upper(${alias}.stay) - date '1970-01-01')`;

/**
 * Flexible dates (free-stays.ts): given a stay of each of some houses (int[]
 * literals of house ids and [from, to) day numbers), the bookings and blocks
 * that take the taken ones: 'house from to,…', in no order. With `span`
 * (the days [from, to) all the stays lie in) the span's stays are read
 * through stays_dates_covering and hashed against them; without it each house costs
 * one step back in stays_house from its stay's end: of a house's stays,
 * which never overlap, the last to start before that end is the only one
 * that can overlap the stay.
 */
export function takingStaysSql(
  columns: readonly [string, string, string],
  span: { from: number; to: number } | null,
): { sql: string; params: unknown[] } {
  const stays = `unnest($1::int[], $2::int[], $3::int[]) as c(house_id, day_from, day_to)`;
  const day = (n: string) => `date '1970-01-01' + ${n}`;
  if (span)
    return {
      sql: `select string_agg(${BUSY_RECORD('s')}, ',') as busy
      from stays s join ${stays} on c.house_id = s.house_id
     where s.active and daterange(lower(s.stay), upper(s.stay)) && daterange(${day('$4::int')}, ${day('$5::int')})
       and s.stay && daterange(${day('c.day_from')}, ${day('c.day_to')})`,
      params: [...columns, span.from, span.to],
    };
  const sql = `select string_agg(${BUSY_RECORD('b')}, ',') as busy
      from ${stays}
      cross join lateral (
        select s.house_id, s.stay from stays s
         where s.house_id = c.house_id and s.active and lower(s.stay) < ${day('c.day_to')}
         order by lower(s.stay) desc limit 1) b
     where upper(b.stay) > ${day('c.day_from')}`;
  return { sql, params: [...columns] };
}

/** The bookings and blocks in a flexible window (StayWindow: day numbers [first, last)) of some houses (stays_house), as takingStaysSql answers. */
export function houseBusySql(
  houseIds: readonly number[],
  window: { first: number; last: number },
): { sql: string; params: unknown[] } {
  const sql = `select string_agg(${BUSY_RECORD('s')}, ',') as busy
      from stays s where s.house_id = any($1::int[]) and s.active and s.stay && daterange(date '1970-01-01' + $2::int, date '1970-01-01' + $3::int)`;
  return { sql, params: [houseIds, window.first, window.last] };
}
