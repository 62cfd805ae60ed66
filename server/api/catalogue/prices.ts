/**
 * Prices (docs/product/entities.md#prices, docs/product/rules.md#money): houses are priced by
 * week per season; a night costs a seventh of its season's week price; the
 * total of a stay is rounded to whole euros. Euro only.
 */
import { nightsBetween, type IsoDate } from '../../../contract/dates.ts';
import type { PriceFrom, SeasonPrice, StayPrice } from '../../../contract/api/types.ts';
import type { Queryable } from '../../db/client.ts';

export const CURRENCY_SYMBOL = '€';

/**
 * A seventh of week cents, rounded to whole euros, in cents: a night of a week price, or a stay's
 * total from the sum of its nights' week cents.
 */
export function dayCents(weekCents: number): number {
  return Math.round(weekCents / 700) * 100;
}

export function discountPercent(price: number, oldPrice: number | null): number | null {
  return oldPrice && oldPrice > price ? Math.round((1 - price / oldPrice) * 100) : null;
}

/** Euros of a season's numeric(10,2) column as cents: two decimals at most, so × 100 rounds to the exact cents. */
export const euroCents = (euros: number): number => Math.round(euros * 100);

/** A stay's price in cents, with its price before a discount when its seasons have one (rounded as the price is). */
export function stayPriceOf(priceCents: number, nights: number, beforeCents: number | null): StayPrice {
  const discount = discountPercent(priceCents, beforeCents);
  return {
    priceCents,
    nights,
    currencySymbol: CURRENCY_SYMBOL,
    ...(beforeCents !== null && discount ? { priceBeforeCents: beforeCents, discountPercent: discount } : {}),
  };
}

interface PriceRow {
  house_id: number;
  from: IsoDate;
  to: IsoDate;
  week_price: number;
  old_week_price: number | null;
}

function seasonPrice(r: PriceRow): SeasonPrice {
  return {
    from: r.from,
    to: r.to,
    weekCents: euroCents(r.week_price),
    dayCents: dayCents(euroCents(r.week_price)),
    oldWeekCents: r.old_week_price === null ? null : euroCents(r.old_week_price),
    discountPercent: discountPercent(r.week_price, r.old_week_price),
    currencySymbol: CURRENCY_SYMBOL,
  };
}

/** Seasons that have not ended by `today`, in date order, by house. */
export async function seasonPricesOf(
  q: Queryable,
  houseIds: readonly number[],
  today: IsoDate,
): Promise<Map<number, SeasonPrice[]>> {
  const rows = await q.query<PriceRow>(
    `select house_id, lower(season) as "from", upper(season) as "to", week_price, old_week_price
       from house_prices where house_id = any($1::int[]) and upper(season) > $2::date
      order by house_id, lower(season)`,
    [houseIds, today],
  );
  const byHouse = new Map<number, SeasonPrice[]>(houseIds.map((id) => [id, []]));
  for (const r of rows) byHouse.get(r.house_id)?.push(seasonPrice(r));
  return byHouse;
}

/** The lowest price of a season not yet ended: the "from" price of cards and the price box. */
export function priceFrom(prices: readonly SeasonPrice[]): PriceFrom | null {
  if (!prices.length) return null;
  const low = prices.reduce((min, p) => (p.weekCents < min.weekCents ? p : min));
  return {
    dayCents: low.dayCents,
    weekCents: low.weekCents,
    oldDayCents: low.oldWeekCents === null ? null : dayCents(low.oldWeekCents),
    discountPercent: low.discountPercent,
    currencySymbol: CURRENCY_SYMBOL,
  };
}

/** A stay's total in whole euros, as bookings charge it (× 100: cents), and its price before a discount. */
export interface StayTotal {
  price: number;
  nights: number;
  before: number | null;
}

/**
 * The total of [from, to): each night costs a seventh of its season's week
 * price; before a discount, a seventh of the season's price before it, where
 * it has one. Null when a night has no season (no price: "empty price").
 */
export async function stayPrice(q: Queryable, houseId: number, from: IsoDate, to: IsoDate): Promise<StayTotal | null> {
  const nights = nightsBetween(from, to);
  if (nights <= 0) return null;
  const [row] = await q.query<{ priced: number; total: number | null; before: number | null }>(
    `select count(p.id) as priced, sum(p.week_price / 7) as total,
            case when bool_or(p.old_week_price is not null)
                 then sum(coalesce(p.old_week_price, p.week_price) / 7) end as before
       from generate_series($2::date, $3::date - 1, interval '1 day') as night
       left join house_prices p on p.house_id = $1 and p.season @> night::date`,
    [houseId, from, to],
  );
  if (row.priced < nights || row.total === null) return null;
  return { price: Math.round(row.total), nights, before: row.before === null ? null : Math.round(row.before) };
}

/** stayPrice as the API answers it (House.availability, a cart line's price): in cents. */
export async function stayPricePayload(
  q: Queryable,
  houseId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<StayPrice | null> {
  const total = await stayPrice(q, houseId, from, to);
  return total && stayPriceOf(total.price * 100, total.nights, total.before === null ? null : total.before * 100);
}
