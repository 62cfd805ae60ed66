-- Messages from the contact form (docs/product/rules.md#contact-form). Each is forwarded to
-- the staff through the outbox in the same transaction (outbox_message_id).
create table contact_messages (
  id                bigserial primary key,
  name              text not null,
  email             text not null,
  subject           text not null check (subject in ('general', 'owner', 'booking', 'operator')),
  message           text not null,
  locale            text not null check (locale in ('en', 'de')),
  outbox_message_id bigint references outbox_messages (id),
  created_at        timestamptz not null default now()
);
create index contact_messages_created on contact_messages (created_at);
