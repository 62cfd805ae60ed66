/**
 * The demo catalogue as a catalogue file (server/api/catalogue/file/schema.ts),
 * made from a seed and the real places of data/: 220 houses over the 8 regions
 * with texts in English and German, rooms and beds, prices by season, points
 * of interest, reviews, guestbook and pictures (as drawing recipes), and their
 * owners (owners.ts); and,
 * beside the file, the houses' existing stays (bookings and owner blocks,
 * which are the calendar, not the catalogue). Pure and deterministic: the same
 * options give the same catalogue; nothing reads the clock.
 */
import { CATALOGUE_FORMAT, type CatalogueFile, type CatalogueHouse } from '../../server/api/catalogue/file/schema.ts';
import { slugify } from '../../server/api/catalogue/slug.ts';
import { guestbook, reviews } from './feedback.ts';
import { bearing, distanceKm, move, roadKm, type LatLon } from './geo.ts';
import { chooseType, highlights as chooseHighlights, layout } from './layout.ts';
import { icelandicName } from './names.ts';
import { demoOwners } from './owners.ts';
import { pictures } from './pictures.ts';
import { housePoints, ISLANDS } from './points.ts';
import { createRandom } from './random.ts';
import type { ReferenceData } from './reference.ts';
import { basePrice, chooseOffer, seasonPrices } from './seasons.ts';
import { demoStays, type StayRow } from './bookings.ts';
import { houseTexts, NAME_WORD, type Setting } from './texts.ts';
import { streetAddress } from './street-address.ts';

export interface DemoOptions {
  seed?: string;
  houses?: number;
  /** Prices from this year for three years; stays in this year and the next. */
  firstYear?: number;
}

export const DEFAULT_DEMO: Required<DemoOptions> = { seed: 'sumarhus', houses: 220, firstYear: 2026 };

export interface DemoCatalogue {
  catalogue: CatalogueFile;
  /** Stays of the houses, by code. */
  stays: Array<StayRow & { code: string }>;
}

/** Keys of categories and rating attributes (migration 002), by id. */
const CATEGORY_KEYS = [
  '',
  'favourites',
  'hot-tub',
  'northern-lights',
  'families',
  'large-groups',
  'offers',
  'remote',
  'near-reykjavik',
  'by-the-sea',
  'good-value',
];
const RATING_KEYS = ['cleanliness', 'comfort', 'location', 'equipment', 'value'];

/** Houses per region (220 in all), roughly where holiday houses are in Iceland. */
const REGION_SHARE: Record<string, number> = {
  south: 52,
  west: 30,
  east: 28,
  north: 26,
  reykjavik: 22,
  northeast: 22,
  westfjords: 20,
  northwest: 20,
};

const SETTINGS: Record<string, Array<readonly [Setting, number]>> = {
  reykjavik: [
    ['lava', 4],
    ['town', 3],
    ['sea', 2],
    ['meadow', 1],
  ],
  south: [
    ['river', 3],
    ['farm', 3],
    ['lava', 3],
    ['meadow', 3],
    ['birch', 2],
    ['sea', 1],
    ['lake', 1],
  ],
  west: [
    ['fjord', 2],
    ['sea', 2],
    ['lava', 2],
    ['farm', 2],
    ['river', 2],
    ['birch', 1],
  ],
  westfjords: [
    ['fjord', 5],
    ['sea', 2],
    ['meadow', 1],
    ['town', 1],
  ],
  northwest: [
    ['farm', 4],
    ['sea', 2],
    ['river', 2],
    ['meadow', 1],
  ],
  north: [
    ['fjord', 3],
    ['birch', 2],
    ['farm', 2],
    ['town', 1],
    ['river', 1],
  ],
  northeast: [
    ['lake', 2],
    ['lava', 3],
    ['river', 2],
    ['sea', 1],
    ['farm', 1],
  ],
  east: [
    ['fjord', 4],
    ['birch', 2],
    ['lake', 1],
    ['farm', 2],
    ['sea', 1],
  ],
};

/** The middle of the island: houses are moved from their place towards it, i.e. inland. */
const INLAND: LatLon = { latitude: 64.95, longitude: -18.6 };
const REYKJAVIK: LatLon = { latitude: 64.1466, longitude: -21.9426 };
const REVIEW_PERIOD = { from: '2024-05-01', days: 900 };

