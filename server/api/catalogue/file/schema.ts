/**
 * The catalogue file (docs/catalogue-format.md): every house with its texts,
 * rooms, prices, points, pictures, reviews and guestbook, and the places and
 * areas they refer to, as one JSON document. `npm run catalogue:export` writes
 * it, `npm run catalogue:import` and the demo seed read it. Reference data
 * (regions, types, highlights…) is named by its key; the importer resolves keys
 * against the database. The checks mirror the tables' constraints, so a file
 * that passes never fails half-way on one. Money in integer euro cents;
 * commission rates in percent (the database's basis points / 100).
 */
import { isValidIban, normaliseIban } from '../../../../contract/iban.ts';
import {
  array,
  boolean,
  coerce,
  defaulted,
  dynamic,
  enums,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  pattern,
  record,
  refine,
  size,
  string,
  unknown,
  type Infer,
  type Struct,
} from 'superstruct';

export const CATALOGUE_FORMAT = 'sumarhus-catalogue';
export const LANGS = ['en', 'de'] as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const KEY = pattern(string(), /^[a-z0-9-]+$/);
const SLUG = pattern(string(), /^[a-z0-9]+(-[a-z0-9]+)*$/);
const text = (maxLength = 20_000) => size(string(), 1, maxLength);
const optionalText = defaulted(size(string(), 0, 20_000), '');
const date = refine(
  string(),
  'date',
  (v) =>
    (ISO_DATE.test(v) &&
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)) ||
    `must be a date yyyy-MM-dd, not "${v}"`,
);
const between = (low: number, high: number) => max(min(number(), low), high);
/** numeric(p,1) columns: at most one decimal. */
const tenths = (low: number, high: number) =>
  refine(
    between(low, high),
    'tenths',
    (v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6 || `at most one decimal, not ${v}`,
  );
const latitude = between(63, 67);
/** A street address on one line, as the travel document prints it (houses.street_address's check). */
const streetAddress = refine(size(string(), 3, 200), 'streetAddress', (v) => !/[\r\n]/.test(v) || 'must be one line');
const longitude = between(-25, -13);
const cents = refine(
  integer(),
  'cents',
  (v) => (v > 0 && v <= 99_999_999_99) || `cents must be between 1 and 9999999999, not ${v}`,
);
const CODE = pattern(string(), /^[A-Z0-9-]{2,20}$/);
/** A commission rate in percent with at most two decimals ("12.5" from a hand-edited file is read as 12.5). */
const percent = refine(
  coerce(between(0, 100), pattern(string(), /^\d+(\.\d+)?$/), Number),
  'percent',
  (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6 || `at most two decimals, not ${v}`,
);
/** A field that may be left out or empty: blank text is read as null. */
const maybe = (struct: Struct<string>) =>
  defaulted(
    coerce(nullable(struct), string(), (v) => (v.trim() === '' ? null : v.trim())),
    null,
  );

/** A list whose order means nothing, sorted by one text field: two files that mean the same are the same. */
function sortedBy<T>(item: Struct<T>, field: string) {
  const of = (x: unknown) => String((x as Record<string, unknown> | null)?.[field] ?? '');
  return coerce(array(item), array(unknown()), (list) =>
    [...list].sort((a, b) => (of(a) < of(b) ? -1 : of(a) > of(b) ? 1 : 0)),
  );
}
/** A set of keys: sorted and without repeats, so two files that mean the same are the same. */
const keySet = coerce(array(KEY), array(string()), (keys) => [...new Set(keys)].sort());

export const CataloguePlace = object({
  slug: SLUG,
  name: text(200),
  nameEn: text(200),
  nameDe: text(200),
  kind: enums(['town', 'village', 'sight', 'airport', 'ferry']),
  region: KEY,
  latitude,
  longitude,
});

export const CatalogueArea = object({
  slug: SLUG,
  region: KEY,
  name: object({ en: text(200), de: text(200) }),
  description: object({ en: text(), de: text() }),
  latitude: number(),
  longitude: number(),
  radiusKm: refine(tenths(0.1, 9999.9), 'positive', (v) => v > 0 || 'must be more than 0'),
});

/** Whoever owns houses: paid the guests' money less the commission (docs/product/owners.md). */
export const CatalogueOwner = object({
  code: CODE,
  name: coerce(text(200), string(), (v) => v.trim()),
  email: maybe(
    refine(text(254), 'email', (v) => /^[^\s@]+@[^\s@]+$/.test(v) || `must be an e-mail address, not "${v}"`),
  ),
  phone: maybe(text(50)),
  street: maybe(text(200)),
  postcode: maybe(text(20)),
  city: maybe(text(100)),
  country: maybe(pattern(string(), /^[A-Z]{2}$/)),
  /** Spaces and case as typed; the file's normal form has neither. */
  iban: maybe(
    coerce(
      refine(string(), 'iban', (v) => isValidIban(v) || `not a valid IBAN (check digits, ISO 13616): "${v}"`),
      string(),
      normaliseIban,
    ),
  ),
  bic: maybe(
    coerce(pattern(string(), /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/), string(), (v) =>
      v.replace(/\s+/g, '').toUpperCase(),
    ),
  ),
  accountHolder: maybe(text(200)),
  taxNumber: maybe(text(50)),
  /** Percent of the guests' money the company keeps: 20 or 12.5. */
  commission: percent,
  /** Percent of a kept cancellation fee that is the owner's rent; absent: 100. */
  cancellationShare: defaulted(percent, 100),
});

const HouseText = object({
  name: text(200),
  slug: SLUG,
  nameDescription: text(500),
  titleTag: text(500),
  baseText: text(),
  locationText: text(),
  highlightsText: text(),
});

const Point = object({
  type: KEY,
  /** A place's slug (towns, sights, airports), or null for an amenity known by its type only. */
  place: defaulted(nullable(SLUG), null),
  distanceKm: tenths(0, 99_999.9),
  driveMinutes: min(integer(), 0),
  main: defaulted(boolean(), false),
});

const Room = object({
  floor: KEY,
  kind: KEY,
  sizeM2: defaulted(nullable(refine(tenths(0.1, 9999.9), 'positive', (v) => v > 0 || 'must be more than 0')), null),
  beds: sortedBy(object({ type: KEY, quantity: max(min(integer(), 1), 10) }), 'type'),
});

const Season = refine(
  object({
    /** First night of the season. */
    from: date,
    /** The day after its last night (exclusive), as the next season's `from`. */
    to: date,
    weekPriceCents: cents,
    /** The price before a discount (an offer): higher than weekPriceCents. */
    oldWeekPriceCents: defaulted(nullable(cents), null),
  }),
  'season',
  (s) =>
    s.from < s.to
      ? s.oldWeekPriceCents === null || s.oldWeekPriceCents > s.weekPriceCents
        ? true
        : 'oldWeekPriceCents must be higher than weekPriceCents'
      : '`to` must be after `from`',
);

const Caption = {
  alt: object({ en: string(), de: string() }),
  description: defaulted(object({ en: optionalText, de: optionalText }), { en: '', de: '' }),
};
const DrawnImage = object({
  recipe: record(string(), unknown()) as unknown as Struct<object>,
  width: min(integer(), 1),
  height: min(integer(), 1),
  ...Caption,
});
const FileImage = object({ path: text(1000), ...Caption });
const UrlImage = object({
  url: refine(text(2000), 'url', (v) => /^https?:\/\/[^\s]+$/.test(v) || 'must be an http:// or https:// URL'),
  ...Caption,
});
/** Chosen by its source key, so that errors name the fields of that kind. */
type ImageShape = Infer<typeof FileImage> | Infer<typeof UrlImage> | Infer<typeof DrawnImage>;
const Image = dynamic<ImageShape>((value) => {
  const has = (key: string) => typeof value === 'object' && value !== null && key in value;
  return (has('path') ? FileImage : has('url') ? UrlImage : DrawnImage) as unknown as Struct<ImageShape>;
});

// numeric(3,1): at most 99.9.
const score = tenths(1, 99.9);
const Review = refine(
  object({
    lang: pattern(string(), /^[a-z]{2}$/),
    customerName: text(200),
    travelDate: date,
    rating: score,
    scaleMax: defaulted(max(min(integer(), 1), 99), 5),
    text: text(),
    /** Scores by rating attribute key (cleanliness, comfort…). */
    scores: defaulted(record(KEY, score), {}),
  }),
  'rating',
  (r) => r.rating <= r.scaleMax || 'rating must not be above scaleMax',
);

const GuestbookText = object({ quote: string(), entry: string(), translated: boolean() });
const GuestbookEntry = object({
  lang: pattern(string(), /^[a-z]{2}$/),
  guest: text(200),
  writtenOn: date,
  texts: object({ en: optional(GuestbookText), de: optional(GuestbookText) }),
});

export const CatalogueHouse = refine(
  object({
    code: CODE,
    /** The owner's code: in the file's owners or already in the database. Required (null is reported by the import). */
    owner: defaulted(nullable(CODE), null),
    /** This house's commission in percent where its agreement differs from its owner's rate; null: the owner's. */
    commission: defaulted(nullable(percent), null),
    published: defaulted(boolean(), true),
    type: KEY,
    region: KEY,
    /** An area's slug: the house's reference point, or null. */
    area: defaulted(nullable(SLUG), null),
    location: object({ latitude, longitude }),
    /** Street, number, postcode and town; null: none yet (houses imported before it). */
    streetAddress: defaulted(nullable(streetAddress), null),
    maxPersons: max(min(integer(), 1), 40),
    sizeM2: refine(tenths(0.1, 99_999.9), 'positive', (v) => v > 0 || 'must be more than 0'),
    registrationNumber: defaulted(nullable(text(100)), null),
    texts: object({ en: HouseText, de: HouseText }),
    highlights: defaulted(keySet, []),
    categories: defaulted(keySet, []),
    points: defaulted(array(Point), []),
    rooms: defaulted(size(array(Room), 0, 60), []),
    seasons: defaulted(sortedBy(Season, 'from'), []),
    images: defaulted(array(Image), []),
    reviews: defaulted(array(Review), []),
    guestbook: defaulted(array(GuestbookEntry), []),
  }),
  'house',
  (h) => {
    if (h.points.filter((p) => p.main).length > 1) return 'points: at most one point may be main';
    const sorted = [...h.seasons].sort((a, b) => a.from.localeCompare(b.from));
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i].from < sorted[i - 1].to)
        return `seasons: ${sorted[i - 1].from}…${sorted[i - 1].to} and ${sorted[i].from}…${sorted[i].to} overlap`;
    return true;
  },
);

export const CatalogueFile = object({
  format: literal(CATALOGUE_FORMAT),
  version: literal(1),
  places: defaulted(array(CataloguePlace), []),
  areas: defaulted(array(CatalogueArea), []),
  owners: defaulted(array(CatalogueOwner), []),
  houses: array(CatalogueHouse),
});

export type CatalogueFile = Infer<typeof CatalogueFile>;
export type CatalogueHouse = Infer<typeof CatalogueHouse>;
export type CataloguePlace = Infer<typeof CataloguePlace>;
export type CatalogueArea = Infer<typeof CatalogueArea>;
export type CatalogueOwner = Infer<typeof CatalogueOwner>;
export type CatalogueImage = Infer<typeof Image>;
export type CatalogueSeason = Infer<typeof Season>;
