-- One-time login links sent by e-mail: the way in that a per-account cap on
-- wrong passwords leaves the owner. Only the token's SHA-256 is kept; a link
-- works once (used_at) and until expires_at.
create table login_links (
  id         bigint generated always as identity primary key,
  user_id    integer not null references company_users (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at    timestamptz
);
create index login_links_user on login_links (user_id);
create index login_links_expires on login_links (expires_at);
