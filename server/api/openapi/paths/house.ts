/** GET /api/house/{slug}, GET /api/house/{code}/availability, and the house payload every catalogue answer shares (contract/api/types.ts House). */
import { HOUSE_INCLUDES } from '../../../../contract/api/house.ts';
import {
  acceptLanguage,
  arrayOf,
  boolean,
  date,
  errors,
  integer,
  json,
  nullable,
  cents,
  number,
  object,
  oneOfValues,
  pathParam,
  queryParam,
  ref,
  string,
  type Schema,
} from '../parts.ts';

const filterOption = object({ id: integer, name: string });
const NIGHT = 'A night: a seventh of the week price in whole euros, as integer cents.';
const location = object({ latitude: number, longitude: number });

/** The parts that come with `include` (and availability with a stay). */
const INCLUDED = [
  'categories',
  'points',
  'prices',
  'availability',
  'availabilityPerYear',
  'gallery',
  'texts',
  'rating',
  'bedroomsSetup',
  'highlights',
  'guestbook',
  'reviews',
  'alternateLanguages',
];

const houseProperties: Record<string, Schema> = {
  id: integer,
  code: { ...string, description: 'The reference code (unique, upper case).' },
  name: string,
  nameSlug: { ...string, description: "The slug in the request's language." },
  houseNameDescription: string,
  type: object({ id: integer, key: string, name: string }),
  numberOfPersons: integer,
  numberOfBedrooms: integer,
  size: object({ value: number }),
  region: ref('RegionRef'),
  regionSlug: string,
  mainPoint: {
    ...nullable(ref('MainPoint')),
    description: 'The nearest town and the drive there; in a search answer only with include=points.',
  },
  referencePoint: nullable(object({ name: string, description: string, slug: string })),
  location,
  registrationNumber: nullable(string),
  priceFrom: nullable(ref('PriceFrom')),
  petsAllowed: { ...boolean, description: 'The house has the "Pets allowed" highlight (id 14).' },
  categories: arrayOf(integer),
  points: arrayOf(ref('PointOfInterest')),
  prices: arrayOf(ref('SeasonPrice')),
  availability: {
    ...nullable(ref('StayPrice')),
    description: 'With a stay (resFrom, resTo): its price; null when taken or without a price.',
  },
  availabilityPerYear: arrayOf(ref('YearAvailability')),
  gallery: arrayOf(ref('GalleryItem')),
  texts: arrayOf(object({ titleTag: string, houseBaseText: string, location: string, highlights: string })),
  rating: nullable(ref('Rating')),
  bedroomsSetup: arrayOf(ref('BedroomSetupFloor')),
  highlights: arrayOf(filterOption),
  guestbook: arrayOf(ref('GuestbookEntry')),
  reviews: arrayOf(ref('Review')),
  alternateLanguages: arrayOf(
    object({
      language: oneOfValues(['en', 'de']),
      region: object({ slug: string }),
      house: object({ nameSlug: string }),
    }),
  ),
};

const includeParam = queryParam(
  'include',
  string,
  `Comma-separated parts of the house to add: ${HOUSE_INCLUDES.join(', ')}. An unknown name is a 400.`,
);

export const stayParams = [
  queryParam('resFrom', date, "Check-in (with resTo): the answer carries the stay's price and availability."),
  queryParam('resTo', date, 'Check-out (with resFrom).'),
];

export const paths: Record<string, object> = {
  '/api/house/{slug}': {
    get: {
      tags: ['Houses'],
      operationId: 'getHouse',
      summary: 'A house page',
      description:
        "The house by its slug in either language, or by its code; the answer is in the request's language and always carries alternateLanguages. With resFrom and resTo (both, following the booking rules) it carries availability and availabilityStatus.",
      parameters: [
        pathParam('slug', string, "The house's slug (English or German) or its code."),
        includeParam,
        ...stayParams,
        acceptLanguage,
      ],
      responses: {
        200: json('The house.', ref('HouseDetail')),
        ...errors([400, 404, 422]),
      },
    },
  },
  '/api/house/{code}/availability': {
    get: {
      tags: ['Houses'],
      operationId: 'getHouseAvailability',
      summary: "A house's free days, per calendar year",
      parameters: [pathParam('code', string, 'The house code.'), acceptLanguage],
      responses: {
        200: json(
          'One string per year shown in the calendar.',
          object({ availabilityPerYear: arrayOf(ref('YearAvailability')) }),
        ),
        ...errors([400, 404]),
      },
    },
  },
};

