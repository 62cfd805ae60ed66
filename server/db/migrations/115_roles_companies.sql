-- Roles in the back office (docs/product/rules.md#roles): a member of staff is
-- an admin (everything, and users and companies), staff (the back office but
-- users and companies) or an accountant (reads bookings and their documents).
-- The demo's staff login becomes its admin; every other staff login stays staff.
alter table company_users add column staff_role text check (staff_role in ('admin', 'staff', 'accountant'));
update company_users set staff_role = case when lower(username) = 'staff@demo.sumarhus.is' then 'admin' else 'staff' end
 where role = 'staff';
alter table company_users add constraint company_users_staff_role check ((role = 'staff') = (staff_role is not null));

-- The person's name (the users screen), and a disabled login: it cannot log in and its sessions are ended.
alter table company_users add column name text check (name is null or (btrim(name) = name and name <> ''));
alter table company_users add column disabled_at timestamptz;

-- A trade partner's address in parts (its invoices; docs/product/entities.md#users-and-companies),
-- the country as an ISO 3166-1 alpha-2 code. The older free-text address stays for companies not yet edited.
alter table companies
  add column street text check (street is null or btrim(street) <> ''),
  add column postcode text check (postcode is null or btrim(postcode) <> ''),
  add column city text check (city is null or btrim(city) <> ''),
  add column country text check (country is null or country ~ '^[A-Z]{2}$');
