/** A booking staff take on the phone (docs/product/api.md#staff-phone-bookings): its price, the booking, the trade partners. */
import { bookingForm } from './reservation.ts';

/** The checkout's fields that a phone booking's call gives itself: its days, the terms, no cart. */
const GIVEN = new Set(['arrivalDate', 'departureDate', 'terms', 'cartId']);
const guestProperties = Object.fromEntries(Object.entries(bookingForm.properties).filter(([key]) => !GIVEN.has(key)));
const guestRequired = bookingForm.required.filter((key) => !GIVEN.has(key));

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object, example?: object) => ({
  'application/json': { schema, ...(example ? { example } : {}) },
});
const error = (description: string) => ({ description, content: json(ref('StaffError')) });
const date = { type: 'string', format: 'date' };
const cents = { type: 'integer', minimum: 0 };
const refused = { 401: error('Not logged in'), 403: error('Not staff (a company user)') };

const example = {
  house: 'SH-1001',
  resFrom: '2028-04-06',
  resTo: '2028-04-13',
  payment: 'link',
  language: 'de',
  override: false,
  reason: '',
  title: 'Ms',
  firstName: 'Anna',
  lastName: 'Müller',
  birthDate: '1980-05-17',
  nationality: 'German',
  address: 'Hauptstraße 5',
  city: 'München',
  zipCode: '80331',
  countryIso: 'DE',
  mobilePhone: '+49 171 1234567',
  email: 'anna.mueller@example.com',
  numberAdults: 2,
  numberChildren: 1,
  numberViatorKit: 0,
  arrivalTransportType: 1,
  arrivalTransportNumber: 'FI 521',
  departureTransportType: 1,
  departureTransportNumber: 'FI 520',
  checkInCenter: 1,
};

const refusals = {
  400: error(
    'A field is invalid (named in `field`): the guest’s details as the checkout checks them, the house, days, payment, the company for a booking on account, an override without a reason',
  ),
  ...refused,
  404: error('No such house'),
  409: error(
    'The days break the guest’s date rules (changeover day, 14 days ahead) without an override, or are taken by another booking or a block (never overridable); or the house’s name matches several houses (`houseAmbiguous`, field `house`: the message lists them)',
  ),
  422: error(
    'No price for every night, or the trade partner chosen for an on-account booking has no e-mail address (`companyUnreachable`, field `company`)',
  ),
};

export const paths: Record<string, object> = {
  '/api/staff/bookings/quote': {
    post: {
      operationId: 'staffQuotePhoneBooking',
      summary: 'The price of a phone booking as the site prices it, and the date rules an override sets aside',
      tags: ['Staff'],
      requestBody: { required: true, content: json(ref('StaffPhoneBooking'), example) },
      responses: { 200: { description: 'The price', content: json(ref('StaffPhoneQuote')) }, ...refusals },
    },
  },
  '/api/staff/accounts': {
    get: {
      operationId: 'staffAccounts',
      summary: 'The trade partners a booking can be put on the account of',
      tags: ['Staff'],
      responses: {
        200: { description: 'The companies', content: json({ type: 'array', items: ref('StaffAccount') }) },
        ...refused,
      },
    },
  },
};

/** POST /api/staff/bookings, in the staff fragment's path item beside the list. */
export const takePhoneBooking = {
  operationId: 'staffTakePhoneBooking',
  summary:
    'Book a house for a guest on the phone, through the checkout’s reservation core: paid by a pay link mailed to the guest, on a trade partner’s account, or by bank transfer',
  tags: ['Staff'],
  requestBody: { required: true, content: json(ref('StaffPhoneBooking'), example) },
  responses: { 201: { description: 'The booking made', content: json(ref('StaffBooking')) }, ...refusals },
};

export const schemas: Record<string, object> = {
  StaffPhoneBooking: {
    type: 'object',
    description:
      'The house and days, how it is paid, an override with its reason, and the guest’s details as the checkout’s booking form has them (without cart, terms, arrival and departure: the stay’s days are those)',
    required: ['house', 'resFrom', 'resTo', 'payment', 'language', ...guestRequired],
    properties: {
      ...guestProperties,
      house: {
        type: 'string',
        maxLength: 40,
        description: 'The house’s code, or its name spelt loosely (folded as the staff house search folds it)',
      },
      resFrom: date,
      resTo: date,
      payment: { enum: ['link', 'account', 'bank'] },
      company: { type: ['integer', 'string'], description: 'The trade partner’s id (payment "account")' },
      language: { enum: ['en', 'de'] },
      override: { type: ['boolean', 'string'] },
      reason: { type: 'string', maxLength: 500 },
    },
  },
  StaffPhoneQuote: {
    type: 'object',
    additionalProperties: false,
    required: [
      'houseCode',
      'houseName',
      'resFrom',
      'resTo',
      'nights',
      'housesCents',
      'kitsCents',
      'totalCents',
      'overridden',
    ],
    properties: {
      houseCode: { type: 'string' },
      houseName: { type: 'string' },
      resFrom: date,
      resTo: date,
      nights: { type: 'integer', minimum: 1 },
      housesCents: cents,
      kitsCents: cents,
      totalCents: cents,
      overridden: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['problem', 'field'],
          properties: { problem: { type: 'string' }, field: { enum: ['resFrom', 'resTo'] } },
        },
      },
    },
  },
  StaffAccount: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  },
};
