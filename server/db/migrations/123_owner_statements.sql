-- Owners' statements (docs/product/statements.md): issued once per owner and month, never
-- changed. A statement's lines are what it said of each stay (a house line of a booking):
-- the stay's first appearance or an adjustment to what earlier statements said of it, with the
-- commission rate it was stated at, so a later change of rate never reaches a stated stay.
-- The language of the owner's statements and mails.
alter table owners add column locale text not null default 'en' check (locale in ('en', 'de'));

-- The months issued, in order: a month is issued once, for every owner at once, after it has ended;
-- the first one is where the books begin.
create table statement_months (
  period_from date primary key,
  period_to   date not null check (period_to >= period_from),
  issued_at   timestamptz not null default now(),
  issued_by   text not null
);

create table owner_statements (
  id                integer generated always as identity primary key,
  owner_id          integer not null references owners,
  -- The month it covers, and the first day any statement of the owner covers.
  period_from       date not null,
  period_to         date not null check (period_to >= period_from),
  books_from        date not null check (books_from <= period_from),
  number            text not null unique,
  rent_cents        bigint not null,
  commission_cents  bigint not null,
  earned_cents      bigint not null check (earned_cents = rent_cents - commission_cents),
  carried_in_cents  bigint not null check (carried_in_cents <= 0),
  payout_cents      bigint not null check (payout_cents >= 0),
  carried_out_cents bigint not null check (carried_out_cents <= 0),
  issued_at         timestamptz not null default now(),
  issued_by         text not null,
  unique (owner_id, period_from),
  check (earned_cents + carried_in_cents = payout_cents + carried_out_cents)
);

create table owner_statement_lines (
  id               integer generated always as identity primary key,
  statement_id     integer not null references owner_statements,
  reservation_id   integer not null references reservations,
  position         smallint not null,
  kind             text not null check (kind in ('stay', 'adjustment')),
  -- The stay as it was when stated (names and days may change later; the statement does not).
  booking_code     text not null,
  house_code       text not null,
  house_name       text not null,
  arrival          date not null,
  departure        date not null check (departure > arrival),
  persons          smallint not null check (persons >= 0),
  cancelled        boolean not null,
  commission_bp    integer not null check (commission_bp between 0 and 10000),
  rent_cents       bigint not null,
  commission_cents bigint not null,
  payout_cents     bigint not null check (payout_cents = rent_cents - commission_cents)
);
create index owner_statement_lines_statement on owner_statement_lines (statement_id, id);
create index owner_statement_lines_stay on owner_statement_lines (reservation_id, position);

create function owner_statements_issued() returns trigger language plpgsql as $$
begin
  raise exception '% is issued and never changed: % refused', tg_table_name, tg_op using errcode = 'restrict_violation';
end $$;
create trigger statement_months_issued before update or delete on statement_months
  for each row execute function owner_statements_issued();
create trigger owner_statements_issued before update or delete on owner_statements
  for each row execute function owner_statements_issued();
create trigger owner_statement_lines_issued before update or delete on owner_statement_lines
  for each row execute function owner_statements_issued();
