-- Login sessions of company users. Every token names its row (the JWT's jti):
-- logging out ends that one session, a new password ends all of the user's.
create table sessions (
  id         uuid primary key,
  user_id    integer not null references company_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user on sessions (user_id);
create index sessions_expires on sessions (expires_at);

-- Sessions replace the token version of 030: tokens signed before now are refused.
alter table company_users drop column token_version;
