import type { ReservationResult } from '../../../contract/api/types.ts';
import type { Locale } from '../../../contract/locale.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { PriceRow } from './PriceTable.tsx';

/** The price table rows of a Reservation result: its houses, linked to their pages while they are shown. */
export function reservationPriceRows(booking: ReservationResult, locale: Locale): PriceRow[] {
  return booking.houses.map((h) => ({
    key: h.position,
    name: h.house?.name ?? h.name,
    href: h.house ? pathFor('house', locale, { region: h.house.regionSlug, slug: h.house.nameSlug }) : undefined,
    resFrom: h.resFrom,
    resTo: h.resTo,
    nights: h.nights,
    priceCents: h.priceCents,
  }));
}
