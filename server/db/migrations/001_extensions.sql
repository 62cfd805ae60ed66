-- btree_gist: exclusion constraints over (house, daterange) make double bookings impossible.
-- unaccent + pg_trgm: accent- and case-insensitive text search ("Hofn" finds Höfn).
create extension if not exists btree_gist;
create extension if not exists unaccent;
create extension if not exists pg_trgm;
