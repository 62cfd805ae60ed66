-- Fixed-window counters for rate limits, shared by every web process.
create table rate_limit_hits (
  bucket     text primary key,
  hits       integer not null,
  expires_at timestamptz not null
);
create index rate_limit_hits_expires on rate_limit_hits (expires_at);
