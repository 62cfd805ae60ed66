/**
 * house_search (migration 040): the narrow copy of the catalogue that the
 * search index (search-index.ts) is loaded from. Rebuilt here, in one
 * transaction, when the catalogue changed since the last build
 * (search_state.version, bumped by statement triggers) or when the day asked
 * for is outside the days its from-prices hold for.
 * Catalogue writes are rare (the demo seed, imports), so a whole rebuild is
 * simpler than keeping rows up to date one by one, and costs little:
 * tens of milliseconds for the demo's 220 houses, tens of seconds at 50,000.
 * So it fills BUILD_CHUNK houses a statement (each far under the server's
 * statement timeout) and deletes rather than truncates: readers (an index
 * load, another process's searches) go on seeing the old build until it commits.
 */
import type { IsoDate } from '../../../contract/dates.ts';
import type { Db, Queryable } from '../../db/client.ts';

const BUILD_LOCK = 727276;
/** Houses per statement of a build: at 50,000 houses about a second each. */
export const BUILD_CHUNK = 2000;

interface State {
  version: number;
  built_version: number;
  built_for: IsoDate | null;
  valid_until: IsoDate | null;
}

function isFresh(s: State, today: IsoDate): boolean {
  return (
    s.built_version === s.version &&
    s.built_for !== null &&
    s.built_for <= today &&
    (s.valid_until === null || today < s.valid_until)
  );
}

const readState = async (q: Queryable) =>
  (await q.query<State>('select version, built_version, built_for, valid_until from search_state'))[0];

/**
 * Makes house_search answer for `today`: a no-op (one tiny query) when it
 * already does. Returns whether it rebuilt. While another process builds,
 * the old build answers (false); only when there is none yet this waits for it.
 */
export async function ensureSearchTable(db: Db, today: IsoDate, chunk = BUILD_CHUNK): Promise<boolean> {
  if (isFresh(await readState(db), today)) return false;
  const built = await db.transaction(async (tx) => {
    const [{ locked }] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [
      BUILD_LOCK,
    ]);
    if (!locked) {
      if ((await readState(tx)).built_for !== null) return false;
      // Nothing to answer from: wait for the builder, however long its build takes.
      await tx.query('set local statement_timeout = 0');
      await tx.query('select pg_advisory_xact_lock($1)', [BUILD_LOCK]);
      await tx.query('set local statement_timeout to default');
    }
    // Whoever waited finds the table fresh.
    const state = await readState(tx);
    if (isFresh(state, today)) return false;
    await buildSearchTable(tx, today, chunk);
    // The version read before the build: a catalogue write committed meanwhile bumps it past this, and the next search builds again.
    await tx.query(
      `update search_state set built_version = $1, built_for = $2::date,
              valid_until = (select min(upper(season)) from house_prices where upper(season) > $2::date)`,
      [state.version, today],
    );
    return true;
  });
  // PGlite has no autovacuum: each build's deleted rows would stay on disk, and the tables grow with every catalogue write.
  if (built && db.kind === 'pglite') await db.query('vacuum house_search, house_search_text');
  return built;
}

/** Fills house_search and house_search_text from the catalogue, with the from-prices of `today`, `chunk` houses a statement. */
export async function buildSearchTable(tx: Queryable, today: IsoDate, chunk = BUILD_CHUNK): Promise<void> {
  await tx.query('delete from house_search_text');
  await tx.query('delete from house_search');
  for (let after = 0; ;) {
    const [{ upto }] = await tx.query<{ upto: number | null }>(
      'select max(id) as upto from (select id from houses where published and id > $1 order by id limit $2) ids',
      [after, chunk],
    );
    if (upto === null) break;
    await fillHouses(tx, today, after, upto);
    after = upto;
  }
  // PGlite has no autovacuum: fresh statistics keep the planner on the indexes.
  await tx.query('analyze house_search');
  await tx.query('analyze house_search_text');
}

