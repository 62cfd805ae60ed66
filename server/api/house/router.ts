import { Router } from 'express';
import { string, type } from 'superstruct';
import type { HouseDetail } from '../../../contract/api/house.ts';
import { todayInIceland } from '../../../contract/dates.ts';
import { catalogueMemory } from '../catalogue-cache/catalogue-memory.ts';
import { HttpError, validate } from '../../http/errors.ts';
import type { ApiDeps } from '../deps.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { parseHouseQuery, parseInclude, parseStay } from './request.ts';
import { similarHouses } from './similar.ts';
import { stayStatus } from './stay.ts';

/** Guestbook entries on the house page (docs/product/rules.md#display-constants). */
export const GUESTBOOK_LIMIT = 3;

const HouseParams = type({ slug: string() });

/**
 * GET /api/house/{slug} and GET /api/house/{code}/availability (docs/product/api.md#house).
 * The slug may be either language's; the answer is in the request's language
 * and always carries alternateLanguages (the language switch, hreflang).
 * Unknown houses are a 404. Read from the catalogue's memory
 * (catalogue-cache/): no statement once a house has been asked for.
 */
export function houseRouter(deps: ApiDeps): Router {
  const { db } = deps;
  const now = deps.clock;
  const memory = catalogueMemory(db, deps.logger);
  const imageBase = deps.config.pictures.publicUrl;
  const router = Router();

  router.get('/:slug', async (req, res) => {
    const locale = requestLocale(req);
    const today = todayInIceland(now());
    const query = parseHouseQuery(req.query);
    const include = parseInclude(query.include);
    const stay = parseStay(query, today, locale);
    const { slug } = validate(req.params, HouseParams);
    // The slug in the request's language first, then the other language's, then a reference code.
    const id =
      (await memory.houseId(db, { slug: slug.toLowerCase() }, locale, today)) ??
      (/^[A-Za-z0-9-]{2,20}$/.test(slug) ? await memory.houseId(db, { code: slug }, locale, today) : null);
    if (id === null) throw new HttpError(404, `No house ${JSON.stringify(slug)}`, 'slug');
    const [house] = (await memory.loadHouses(db, [id], {
      lang: locale,
      today,
      include: [...include.parts, 'alternateLanguages'],
      guestbookLimit: GUESTBOOK_LIMIT,
      imageBase,
    })) as HouseDetail[];
    if (!house) throw new HttpError(404, `No house ${JSON.stringify(slug)}`, 'slug');
    if (stay) Object.assign(house, stayStatus(await memory.stay(db, id, stay, today, locale)));
    if (include.names.has('similarListing'))
      house.similarListing = {
        houses: await similarHouses(db, memory, house, { lang: locale, today, stay, imageBase }),
      };
    res.json(house);
  });

  router.get('/:code/availability', async (req, res) => {
    const locale = requestLocale(req);
    const today = todayInIceland(now());
    const id = /^[A-Za-z0-9-]{2,20}$/.test(req.params.code)
      ? await memory.houseId(db, { code: req.params.code }, locale, today)
      : null;
    if (id === null) throw new HttpError(404, `No house with the code ${JSON.stringify(req.params.code)}`, 'code');
    res.json({ availabilityPerYear: await memory.calendar(db, id, today) });
  });

  return router;
}
