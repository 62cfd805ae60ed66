-- Each outbox message says what it is (kind: one per module of server/mail/kinds)
-- and which booking it is about, so that the staff view and "resend" find a
-- booking's mails by its id rather than by the code in the subject. Existing rows
-- are filled from what they say: the contact form's forwards from
-- contact_messages, the others from their subject (English or German, an
-- agency's copy with its "Copy:" prefix), the booking from the code in it.
alter table outbox_messages
  add column kind text,
  add column booking_id bigint references reservations (id) on delete set null;

update outbox_messages set kind = 'contact'
 where id in (select outbox_message_id from contact_messages where outbox_message_id is not null);
update outbox_messages set kind = case
    when subject like '%has been cancelled – Sumarhus' or subject like '%wurde storniert – Sumarhus' then 'cancellation'
    when subject like '%Payment received for booking %' or subject like '%Zahlungseingang zur Buchung %' then 'receipt'
    when subject like '%Reminder: %' or subject like '%Erinnerung: %' then 'reminder'
    when subject like '%Your travel documents for booking %' or subject like '%Ihre Reiseunterlagen zur Buchung %' then 'travel-documents'
    when subject like '%Your login link – Sumarhus' or subject like '%Ihr Anmeldelink – Sumarhus' then 'login-link'
    when subject like '%Your bookings – Sumarhus' or subject like '%Ihre Buchungen – Sumarhus' then 'booking-links'
    when subject ~ 'Your booking [0-9]{8} – Sumarhus$' or subject ~ 'Ihre Buchung [0-9]{8} – Sumarhus$' then 'confirmation'
  end
 where kind is null;
update outbox_messages o set booking_id = r.id
  from reservations r
 where o.kind in ('confirmation', 'receipt', 'reminder', 'cancellation', 'travel-documents')
   and r.booking_code = substring(o.subject from '[0-9]{8}');

create index outbox_messages_booking on outbox_messages (booking_id) where booking_id is not null;
