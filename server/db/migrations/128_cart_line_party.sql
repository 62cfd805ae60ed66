-- The party belongs to the cart line (docs/product/screens.md#cart): how many adults and
-- children stay in the house, chosen on the house page or the cart, carried to the checkout.
-- Lines added before this stay at the booking form's default party: one adult, no children.
alter table cart_lines add column adults integer not null default 1 check (adults between 1 and 99);
alter table cart_lines add column children integer not null default 0 check (children between 0 and 99);

-- The checkout presets no title any more (docs/product/rules.md#booking-form): a guest who
-- gives none is greeted by their whole name.
alter table reservations alter column title drop not null;
