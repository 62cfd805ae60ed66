-- Card payments (docs/product/bookings-and-payments.md#paying-by-card): a payment is paid through a provider's hosted
-- page (payment_sessions), confirmed by its signed callback (payment_events
-- makes each callback count once), refunded through the provider (refunds).
-- A booking is 'pending_payment' (reserved, nothing paid), 'confirmed' (the
-- first payment arrived, or a trade partner's booking on account), 'paid'
-- (paid in full) or 'cancelled' (for non-payment, by the guest).

alter table reservations drop constraint reservations_status_check;
alter table reservations add constraint reservations_status_check
  check (status in ('pending_payment', 'confirmed', 'paid', 'cancelled'));
alter table reservations drop constraint reservations_cancel_reason_check;
alter table reservations add constraint reservations_cancel_reason_check
  check (cancel_reason in ('unpaid', 'guest'));
-- A trade partner's booking: paid on account (bank transfer), never by card, never cancelled automatically.
alter table reservations add column on_account boolean not null default false;
-- The origin the booking was made on (https://sumarhus.is), for absolute links in later e-mails.
alter table reservations add column site_origin text check (site_origin ~ '^https?://[^/]+$');
-- Fixed when cancelled: the fee kept (terms section 8), in cents.
alter table reservations add column cancellation_fee_cents integer check (cancellation_fee_cents >= 0);
-- Bookings cancelled before this migration kept what was paid (terms section 5).
update reservations r set cancellation_fee_cents = coalesce((select sum(p.amount_cents) from payments p where p.reservation_id = r.id and p.paid_at is not null), 0)
 where r.status = 'cancelled';
alter table reservations add constraint reservations_cancel_fee check ((status = 'cancelled') = (cancellation_fee_cents is not null));

-- Where a trade partner receives copies of its bookings.
alter table companies add column email text check (email is null or (btrim(email) = email and email <> ''));

-- How a payment arrived: by card through the provider, by bank transfer (an operator marked it).
alter table payments add column method text check (method in ('card', 'bank'));
-- Until now an operator marked payments as paid: bank transfers.
update payments set method = 'bank' where paid_at is not null;
alter table payments add constraint payments_method_when_paid check ((paid_at is null) = (method is null));
-- A booking with its deposit paid is confirmed.
update reservations r set status = 'confirmed'
 where r.status = 'pending_payment' and exists (select 1 from payments p where p.reservation_id = r.id and p.paid_at is not null);
-- The reminders sent for this payment (each once): a week before its due date, the day after it.
alter table payments add column reminded_at timestamptz;
alter table payments add column overdue_reminded_at timestamptz;

-- A hosted payment page opened for one payment. At most one is open per
-- payment, so two tabs paying the same deposit share one page, which the
-- provider lets be paid once.
create table payment_sessions (
  id                  text primary key check (id ~ '^[A-Za-z0-9_-]{16,64}$'),
  payment_id          bigint not null references payments on delete cascade,
  provider            text not null,
  provider_session_id text,
  url                 text,
  amount_cents        integer not null check (amount_cents > 0),
  -- open: waiting for the guest; paid: the provider took the money for this payment;
  -- duplicate: the provider took money for a payment already paid (refunded);
  -- cancelled: the guest went back; expired: no longer payable.
  status              text not null default 'open' check (status in ('open', 'paid', 'duplicate', 'cancelled', 'expired')),
  -- The provider's reference of the charge (Stripe: the PaymentIntent), for refunds.
  charge_ref          text,
  locale              text not null check (locale in ('en', 'de')),
  created_at          timestamptz not null default now(),
  expires_at          timestamptz not null,
  completed_at        timestamptz,
  unique (provider, provider_session_id)
);
create unique index payment_sessions_one_open on payment_sessions (payment_id) where status = 'open';
create index payment_sessions_payment on payment_sessions (payment_id);

-- Provider callbacks already handled: the same event twice counts once.
create table payment_events (
  provider    text not null,
  event_id    text not null,
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);

-- Money given back: after a cancellation, or for a duplicate charge. Written
-- in the transaction that decides it ('pending'), then sent to the provider.
create table refunds (
  id             bigint generated always as identity primary key,
  reservation_id bigint not null references reservations on delete cascade,
  -- The card charge refunded; null: the payment came by bank transfer and goes back the same way (by a person).
  session_id     text references payment_sessions on delete restrict,
  amount_cents   integer not null check (amount_cents > 0),
  reason         text not null check (reason in ('cancellation', 'duplicate')),
  status         text not null default 'pending' check (status in ('pending', 'succeeded', 'failed')),
  provider_ref   text,
  attempts       integer not null default 0,
  last_error     text,
  created_at     timestamptz not null default now(),
  refunded_at    timestamptz
);
create index refunds_pending on refunds (created_at) where status = 'pending';
create index refunds_reservation on refunds (reservation_id);

-- The built-in test gateway's own books (what a real provider keeps on its
-- side): the pages it took a test card on, and the refunds it made. No money
-- moves; the rest of the application sees it only through the provider boundary.
create table test_gateway_charges (
  id             text primary key,
  page_id        text not null unique,
  amount_cents   integer not null check (amount_cents > 0),
  currency       text not null,
  refunded_cents integer not null default 0 check (refunded_cents between 0 and amount_cents),
  created_at     timestamptz not null default now()
);
create table test_gateway_refunds (
  id              text primary key,
  idempotency_key text not null unique,
  charge_id       text not null references test_gateway_charges,
  amount_cents    integer not null check (amount_cents > 0),
  created_at      timestamptz not null default now()
);
