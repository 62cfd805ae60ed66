-- Invoices and credit notes as issued (docs/product/documents.md): numbered
-- without gaps per series and year, stored once with their figures and bytes,
-- never changed or deleted. Money in euro cents, gross (VAT included).

-- One row per series and year: the last number given out. A number is taken by
-- the transaction that issues the document, which holds this row's lock until
-- it commits; a rollback gives the number back, so the series has no gaps
-- (a sequence would keep the numbers of rolled-back transactions).
create table document_counters (
  series      text not null check (series in ('invoice', 'credit_note')),
  year        smallint not null check (year between 2000 and 2999),
  last_number integer not null check (last_number > 0),
  primary key (series, year)
);

create table issued_documents (
  id              bigint generated always as identity primary key,
  -- No cascade: a booking with issued documents cannot be deleted.
  reservation_id  bigint not null references reservations (id),
  kind            text not null check (kind in ('invoice', 'credit_note')),
  -- What caused it: the booking, a change of what is charged, a cancellation, a reduction (a staff refund).
  reason          text not null check (reason in ('booking', 'change', 'cancellation', 'reduction')),
  year            smallint not null,
  sequence        integer not null check (sequence > 0),
  -- As printed: 2026-000123 (invoice), CN-2026-000007 (credit note).
  number          text not null unique check (number ~ '^(CN-)?[0-9]{4}-[0-9]{6,}$'),
  issue_date      date not null check (extract(year from issue_date) = year),
  -- A credit note's invoice: an issued one (corrects_id), or the unnumbered invoice of a
  -- booking made before numbering (corrects_id null, corrects_number its booking code).
  corrects_id     bigint references issued_documents (id),
  corrects_number text,
  net_cents       integer not null,
  vat_cents       integer not null,
  tax_cents       integer not null,
  total_cents     integer not null check (total_cents = net_cents + vat_cents + tax_cents),
  -- The lines and the VAT summary the PDF shows (server/documents/vat.ts), so a credit note negates them exactly.
  figures         jsonb not null,
  -- The download name ('invoice-2026-000123', 'credit-note-2026-000007') and the file name.
  name            text not null check (name ~ '^(invoice|credit-note)-[0-9]{4}-[0-9]{6,}$'),
  filename        text not null,
  content         bytea not null,
  size            integer not null check (size = octet_length(content)),
  created_at      timestamptz not null,
  unique (kind, year, sequence),
  unique (reservation_id, name),
  check ((kind = 'credit_note') = (corrects_number is not null)),
  check ((kind = 'invoice' and total_cents >= 0) or (kind = 'credit_note' and total_cents <= 0))
);
create index issued_documents_reservation on issued_documents (reservation_id, id);
-- An invoice is cancelled in full at most once (reductions are partial and may be several).
create unique index issued_documents_credited_once on issued_documents (corrects_id) where reason <> 'reduction';

create function issued_documents_immutable() returns trigger
  language plpgsql as $$
begin
  raise exception 'issued document % cannot be changed or deleted: issue a credit note', old.number
    using errcode = 'restrict_violation';
end
$$;
create trigger issued_documents_immutable before update or delete on issued_documents
  for each row execute function issued_documents_immutable();

-- A trade partner's invoice is addressed to the company: its address (lines) and VAT number.
alter table companies
  add column address text check (address is null or btrim(address) <> ''),
  add column vat_number text check (vat_number is null or vat_number ~ '^[A-Z0-9 -]{2,20}$');