export function generateDemoCatalogue(reference: ReferenceData, options: DemoOptions = {}): DemoCatalogue {
  const seed = options.seed ?? DEFAULT_DEMO.seed;
  const count = options.houses ?? DEFAULT_DEMO.houses;
  const firstYear = options.firstYear ?? DEFAULT_DEMO.firstYear;
  const root = createRandom(seed);
  const { places, areas } = reference;
  const houses: CatalogueHouse[] = [];
  const stays: DemoCatalogue['stays'] = [];

  const regions = root.fork('regions').shuffle(spread(count));
  const takenNames = new Set<string>();
  const takenSlugs = { en: new Set<string>(), de: new Set<string>() };
  const shoulderPrices: Array<{ house: CatalogueHouse; perPerson: number }> = [];
  const owners = demoOwners(root.fork('owners'), count);

  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const code = `SH-${1000 + id}`;
    const r = root.fork(`house-${id}`);
    const region = regions[i];

    // Where: near a real town, village or sight of the region, moved a little inland.
    const candidates = places
      .map((p, index) => ({ p, index }))
      .filter(({ p }) => p.region === region && p.kind !== 'airport' && p.kind !== 'ferry' && !ISLANDS.has(p.slug));
    const anchor = r.weighted(candidates.map((c) => [c, c.p.kind === 'sight' ? 2 : 3] as const)).p;
    const at = move(
      anchor,
      region === 'reykjavik' ? r.float(1, 7) : r.float(1.5, 14),
      bearing(anchor, INLAND) + r.float(-75, 75),
    );
    const setting = r.weighted(SETTINGS[region]);
    const { points, main, sight, airport } = housePoints(r.fork('points'), at, places);
    const town = places[main.index];
    const settingHere: Setting = setting === 'town' && main.km > 4 ? 'meadow' : setting;

    // What: kind, rooms, beds, persons, size, highlights.
    const plan = layout(r.fork('layout'), chooseType(r, settingHere));
    const has = chooseHighlights(r.fork('highlights'), plan, settingHere);

    // Names and texts.
    const name = icelandicName(r, takenNames);
    const typed = r.chance(0.6);
    const names = {
      en: typed ? `${name} ${NAME_WORD[plan.type].en}` : name,
      de: typed ? `${NAME_WORD[plan.type].de} ${name}` : name,
    };
    const area = nearestArea(areas, at);
    const texts = houseTexts(
      {
        name,
        names,
        type: plan.type,
        size: plan.size,
        persons: plan.persons,
        bedrooms: plan.bedrooms,
        sofaBed: plan.sofaBed,
        loft: plan.loft,
        setting: settingHere,
        town: { en: town.nameEn, de: town.nameDe },
        townKm: main.km,
        townMinutes: points[0].drive_minutes,
        region,
        area: area === null ? null : { en: areas[area].exploreEn, de: areas[area].exploreDe },
        sight: sight
          ? { name: { en: places[sight.index].nameEn, de: places[sight.index].nameDe }, km: sight.km }
          : null,
        airport: { name: { en: places[airport.index].nameEn, de: places[airport.index].nameDe }, km: airport.km },
        highlights: has,
        ownerNearby: r.chance(0.35),
      },
      r.fork('texts'),
    );

    const registrationNumber = r.chance(0.85) ? `HG-${String(r.int(1000, 99999)).padStart(8, '0')}` : null;
    const base = basePrice(r, {
      persons: plan.persons,
      bedrooms: plan.bedrooms,
      size: plan.size,
      hotTub: has.has('hot-tub'),
      sauna: has.has('sauna'),
      region,
    });
    const offer = chooseOffer(r.fork('offer'), firstYear);
    const reviewRows = reviews(
      r.fork('reviews'),
      r.weighted([
        [0, 2],
        [1, 2],
        [2, 3],
        [3, 3],
        [4, 3],
        [5, 2],
        [6, 2],
        [8, 1],
      ] as const),
      REVIEW_PERIOD.from,
      REVIEW_PERIOD.days,
      RATING_KEYS.length,
    );
    const house: CatalogueHouse = {
      code,
      ...owners.houses[i],
      published: true,
      type: plan.type,
      region,
      area: area === null ? null : areas[area].slug,
      location: at,
      streetAddress: streetAddress(r.fork('address'), region, town.name),
      maxPersons: plan.persons,
      sizeM2: plan.size,
      registrationNumber,
      texts: Object.fromEntries(
        texts.map(({ lang, ...t }) => [
          lang,
          {
            name: t.name,
            slug: uniqueSlug(t.name, takenSlugs[lang], code),
            nameDescription: t.name_description,
            titleTag: t.title_tag,
            baseText: t.base_text,
            locationText: t.location_text,
            highlightsText: t.highlights_text,
          },
        ]),
      ) as CatalogueHouse['texts'],
      highlights: [...has].sort(),
      categories: [],
      points: points.map((p) => ({
        type: p.type,
        place: p.place === null ? null : places[p.place].slug,
        distanceKm: p.distance_km,
        driveMinutes: p.drive_minutes,
        main: p.is_main,
      })),
      rooms: plan.rooms.map((room) => ({
        floor: room.floor,
        kind: room.kind,
        sizeM2: room.size,
        beds: room.beds.map((b) => ({ type: b.bed, quantity: b.quantity })).sort((a, b) => (a.type < b.type ? -1 : 1)),
      })),
      // Prices by season, sometimes on offer.
      seasons: seasonPrices(base, firstYear, 3, offer).map((p) => ({
        from: p.season.slice(1, 11),
        to: p.season.slice(12, 22),
        weekPriceCents: p.week_price * 100,
        oldWeekPriceCents: p.old_week_price === null ? null : p.old_week_price * 100,
      })),
      images: pictures(
        {
          name: names,
          type: plan.type,
          setting: settingHere,
          storeys: plan.storeys,
          bedrooms: plan.bedrooms,
          highlights: has,
          town: { en: town.nameEn, de: town.nameDe },
        },
        r.fork('pictures'),
      ),
      reviews: reviewRows.map((rev) => ({
        lang: rev.lang,
        customerName: rev.customer_name,
        travelDate: rev.travel_date,
        rating: rev.rating,
        scaleMax: 5,
        text: rev.review,
        scores: Object.fromEntries(rev.scores.map((score, a) => [RATING_KEYS[a], score])),
      })),
      guestbook: guestbook(r.fork('guestbook'), r.int(0, 6), REVIEW_PERIOD.from, REVIEW_PERIOD.days).map((entry) => ({
        lang: entry.lang,
        guest: entry.guest,
        writtenOn: entry.written_on,
        texts: Object.fromEntries(entry.texts.map(({ lang, ...t }) => [lang, t])),
      })),
    };
    houses.push(house);
    shoulderPrices.push({ house, perPerson: base / plan.persons });
    for (const stay of demoStays(r.fork('stays'), firstYear)) stays.push({ code, ...stay });

    // Categories that follow from the facts (favourites and good value are chosen below).
    const categories = new Set<number>();
    if (has.has('hot-tub')) categories.add(2);
    if (region !== 'reykjavik' && main.km > 5 && r.chance(0.6)) categories.add(3);
    if (plan.bedrooms >= 3 && (has.has('baby-chair') || plan.rooms.some((room) => room.kind === 'children')))
      categories.add(4);
    if (plan.persons >= 8) categories.add(5);
    if (offer) categories.add(6);
    if (main.km > 15) categories.add(7);
    if (roadKm(distanceKm(at, REYKJAVIK)) < 60) categories.add(8);
    if (settingHere === 'sea' || settingHere === 'fjord') categories.add(9);
    if (r.chance(0.12) || (reviewRows.length >= 3 && reviewRows.every((rev) => rev.rating >= 4.5))) categories.add(1);
    house.categories = [...categories].map((c) => CATEGORY_KEYS[c]);
  }
  const cheapest = [...shoulderPrices].sort((a, b) => a.perPerson - b.perPerson).slice(0, Math.round(count / 5));
  for (const { house } of cheapest) house.categories.push(CATEGORY_KEYS[10]);
  for (const house of houses) house.categories.sort();
  return {
    catalogue: {
      format: CATALOGUE_FORMAT,
      version: 1,
      places: places.map((p) => ({
        slug: p.slug,
        name: p.name,
        nameEn: p.nameEn,
        nameDe: p.nameDe,
        kind: p.kind,
        region: p.region,
        latitude: p.latitude,
        longitude: p.longitude,
      })),
      areas: areas.map((a) => ({
        slug: a.slug,
        region: a.region,
        name: { en: a.nameEn, de: a.nameDe },
        description: { en: a.descriptionEn, de: a.descriptionDe },
        latitude: a.latitude,
        longitude: a.longitude,
        radiusKm: a.radiusKm,
      })),
      owners: owners.owners,
      houses,
    },
    stays,
  };
}

/** count region keys in proportion to REGION_SHARE, every region at least once. */
function spread(count: number): string[] {
  const keys = Object.keys(REGION_SHARE);
  const total = Object.values(REGION_SHARE).reduce((a, b) => a + b, 0);
  const list: string[] = [];
  for (const key of keys)
    for (let i = 0; i < Math.max(1, Math.round((REGION_SHARE[key] * count) / total)); i++) list.push(key);
  while (list.length > count) list.splice(list.indexOf(keys[0]), 1);
  while (list.length < count) list.push(keys[0]);
  return list;
}

function nearestArea(areas: ReferenceData['areas'], at: LatLon): number | null {
  let best: number | null = null;
  let bestKm = Infinity;
  areas.forEach((a, i) => {
    const km = distanceKm(at, a);
    if (km <= a.radiusKm && km < bestKm) [best, bestKm] = [i, km];
  });
  return best;
}

function uniqueSlug(name: string, taken: Set<string>, code: string): string {
  let slug = slugify(name);
  if (taken.has(slug)) slug = `${slug}-${slugify(code)}`;
  taken.add(slug);
  return slug;
}
