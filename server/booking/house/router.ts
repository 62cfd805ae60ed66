import { Router } from 'express';
import { string, type } from 'superstruct';
import type { HouseDetail } from '../../../src/api/house.ts';
import { calendarYears } from '../../../src/lib/availability.ts';
import { todayInIceland } from '../../../src/lib/dates.ts';
import { clockOf } from '../../clock.ts';
import { availabilityOf } from '../catalogue/availability.ts';
import { findHouseId, loadHouses } from '../catalogue/house.ts';
import { HttpError, validate } from '../errors.ts';
import type { BookingDeps } from '../router.ts';
import { requestLocale } from '../locale.ts';
import { parseHouseQuery, parseInclude, parseStay } from './request.ts';
import { similarHouses } from './similar.ts';
import { stayAvailability } from './stay.ts';

/** Guestbook entries on the house page (SPEC §9). */
export const GUESTBOOK_LIMIT = 3;

const HouseParams = type({ slug: string() });

/**
 * GET /api/house/{slug} and GET /api/house/{code}/availability (SPEC §7).
 * The slug may be either language's; the answer is in the request's language
 * and always carries alternateLanguages (the language switch, hreflang).
 * Unknown houses are a 404.
 */
export function houseRouter(deps: BookingDeps): Router {
  const { db } = deps;
  const now = clockOf(deps.config);
  const router = Router();

  router.get('/:slug', async (req, res) => {
    const locale = requestLocale(req);
    const today = todayInIceland(now());
    const query = parseHouseQuery(req.query);
    const include = parseInclude(query.include);
    const stay = parseStay(query, today, locale);
    const { slug } = validate(req.params, HouseParams);
    // The slug in the request's language first, then the other language's, then a reference code.
    const id = (await findHouseId(db, { slug: slug.toLowerCase() }, locale)) ?? (/^[A-Za-z0-9-]{2,20}$/.test(slug) ? await findHouseId(db, { code: slug }, locale) : null);
    if (id === null) throw new HttpError(404, `No house ${JSON.stringify(slug)}`, 'slug');
    const [house] = (await loadHouses(db, [id], {
      lang: locale,
      today,
      include: [...include.parts, 'alternateLanguages'],
      guestbookLimit: GUESTBOOK_LIMIT,
    })) as HouseDetail[];
    if (!house) throw new HttpError(404, `No house ${JSON.stringify(slug)}`, 'slug');
    if (stay) Object.assign(house, await stayAvailability(db, id, stay));
    if (include.names.has('similarListing')) house.similarListing = { houses: await similarHouses(db, house, { lang: locale, today, stay }) };
    res.json(house);
  });

  router.get('/:code/availability', async (req, res) => {
    const locale = requestLocale(req);
    const id = /^[A-Za-z0-9-]{2,20}$/.test(req.params.code) ? await findHouseId(db, { code: req.params.code }, locale) : null;
    if (id === null) throw new HttpError(404, `No house with the code ${JSON.stringify(req.params.code)}`, 'code');
    const years = calendarYears(todayInIceland(now()));
    const perHouse = await availabilityOf(db, [id], years);
    res.json({ availabilityPerYear: perHouse.get(id) ?? [] });
  });

  return router;
}
