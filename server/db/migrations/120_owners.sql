-- The houses' owners (docs/product/owners.md): the company rents out privately owned
-- houses, collects the guests' money and pays each owner their share less its commission.
-- `code` is the owner's stable key in the catalogue file (e.g. OW-0042). Commission rates are
-- basis points (2000 = 20 %), on the owner and, where a house's agreement differs, on the house.
create table owners (
  id             integer generated always as identity primary key,
  code           text not null unique check (code ~ '^[A-Z0-9-]{2,20}$'),
  name           text not null check (btrim(name) = name and name <> '' and length(name) <= 200),
  email          text check (email is null or (btrim(email) = email and email like '%_@_%' and length(email) <= 254)),
  phone          text check (phone is null or btrim(phone) <> ''),
  street         text check (street is null or btrim(street) <> ''),
  postcode       text check (postcode is null or btrim(postcode) <> ''),
  city           text check (city is null or btrim(city) <> ''),
  country        text check (country is null or country ~ '^[A-Z]{2}$'),
  -- Bank details for the payouts' credit transfers (ISO 20022 pain.001): IBAN and BIC without spaces.
  iban           text check (iban is null or iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$'),
  bic            text check (bic is null or bic ~ '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  account_holder text check (account_holder is null or btrim(account_holder) <> ''),
  tax_number     text check (tax_number is null or btrim(tax_number) <> ''),
  commission_bp  integer not null check (commission_bp between 0 and 10000),
  created_at     timestamptz not null default now()
);

-- Every house has one owner. Houses made before owners existed have none until the catalogue
-- file (or staff) gives them one; the catalogue import requires it for every house it writes.
alter table houses
  add column owner_id integer references owners,
  add column commission_bp integer check (commission_bp is null or commission_bp between 0 and 10000);
create index houses_owner on houses (owner_id);
