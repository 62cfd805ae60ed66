-- Staff (docs/product/rules.md#roles): the people who run the business log in like trade
-- partners (same table, scrypt hashes and sessions), with the role 'staff'
-- and no company. Every staff action leaves a row in staff_audit.

alter table company_users add column role text not null default 'company' check (role in ('company', 'staff'));
alter table company_users alter column company_id drop not null;
alter table company_users add constraint company_users_company_by_role check ((role = 'staff') = (company_id is null));

-- Who did what to which thing, and the thing before and after (JSON), in the action's own transaction.
create table staff_audit (
  id         bigint generated always as identity primary key,
  user_id    integer references company_users (id) on delete set null,
  username   text not null,
  action     text not null,
  -- 'reservation' | 'house'; the booking code or the house code.
  target_type text not null,
  target     text not null,
  before     jsonb,
  after      jsonb,
  at         timestamptz not null default now()
);
create index staff_audit_target on staff_audit (target_type, target, at);

-- Staff may cancel a booking (fee kept or waived) and refund by hand.
alter table reservations drop constraint reservations_cancel_reason_check;
alter table reservations add constraint reservations_cancel_reason_check
  check (cancel_reason in ('unpaid', 'guest', 'staff'));
alter table refunds drop constraint refunds_reason_check;
alter table refunds add constraint refunds_reason_check check (reason in ('cancellation', 'duplicate', 'manual'));

-- The bookings list searches by name and e-mail and filters by arrival.
create index reservations_arrival on reservations (arrival_date);
