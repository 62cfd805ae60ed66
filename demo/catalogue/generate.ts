/**
 * The demo catalogue as rows per table, made from a seed and the real places
 * of data/: 220 houses over the 8 regions with texts in English and German,
 * rooms and beds, prices by season, points of interest, reviews, guestbook,
 * pictures (as drawing recipes) and existing stays. Pure and deterministic:
 * the same options give the same rows; nothing reads the clock.
 */
import { slugify } from '../../server/booking/catalogue/slug.ts';
import { guestbook, reviews } from './feedback.ts';
import { bearing, distanceKm, move, roadKm, type LatLon } from './geo.ts';
import { chooseType, HIGHLIGHT_IDS, highlights as chooseHighlights, layout, TYPE_IDS } from './layout.ts';
import { icelandicName } from './names.ts';
import { pictures, type PictureRow } from './pictures.ts';
import { housePoints, ISLANDS } from './points.ts';
import { createRandom } from './random.ts';
import { REGION_IDS, type ReferenceData } from './reference.ts';
import { basePrice, chooseOffer, seasonPrices } from './seasons.ts';
import { demoStays } from './bookings.ts';
import { houseTexts, NAME_WORD, type Setting } from './texts.ts';

export interface DemoOptions {
  seed?: string;
  houses?: number;
  /** Prices from this year for three years; stays in this year and the next. */
  firstYear?: number;
}

export const DEFAULT_DEMO: Required<DemoOptions> = { seed: 'sumarhus', houses: 220, firstYear: 2026 };

type Row = Record<string, unknown>;

export interface DemoCatalogue {
  places: Row[];
  areas: Row[];
  houses: Row[];
  house_texts: Row[];
  house_highlights: Row[];
  house_categories: Row[];
  house_points: Row[];
  house_rooms: Row[];
  room_beds: Row[];
  house_prices: Row[];
  reviews: Row[];
  review_scores: Row[];
  guestbook_entries: Row[];
  guestbook_texts: Row[];
  house_images: Row[];
  stays: Row[];
}

/** Houses per region (220 in all), roughly where holiday houses are in Iceland. */
const REGION_SHARE: Record<string, number> = { south: 52, west: 30, east: 28, north: 26, reykjavik: 22, northeast: 22, westfjords: 20, northwest: 20 };

