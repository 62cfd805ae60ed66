import type { HouseDetail } from '../../api/house.ts';
import { largestUrl } from './images.ts';

/** schema.org additionalType of a VacationRental by house type (Google's listed values). */
const RENTAL_TYPE: Record<string, string> = {
  house: 'House',
  cottage: 'Cottage',
  cabin: 'Cabin',
  villa: 'Villa',
  farmhouse: 'House',
  apartment: 'Apartment',
};

/** Google's vacation-rental amenity names for the catalogue's highlights; the others go by their own name. */
const AMENITY: Record<number, string> = {
  1: 'kitchen',
  2: 'patio',
  3: 'freeParking',
  4: 'dishwasher',
  5: 'wifi',
  6: 'tv',
  7: 'washerDryer',
  8: 'washerDryer',
  9: 'hotTub',
  10: 'outdoorGrill',
  11: 'wheelchairAccessible',
  12: 'sauna',
  13: 'highChair',
  14: 'petsAllowed',
  15: 'fireplace',
};

/** Coordinates with five decimals (about a metre), as Google asks. */
const fixed5 = (value: number) => Number(value.toFixed(5));

const absolute = (url: string, origin: string) => (origin && url.startsWith('/') ? origin + url : url);

/**
 * The house as schema.org VacationRental (JSON-LD) with Google's required
 * properties: identifier (the house code: the same in every language), name,
 * image (every picture there is), latitude/longitude (5 decimals),
 * containsPlace with occupancy; plus address, description, rooms, beds,
 * amenities, and aggregateRating/review when there are reviews. `origin`
 * makes URLs absolute when it is known.
 */
export function houseJsonLd(house: HouseDetail, options: { url: string; origin?: string; language: string }) {
  const origin = options.origin ?? '';
  const beds = new Map<string, number>();
  for (const floor of house.bedroomsSetup ?? [])
    for (const room of floor.bedrooms)
      for (const bed of room.beds) beds.set(bed.bedType.name, (beds.get(bed.bedType.name) ?? 0) + bed.quantity);
  const amenities = new Map<string, boolean>();
  for (const h of house.highlights ?? []) amenities.set(AMENITY[h.id] ?? h.name, true);
  const images = (house.gallery ?? [])
    .map(largestUrl)
    .filter((u): u is string => !!u)
    .map((u) => absolute(u, origin));
  const rating = house.rating && house.rating.count > 0 ? house.rating : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    additionalType: RENTAL_TYPE[house.type.key] ?? 'House',
    identifier: house.code,
    name: house.name,
    url: absolute(options.url, origin),
    inLanguage: options.language,
    description: house.texts?.[0]?.houseBaseText || house.houseNameDescription,
    image: images,
    latitude: fixed5(house.location.latitude),
    longitude: fixed5(house.location.longitude),
    address: {
      '@type': 'PostalAddress',
      addressCountry: 'IS',
      addressRegion: house.region.nameWithCountry,
      ...(house.mainPoint ? { addressLocality: house.mainPoint.name } : {}),
    },
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      occupancy: { '@type': 'QuantitativeValue', value: house.numberOfPersons },
      numberOfBedrooms: house.numberOfBedrooms,
      floorSize: { '@type': 'QuantitativeValue', value: house.size.value, unitCode: 'MTK' },
      ...(beds.size
        ? { bed: [...beds].map(([typeOfBed, numberOfBeds]) => ({ '@type': 'BedDetails', numberOfBeds, typeOfBed })) }
        : {}),
      ...(amenities.size
        ? {
            amenityFeature: [...amenities.keys()].map((name) => ({
              '@type': 'LocationFeatureSpecification',
              name,
              value: true,
            })),
          }
        : {}),
    },
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.rating,
            ratingCount: rating.count,
            bestRating: rating.scale.max,
            worstRating: 1,
          },
          review: (house.reviews ?? []).slice(0, 5).map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.customerName },
            datePublished: r.travelDate,
            inLanguage: r.language.code,
            reviewBody: r.review,
            reviewRating: {
              '@type': 'Rating',
              ratingValue: r.houseRating,
              bestRating: rating.scale.max,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}
