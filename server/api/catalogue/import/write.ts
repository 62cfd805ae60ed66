/**
 * Writes an import plan, inside the caller's transaction: places, areas and
 * owners, new houses with all their parts, changed houses with the parts that changed
 * (deleted and written again), and the missing houses unpublished when asked.
 * Every table is written with a few statements whatever the number of houses.
 */
import { basisPoints } from '../file/owner-columns.ts';
import type { CatalogueHouse } from '../file/schema.ts';
import { allocateIds, insertRows, updateRows } from '../rows.ts';
import type { Queryable } from '../../../db/client.ts';
import { imageKey, recipeHash, type StoredPhoto } from './images.ts';
import type { ImportPlan } from './plan.ts';
import type { References } from './references.ts';
import { writeOwners } from './write-owners.ts';

type Row = Record<string, unknown>;
type Section =
  'texts' | 'highlights' | 'categories' | 'points' | 'rooms' | 'seasons' | 'images' | 'reviews' | 'guestbook';

/** The parts of a house kept in tables of their own, parents before children (deleting a parent row cascades). */
const SECTIONS: Record<Section, string[]> = {
  texts: ['house_texts'],
  highlights: ['house_highlights'],
  categories: ['house_categories'],
  points: ['house_points'],
  rooms: ['house_rooms', 'room_beds'],
  seasons: ['house_prices'],
  images: ['house_images'],
  reviews: ['reviews', 'review_scores'],
  guestbook: ['guestbook_entries', 'guestbook_texts'],
};

export interface WriteContext {
  refs: References;
  /** Slugs of the places and areas, codes of the owners, already in the database, with their ids. */
  places: Map<string, number>;
  areas: Map<string, number>;
  owners: Map<string, number>;
  /** The photo file of each file or URL image, by fingerprint. */
  photos: Map<string, StoredPhoto>;
}

export async function writePlan(tx: Queryable, plan: ImportPlan, ctx: WriteContext): Promise<void> {
  const { refs } = ctx;
  const places = new Map(ctx.places);
  const areas = new Map(ctx.areas);

  const placeIds = await allocateIds(tx, 'places', plan.places.add.length);
  plan.places.add.forEach((p, i) => places.set(p.slug, placeIds[i]));
  const placeRow = (id: number, p: ImportPlan['places']['add'][number]) => ({
    id,
    slug: p.slug,
    name: p.name,
    name_en: p.nameEn,
    name_de: p.nameDe,
    kind: p.kind,
    region_id: refs.regions.get(p.region),
    latitude: p.latitude,
    longitude: p.longitude,
  });
  await insertRows(
    tx,
    'places',
    plan.places.add.map((p) => placeRow(places.get(p.slug)!, p)),
  );
  await updateRows(
    tx,
    'places',
    plan.places.change.map(({ id, item }) => placeRow(id, item)),
  );

  const areaIds = await allocateIds(tx, 'areas', plan.areas.add.length);
  plan.areas.add.forEach((a, i) => areas.set(a.slug, areaIds[i]));
  const areaRow = (id: number, a: ImportPlan['areas']['add'][number]) => ({
    id,
    slug: a.slug,
    region_id: refs.regions.get(a.region),
    name_en: a.name.en,
    name_de: a.name.de,
    description_en: a.description.en,
    description_de: a.description.de,
    latitude: a.latitude,
    longitude: a.longitude,
    radius_km: a.radiusKm,
  });
  await insertRows(
    tx,
    'areas',
    plan.areas.add.map((a) => areaRow(areas.get(a.slug)!, a)),
  );
  await updateRows(
    tx,
    'areas',
    plan.areas.change.map(({ id, item }) => areaRow(id, item)),
  );

  const owners = await writeOwners(tx, plan.owners, ctx.owners);

  const houseIds = await allocateIds(tx, 'houses', plan.add.length);
  const added = plan.add.map((house, i) => ({ id: houseIds[i], house }));
  const houseRow = (id: number, h: CatalogueHouse) => ({
    id,
    code: h.code,
    owner_id: h.owner === null ? null : owners.get(h.owner),
    commission_bp: h.commission === null ? null : basisPoints(h.commission),
    region_id: refs.regions.get(h.region),
    area_id: h.area === null ? null : areas.get(h.area),
    house_type_id: refs.types.get(h.type),
    max_persons: h.maxPersons,
    bedrooms: h.rooms.filter((r) => refs.bedroomKinds.has(r.kind)).length,
    size_m2: h.sizeM2,
    latitude: h.location.latitude,
    longitude: h.location.longitude,
    street_address: h.streetAddress,
    registration_number: h.registrationNumber,
    published: h.published,
  });
  await insertRows(
    tx,
    'houses',
    added.map(({ id, house }) => houseRow(id, house)),
  );
  await updateRows(
    tx,
    'houses',
    plan.change.map(({ id, house }) => houseRow(id, house)),
  );

  for (const section of Object.keys(SECTIONS) as Section[]) {
    const changed = plan.change.filter((c) => c.fields.includes(section));
    if (changed.length)
      await tx.query(`delete from ${SECTIONS[section][0]} where house_id = any($1::int[])`, [changed.map((c) => c.id)]);
    const rows = await sectionRows(tx, section, [...added, ...changed], { ...ctx, places, prints: plan.fingerprints });
    for (const table of SECTIONS[section]) await insertRows(tx, table, rows[table] ?? []);
  }

  if (plan.unpublishMissing) {
    const ids = plan.missing.filter((m) => m.published).map((m) => m.id);
    if (ids.length) await tx.query('update houses set published = false where id = any($1::int[])', [ids]);
  }
}

