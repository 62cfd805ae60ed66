-- A house's street address (docs/catalogue-format.md): printed on the travel document and shown in
-- the mails about its bookings. Houses imported before it have none until their catalogue gives one.
alter table houses add column street_address text
  check (street_address is null or (length(street_address) between 3 and 200 and street_address !~ '[\r\n]'));

-- The short links of the mails' text parts (server/mail/short-links.ts): a link longer than a line
-- stands in the text as /l/{id}. Only the id's hash is stored, and the target encrypted with a key
-- made from the id: the table alone opens no login or pay link.
create table mail_links (
  id_hash bytea primary key,
  target bytea not null,
  expires_at timestamptz not null
);
create index mail_links_expires on mail_links (expires_at);
