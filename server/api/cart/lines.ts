/**
 * Changing a cart's lines and asking whether it can be booked (docs/product/api.md#cart,
 * docs/product/errors.md#cart-errors):
 *
 *   PUT    /api/cart/{cartId}/{cartLineId}?include=…  {resFrom, resTo} → 200 the cart
 *   PUT    /api/cart/{cartId}/{cartLineId}/party?include=…  {adults, children} → 200 the cart
 *   DELETE /api/cart/{cartId}/{cartLineId}                              → 204
 *   GET    /api/cart/{cartId}/availability → {status: 'OK' | 'Error', lines: [{cartLineId, houseAvailable, reason?}]}
 *
 * Built on the cart's repository and payload (./repository.ts, ./service.ts):
 * a cart is whatever they say it is, so the availability answer and the cart
 * never disagree. An unknown or expired cart (7 days after its last change,
 * filtered on every read by cartExists) is a 404, as is a line of another
 * cart. A change or removal counts as a change: the cart's 7 days and the
 * cookie's start again.
 */
import { Router, type Request } from 'express';
import { validate as run } from 'superstruct';
import type { CartAvailability } from '../../../contract/api/cart.ts';
import { checkStay, NO_DATE, todayInIceland, type IsoDate } from '../../../contract/dates.ts';
import { CartLineDates } from '../../../contract/forms/cart-line.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Queryable } from '../../db/client.ts';
import { t } from '../../texts.ts';
import { HttpError } from '../../http/errors.ts';
import { parseHouseQuery, parseInclude, stayProblem } from '../house/request.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { stayAvailability } from '../house/stay.ts';
import type { ApiDeps } from '../deps.ts';
import {
  CART_ID,
  cartExists,
  cartLines,
  setLineDates,
  setLineParty,
  touchCart,
  type CartLineRow,
} from './repository.ts';
import { checkPartyFits, readParty } from './party.ts';
import { setCartCookie } from './cookie.ts';
import { cartPayload } from './service.ts';

const LINE_ID = /^[1-9]\d{0,9}$/;

/** The line's house is in the cart for other dates that overlap these. */
const overlaps = (a: { from: IsoDate; to: IsoDate }, b: { from: IsoDate; to: IsoDate }) =>
  a.from < b.to && b.from < a.to;

async function clearLineDates(q: Queryable, lineId: number): Promise<void> {
  await q.query('update cart_lines set res_from = null, res_to = null where id = $1', [lineId]);
}

/** Removes a line of that cart; false when the cart has no such line. */
async function deleteLine(q: Queryable, cartId: string, lineId: number): Promise<boolean> {
  const rows = await q.query<{ id: number }>('delete from cart_lines where id = $1 and cart_id = $2 returning id', [
    lineId,
    cartId,
  ]);
  return rows.length > 0;
}

function cartIdOf(req: Request, locale: Locale): string {
  const { cartId } = req.params as { cartId: string };
  if (!CART_ID.test(cartId))
    throw new HttpError(400, t(locale, 'cart.errors.cartId'), 'cartId', { code: 'badRequest' });
  return cartId;
}

function lineIdOf(req: Request, locale: Locale): number {
  const { cartLineId } = req.params as { cartLineId: string };
  if (!LINE_ID.test(cartLineId) || Number(cartLineId) > 2 ** 31 - 1)
    throw new HttpError(400, t(locale, 'cart.errors.lineNotFound'), 'cartLineId', { code: 'badRequest' });
  return Number(cartLineId);
}

const cartNotFound = (locale: Locale) =>
  new HttpError(404, t(locale, 'cart.errors.cartId'), 'cartId', { code: 'cartNotFound' });
const lineNotFound = (locale: Locale) =>
  new HttpError(404, t(locale, 'cart.errors.lineNotFound'), 'cartLineId', { code: 'lineNotFound' });

function readBody(body: unknown, locale: Locale): CartLineDates {
  const [error, value] = run(body ?? {}, CartLineDates, { coerce: true });
  if (!error) return value;
  const field = String(error.failures()[0]?.path[0] ?? '') || undefined;
  const key = field === 'resFrom' || field === 'resTo' ? 'invalidDate' : 'badRequest';
  throw new HttpError(400, t(locale, `cart.errors.${key}`), field, { code: 'badRequest' });
}

/** The stay asked for: null for "dates to be chosen" (both 1970-01-01); a broken date rule is a 422 naming the field. */
function stayOf(body: CartLineDates, today: IsoDate, locale: Locale): { from: IsoDate; to: IsoDate } | null {
  const noFrom = body.resFrom === NO_DATE;
  const noTo = body.resTo === NO_DATE;
  if (noFrom !== noTo) throw stayProblem('bothDates', noFrom ? 'resFrom' : 'resTo', locale);
  if (noFrom) return null;
  const check = checkStay(body.resFrom, body.resTo, today);
  if (!check.ok) throw stayProblem(check.problem, check.field, locale);
  return { from: check.from, to: check.to };
}

