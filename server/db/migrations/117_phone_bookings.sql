-- Bookings staff take on the phone (docs/product/bookings-and-payments.md#phone-bookings):
-- the guest pays by bank transfer instead of by card, so the confirmation gives the
-- bank details and due dates, no pay link; staff record the transfer when it arrives.
alter table reservations add column pays_by_bank boolean not null default false;
