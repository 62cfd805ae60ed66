/**
 * What a reservation needs of a cart (tables of migration 050): its lines,
 * read under a row lock inside the booking transaction, and emptying it when
 * the booking is made. Kept here, against the tables, so that the reservation
 * service depends on the cart's data only, not on the cart API's code.
 */
import type { IsoDate } from '../../../contract/dates.ts';
import type { Queryable } from '../../db/client.ts';

export interface BookingLine {
  cartLineId: number;
  houseId: number;
  /** Null for a line added without dates. */
  resFrom: IsoDate | null;
  resTo: IsoDate | null;
}

/** A cart lives 7 days after its last change (migration 050; docs/product/rules.md#lifetimes). */
export const CART_LIFETIME_SECONDS = 604_800;

/**
 * Locks the cart (`for update`: a second booking of the same cart waits, then
 * finds it empty) and returns its lines in the order they were added; null
 * when there is no such cart or it has expired at `now`.
 */
export async function lockCartLines(tx: Queryable, cartId: string, now: Date): Promise<BookingLine[] | null> {
  const [cart] = await tx.query<{ id: string }>(
    `select id from carts where id = $1 and updated_at > $2::timestamptz - make_interval(secs => $3) for update`,
    [cartId, now.toISOString(), CART_LIFETIME_SECONDS],
  );
  if (!cart) return null;
  const rows = await tx.query<{ id: number; house_id: number; res_from: IsoDate | null; res_to: IsoDate | null }>(
    'select id, house_id, res_from, res_to from cart_lines where cart_id = $1 order by id',
    [cartId],
  );
  return rows.map((r) => ({
    cartLineId: Number(r.id),
    houseId: Number(r.house_id),
    resFrom: r.res_from,
    resTo: r.res_to,
  }));
}

/** Empties the cart after a booking; the cart itself stays (the visitor's cookie still names it). */
export async function emptyCart(tx: Queryable, cartId: string, now: Date): Promise<void> {
  await tx.query('delete from cart_lines where cart_id = $1', [cartId]);
  await tx.query('update carts set updated_at = $2 where id = $1', [cartId, now.toISOString()]);
}
