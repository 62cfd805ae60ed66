/**
 * A staff form's field as its page labels it, for the API's "Please check the field …"
 * (docs/product/errors.md#staff-errors): staff read the label they typed into, never the
 * field's name. Hidden fields (ids, positions, buttons' values) have no label and keep their name.
 */
import type { Locale } from '../../../contract/locale.ts';
import { t, type TextKey } from '../../texts.ts';

export type FieldLabels = Readonly<Record<string, TextKey>>;

/** The booking list's filters and the booking and house pages' forms. */
const FIELD_LABELS: FieldLabels = {
  q: 'staff.list.q',
  status: 'staff.list.status',
  arrivalFrom: 'staff.list.arrivalFrom',
  arrivalTo: 'staff.list.arrivalTo',
  house: 'staff.list.house',
  company: 'staff.list.company',
  paid: 'staff.list.paid',
  sort: 'staff.list.sort',
  waiveFee: 'staff.booking.waiveFee',
  amountCents: 'staff.booking.refundAmount',
  receivedOn: 'staff.booking.receivedOn',
  reference: 'staff.booking.bankReference',
  resFrom: 'staff.booking.resFrom',
  resTo: 'staff.booking.resTo',
  override: 'staff.booking.override',
  reason: 'staff.booking.overrideReason',
  from: 'staffHouse.house.blockFrom',
  to: 'staffHouse.house.blockTo',
  note: 'staffHouse.house.blockNote',
  weekCents: 'staffHouse.house.weekPrice',
  oldWeekCents: 'staffHouse.house.oldWeekPrice',
  url: 'staffHouse.calendars.url',
  label: 'staffHouse.calendars.label',
};

/** The cancel and refund forms, whose reason is the action's own (not an override's). */
export const ACTION_LABELS: FieldLabels = { ...FIELD_LABELS, reason: 'staff.desk.reason' };

/** The guest's details as staff correct them. */
export const GUEST_LABELS: FieldLabels = {
  title: 'staff.desk.guest.fields.title',
  firstName: 'staff.desk.guest.fields.firstName',
  lastName: 'staff.desk.guest.fields.lastName',
  email: 'staff.desk.guest.fields.email',
  mobilePhone: 'staff.desk.guest.fields.mobilePhone',
  address: 'staff.desk.guest.fields.address',
  zipCode: 'staff.desk.guest.fields.zipCode',
  city: 'staff.desk.guest.fields.city',
  countryIso: 'staff.desk.guest.fields.countryIso',
  birthDate: 'staff.desk.guest.fields.birthDate',
  nationality: 'staff.desk.guest.fields.nationality',
};

/** A note's text. */
export const NOTE_LABELS: FieldLabels = { text: 'staff.desk.notes.text' };

/** The houses list's search, whose field is also called q. */
export const HOUSE_SEARCH_LABELS: FieldLabels = { ...FIELD_LABELS, q: 'staff.houses.search' };

/** An owner's fields, and the house page's owner form. */
export const OWNER_LABELS: FieldLabels = {
  q: 'staffTools.owners.search',
  code: 'staffTools.owners.code',
  name: 'staffTools.owners.name',
  email: 'staffTools.owners.email',
  phone: 'staffTools.owners.phone',
  street: 'staffTools.owners.street',
  postcode: 'staffTools.owners.postcode',
  city: 'staffTools.owners.city',
  country: 'staffTools.owners.country',
  iban: 'staffTools.owners.iban',
  bic: 'staffTools.owners.bic',
  accountHolder: 'staffTools.owners.accountHolder',
  taxNumber: 'staffTools.owners.taxNumber',
  commissionBp: 'staffTools.owners.commission',
  cancellationShareBp: 'staffTools.owners.cancellationShare',
  owner: 'staffHouse.owner.owner',
};

/** The statements list's filter and the payouts' mark-paid form. */
export const BOOKS_LABELS: FieldLabels = {
  month: 'staffTools.books.statements.month',
  owner: 'staffTools.books.statements.owner',
  paidOn: 'staffTools.books.payouts.paidOn',
  reference: 'staffTools.books.payouts.reference',
  from: 'staffTools.books.period.from',
  to: 'staffTools.books.period.to',
};

export function fieldLabel(locale: Locale, field: string, labels: FieldLabels = FIELD_LABELS): string {
  return Object.hasOwn(labels, field) ? t(locale, labels[field]) : field;
}

/** The reports' filters. */
export const REPORT_LABELS: FieldLabels = {
  from: 'staffReports.from',
  to: 'staffReports.to',
  region: 'staffReports.region',
  house: 'staffReports.house',
  owner: 'staffReports.owner',
  table: 'staffReports.filters',
  lang: 'staffReports.filters',
};
