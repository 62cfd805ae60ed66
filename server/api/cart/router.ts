import { Router, type Request } from 'express';
import { nullable, optional, pattern, size, string, trimmed, type, validate as run, type Infer } from 'superstruct';
import { CART_COOKIE } from '../../../contract/cookies.ts';
import { checkStay, NO_DATE, todayInIceland, type IsoDate } from '../../../contract/dates.ts';
import { IsoDateStruct } from '../../../contract/forms/fields.ts';
import type { Locale } from '../../../contract/locale.ts';
import { DEFAULT_PARTY } from '../../../contract/party.ts';
import { findHouseId } from '../catalogue/house.ts';
import { t } from '../../texts.ts';
import { HttpError } from '../../http/errors.ts';
import { parseHouseQuery, parseInclude, stayProblem } from '../house/request.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { stayAvailability } from '../house/stay.ts';
import type { ApiDeps } from '../deps.ts';
import {
  addCartLine,
  CART_ID,
  cartExists,
  cartLines,
  createCart,
  MAX_CART_LINES,
  setLineDates,
  setLineParty,
  touchCart,
} from './repository.ts';
import { checkPartyFits, readOptionalParty } from './party.ts';
import { clearCartCookie, setCartCookie } from './cookie.ts';
import { cartPayload } from './service.ts';

/** POST /api/cart body (docs/product/api.md#cart; the party, `adults` and `children`, is read by ./party.ts). Unknown keys are ignored. */
export const CartBody = type({
  code: size(trimmed(string()), 1, 20),
  resFrom: IsoDateStruct,
  resTo: IsoDateStruct,
  cartId: optional(nullable(pattern(string(), CART_ID))),
});
type CartBody = Infer<typeof CartBody>;

function readBody(body: unknown, locale: Locale): CartBody {
  const [error, value] = run(body ?? {}, CartBody, { coerce: true });
  if (!error) return value;
  const field = String(error.failures()[0]?.path[0] ?? '') || undefined;
  const key =
    field === 'code'
      ? 'code'
      : field === 'resFrom' || field === 'resTo'
        ? 'invalidDate'
        : field === 'cartId'
          ? 'cartId'
          : 'badRequest';
  throw new HttpError(400, t(locale, `cart.errors.${key}`), field, { code: 'badRequest' });
}

/** Both dates 1970-01-01: no dates yet (docs/product/rules.md#no-dates-yet). One of them alone is a 422; real dates follow the booking rules. */
function cartStay(body: CartBody, today: IsoDate, locale: Locale): { from: IsoDate; to: IsoDate } | null {
  const noFrom = body.resFrom === NO_DATE;
  const noTo = body.resTo === NO_DATE;
  if (noFrom !== noTo) throw stayProblem('bothDates', noFrom ? 'resFrom' : 'resTo', locale);
  if (noFrom) return null;
  const check = checkStay(body.resFrom, body.resTo, today);
  if (!check.ok) throw stayProblem(check.problem, check.field, locale);
  return { from: check.from, to: check.to };
}

const overlaps = (a: { from: IsoDate; to: IsoDate }, b: { from: IsoDate; to: IsoDate }) =>
  a.from < b.to && b.from < a.to;

/**
 * POST /api/cart, GET /api/cart (the cookie's cart) and GET /api/cart/{cartId} (docs/product/api.md#cart).
 *
 * POST adds a house to the cart named by `cartId` (or the cartId cookie); a
 * missing, unknown or expired cart makes a new one (201), an existing one
 * answers 200. Both set the cookie and answer the whole cart. Dates are both
 * real days or both 1970-01-01 ("dates to be chosen"); errors: 400 for
 * malformed input, 422 for a broken date rule, 404 for an unknown house, 409
 * when the house is taken or has no price on those dates (or is in the cart
 * for overlapping dates), 422 when the cart is full or the party is more
 * than the house sleeps. Adding what the cart already holds changes only its
 * party (when one is given); dates for a house waiting for dates go on that line.
 */
