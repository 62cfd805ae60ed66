-- A picture imported from a URL (npm run catalogue:import) keeps that URL: the
-- export names it again, and importing the same file again fetches nothing.
-- The fetched file itself is source_path, like any photo.
alter table house_images add column source_url text;
