-- A phone booking paid by bank transfer is not cancelled for an unpaid payment
-- (docs/product/bookings-and-payments.md#cancellation-for-non-payment): once its last
-- day to pay has passed, staff are mailed once per payment, marked here.
alter table payments add column staff_alerted_at timestamptz;