async function sectionRows(
  tx: Queryable,
  section: Section,
  houses: Array<{ id: number; house: CatalogueHouse }>,
  ctx: WriteContext & { prints: ImportPlan['fingerprints'] },
): Promise<Record<string, Row[]>> {
  const { refs } = ctx;
  const each = <T>(
    pick: (h: CatalogueHouse) => T[],
    row: (houseId: number, item: T, index: number, house: CatalogueHouse) => Row,
  ) => houses.flatMap(({ id, house }) => pick(house).map((item, i) => row(id, item, i, house)));
  const withIds = async <T>(table: string, pick: (h: CatalogueHouse) => T[]) => {
    const items = houses.flatMap(({ id, house }) => pick(house).map((item) => ({ houseId: id, item })));
    const ids = await allocateIds(tx, table, items.length);
    return items.map((x, i) => ({ ...x, id: ids[i] }));
  };
  switch (section) {
    case 'texts':
      return {
        house_texts: each(
          (h) => (['en', 'de'] as const).map((lang) => ({ lang, ...h.texts[lang] })),
          (houseId, t) => ({
            house_id: houseId,
            lang: t.lang,
            name: t.name,
            slug: t.slug,
            name_description: t.nameDescription,
            title_tag: t.titleTag,
            base_text: t.baseText,
            location_text: t.locationText,
            highlights_text: t.highlightsText,
          }),
        ),
      };
    case 'highlights':
      return {
        house_highlights: each(
          (h) => h.highlights,
          (houseId, key) => ({ house_id: houseId, highlight_id: refs.highlights.get(key) }),
        ),
      };
    case 'categories':
      return {
        house_categories: each(
          (h) => h.categories,
          (houseId, key) => ({ house_id: houseId, category_id: refs.categories.get(key) }),
        ),
      };
    case 'points':
      return {
        house_points: each(
          (h) => h.points,
          (houseId, p, i) => ({
            house_id: houseId,
            point_type_id: refs.pointTypes.get(p.type),
            place_id: p.place === null ? null : ctx.places.get(p.place),
            distance_km: p.distanceKm,
            drive_minutes: p.driveMinutes,
            is_main: p.main,
            position: i + 1,
          }),
        ),
      };
    case 'rooms': {
      const rooms = await withIds('house_rooms', (h) => h.rooms.map((room, i) => ({ room, position: i + 1 })));
      return {
        house_rooms: rooms.map(({ id, houseId, item: { room, position } }) => ({
          id,
          house_id: houseId,
          floor_id: refs.floors.get(room.floor),
          room_kind_id: refs.roomKinds.get(room.kind),
          position,
          size_m2: room.sizeM2,
        })),
        room_beds: rooms.flatMap(({ id, item: { room } }) =>
          room.beds.map((b) => ({ room_id: id, bed_type_id: refs.bedTypes.get(b.type), quantity: b.quantity })),
        ),
      };
    }
    case 'seasons':
      return {
        house_prices: each(
          (h) => h.seasons,
          (houseId, s) => ({
            house_id: houseId,
            season: `[${s.from},${s.to})`,
            week_price: s.weekPriceCents / 100,
            old_week_price: s.oldWeekPriceCents === null ? null : s.oldWeekPriceCents / 100,
          }),
        ),
      };
    case 'images':
      return {
        house_images: each(
          (h) => h.images,
          (houseId, image, i, house) => {
            const caption = {
              alt_en: image.alt.en,
              alt_de: image.alt.de,
              description_en: image.description.en,
              description_de: image.description.de,
            };
            const at = { house_id: houseId, position: i + 1 };
            if ('recipe' in image) {
              const key = imageKey(house.code, i + 1, recipeHash(image.recipe));
              return {
                ...at,
                key,
                width: image.width,
                height: image.height,
                ...caption,
                recipe: image.recipe,
                source_path: null,
                source_url: null,
              };
            }
            const photo = ctx.photos.get(ctx.prints.get(image)!);
            if (!photo) throw new Error(`house ${house.code}: picture ${i + 1} was not stored before the transaction`);
            return {
              ...at,
              key: imageKey(house.code, i + 1, photo.hash),
              width: photo.width,
              height: photo.height,
              ...caption,
              recipe: null,
              source_path: photo.sourcePath,
              source_url: 'url' in image ? image.url : null,
            };
          },
        ),
      };
    case 'reviews': {
      const reviews = await withIds('reviews', (h) => h.reviews);
      return {
        reviews: reviews.map(({ id, houseId, item: r }) => ({
          id,
          house_id: houseId,
          lang: r.lang,
          customer_name: r.customerName,
          travel_date: r.travelDate,
          rating: r.rating,
          scale_max: r.scaleMax,
          review: r.text,
        })),
        review_scores: reviews.flatMap(({ id, item: r }) =>
          Object.entries(r.scores).map(([key, score]) => ({
            review_id: id,
            attribute_id: refs.ratingAttributes.get(key),
            score,
          })),
        ),
      };
    }
    case 'guestbook': {
      const entries = await withIds('guestbook_entries', (h) => h.guestbook);
      return {
        guestbook_entries: entries.map(({ id, houseId, item: e }) => ({
          id,
          house_id: houseId,
          lang: e.lang,
          guest: e.guest,
          written_on: e.writtenOn,
        })),
        guestbook_texts: entries.flatMap(({ id, item: e }) =>
          (['en', 'de'] as const).flatMap((lang) => (e.texts[lang] ? [{ entry_id: id, lang, ...e.texts[lang] }] : [])),
        ),
      };
    }
  }
}
