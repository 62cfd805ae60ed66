-- Card disputes (chargebacks), and pay pages expired at the provider
-- (docs/product/bookings-and-payments.md#disputes, #paying-by-card).

-- A guest's bank disputes a card charge of a booking: what the provider
-- tells of it, kept up to date by its events. Staff see it on the booking.
-- Not money in the record: a dispute lost takes the money back outside any
-- refund (docs/product/money-record.md, "What is not in the record").
create table disputes (
  id                  bigint generated always as identity primary key,
  reservation_id      bigint not null references reservations on delete restrict,
  provider            text not null,
  -- The provider's dispute (Stripe: du_…).
  provider_dispute_id text not null,
  -- Our page's charge (payment_sessions.charge_ref; Stripe: the PaymentIntent) and the provider's charge (Stripe: ch_…).
  charge_ref          text not null,
  provider_charge_id  text,
  amount_cents        integer not null check (amount_cents > 0),
  currency            text not null,
  -- The bank's reason as the provider names it (Stripe: fraudulent, product_not_received, …).
  reason              text not null,
  -- The provider's last word on it (Stripe: needs_response, under_review, won, lost, …).
  status              text not null,
  -- Until when evidence may be sent; null when the bank takes none.
  evidence_due_by     timestamptz,
  created_at          timestamptz not null,
  updated_at          timestamptz not null,
  closed_at           timestamptz,
  -- Once closed: won (the money stays), lost (it went back to the guest's bank), closed (neither: an inquiry closed, a dispute prevented).
  outcome             text check (outcome in ('won', 'lost', 'closed')),
  check ((closed_at is null) = (outcome is null)),
  unique (provider, provider_dispute_id)
);
create index disputes_reservation on disputes (reservation_id);

-- A page we expired (replaced by a new one, or its payment changed by staff)
-- is expired at the provider too, after the commit: when that was done, or
-- when the provider told us it expired. Null on an expired page: not yet.
alter table payment_sessions add column provider_expired_at timestamptz;

-- The test gateway's pages that may no longer be paid (what expiring a page
-- at a real provider does).
create table test_gateway_expired_pages (
  page_id    text primary key,
  expired_at timestamptz not null
);
