/**
 * The catalogue as the database holds it, in the catalogue file's shape: what
 * `npm run catalogue:export` writes and what an import is compared against.
 * Houses, places, areas and owners in id order; everything of a house in its own order.
 */
import type { Queryable } from '../../../db/client.ts';
import { ownerOf, percentOf } from './owner-columns.ts';
import {
  CATALOGUE_FORMAT,
  type CatalogueArea,
  type CatalogueFile,
  type CatalogueHouse,
  type CatalogueImage,
  type CataloguePlace,
} from './schema.ts';

/** A house picture as stored, for comparing it with a file's without fetching anything. */
export interface StoredImage {
  key: string;
  recipe: Record<string, unknown> | null;
  sourcePath: string | null;
  sourceUrl: string | null;
  width: number;
  height: number;
}

export interface StoredHouse {
  id: number;
  /** Stays of kind booking, cancelled or not: such a house is never deleted. */
  bookings: number;
  images: StoredImage[];
}

export interface StoredCatalogue {
  file: CatalogueFile;
  houses: Map<string, StoredHouse>;
  places: Map<string, number>;
  areas: Map<string, number>;
  /** Owners by code, with their ids. */
  owners: Map<string, number>;
}

export interface ReadOptions {
  /** How a stored photo (relative to the originals directory) is named in the file. */
  photoPath(sourcePath: string): string;
}

type Row = Record<string, never>;

