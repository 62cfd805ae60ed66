/**
 * The houses of a booking as its mails' HTML part shows them (docs/product/bookings-and-payments.md#what-a-mail-looks-like):
 * the name, the first picture at a mail-sized variant (an absolute URL, with its alt text), the
 * street address and how far the nearest town is.
 */
import type { Queryable } from '../../db/client.ts';
import type { LetterHouse } from '../../mail/letter.ts';
import { t } from '../../texts.ts';
import { formatKm } from '../catalogue/house-parts.ts';
import type { ReservationRecord } from '../bookings/repository.ts';

/** 600 px wide, cut 3:2, JPEG: what every mail client shows. */
const MAIL_VARIANT = '3x2-600.jpg';

interface Row {
  id: number;
  name: string;
  street_address: string | null;
  key: string | null;
  alt: string | null;
  town: string | null;
  distance_km: string | null;
  drive_minutes: number | null;
}

export async function mailHouses(
  q: Queryable,
  record: Pick<ReservationRecord, 'houses' | 'locale'>,
  origin: string,
): Promise<LetterHouse[]> {
  const { locale } = record;
  const rows = await q.query<Row>(
    `select h.id, t.name, h.street_address, i.key, i.alt, p.town, p.distance_km, p.drive_minutes
       from houses h
       join house_texts t on t.house_id = h.id and t.lang = $2
       left join lateral (select key, case when $2 = 'de' then alt_de else alt_en end as alt
                            from house_images where house_id = h.id order by position limit 1) i on true
       left join lateral (select case when $2 = 'de' then pl.name_de else pl.name_en end as town,
                                 hp.distance_km, hp.drive_minutes
                            from house_points hp join places pl on pl.id = hp.place_id
                           where hp.house_id = h.id and hp.is_main) p on true
      where h.id = any($1::int[])`,
    [[...new Set(record.houses.map((h) => h.houseId))], locale],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return record.houses.flatMap((h) => {
    const r = byId.get(h.houseId);
    if (!r) return [];
    return [
      {
        name: r.name,
        picture: r.key ? { url: `${origin}/images/${r.key}/${MAIL_VARIANT}`, alt: r.alt || r.name } : null,
        address: r.street_address,
        directions: r.town
          ? t(locale, 'mail.house.directions', {
              distance: formatKm(Number(r.distance_km), locale),
              duration: `${r.drive_minutes} min`,
              town: r.town,
            })
          : null,
      },
    ];
  });
}
