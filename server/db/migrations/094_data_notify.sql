-- Each process keeps the catalogue's house payloads and every house's taken
-- nights in memory (server/api/catalogue/data-version.ts). These triggers
-- tell every process, on commit, what changed: NOTIFY sumarhus_data with
--  * 'c' after any statement that writes a catalogue table (the house payload
--    is made of them), also TRUNCATE: the demo reseed counts;
--  * 's<house id>' for each house whose stays a statement wrote (insert,
--    update, delete; both houses when a stay moves), 'a' after a TRUNCATE.
-- A NOTIFY inside a transaction is sent only if it commits, and the same
-- payload only once per transaction; it takes no lock, so bookings of
-- different houses do not queue on it. The stays table and its exclusion
-- constraint stay the only authority for a booking.

create function data_notify_catalogue() returns trigger
  language plpgsql as $$
begin
  perform pg_notify('sumarhus_data', 'c');
  return null;
end $$;

-- Per statement, from its transition tables: a bulk import of stays costs one
-- call, not one per row.
create function data_notify_stays_written() returns trigger
  language plpgsql as $$
begin
  perform pg_notify('sumarhus_data', 's' || house_id) from (select distinct house_id from written) w;
  return null;
end $$;

create function data_notify_stays_moved() returns trigger
  language plpgsql as $$
begin
  perform pg_notify('sumarhus_data', 's' || house_id) from (select house_id from before_rows union select house_id from after_rows) w;
  return null;
end $$;

create function data_notify_all_stays() returns trigger
  language plpgsql as $$
begin
  perform pg_notify('sumarhus_data', 'a');
  return null;
end $$;

do $$
declare t text;
begin
  foreach t in array array['regions', 'house_types', 'highlights', 'bed_types', 'floors', 'room_kinds', 'point_types', 'categories',
                           'rating_attributes', 'places', 'areas', 'houses', 'house_texts', 'house_highlights', 'house_categories',
                           'house_points', 'house_rooms', 'room_beds', 'house_prices', 'reviews', 'review_scores', 'guestbook_entries',
                           'guestbook_texts', 'house_images'] loop
    execute format('create trigger %I after insert or update or delete on %I for each statement execute function data_notify_catalogue()', t || '_data_notify', t);
    execute format('create trigger %I after truncate on %I for each statement execute function data_notify_catalogue()', t || '_data_notify_truncate', t);
  end loop;
end $$;

create trigger stays_data_notify_insert after insert on stays referencing new table as written for each statement execute function data_notify_stays_written();
create trigger stays_data_notify_delete after delete on stays referencing old table as written for each statement execute function data_notify_stays_written();
create trigger stays_data_notify_update after update on stays referencing old table as before_rows new table as after_rows for each statement execute function data_notify_stays_moved();
create trigger stays_data_notify_truncate after truncate on stays for each statement execute function data_notify_all_stays();
