-- Owners log in (docs/product/owner-portal.md): a login of the role 'owner' is one owner's,
-- with the same table, scrypt hashes and sessions as staff and trade partners. A company
-- names its company, an owner their owner, staff neither.
alter table company_users drop constraint company_users_role_check;
alter table company_users add constraint company_users_role_check check (role in ('company', 'staff', 'owner'));
alter table company_users add column owner_id integer references owners;
alter table company_users drop constraint company_users_company_by_role;
alter table company_users add constraint company_users_company_by_role check ((role = 'company') = (company_id is not null));
alter table company_users add constraint company_users_owner_by_role check ((role = 'owner') = (owner_id is not null));
create index company_users_owner on company_users (owner_id);

-- A block an owner made for their own use on the owner portal; null: staff's or an imported calendar's.
alter table stays add column by_owner_id integer references owners;
