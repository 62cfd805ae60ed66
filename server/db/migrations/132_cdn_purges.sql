-- Pages a CDN keeps name the data they show (Surrogate-Key, Cache-Tag:
-- server/render/page-tags.ts). The triggers that tell every process of a
-- change (migration 094) now also queue those names here, in the change's own
-- transaction: a committed change is never left unpurged, a rolled-back one
-- purges nothing. One process takes each row (server/cdn/purger.ts) and asks
-- the CDN to purge its tag; a row not yet queued for the same tag is added
-- only once, so a bulk import queues one 'catalogue', not thousands.

create table cdn_purges (
  id bigserial primary key,
  tag text not null,
  -- Set while a process is purging the row; a process that dies leaves it to be taken again after this.
  taken_until timestamptz
);

create function cdn_purge_queue(tags text[]) returns void
  language sql as $$
  insert into cdn_purges (tag)
  select t from unnest(tags) t
  where not exists (select 1 from cdn_purges q where q.tag = t and q.taken_until is null);
$$;

create or replace function data_notify_catalogue() returns trigger
  language plpgsql as $$
begin
  perform pg_notify('sumarhus_data', 'c');
  perform cdn_purge_queue(array['catalogue']);
  return null;
end $$;

create or replace function data_notify_stays_written() returns trigger
  language plpgsql as $$
begin
  perform pg_notify('sumarhus_data', 's' || house_id) from (select distinct house_id from written) w;
  perform cdn_purge_queue(array['stays'] || array(select distinct 'house-' || house_id from written));
  return null;
end $$;

create or replace function data_notify_stays_moved() returns trigger
  language plpgsql as $$
begin
  perform pg_notify('sumarhus_data', 's' || house_id) from (select house_id from before_rows union select house_id from after_rows) w;
  perform cdn_purge_queue(array['stays'] || array(select 'house-' || house_id from before_rows union select 'house-' || house_id from after_rows));
  return null;
end $$;

-- Every house's stays: the house pages all carry 'catalogue', the dated lists 'stays'.
create or replace function data_notify_all_stays() returns trigger
  language plpgsql as $$
begin
  perform pg_notify('sumarhus_data', 'a');
  perform cdn_purge_queue(array['stays', 'catalogue']);
  return null;
end $$;
