-- What the last import of an owner's calendar left out, for staff
-- (server/api/calendars/import.ts caps both):
--   events_capped_at   the events cap, when the file had more events (only that
--                      many, the soonest, were read); null when all were read
--   conflicts_unlisted overlapping events past the cap on recorded conflicts,
--                      counted but not listed in calendar_conflicts
alter table house_calendars
  add column events_capped_at integer check (events_capped_at > 0),
  add column conflicts_unlisted integer not null default 0 check (conflicts_unlisted >= 0);
