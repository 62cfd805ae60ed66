-- The way back from a payment page (/api/payments/return/{id}) hands out the
-- cookie that shows the booking once, and only soon after the page was paid or
-- left (server/api/payments/sessions.ts, claimReturn): when it did.
alter table payment_sessions add column returned_at timestamptz;