export function cartLinesRouter(deps: ApiDeps): Router {
  const { db, config } = deps;
  const clock = deps.clock;
  const imageBase = config.pictures.publicUrl;
  const router = Router();

  /**
   * Whether the cart can be booked now (docs/product/api.md#cart: status 'Error'
   * when a line cannot be booked): each line's houseAvailable exactly as the
   * cart itself reports it today.
   */
  router.get('/:cartId/availability', async (req, res) => {
    const locale = requestLocale(req);
    const now = clock();
    const cartId = cartIdOf(req, locale);
    if (!(await cartExists(db, cartId, now))) throw cartNotFound(locale);
    const rows = await cartLines(db, cartId);
    const cart = await cartPayload(db, cartId, { imageBase, lang: locale, today: todayInIceland(now), parts: [] });
    const shown = new Map(cart.houses.map((l) => [l.cartLineId, l]));
    const lines: CartAvailability['lines'] = rows.map((row) => {
      const line = shown.get(row.id);
      if (!line) return { cartLineId: row.id, houseAvailable: false, reason: 'gone' };
      if (line.houseAvailable) return { cartLineId: row.id, houseAvailable: true };
      return { cartLineId: row.id, houseAvailable: false, reason: line.resFrom ? 'unavailable' : 'noDates' };
    });
    const body: CartAvailability = {
      status: lines.length > 0 && lines.every((l) => l.houseAvailable) ? 'OK' : 'Error',
      lines,
    };
    res.json(body);
  });

  /**
   * New dates for a line (docs/product/screens.md#cart): they must
   * follow the booking rules on today's date (422), the house must be free
   * and priced for them (409, 'Sorry, you snooze you lose! …'), and
   * the cart must not hold the same house for overlapping dates on another
   * line (409). Both 1970-01-01 puts the line back to "dates to be chosen".
   * Answers the whole cart, like GET /api/cart/{cartId} with the same include.
   */
  router.put('/:cartId/:cartLineId', async (req, res) => {
    const locale = requestLocale(req);
    const now = clock();
    const today = todayInIceland(now);
    const cartId = cartIdOf(req, locale);
    const lineId = lineIdOf(req, locale);
    const include = parseInclude(parseHouseQuery(req.query).include);
    const stay = stayOf(readBody(req.body, locale), today, locale);

    await db.transaction(async (tx) => {
      if (!(await cartExists(tx, cartId, now))) throw cartNotFound(locale);
      const lines = await cartLines(tx, cartId);
      const line = lines.find((l) => l.id === lineId);
      if (!line) throw lineNotFound(locale);
      if (stay) {
        const others = lines.filter(
          (l): l is CartLineRow & { res_from: IsoDate; res_to: IsoDate } =>
            l.id !== lineId && l.house_id === line.house_id && !!l.res_from && !!l.res_to,
        );
        if (others.some((l) => overlaps({ from: l.res_from, to: l.res_to }, stay)))
          throw new HttpError(409, t(locale, 'cart.errors.overlap'), undefined, { code: 'overlap' });
        const { availabilityStatus } = await stayAvailability(tx, line.house_id, stay);
        if (availabilityStatus === 'unavailable')
          throw new HttpError(409, t(locale, 'cart.errors.datesTaken'), undefined, {
            code: 'datesTaken',
            hint: t(locale, 'cart.errors.reviewDates'),
          });
        if (availabilityStatus === 'noPrice')
          throw new HttpError(409, t(locale, 'cart.errors.noPrice'), undefined, { code: 'noPrice' });
        await setLineDates(tx, lineId, stay.from, stay.to);
      } else {
        await clearLineDates(tx, lineId);
      }
      await touchCart(tx, cartId, now);
    });

    setCartCookie(res, req, config, cartId);
    res.json(await cartPayload(db, cartId, { imageBase, lang: locale, today, parts: include.parts }));
  });

  /**
   * The party staying in a line's house (docs/product/screens.md#cart): both
   * counts (400 naming a bad one), no more than the house sleeps (422 naming
   * the count). Answers the whole cart, like the change of dates.
   */
  router.put('/:cartId/:cartLineId/party', async (req, res) => {
    const locale = requestLocale(req);
    const now = clock();
    const cartId = cartIdOf(req, locale);
    const lineId = lineIdOf(req, locale);
    const include = parseInclude(parseHouseQuery(req.query).include);
    const party = readParty((req.body ?? {}) as Record<string, unknown>, locale);
    await db.transaction(async (tx) => {
      if (!(await cartExists(tx, cartId, now))) throw cartNotFound(locale);
      const line = (await cartLines(tx, cartId)).find((l) => l.id === lineId);
      if (!line) throw lineNotFound(locale);
      await checkPartyFits(tx, line.house_id, party, locale);
      await setLineParty(tx, lineId, party);
      await touchCart(tx, cartId, now);
    });
    setCartCookie(res, req, config, cartId);
    res.json(
      await cartPayload(db, cartId, { imageBase, lang: locale, today: todayInIceland(now), parts: include.parts }),
    );
  });

  /** Removes a line (docs/product/api.md#cart: no body; the client fetches the cart again). The cart stays, even when empty. */
  router.delete('/:cartId/:cartLineId', async (req, res) => {
    const locale = requestLocale(req);
    const now = clock();
    const cartId = cartIdOf(req, locale);
    const lineId = lineIdOf(req, locale);
    await db.transaction(async (tx) => {
      if (!(await cartExists(tx, cartId, now))) throw cartNotFound(locale);
      if (!(await deleteLine(tx, cartId, lineId))) throw lineNotFound(locale);
      await touchCart(tx, cartId, now);
    });
    setCartCookie(res, req, config, cartId);
    res.status(204).end();
  });

  return router;
}