/** The houses with ids in (after, upto]. */
async function fillHouses(tx: Queryable, today: IsoDate, after: number, upto: number): Promise<void> {
  // The bounds are parameters $first and $first + 1.
  const range = (column: string, first = 2) => `${column} > $${first} and ${column} <= $${first + 1}`;
  await tx.query(
    `insert into house_search (house_id, code, region_id, bedrooms, max_persons, latitude, longitude,
                               name_en, name_de, slug_en, slug_de, highlight_ids, category_ids, beds, favourite, week_price)
     with bed_sums as (
            select r.house_id, rb.bed_type_id, sum(rb.quantity) as n
              from house_rooms r join room_beds rb on rb.room_id = r.id where ${range('r.house_id')} group by r.house_id, rb.bed_type_id),
          beds as (
            select h.id as house_id, array_agg(coalesce(b.n, 0)::smallint order by t.id) as beds
              from houses h cross join generate_series(1, (select coalesce(max(id), 0) from bed_types)) as t(id)
              left join bed_sums b on b.house_id = h.id and b.bed_type_id = t.id
             where h.published and ${range('h.id')} group by h.id),
          house_hl as (select house_id, array_agg(highlight_id order by highlight_id) as ids from house_highlights
                        where ${range('house_id')} group by house_id),
          house_cat as (select house_id, array_agg(category_id order by category_id) as ids from house_categories
                         where ${range('house_id')} group by house_id),
          -- docs/product/entities.md#prices: the lowest week price of a season not yet ended (the earliest such season on a tie, as priceFrom() picks).
          from_prices as (
            select distinct on (house_id) house_id, week_price from house_prices
             where upper(season) > $1::date and ${range('house_id')} order by house_id, week_price, lower(season))
     select h.id, h.code, h.region_id, h.bedrooms, h.max_persons, h.latitude, h.longitude, en.name, de.name, en.slug, de.slug,
            coalesce(hl.ids, '{}'), coalesce(c.ids, '{}'), coalesce(b.beds, '{}'),
            coalesce((select id from categories where key = 'favourites') = any(c.ids), false), fp.week_price
       from houses h
       join house_texts en on en.house_id = h.id and en.lang = 'en'
       join house_texts de on de.house_id = h.id and de.lang = 'de'
       left join beds b on b.house_id = h.id
       left join house_hl hl on hl.house_id = h.id
       left join house_cat c on c.house_id = h.id
       left join from_prices fp on fp.house_id = h.id
      where h.published and ${range('h.id')}`,
    [today, after, upto],
  );
  await tx.query(
    `insert into house_search_text (house_id, doc, name_key, area_key, region_key, town_key, town_km, places_key)
     select house_id, concat_ws(' ', name_key, area_key, region_key, town_key, places_key), name_key, area_key, region_key, town_key, town_km, places_key
       from (
         select h.id as house_id,
                search_key(en.name || ' ' || de.name || ' ' || h.code) as name_key,
                coalesce(search_key(a.name_en || ' ' || a.name_de), '') as area_key,
                search_key(r.name_en || ' ' || r.name_de || ' ' || r.key) as region_key,
                coalesce(search_key(town.names), '') as town_key,
                town.km as town_km,
                coalesce(search_key(others.names), '') as places_key
           from houses h
           join house_search s on s.house_id = h.id
           join house_texts en on en.house_id = h.id and en.lang = 'en'
           join house_texts de on de.house_id = h.id and de.lang = 'de'
           join regions r on r.id = h.region_id
           left join areas a on a.id = h.area_id
           left join lateral (
             select pl.name || ' ' || pl.name_en || ' ' || pl.name_de as names, hp.distance_km::float8 as km
               from house_points hp join places pl on pl.id = hp.place_id where hp.house_id = h.id and hp.is_main limit 1) town on true
           left join lateral (
             select string_agg(distinct pl.name || ' ' || pl.name_en || ' ' || pl.name_de, ' ') as names
               from house_points hp join places pl on pl.id = hp.place_id where hp.house_id = h.id and not hp.is_main) others on true
          where ${range('h.id', 1)}
       ) keys`,
    [after, upto],
  );
}
