-- The owner's share of a kept cancellation fee (docs/product/statements.md#an-owners-share), in
-- basis points (10000 = all of it, as before): that part of the fee counts as the owner's rent,
-- commission taken as on any rent; the rest is the company's, no commission on it.
alter table owners
  add column cancellation_share_bp integer not null default 10000
    check (cancellation_share_bp between 0 and 10000);

-- The share a statement line was stated at: a later change of the owner's share reaches only
-- stays not stated yet, as with the commission rate. Lines stated before this are all 10000.
alter table owner_statement_lines
  add column cancellation_share_bp integer not null default 10000
    check (cancellation_share_bp between 0 and 10000);
