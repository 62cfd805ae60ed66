-- Bank transfers as they arrive (docs/product/money-record.md#bank-transfers): staff type the amount,
-- the day it was received and the bank's reference. A transfer pays the open payments in due order;
-- one that covers a payment only in part splits it into the part paid and the rest, still due on the
-- same day, so a payment's kind may now appear more than once in a booking's schedule.
alter table payments drop constraint payments_reservation_id_kind_key;

-- Each transfer recorded, once: the same booking, amount, day and reference again is the same
-- transfer posted twice (a double click, two staff at once), refused by this key in any process.
create table bank_transfers (
  id             bigint generated always as identity primary key,
  reservation_id bigint not null references reservations on delete restrict,
  amount_cents   integer not null check (amount_cents > 0),
  received_on    date not null,
  reference      text not null check (btrim(reference) = reference and reference <> ''),
  recorded_by    text not null,
  recorded_at    timestamptz not null,
  unique (reservation_id, amount_cents, received_on, reference)
);
