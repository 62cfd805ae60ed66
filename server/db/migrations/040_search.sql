-- House search (GET /api/houses/search, docs/product/api.md#houses-and-search): a narrow, denormalised copy
-- of what the filters, the sort orders and the map read, one row per
-- published house, so that a search scans one small table instead of joining
-- texts, highlights, categories, rooms, beds and prices (whose from-price
-- alone would mean aggregating every season of every house on each request).
--
-- It is derived data, rebuilt by the search service (server/api/search/
-- search-table.ts), never written elsewhere:
--  * every statement that writes the catalogue tables it is made from (and
--    house_images, which the search's cached cards show) bumps
--    search_state.version (statement triggers below: one row update per
--    statement, also for TRUNCATE, so the demo reseed counts); the search's
--    per-process caches (map points, cards) are keyed by the build too;
--  * the from-price is that of a day (built_for): the lowest week price of the
--    seasons not yet ended. It holds until the first of those seasons ends
--    (valid_until); on that day, or for another clock, it is rebuilt too.
-- The search rebuilds when version <> built_version or the day is outside
-- [built_for, valid_until). Stays are NOT copied: availability is asked of the
-- stays table itself (its exclusion constraint's GiST index), so bookings stay
-- as cheap as before and a search never shows a stale calendar.

create table house_search (
  house_id     integer primary key,
  code         text not null,
  region_id    smallint not null,
  bedrooms     smallint not null,
  max_persons  smallint not null,
  latitude     double precision not null,
  longitude    double precision not null,
  name_en      text not null,
  name_de      text not null,
  slug_en      text not null,
  slug_de      text not null,
  highlight_ids smallint[] not null,
  category_ids  smallint[] not null,
  -- beds[t] = beds of bed type t in the whole house (bed type ids are small).
  beds         smallint[] not null,
  favourite    boolean not null,
  -- The from-price per week (docs/product/entities.md#prices) on search_state.built_for; null: no price ahead.
  week_price   numeric(10,2)
);
create index house_search_region on house_search (region_id);

-- What the search text is matched against, kept apart so that searches
-- without text scan a narrow table. Keys are search_key() forms (lower case,
-- accents removed): the house's names in both languages and its code; its
-- area's and region's names; its main town (the main point's place) and how
-- far it is; the other places among its points. doc is all of them: every
-- word of a search must be in it (trigram index: LIKE '%word%').
create table house_search_text (
  house_id    integer primary key,
  doc         text not null,
  name_key    text not null,
  area_key    text not null,
  region_key  text not null,
  town_key    text not null,
  town_km     double precision,
  places_key  text not null
);
create index house_search_text_doc on house_search_text using gin (doc gin_trgm_ops);

create table search_state (
  id            boolean primary key default true check (id),
  version       bigint not null default 1,
  built_version bigint not null default 0,
  built_for     date,
  valid_until   date
);
insert into search_state default values;

create function search_state_touch() returns trigger
  language plpgsql as $$
begin
  update search_state set version = version + 1;
  return null;
end $$;

do $$
declare t text;
begin
  foreach t in array array['houses', 'house_texts', 'house_highlights', 'house_categories', 'house_rooms', 'room_beds', 'house_prices', 'house_points', 'house_images', 'places', 'areas'] loop
    execute format('create trigger %I after insert or update or delete on %I for each statement execute function search_state_touch()', t || '_search_touch', t);
    execute format('create trigger %I after truncate on %I for each statement execute function search_state_touch()', t || '_search_touch_truncate', t);
  end loop;
end $$;

-- The seasons of a page of houses (loadHouses: house_id = any(...)): the
-- exclusion constraint's GiST index cannot search an array of ids, so without
-- this every page read all prices (360,000 rows at 20,000 houses).
create index house_prices_house on house_prices (house_id, lower(season));
-- The same for the stays of a page of houses (include=availabilityPerYear).
create index stays_house on stays (house_id, lower(stay)) where active;
-- Which houses are taken on some dates (dated searches). The exclusion
-- constraint's GiST index is keyed by house first and slow to search by dates
-- alone (about 10x slower at 20,000 houses); this one is by dates only. Its
-- expression equals stay (a bounded, non-empty [) range): searches write it
-- so, since the planner costs both indexes alike and may take the other.
create index stays_dates on stays using gist (daterange(lower(stay), upper(stay))) where active;
-- Prices of a stay for many houses at once (dated searches sorted or filtered by price).
create index house_prices_season on house_prices using gist (season);
