/**
 * The parts of house payloads, each loaded for many houses with one query
 * (search result pages and house pages alike): points, highlights, sleeping
 * arrangements, rating, reviews, guestbook, texts, alternate languages.
 */
import { driveTime } from '../../../contract/drive-time.ts';
import type {
  AlternateLanguage,
  BedroomSetupFloor,
  FilterOption,
  GuestbookEntry,
  HouseTexts,
  MainPoint,
  PointOfInterest,
  Rating,
  Review,
} from '../../../contract/api/types.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Queryable } from '../../db/client.ts';
import { sfx } from './lang.ts';

type ByHouse<T> = Map<number, T>;

function group<R extends { house_id: number }, T>(ids: readonly number[], rows: R[], map: (row: R) => T): ByHouse<T[]> {
  const out = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) out.get(row.house_id)?.push(map(row));
  return out;
}

export function formatKm(km: number, lang: Locale): string {
  const value = km >= 10 ? String(Math.round(km)) : String(Math.round(km * 10) / 10);
  return `${lang === 'de' ? value.replace('.', ',') : value} km`;
}

/** The main point (nearest town) and all points of interest of each house. */
export async function pointsOf(
  q: Queryable,
  ids: readonly number[],
  lang: Locale,
): Promise<{ main: ByHouse<MainPoint | null>; points: ByHouse<PointOfInterest[]> }> {
  const l = sfx(lang);
  const rows = await q.query<{
    house_id: number;
    id: number;
    is_main: boolean;
    distance_km: number;
    drive_minutes: number;
    type_id: number;
    type_name: string;
    type_prefix: string;
    place_name: string | null;
    place_slug: string | null;
  }>(
    `select p.house_id, p.id, p.is_main, p.distance_km, p.drive_minutes, t.id as type_id, t.name_${l} as type_name,
            t.name_with_prefix_${l} as type_prefix, pl.name_${l} as place_name, pl.slug as place_slug
       from house_points p join point_types t on t.id = p.point_type_id left join places pl on pl.id = p.place_id
      where p.house_id = any($1::int[]) order by p.house_id, p.position`,
    [ids],
  );
  const main = new Map<number, MainPoint | null>(ids.map((id) => [id, null]));
  for (const r of rows) {
    if (r.is_main && r.place_name && r.place_slug)
      main.set(r.house_id, {
        name: r.place_name,
        slug: r.place_slug,
        distance: formatKm(r.distance_km, lang),
        duration: { value: r.drive_minutes, symbol: lang === 'de' ? 'Min.' : 'min' },
      });
  }
  const points = group(ids, rows, (r) => ({
    id: r.id,
    name: r.place_name,
    type: { id: r.type_id, name: r.type_name, nameWithPrefix: r.type_prefix },
    distance: { value: r.distance_km },
    duration: driveTime(r.drive_minutes, lang),
  }));
  return { main, points };
}

export async function highlightsOf(
  q: Queryable,
  ids: readonly number[],
  lang: Locale,
): Promise<ByHouse<FilterOption[]>> {
  const rows = await q.query<{ house_id: number; id: number; name: string }>(
    `select hh.house_id, h.id, h.name_${sfx(lang)} as name from house_highlights hh join highlights h on h.id = hh.highlight_id
      where hh.house_id = any($1::int[]) order by hh.house_id, h.sort_order`,
    [ids],
  );
  return group(ids, rows, (r) => ({ id: r.id, name: r.name }));
}

export async function categoriesOf(q: Queryable, ids: readonly number[]): Promise<ByHouse<number[]>> {
  const rows = await q.query<{ house_id: number; category_id: number }>(
    'select house_id, category_id from house_categories where house_id = any($1::int[]) order by house_id, category_id',
    [ids],
  );
  return group(ids, rows, (r) => r.category_id);
}

/** Sleeping arrangements by floor; rooms of a kind that occurs twice are numbered ("Bedroom 2"). */
export async function bedroomsOf(
  q: Queryable,
  ids: readonly number[],
  lang: Locale,
): Promise<ByHouse<BedroomSetupFloor[]>> {
  const l = sfx(lang);
  const rows = await q.query<{
    house_id: number;
    room_id: number;
    floor: string;
    kind: string;
    kind_no: number;
    size_m2: number | null;
    bed_id: number | null;
    bed: string | null;
    quantity: number | null;
  }>(
    `select r.house_id, r.id as room_id, f.name_${l} as floor, k.name_${l} as kind, r.size_m2,
            dense_rank() over (partition by r.house_id, r.room_kind_id order by r.position) as kind_no,
            b.id as bed_id, b.name_${l} as bed, rb.quantity
       from house_rooms r join floors f on f.id = r.floor_id join room_kinds k on k.id = r.room_kind_id
       left join room_beds rb on rb.room_id = r.id left join bed_types b on b.id = rb.bed_type_id
      where r.house_id = any($1::int[]) order by r.house_id, f.sort_order, r.position, b.sort_order`,
    [ids],
  );
  // Rooms per kind, to number them only when a kind occurs more than once.
  const roomsOfKind = new Map<string, Set<number>>();
  for (const r of rows) {
    const key = `${r.house_id}/${r.kind}`;
    if (!roomsOfKind.has(key)) roomsOfKind.set(key, new Set());
    roomsOfKind.get(key)!.add(r.room_id);
  }
  const out = new Map<number, BedroomSetupFloor[]>(ids.map((id) => [id, []]));
  const rooms = new Map<number, BedroomSetupFloor['bedrooms'][number]>();
  for (const r of rows) {
    const floors = out.get(r.house_id)!;
    let floor = floors.find((f) => f.floorName === r.floor);
    if (!floor) floors.push((floor = { floorName: r.floor, bedrooms: [] }));
    let room = rooms.get(r.room_id);
    if (!room) {
      const numbered = roomsOfKind.get(`${r.house_id}/${r.kind}`)!.size > 1;
      room = {
        name: numbered ? `${r.kind} ${r.kind_no}` : r.kind,
        beds: [],
        size: { description: r.size_m2 ? `${String(r.size_m2).replace('.', lang === 'de' ? ',' : '.')} m²` : null },
      };
      rooms.set(r.room_id, room);
      floor.bedrooms.push(room);
    }
    if (r.bed_id !== null && r.bed !== null && r.quantity !== null)
      room.beds.push({ bedType: { id: r.bed_id, name: r.bed }, quantity: r.quantity });
  }
  return out;
}

