-- Outgoing mail (server/mail). A message is written in the same transaction as
-- whatever caused it, then delivered by the mail worker. Rows are never deleted
-- by the application: 'sent' and 'stored' are final, 'failed' waits for a person
-- (see server/mail/README.md), 'pending' is retried with exponential backoff.
create table outbox_messages (
  id              bigserial primary key,
  to_address      text not null,
  reply_to        text,
  subject         text not null,
  text            text not null,
  html            text,
  -- pending: to be delivered; sent: accepted by the SMTP server; stored: no SMTP
  -- configured, written as an .eml file instead; failed: gave up after many attempts.
  status          text not null default 'pending' check (status in ('pending', 'sent', 'stored', 'failed')),
  attempts        integer not null default 0,
  -- When the message is next due. A worker that takes a message moves this
  -- forward by its lease, so no other worker takes it meanwhile.
  next_attempt_at timestamptz not null default now(),
  last_error      text,
  created_at      timestamptz not null default now(),
  sent_at         timestamptz
);
create index outbox_messages_due on outbox_messages (next_attempt_at) where status = 'pending';

-- Attachments live in the database (not on one machine's disk), so any web
-- process can deliver any message.
create table outbox_attachments (
  id           bigserial primary key,
  message_id   bigint not null references outbox_messages (id) on delete cascade,
  position     integer not null,
  filename     text not null,
  content_type text not null,
  content      bytea not null,
  unique (message_id, position)
);
