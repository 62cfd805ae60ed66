import type { House, MainPoint } from './types.ts';

/**
 * GET /api/house/{slug} (docs/product/api.md#house): the house page's payload. With resFrom and
 * resTo (both, valid) the answer carries `availability` {price, nights} —
 * null when the house is taken (`availabilityStatus` 'unavailable') or has no
 * price for a night ('noPrice', the empty-price state).
 */
export type AvailabilityStatus = 'available' | 'unavailable' | 'noPrice';

export interface HouseDetail extends House {
  mainPoint: MainPoint | null;
  availabilityStatus?: AvailabilityStatus;
  /** With include=similarListing: two more houses (same region, similar size, free on the dates). */
  similarListing?: { houses: House[] };
}

export interface Stay {
  from: string;
  to: string;
}

/** Include names GET /api/house/{slug} understands (anything else is a 400). */
export const HOUSE_INCLUDES = [
  'prices',
  'images',
  'highlights',
  'icons',
  'texts',
  'points',
  'availabilityPerYear',
  'bedrooms',
  'items',
  'gallery',
  'gallery2',
  'bedroomsSetup',
  'reviews',
  'rating',
  'guestbook',
  'alternateLanguages',
  'categories',
  'availability',
  'similarListing',
] as const;

export type HouseInclude = (typeof HOUSE_INCLUDES)[number];
