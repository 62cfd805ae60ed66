-- An owner's payout for a statement (docs/product/statements.md#payouts), recorded as paid once:
-- the day and the bank's reference (or the credit-transfer file's message id). Never changed.
create table owner_payouts (
  statement_id integer primary key references owner_statements,
  paid_on      date not null,
  reference    text not null check (btrim(reference) <> '' and length(reference) <= 140),
  recorded_by  text not null,
  recorded_at  timestamptz not null default now()
);
create trigger owner_payouts_recorded before update or delete on owner_payouts
  for each row execute function owner_statements_issued();