/** The average of a house's reviews, overall and per attribute; null without reviews. */
export async function ratingOf(q: Queryable, ids: readonly number[], lang: Locale): Promise<ByHouse<Rating | null>> {
  const l = sfx(lang);
  const overall = await q.query<{ house_id: number; rating: number; scale: number; count: number }>(
    `select house_id, round(avg(rating), 1) as rating, max(scale_max) as scale, count(*) as count
       from reviews where house_id = any($1::int[]) group by house_id`,
    [ids],
  );
  const attributes = await q.query<{ house_id: number; id: number; name: string; value: number }>(
    `select r.house_id, a.id, a.name_${l} as name, round(avg(s.score), 1) as value
       from reviews r join review_scores s on s.review_id = r.id join rating_attributes a on a.id = s.attribute_id
      where r.house_id = any($1::int[]) group by r.house_id, a.id, a.name_${l}, a.sort_order order by r.house_id, a.sort_order`,
    [ids],
  );
  const byAttr = group(ids, attributes, (r) => ({ id: r.id, name: r.name, value: r.value }));
  const out = new Map<number, Rating | null>(ids.map((id) => [id, null]));
  for (const r of overall)
    out.set(r.house_id, {
      rating: r.rating,
      scale: { max: r.scale },
      count: r.count,
      attributes: byAttr.get(r.house_id) ?? [],
    });
  return out;
}

/** Reviews in the language they were written in, newest stay first. */
export async function reviewsOf(q: Queryable, ids: readonly number[], limit = 1000): Promise<ByHouse<Review[]>> {
  const rows = await q.query<{
    house_id: number;
    id: number;
    review: string;
    rating: number;
    customer_name: string;
    travel_date: string;
    lang: string;
  }>(
    `select house_id, id, review, rating, customer_name, travel_date, lang from
       (select *, row_number() over (partition by house_id order by travel_date desc, id desc) as n from reviews where house_id = any($1::int[])) r
      where n <= $2 order by house_id, travel_date desc, id desc`,
    [ids, limit],
  );
  return group(ids, rows, (r) => ({
    id: r.id,
    review: r.review,
    houseRating: r.rating,
    customerName: r.customer_name,
    travelDate: r.travel_date,
    language: { code: r.lang },
  }));
}

/** Guestbook entries, newest first, in the visitor's language when a translation exists. */
export async function guestbookOf(
  q: Queryable,
  ids: readonly number[],
  lang: Locale,
  limit = 3,
): Promise<ByHouse<GuestbookEntry[]>> {
  const rows = await q.query<{
    house_id: number;
    id: number;
    guest: string;
    lang: string;
    written_on: string;
    quote: string;
    entry: string;
    translated: boolean;
  }>(
    `select e.house_id, e.id, e.guest, e.lang, e.written_on, t.quote, t.entry, t.translated from
       (select *, row_number() over (partition by house_id order by written_on desc, id desc) as n from guestbook_entries where house_id = any($1::int[])) e
       join lateral (select * from guestbook_texts t where t.entry_id = e.id order by (t.lang = $2) desc, t.translated limit 1) t on true
      where e.n <= $3 order by e.house_id, e.written_on desc, e.id desc`,
    [ids, sfx(lang), limit],
  );
  return group(ids, rows, (r) => ({
    id: r.id,
    quote: r.quote,
    guest: r.guest,
    entry: r.entry,
    translated: r.translated,
    originalLanguage: r.lang,
    date: r.written_on,
  }));
}

export async function textsOf(q: Queryable, ids: readonly number[], lang: Locale): Promise<ByHouse<HouseTexts[]>> {
  const rows = await q.query<{
    house_id: number;
    title_tag: string;
    base_text: string;
    location_text: string;
    highlights_text: string;
  }>(
    'select house_id, title_tag, base_text, location_text, highlights_text from house_texts where house_id = any($1::int[]) and lang = $2',
    [ids, sfx(lang)],
  );
  return group(ids, rows, (r) => ({
    titleTag: r.title_tag,
    houseBaseText: r.base_text,
    location: r.location_text,
    highlights: r.highlights_text,
  }));
}

/** The house's slug and region slug in every language (language switch, hreflang). */
export async function alternatesOf(q: Queryable, ids: readonly number[]): Promise<ByHouse<AlternateLanguage[]>> {
  const rows = await q.query<{ house_id: number; lang: 'en' | 'de'; slug: string; region_slug: string }>(
    `select t.house_id, t.lang, t.slug, case t.lang when 'de' then r.slug_de else r.slug_en end as region_slug
       from house_texts t join houses h on h.id = t.house_id join regions r on r.id = h.region_id
      where t.house_id = any($1::int[]) order by t.house_id, t.lang desc`,
    [ids],
  );
  return group(ids, rows, (r) => ({ language: r.lang, region: { slug: r.region_slug }, house: { nameSlug: r.slug } }));
}
