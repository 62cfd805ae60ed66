-- Reservations (docs/product/entities.md#bookings; docs/product/bookings-and-payments.md#payment-schedule).
-- A reservation is made from a cart in one transaction: its houses hold stays
-- (009, kind 'booking'), whose exclusion constraint refuses dates already taken;
-- its payments are the schedule of the terms; its documents are the PDFs
-- mailed to the guest and served at signed URLs. Money is in euro cents.

create table reservations (
  id                         bigint generated always as identity primary key,
  -- 8 random digits (node:crypto), what the guest types in My booking with the e-mail.
  booking_code               text not null unique check (booking_code ~ '^[0-9]{8}$'),
  email                      text not null check (btrim(email) = email and email <> ''),
  locale                     text not null check (locale in ('en', 'de')),
  -- The booking form (docs/product/rules.md#booking-form).
  title                      text not null check (title in ('Mr', 'Ms')),
  first_name                 text not null,
  last_name                  text not null,
  birth_date                 date not null,
  nationality                text not null,
  address                    text not null,
  city                       text not null,
  zip_code                   text not null,
  country_iso                text not null check (country_iso ~ '^[A-Z]{2}$'),
  mobile_phone               text not null,
  number_adults              smallint not null check (number_adults >= 1),
  number_children            smallint not null check (number_children >= 0),
  number_viator_kit          smallint not null check (number_viator_kit between 0 and number_adults + number_children),
  arrival_date               date not null,
  arrival_transport_type     smallint not null check (arrival_transport_type in (1, 2)),
  arrival_transport_number   text not null,
  departure_date             date not null check (departure_date >= arrival_date),
  departure_transport_type   smallint not null check (departure_transport_type in (1, 2)),
  departure_transport_number text not null,
  check_in_center            smallint not null check (check_in_center in (1, 2, 3)),
  -- Totals, fixed when booking: the price of one kit then, and the sums.
  kit_price_cents            integer not null check (kit_price_cents >= 0),
  houses_cents               integer not null check (houses_cents >= 0),
  kits_cents                 integer not null check (kits_cents = number_viator_kit * kit_price_cents),
  total_cents                integer not null check (total_cents = houses_cents + kits_cents and total_cents > 0),
  -- Set when a logged-in company (agency) user booked.
  company_id                 integer references companies (id) on delete set null,
  company_user_id            integer references company_users (id) on delete set null,
  -- The cart it was made from (the cart itself is emptied, maybe later deleted).
  cart_id                    text,
  status                     text not null default 'pending_payment' check (status in ('pending_payment', 'paid', 'cancelled')),
  cancelled_at               timestamptz,
  cancel_reason              text check (cancel_reason in ('unpaid')),
  created_at                 timestamptz not null default now(),
  check ((status = 'cancelled') = (cancelled_at is not null))
);
-- My booking looks reservations up by e-mail, whatever its case.
create index reservations_email on reservations (lower(email));
create index reservations_company on reservations (company_id) where company_id is not null;

-- The houses of a reservation, one per cart line, each holding its stay.
create table reservation_houses (
  reservation_id bigint not null references reservations on delete cascade,
  position       smallint not null check (position >= 1),
  house_id       integer not null references houses on delete restrict,
  stay_id        bigint not null unique references stays on delete restrict,
  price_cents    integer not null check (price_cents >= 0),
  primary key (reservation_id, position)
);
create index reservation_houses_house on reservation_houses (house_id);

-- The payment schedule (src/lib/payment-schedule.ts): [full] or [deposit, balance].
-- paid_at is set when the money has arrived (card payment: a later issue; for
-- now an operator marks payments as paid). Due dates are days in UTC.
create table payments (
  id             bigint generated always as identity primary key,
  reservation_id bigint not null references reservations on delete cascade,
  kind           text not null check (kind in ('deposit', 'balance', 'full')),
  amount_cents   integer not null check (amount_cents > 0),
  due_date       date not null,
  paid_at        timestamptz,
  unique (reservation_id, kind)
);
-- The cancellation job looks for unpaid payments by due date.
create index payments_unpaid_due on payments (due_date) where paid_at is null;

-- The PDFs of a reservation (server/documents), rendered when booking (the
-- invoice again when a payment arrives), so that the copy mailed and the copy
-- downloaded are the same file, and any web process can serve them.
create table reservation_documents (
  reservation_id bigint not null references reservations on delete cascade,
  -- 'invoice', or 'travel-<position>' for the house at that position.
  name           text not null check (name ~ '^(invoice|travel-[0-9]+)$'),
  kind           text not null check (kind in ('invoice', 'travel')),
  position       smallint,
  filename       text not null,
  content        bytea not null,
  size           integer not null check (size > 0),
  created_at     timestamptz not null default now(),
  primary key (reservation_id, name),
  check ((kind = 'travel') = (position is not null))
);
