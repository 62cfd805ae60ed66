/**
 * The `owners` table's detail columns by the field names the API and the catalogue file use
 * (docs/product/owners.md#fields): one map for every reader and writer of an owner. The
 * commission is apart: basis points in the table, given in each its own way.
 */
export const OWNER_COLUMNS = {
  code: 'code',
  name: 'name',
  email: 'email',
  phone: 'phone',
  street: 'street',
  postcode: 'postcode',
  city: 'city',
  country: 'country',
  iban: 'iban',
  bic: 'bic',
  accountHolder: 'account_holder',
  taxNumber: 'tax_number',
} as const;

export type OwnerField = keyof typeof OWNER_COLUMNS;
export const OWNER_FIELDS = Object.keys(OWNER_COLUMNS) as OwnerField[];