export function cartRouter(deps: ApiDeps): Router {
  const { db, config } = deps;
  const clock = deps.clock;
  const imageBase = config.pictures.publicUrl;
  const router = Router();

  router.post('/', async (req, res) => {
    const locale = requestLocale(req);
    const now = clock();
    const today = todayInIceland(now);
    const include = parseInclude(parseHouseQuery(req.query).include);
    const body = readBody(req.body, locale);

    const stay = cartStay(body, today, locale);
    const party = readOptionalParty((req.body ?? {}) as Record<string, unknown>, locale);

    const houseId = /^[A-Za-z0-9-]+$/.test(body.code) ? await findHouseId(db, { code: body.code }, locale) : null;
    if (houseId === null)
      throw new HttpError(404, t(locale, 'cart.errors.houseNotFound'), 'code', { code: 'houseNotFound' });
    if (party) await checkPartyFits(db, houseId, party, locale);
    if (stay) {
      const { availabilityStatus } = await stayAvailability(db, houseId, stay);
      if (availabilityStatus === 'unavailable')
        throw new HttpError(409, t(locale, 'cart.errors.unavailable'), undefined, { code: 'unavailable' });
      if (availabilityStatus === 'noPrice')
        throw new HttpError(409, t(locale, 'cart.errors.noPrice'), undefined, { code: 'noPrice' });
    }

    const cookie = req.cookies?.[CART_COOKIE];
    const asked = body.cartId ?? (typeof cookie === 'string' && CART_ID.test(cookie) ? cookie : null);
    const { cartId, created } = await db.transaction(async (tx) => {
      const known = asked !== null && (await cartExists(tx, asked, now));
      const id = known ? asked : await createCart(tx, now);
      const lines = await cartLines(tx, id);
      const same = lines.filter((l) => l.house_id === houseId);
      const dated = same
        .filter((l) => l.res_from && l.res_to)
        .map((l) => ({ id: l.id, from: l.res_from!, to: l.res_to! }));
      const waiting = same.find((l) => !l.res_from);
      const there = stay ? dated.find((l) => l.from === stay.from && l.to === stay.to) : (same[0] ?? null);
      if (there) {
        // Already there: only a party chosen anew changes it.
        if (party) await setLineParty(tx, there.id, party);
      } else if (!stay) {
        // Without dates: once per house is enough (a dated line of it is there already, or a waiting one).
        await addLine();
      } else if (dated.some((l) => overlaps(l, stay))) {
        throw new HttpError(409, t(locale, 'cart.errors.overlap'), undefined, { code: 'overlap' });
      } else if (waiting) {
        await setLineDates(tx, waiting.id, stay.from, stay.to);
        if (party) await setLineParty(tx, waiting.id, party);
      } else {
        await addLine();
      }
      await touchCart(tx, id, now);
      return { cartId: id, created: !known };

      async function addLine() {
        if (lines.length >= MAX_CART_LINES)
          throw new HttpError(422, t(locale, 'cart.errors.full'), undefined, { code: 'full' });
        await addCartLine(
          tx,
          id,
          { houseId: houseId!, from: stay?.from ?? null, to: stay?.to ?? null, party: party ?? DEFAULT_PARTY },
          now,
        );
      }
    });

    setCartCookie(res, req, config, cartId);
    const cart = await cartPayload(db, cartId, { imageBase, lang: locale, today, parts: include.parts });
    res.status(created ? 201 : 200).json(cart);
  });

  /** The cart `cartId` names as the page asks for it (a bad query is a 400 first), or null when there is none. */
  const cartAnswer = async (req: Request, cartId: string) => {
    const now = clock();
    const include = parseInclude(parseHouseQuery(req.query).include);
    if (!cartId || !(await cartExists(db, cartId, now))) return null;
    return cartPayload(db, cartId, {
      imageBase,
      lang: requestLocale(req),
      today: todayInIceland(now),
      parts: include.parts,
    });
  };

  // The cart the cookie names: a shared page's script cannot read the httpOnly cookie, and asks this for the menu's count.
  // None (booked, expired, no cookie): 204, not an error the browser would log, and the cookies go.
  router.get('/', async (req, res) => {
    const cookie = req.cookies?.[CART_COOKIE];
    const cart = await cartAnswer(req, typeof cookie === 'string' && CART_ID.test(cookie) ? cookie : '');
    if (cart) return void res.json(cart);
    clearCartCookie(res, req, config);
    res.status(204).end();
  });

  router.get('/:cartId', async (req, res) => {
    const { cartId } = req.params;
    const locale = requestLocale(req);
    if (!CART_ID.test(cartId))
      throw new HttpError(400, t(locale, 'cart.errors.cartId'), 'cartId', { code: 'badRequest' });
    const cart = await cartAnswer(req, cartId);
    if (!cart) throw new HttpError(404, t(locale, 'cart.errors.cartId'), 'cartId', { code: 'cartNotFound' });
    res.json(cart);
  });

  return router;
}