const SETTINGS: Record<string, Array<readonly [Setting, number]>> = {
  reykjavik: [['lava', 4], ['town', 3], ['sea', 2], ['meadow', 1]],
  south: [['river', 3], ['farm', 3], ['lava', 3], ['meadow', 3], ['birch', 2], ['sea', 1], ['lake', 1]],
  west: [['fjord', 2], ['sea', 2], ['lava', 2], ['farm', 2], ['river', 2], ['birch', 1]],
  westfjords: [['fjord', 5], ['sea', 2], ['meadow', 1], ['town', 1]],
  northwest: [['farm', 4], ['sea', 2], ['river', 2], ['meadow', 1]],
  north: [['fjord', 3], ['birch', 2], ['farm', 2], ['town', 1], ['river', 1]],
  northeast: [['lake', 2], ['lava', 3], ['river', 2], ['sea', 1], ['farm', 1]],
  east: [['fjord', 4], ['birch', 2], ['lake', 1], ['farm', 2], ['sea', 1]],
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
  const out: DemoCatalogue = {
    places: places.map((p, i) => ({ id: i + 1, slug: p.slug, name: p.name, name_en: p.nameEn, name_de: p.nameDe, kind: p.kind, region_id: REGION_IDS[p.region], latitude: p.latitude, longitude: p.longitude })),
    areas: areas.map((a, i) => ({ id: i + 1, slug: a.slug, region_id: REGION_IDS[a.region], name_en: a.nameEn, name_de: a.nameDe, description_en: a.descriptionEn, description_de: a.descriptionDe, latitude: a.latitude, longitude: a.longitude, radius_km: a.radiusKm })),
    houses: [], house_texts: [], house_highlights: [], house_categories: [], house_points: [], house_rooms: [], room_beds: [],
    house_prices: [], reviews: [], review_scores: [], guestbook_entries: [], guestbook_texts: [], house_images: [], stays: [],
  };

  const regions = root.fork('regions').shuffle(spread(count));
  const takenNames = new Set<string>();
  const takenSlugs = { en: new Set<string>(), de: new Set<string>() };
  const ids = { room: 0, review: 0, guestbook: 0, image: 0, point: 0, price: 0, stay: 0 };
  const shoulderPrices: Array<{ house: number; perPerson: number }> = [];

  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const code = `SH-${1000 + id}`;
    const r = root.fork(`house-${id}`);
    const region = regions[i];

    // Where: near a real town, village or sight of the region, moved a little inland.
    const candidates = places.map((p, index) => ({ p, index })).filter(({ p }) => p.region === region && p.kind !== 'airport' && p.kind !== 'ferry' && !ISLANDS.has(p.slug));
    const anchor = r.weighted(candidates.map((c) => [c, c.p.kind === 'sight' ? 2 : 3] as const)).p;
    const at = move(anchor, region === 'reykjavik' ? r.float(1, 7) : r.float(1.5, 14), bearing(anchor, INLAND) + r.float(-75, 75));
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
    const names = { en: typed ? `${name} ${NAME_WORD[plan.type].en}` : name, de: typed ? `${NAME_WORD[plan.type].de} ${name}` : name };
    const area = nearestArea(areas, at);
    const texts = houseTexts(
      {
        name, names, type: plan.type, size: plan.size, persons: plan.persons, bedrooms: plan.bedrooms, sofaBed: plan.sofaBed, loft: plan.loft,
        setting: settingHere, town: { en: town.nameEn, de: town.nameDe }, townKm: main.km, townMinutes: points[0].drive_minutes, region,
        area: area === null ? null : { en: areas[area].exploreEn, de: areas[area].exploreDe },
        sight: sight ? { name: { en: places[sight.index].nameEn, de: places[sight.index].nameDe }, km: sight.km } : null,
        airport: { name: { en: places[airport.index].nameEn, de: places[airport.index].nameDe }, km: airport.km },
        highlights: has, ownerNearby: r.chance(0.35),
      },
      r.fork('texts'),
    );

    out.houses.push({
      id, code, region_id: REGION_IDS[region], area_id: area === null ? null : area + 1, house_type_id: TYPE_IDS[plan.type],
      max_persons: plan.persons, bedrooms: plan.bedrooms, size_m2: plan.size, latitude: at.latitude, longitude: at.longitude,
      registration_number: r.chance(0.85) ? `HG-${String(r.int(1000, 99999)).padStart(8, '0')}` : null, published: true,
    });
    for (const t of texts) out.house_texts.push({ house_id: id, slug: uniqueSlug(t.name, takenSlugs[t.lang], code), ...t });
    for (const key of has) out.house_highlights.push({ house_id: id, highlight_id: HIGHLIGHT_IDS[key] });
    points.forEach((p, position) => out.house_points.push({ id: ++ids.point, house_id: id, point_type_id: p.point_type_id, place_id: p.place === null ? null : p.place + 1, distance_km: p.distance_km, drive_minutes: p.drive_minutes, is_main: p.is_main, position: position + 1 }));
    plan.rooms.forEach((room, position) => {
      const roomId = ++ids.room;
      out.house_rooms.push({ id: roomId, house_id: id, floor_id: room.floor, room_kind_id: room.kind, position: position + 1, size_m2: room.size });
      for (const b of room.beds) out.room_beds.push({ room_id: roomId, bed_type_id: b.bed, quantity: b.quantity });
    });

    // Prices by season, sometimes on offer.
    const base = basePrice(r, { persons: plan.persons, bedrooms: plan.bedrooms, size: plan.size, hotTub: has.has('hot-tub'), sauna: has.has('sauna'), region });
    const offer = chooseOffer(r.fork('offer'), firstYear);
    for (const p of seasonPrices(base, firstYear, 3, offer)) out.house_prices.push({ id: ++ids.price, house_id: id, ...p });
    shoulderPrices.push({ house: id, perPerson: base / plan.persons });

    // Reviews and guestbook.
    const reviewRows = reviews(r.fork('reviews'), r.weighted([[0, 2], [1, 2], [2, 3], [3, 3], [4, 3], [5, 2], [6, 2], [8, 1]] as const), REVIEW_PERIOD.from, REVIEW_PERIOD.days, 5);
    for (const rev of reviewRows) {
      const reviewId = ++ids.review;
      out.reviews.push({ id: reviewId, house_id: id, lang: rev.lang, customer_name: rev.customer_name, travel_date: rev.travel_date, rating: rev.rating, scale_max: 5, review: rev.review });
      rev.scores.forEach((score, a) => out.review_scores.push({ review_id: reviewId, attribute_id: a + 1, score }));
    }
    for (const entry of guestbook(r.fork('guestbook'), r.int(0, 6), REVIEW_PERIOD.from, REVIEW_PERIOD.days)) {
      const entryId = ++ids.guestbook;
      out.guestbook_entries.push({ id: entryId, house_id: id, lang: entry.lang, guest: entry.guest, written_on: entry.written_on });
      for (const t of entry.texts) out.guestbook_texts.push({ entry_id: entryId, ...t });
    }

    // Pictures and stays.
    const pics: PictureRow[] = pictures({ code, name: names, type: plan.type, setting: settingHere, storeys: plan.storeys, bedrooms: plan.bedrooms, highlights: has, town: { en: town.nameEn, de: town.nameDe } }, r.fork('pictures'));
    for (const pic of pics) out.house_images.push({ id: ++ids.image, house_id: id, ...pic });
    for (const stay of demoStays(r.fork('stays'), firstYear)) out.stays.push({ id: ++ids.stay, house_id: id, ...stay });

    // Categories that follow from the facts (favourites and good value are chosen below).
    const categories = new Set<number>();
    if (has.has('hot-tub')) categories.add(2);
    if (region !== 'reykjavik' && main.km > 5 && r.chance(0.6)) categories.add(3);
    if (plan.bedrooms >= 3 && (has.has('baby-chair') || plan.rooms.some((room) => room.kind === 3))) categories.add(4);
    if (plan.persons >= 8) categories.add(5);
    if (offer) categories.add(6);
    if (main.km > 15) categories.add(7);
    if (roadKm(distanceKm(at, REYKJAVIK)) < 60) categories.add(8);
    if (settingHere === 'sea' || settingHere === 'fjord') categories.add(9);
    if (r.chance(0.12) || (reviewRows.length >= 3 && reviewRows.every((rev) => rev.rating >= 4.5))) categories.add(1);
    for (const category of categories) out.house_categories.push({ house_id: id, category_id: category });
  }
  const cheapest = [...shoulderPrices].sort((a, b) => a.perPerson - b.perPerson).slice(0, Math.round(count / 5));
  for (const { house } of cheapest) out.house_categories.push({ house_id: house, category_id: 10 });
  return out;
}

/** count region keys in proportion to REGION_SHARE, every region at least once. */
function spread(count: number): string[] {
  const keys = Object.keys(REGION_SHARE);
  const total = Object.values(REGION_SHARE).reduce((a, b) => a + b, 0);
  const list: string[] = [];
  for (const key of keys) for (let i = 0; i < Math.max(1, Math.round((REGION_SHARE[key] * count) / total)); i++) list.push(key);
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