export async function readCatalogue(q: Queryable, options: ReadOptions): Promise<StoredCatalogue> {
  // One statement at a time: a transaction's connection takes one at a time.
  const queries = [
    `select p.id, p.slug, p.name, p.name_en, p.name_de, p.kind, r.key as region, p.latitude, p.longitude from places p join regions r on r.id = p.region_id order by p.id`,
    `select a.id, a.slug, r.key as region, a.name_en, a.name_de, a.description_en, a.description_de, a.latitude, a.longitude, a.radius_km from areas a join regions r on r.id = a.region_id order by a.id`,
    `select * from owners order by id`,
    `select h.id, h.code, o.code as owner, h.commission_bp, h.published, t.key as type, r.key as region, a.slug as area, h.latitude, h.longitude, h.street_address, h.max_persons, h.size_m2, h.registration_number,
                (select count(*) from stays s where s.house_id = h.id and s.kind = 'booking') as bookings
           from houses h join house_types t on t.id = h.house_type_id join regions r on r.id = h.region_id left join areas a on a.id = h.area_id
           left join owners o on o.id = h.owner_id order by h.id`,
    `select * from house_texts order by house_id, lang`,
    `select hh.house_id, x.key from house_highlights hh join highlights x on x.id = hh.highlight_id order by hh.house_id, x.key collate "C"`,
    `select hc.house_id, x.key from house_categories hc join categories x on x.id = hc.category_id order by hc.house_id, x.key collate "C"`,
    `select hp.house_id, t.key as type, p.slug as place, hp.distance_km, hp.drive_minutes, hp.is_main from house_points hp
           join point_types t on t.id = hp.point_type_id left join places p on p.id = hp.place_id order by hp.house_id, hp.position`,
    `select r.id, r.house_id, f.key as floor, k.key as kind, r.size_m2 from house_rooms r join floors f on f.id = r.floor_id join room_kinds k on k.id = r.room_kind_id order by r.house_id, r.position`,
    `select rb.room_id, b.key as type, rb.quantity from room_beds rb join bed_types b on b.id = rb.bed_type_id order by rb.room_id, b.key collate "C"`,
    `select house_id, lower(season) as "from", upper(season) as "to", week_price, old_week_price from house_prices order by house_id, lower(season)`,
    `select house_id, key, width, height, alt_en, alt_de, description_en, description_de, recipe, source_path, source_url from house_images order by house_id, position`,
    `select id, house_id, lang, customer_name, travel_date, rating, scale_max, review from reviews order by house_id, id`,
    `select s.review_id, a.key, s.score from review_scores s join rating_attributes a on a.id = s.attribute_id order by s.review_id, a.sort_order`,
    `select id, house_id, lang, guest, written_on from guestbook_entries order by house_id, id`,
    `select entry_id, lang, quote, entry, translated from guestbook_texts order by entry_id, lang`,
  ];
  const results: Row[][] = [];
  for (const sql of queries) results.push(await q.query<Row>(sql));
  const [
    places,
    areas,
    owners,
    houses,
    texts,
    highlights,
    categories,
    points,
    rooms,
    beds,
    seasons,
    images,
    reviews,
    scores,
    entries,
    entryTexts,
  ] = results;

  const byKey = <R extends Row, K extends keyof R>(rows: R[], key: K) => {
    const map = new Map<R[K], R[]>();
    for (const row of rows) (map.get(row[key]) ?? map.set(row[key], []).get(row[key])!).push(row);
    return map;
  };
  const of = <R extends Row>(map: Map<unknown, R[]>, id: unknown) => map.get(id) ?? [];
  const [
    textsOf,
    highlightsOf,
    categoriesOf,
    pointsOf,
    roomsOf,
    bedsOf,
    seasonsOf,
    imagesOf,
    reviewsOf,
    scoresOf,
    entriesOf,
    entryTextsOf,
  ] = [
    byKey(texts, 'house_id'),
    byKey(highlights, 'house_id'),
    byKey(categories, 'house_id'),
    byKey(points, 'house_id'),
    byKey(rooms, 'house_id'),
    byKey(beds, 'room_id'),
    byKey(seasons, 'house_id'),
    byKey(images, 'house_id'),
    byKey(reviews, 'house_id'),
    byKey(scores, 'review_id'),
    byKey(entries, 'house_id'),
    byKey(entryTexts, 'entry_id'),
  ];
  const cents = (euros: number) => Math.round(euros * 100);

  const stored = new Map<string, StoredHouse>();
  const fileHouses: CatalogueHouse[] = houses.map((h: Row) => {
    const houseImages = of(imagesOf, h.id);
    stored.set(h.code, {
      id: h.id,
      bookings: h.bookings,
      images: houseImages.map((i: Row) => ({
        key: i.key,
        recipe: i.recipe,
        sourcePath: i.source_path,
        sourceUrl: i.source_url,
        width: i.width,
        height: i.height,
      })),
    });
    const text = (lang: string) => {
      const t: Row = of(textsOf, h.id).find((x: Row) => x.lang === lang)!;
      return {
        name: t.name,
        slug: t.slug,
        nameDescription: t.name_description,
        titleTag: t.title_tag,
        baseText: t.base_text,
        locationText: t.location_text,
        highlightsText: t.highlights_text,
      };
    };
    return {
      code: h.code,
      owner: h.owner,
      commission: h.commission_bp === null ? null : percentOf(h.commission_bp),
      published: h.published,
      type: h.type,
      region: h.region,
      area: h.area,
      location: { latitude: h.latitude, longitude: h.longitude },
      streetAddress: h.street_address,
      maxPersons: h.max_persons,
      sizeM2: h.size_m2,
      registrationNumber: h.registration_number,
      texts: { en: text('en'), de: text('de') },
      highlights: of(highlightsOf, h.id).map((x: Row) => x.key),
      categories: of(categoriesOf, h.id).map((x: Row) => x.key),
      points: of(pointsOf, h.id).map((p: Row) => ({
        type: p.type,
        place: p.place,
        distanceKm: p.distance_km,
        driveMinutes: p.drive_minutes,
        main: p.is_main,
      })),
      rooms: of(roomsOf, h.id).map((r: Row) => ({
        floor: r.floor,
        kind: r.kind,
        sizeM2: r.size_m2,
        beds: of(bedsOf, r.id).map((b: Row) => ({ type: b.type, quantity: b.quantity })),
      })),
      seasons: of(seasonsOf, h.id).map((s: Row) => ({
        from: s.from,
        to: s.to,
        weekPriceCents: cents(s.week_price),
        oldWeekPriceCents: s.old_week_price === null ? null : cents(s.old_week_price),
      })),
      images: houseImages.map((i: Row): CatalogueImage => {
        const caption = {
          alt: { en: i.alt_en, de: i.alt_de },
          description: { en: i.description_en, de: i.description_de },
        };
        if (i.source_url) return { url: i.source_url, ...caption };
        if (i.source_path) return { path: options.photoPath(i.source_path), ...caption };
        return { recipe: i.recipe, width: i.width, height: i.height, ...caption };
      }),
      reviews: of(reviewsOf, h.id).map((r: Row) => ({
        lang: r.lang,
        customerName: r.customer_name,
        travelDate: r.travel_date,
        rating: r.rating,
        scaleMax: r.scale_max,
        text: r.review,
        scores: Object.fromEntries(of(scoresOf, r.id).map((s: Row) => [s.key, s.score])),
      })),
      guestbook: of(entriesOf, h.id).map((e: Row) => ({
        lang: e.lang,
        guest: e.guest,
        writtenOn: e.written_on,
        texts: Object.fromEntries(
          of(entryTextsOf, e.id).map((t: Row) => [
            t.lang,
            { quote: t.quote, entry: t.entry, translated: t.translated },
          ]),
        ),
      })),
    };
  });

  return {
    file: {
      format: CATALOGUE_FORMAT,
      version: 1,
      places: places.map((p: Row): CataloguePlace => ({
        slug: p.slug,
        name: p.name,
        nameEn: p.name_en,
        nameDe: p.name_de,
        kind: p.kind,
        region: p.region,
        latitude: p.latitude,
        longitude: p.longitude,
      })),
      areas: areas.map((a: Row): CatalogueArea => ({
        slug: a.slug,
        region: a.region,
        name: { en: a.name_en, de: a.name_de },
        description: { en: a.description_en, de: a.description_de },
        latitude: a.latitude,
        longitude: a.longitude,
        radiusKm: a.radius_km,
      })),
      owners: owners.map(ownerOf),
      houses: fileHouses,
    },
    houses: stored,
    places: new Map(places.map((p: Row) => [p.slug, p.id])),
    areas: new Map(areas.map((a: Row) => [a.slug, a.id])),
    owners: new Map(owners.map((o: Row) => [o.code, o.id])),
  };
}
