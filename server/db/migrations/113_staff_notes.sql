-- Internal notes staff keep on a booking or a house (docs/product/entities.md#staff-notes):
-- never part of any guest's or trade partner's payload, page, mail or PDF.
create table staff_notes (
  id          bigint generated always as identity primary key,
  -- 'reservation' | 'house'; the booking code or the house code, as in staff_audit.
  target_type text not null check (target_type in ('reservation', 'house')),
  target      text not null,
  user_id     integer references company_users (id) on delete set null,
  username    text not null,
  body        text not null check (btrim(body) = body and char_length(body) between 1 and 2000),
  at          timestamptz not null
);
create index staff_notes_target on staff_notes (target_type, target, at desc, id desc);
