-- Trade partners (agencies, docs/product/rules.md#roles): a company and the users who log in for it.
create table companies (
  id         integer generated always as identity primary key,
  name       text not null check (btrim(name) <> ''),
  -- The company's stable public key (GET /api/user answers it as `key`).
  key        text not null unique check (key ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  created_at timestamptz not null default now()
);

create table company_users (
  id            integer generated always as identity primary key,
  company_id    integer not null references companies (id) on delete cascade,
  username      text not null check (btrim(username) = username and username <> '' and length(username) <= 254),
  -- 'scrypt$N$r$p$<salt>$<key>': per-user salt and the cost parameters travel with the hash.
  password_hash text not null check (password_hash like 'scrypt$%'),
  -- Part of every session token; raising it (password change, lock-out) ends all sessions.
  token_version integer not null default 0,
  created_at    timestamptz not null default now(),
  last_login_at timestamptz
);
-- Usernames are unique regardless of case: Agency@x and agency@x are one user.
create unique index company_users_username_lower on company_users (lower(username));
create index company_users_company on company_users (company_id);