export const schemas: Record<string, Schema> = {
  House: {
    ...object(houseProperties, [...INCLUDED, 'mainPoint']),
    description: 'A house; the optional parts come with `include`.',
  },
  HouseDetail: {
    ...object(
      {
        ...houseProperties,
        availabilityStatus: {
          ...oneOfValues(['available', 'unavailable', 'noPrice']),
          description: 'With a stay: free and priced, taken, or a night without a price.',
        },
        similarListing: {
          ...object({ houses: arrayOf(ref('House')) }),
          description: 'With include=similarListing: two more houses nearby.',
        },
      },
      [...INCLUDED, 'availabilityStatus', 'similarListing'],
    ),
    description: "The house page's payload: a House with the stay's status and similar houses.",
  },
  FilterOption: filterOption,
  RegionRef: object({ id: integer, slug: string, name: string, nameWithCountry: string }),
  MainPoint: object({
    name: string,
    slug: string,
    distance: { ...string, description: '"12 km"' },
    duration: object({ value: number, symbol: string }),
  }),
  PointOfInterest: object({
    id: integer,
    name: nullable(string),
    type: object({ id: integer, name: string, nameWithPrefix: string }),
    distance: object({ value: number }),
    duration: { ...string, description: '"15 min", "1 h 20 min"' },
  }),
  PriceFrom: object({
    dayCents: cents(21400, NIGHT),
    weekCents: cents(150000),
    oldDayCents: nullable(cents(23800, NIGHT)),
    discountPercent: nullable(number),
    currencySymbol: string,
  }),
  SeasonPrice: object({
    from: date,
    to: date,
    weekCents: cents(150000),
    dayCents: cents(21400, NIGHT),
    oldWeekCents: nullable(cents(166700)),
    discountPercent: nullable(number),
    currencySymbol: string,
  }),
  StayPrice: object(
    {
      priceCents: cents(150000, 'The total in whole euros, as integer cents.'),
      nights: integer,
      currencySymbol: string,
      priceBeforeCents: cents(166700, 'The total before a discount, in whole euros, as integer cents.'),
      discountPercent: integer,
      checkIn: date,
      checkOut: date,
    },
    ['priceBeforeCents', 'discountPercent', 'checkIn', 'checkOut'],
  ),
  YearAvailability: object({
    year: integer,
    availability: {
      type: 'string',
      pattern: '^[01]*$',
      description: "One digit per day of the year; '1' = available.",
    },
  }),
  GalleryItem: object(
    {
      id: string,
      alt: string,
      description: {
        ...string,
        description: 'The caption; not in search answers (a card picture: the 4x3 cut at 400, 800 and 1200 px only).',
      },
      width: integer,
      height: integer,
      images: arrayOf(
        object({ ratio: string, responsive: arrayOf(object({ url: string, width: integer, height: integer })) }),
      ),
      openGraph: { ...string, description: 'The 1200×630 link-preview image; not in search answers.' },
    },
    ['description', 'openGraph'],
  ),
  Rating: object({
    rating: number,
    scale: object({ max: number }),
    count: integer,
    attributes: arrayOf(object({ id: integer, name: string, value: number })),
  }),
  BedroomSetupFloor: object({
    floorName: string,
    bedrooms: arrayOf(
      object({
        name: string,
        beds: arrayOf(object({ bedType: filterOption, quantity: integer })),
        size: object({ description: nullable(string) }),
      }),
    ),
  }),
  GuestbookEntry: object({
    id: integer,
    quote: string,
    guest: string,
    entry: string,
    translated: boolean,
    originalLanguage: string,
    date: string,
  }),
  Review: object({
    id: integer,
    review: string,
    houseRating: number,
    customerName: string,
    travelDate: string,
    language: object({ code: string }),
  }),
};
