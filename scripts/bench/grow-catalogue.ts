/**
 * A catalogue of any size for the benchmarks, grown in SQL from the seeded
 * demo catalogue (the demo generator's names run out long before 50,000
 * houses): bench:search and bench:pages share it.
 */
import type { Db } from '../../server/db/client.ts';

/** The houses a database holds. */
export async function houseCount(db: Db): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from houses');
  return n;
}

/**
 * Grows the seeded demo catalogue to `target` houses: copy n of house h gets
 * id h + n × (demo houses), code SH-(1000 + id), name and slug with " n",
 * a position up to ~0.05° away, week prices ±6 %, and the demo house's
 * active stays still to come, moved by 0–3 weeks (changeover days stay
 * Thursdays and Sundays). One picture each (cards show one).
 */
export async function growCatalogue(db: Db, target: number, today: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`
      create temp table grow_map on commit drop as
        select h.id as old_id, h.id + b.n_houses * n as new_id, n
          from houses h, (select max(id) as n_houses from houses) b, generate_series(1, ${target} / b.n_houses) n
         where h.id + b.n_houses * n <= ${target};
      insert into houses (id, code, region_id, area_id, house_type_id, max_persons, bedrooms, size_m2, latitude, longitude, registration_number, published)
        select m.new_id, 'SH-' || (1000 + m.new_id), h.region_id, h.area_id, h.house_type_id, h.max_persons, h.bedrooms, h.size_m2,
               h.latitude + ((m.n * 37) % 21 - 10) * 0.004, h.longitude + ((m.n * 53) % 21 - 10) * 0.008, h.registration_number, true
          from grow_map m join houses h on h.id = m.old_id;
      insert into house_texts (house_id, lang, name, slug, name_description, title_tag, base_text, location_text, highlights_text)
        select m.new_id, t.lang, t.name || ' ' || m.n, t.slug || '-' || m.n, t.name_description, t.title_tag, t.base_text, t.location_text, t.highlights_text
          from grow_map m join house_texts t on t.house_id = m.old_id;
      insert into house_highlights select m.new_id, x.highlight_id from grow_map m join house_highlights x on x.house_id = m.old_id;
      insert into house_categories select m.new_id, x.category_id from grow_map m join house_categories x on x.house_id = m.old_id;
      insert into house_points (house_id, point_type_id, place_id, distance_km, drive_minutes, is_main, position)
        select m.new_id, p.point_type_id, p.place_id, p.distance_km, p.drive_minutes, p.is_main, p.position
          from grow_map m join house_points p on p.house_id = m.old_id;
      create temp table grow_rooms on commit drop as select max(id) as max_id from house_rooms;
      insert into house_rooms (id, house_id, floor_id, room_kind_id, position, size_m2)
        select r.id + g.max_id * m.n, m.new_id, r.floor_id, r.room_kind_id, r.position, r.size_m2
          from grow_map m join house_rooms r on r.house_id = m.old_id, grow_rooms g;
      insert into room_beds (room_id, bed_type_id, quantity)
        select b.room_id + g.max_id * m.n, b.bed_type_id, b.quantity
          from grow_map m join house_rooms r on r.house_id = m.old_id join room_beds b on b.room_id = r.id, grow_rooms g;
      insert into house_prices (house_id, season, week_price, old_week_price)
        select m.new_id, p.season, round(p.week_price * (0.94 + (m.n % 7) * 0.02)),
               case when p.old_week_price is null then null else round(p.old_week_price * (0.94 + (m.n % 7) * 0.02)) + 1 end
          from grow_map m join house_prices p on p.house_id = m.old_id;
      insert into stays (house_id, stay, kind, status, note)
        select m.new_id, daterange(lower(s.stay) + 7 * (m.n % 4), upper(s.stay) + 7 * (m.n % 4)), s.kind, s.status, s.note
          from grow_map m join stays s on s.house_id = m.old_id where s.active and upper(s.stay) > date '${today}';
      insert into house_images (house_id, key, position, width, height, alt_en, alt_de, description_en, description_de, recipe, source_path)
        select m.new_id, i.key || '-' || m.n, i.position, i.width, i.height, i.alt_en, i.alt_de, i.description_en, i.description_de, i.recipe, i.source_path
          from grow_map m join house_images i on i.house_id = m.old_id where i.position = 1;
      select setval(pg_get_serial_sequence('houses', 'id'), (select max(id) from houses));
      select setval(pg_get_serial_sequence('house_rooms', 'id'), (select max(id) from house_rooms));
    `);
  });
  await db.exec('analyze');
}
