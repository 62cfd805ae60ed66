/**
 * Carts in the database (050_carts.sql). Every function takes the moment
 * "now" from the caller (the server's clock, FIXED_NOW in tests), so expiry
 * follows the same clock as the date rules.
 */
import crypto from 'node:crypto';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Party } from '../../../contract/party.ts';
import type { Queryable } from '../../db/client.ts';

/** docs/product/rules.md#lifetimes: the cart cookie lives 7 days; a cart unchanged for as long is gone. */
export const CART_LIFETIME_SECONDS = 604800;
/** More lines than anyone books at once: the cart refuses further houses. */
export const MAX_CART_LINES = 20;
export const CART_ID = /^[A-Za-z0-9_-]{32}$/;

/** 24 random bytes, base64url: 192 bits, so an id cannot be guessed. */
export function newCartId(): string {
  return crypto.randomBytes(24).toString('base64url');
}

export interface CartLineRow {
  id: number;
  house_id: number;
  res_from: IsoDate | null;
  res_to: IsoDate | null;
  adults: number;
  children: number;
}

const expiredBefore = (now: Date) => new Date(now.getTime() - CART_LIFETIME_SECONDS * 1000).toISOString();

/** Whether the cart exists and has not expired. */
export async function cartExists(q: Queryable, id: string, now: Date): Promise<boolean> {
  if (!CART_ID.test(id)) return false;
  const [row] = await q.query<{ id: string }>('select id from carts where id = $1 and updated_at > $2', [
    id,
    expiredBefore(now),
  ]);
  return !!row;
}

export async function createCart(q: Queryable, now: Date): Promise<string> {
  // Expired carts go whenever a new one is made: no job needed, and the table stays small.
  await q.query('delete from carts where updated_at <= $1', [expiredBefore(now)]);
  const id = newCartId();
  await q.query('insert into carts (id, created_at, updated_at) values ($1, $2, $2)', [id, now.toISOString()]);
  return id;
}

export async function touchCart(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('update carts set updated_at = $2 where id = $1', [id, now.toISOString()]);
}

export async function cartLines(q: Queryable, cartId: string): Promise<CartLineRow[]> {
  return q.query<CartLineRow>(
    'select id, house_id, res_from, res_to, adults, children from cart_lines where cart_id = $1 order by id',
    [cartId],
  );
}

export async function addCartLine(
  q: Queryable,
  cartId: string,
  line: { houseId: number; from: IsoDate | null; to: IsoDate | null; party: Party },
  now: Date,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into cart_lines (cart_id, house_id, res_from, res_to, adults, children, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [cartId, line.houseId, line.from, line.to, line.party.adults, line.party.children, now.toISOString()],
  );
  return row.id;
}

export async function setLineDates(q: Queryable, lineId: number, from: IsoDate, to: IsoDate): Promise<void> {
  await q.query('update cart_lines set res_from = $2, res_to = $3 where id = $1', [lineId, from, to]);
}

export async function setLineParty(q: Queryable, lineId: number, party: Party): Promise<void> {
  await q.query('update cart_lines set adults = $2, children = $3 where id = $1', [
    lineId,
    party.adults,
    party.children,
  ]);
}
