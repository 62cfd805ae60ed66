-- One record of each booking's money (docs/product/money-record.md): an
-- append-only list of entries from which every amount anyone sees is derived
-- (server/booking-money.ts). Nothing here is ever updated or deleted; a change
-- is a new entry. Each entry says who or what made it.
create table money_entries (
  id             bigint generated always as identity primary key,
  reservation_id bigint not null references reservations on delete restrict,
  -- charge: what the booking costs changes (+ when booking, ± when staff move or re-price);
  -- cancellation: the charges become the fee kept (amount = fee − charged before, never positive);
  -- receipt: money arrived (payment_id: the instalment it pays; null: money nobody asked for, refunded);
  -- refund: money decided to go back (pending until refund_sent or refund_failed names it).
  kind           text not null check (kind in ('charge', 'cancellation', 'receipt', 'refund', 'refund_sent', 'refund_failed')),
  amount_cents   integer not null,
  -- What a charge is for: 'house:<position>', 'kits', or 'credit' (money staff gave back, no longer owed).
  line           text check (line ~ '^(house:[0-9]+|kits|credit)$'),
  method         text check (method in ('card', 'bank')),
  payment_id     bigint,
  refund_id      bigint references refunds on delete restrict,
  -- Why money goes back: the refunds' reasons.
  refund_reason  text check (refund_reason in ('cancellation', 'duplicate', 'manual', 'overpaid')),
  -- The provider's charge or refund, or the bank transfer's reference.
  reference      text,
  -- Who or what made it: the guest, a trade partner, staff, the payment provider, a job, the operator.
  cause          text not null check (cause in ('guest', 'partner', 'staff', 'provider', 'job', 'operator', 'migration')),
  -- The staff user's name, or the provider's.
  actor          text,
  at             timestamptz not null default now(),
  check (case kind
    when 'charge' then line is not null
    when 'cancellation' then amount_cents <= 0
    when 'receipt' then amount_cents > 0 and method is not null
    when 'refund' then amount_cents > 0 and refund_id is not null and refund_reason is not null
    else amount_cents > 0 and refund_id is not null
  end)
);
create index money_entries_reservation on money_entries (reservation_id, id);
-- A refund is decided once and settles once (sent or failed).
create unique index money_entries_refund_once on money_entries (refund_id, (kind = 'refund')) where refund_id is not null;

create function money_entries_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'money_entries is append-only: % refused', tg_op using errcode = 'restrict_violation';
end $$;
create trigger money_entries_append_only before update or delete on money_entries
  for each row execute function money_entries_append_only();

-- Refunds gain the reason of giving back what a lower price left paid over.
alter table refunds drop constraint refunds_reason_check;
alter table refunds add constraint refunds_reason_check check (reason in ('cancellation', 'duplicate', 'manual', 'overpaid'));

-- A pay page belongs to its booking even when staff remove the instalment it was
-- opened for (a lower price): money paid on it later is still recorded and refunded.
alter table payment_sessions add column reservation_id bigint references reservations on delete cascade;
update payment_sessions s set reservation_id = p.reservation_id from payments p where p.id = s.payment_id;
alter table payment_sessions alter column reservation_id set not null;
alter table payment_sessions alter column payment_id drop not null;
alter table payment_sessions drop constraint payment_sessions_payment_id_fkey;
alter table payment_sessions add constraint payment_sessions_payment_id_fkey
  foreign key (payment_id) references payments on delete set null;

-- The record of bookings made before it, from what the tables say.
insert into money_entries (reservation_id, kind, amount_cents, line, cause, at)
select rh.reservation_id, 'charge', rh.price_cents, 'house:' || rh.position, 'migration', r.created_at
  from reservation_houses rh join reservations r on r.id = rh.reservation_id;
insert into money_entries (reservation_id, kind, amount_cents, line, cause, at)
select id, 'charge', kits_cents, 'kits', 'migration', created_at from reservations where kits_cents > 0;
insert into money_entries (reservation_id, kind, amount_cents, method, payment_id, cause, at)
select reservation_id, 'receipt', amount_cents, method, id, 'migration', paid_at from payments where paid_at is not null;
insert into money_entries (reservation_id, kind, amount_cents, method, reference, cause, at)
select r.reservation_id, 'receipt', r.amount_cents, 'card', r.session_id, 'migration', r.created_at
  from refunds r where r.reason = 'duplicate';
insert into money_entries (reservation_id, kind, amount_cents, line, cause, at)
select reservation_id, 'charge', -amount_cents, 'credit', 'migration', created_at from refunds where reason = 'manual';
insert into money_entries (reservation_id, kind, amount_cents, method, refund_id, refund_reason, cause, at)
select reservation_id, 'refund', amount_cents, case when session_id is null then 'bank' else 'card' end, id, reason, 'migration', created_at
  from refunds;
insert into money_entries (reservation_id, kind, amount_cents, refund_id, reference, cause, at)
select reservation_id, case status when 'succeeded' then 'refund_sent' else 'refund_failed' end, amount_cents, id,
       provider_ref, 'migration', coalesce(refunded_at, created_at)
  from refunds where status <> 'pending';
insert into money_entries (reservation_id, kind, amount_cents, cause, at)
select id, 'cancellation', cancellation_fee_cents - total_cents, 'migration', cancelled_at
  from reservations where status = 'cancelled' and cancellation_fee_cents <= total_cents;
