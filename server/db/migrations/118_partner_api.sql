-- The partner API (docs/product/api.md#partner-api): a company's API keys, and the answers
-- to booking calls sent with an Idempotency-Key.

-- Only the key's SHA-256 is kept; `prefix` is its first characters, shown to tell keys apart.
create table company_api_keys (
  id                 serial primary key,
  company_id         integer not null references companies (id) on delete cascade,
  label              text not null check (length(label) between 1 and 100),
  prefix             text not null,
  secret_hash        bytea not null unique,
  created_at         timestamptz not null default now(),
  created_by         integer references company_users (id) on delete set null,
  created_by_name    text not null,
  last_used_at       timestamptz,
  revoked_at         timestamptz,
  revoked_by         integer references company_users (id) on delete set null,
  revoked_by_name    text
);
create index company_api_keys_company on company_api_keys (company_id);

-- A booking made with a key names it (company_user_id stays null).
alter table reservations add column api_key_id integer references company_api_keys (id) on delete set null;

-- One row per caller and key: claimed (status null) in the booking's own transaction, so a
-- second call with the same key waits for the first and then finds its answer.
create table idempotency_keys (
  scope        text not null,
  key          text not null,
  request_hash text not null,
  status       integer,
  body         jsonb,
  created_at   timestamptz not null,
  expires_at   timestamptz not null,
  primary key (scope, key)
);
create index idempotency_keys_expires on idempotency_keys (expires_at);
