import { Router } from 'express';
import type { BookingDeps } from '../deps.ts';
import { t } from '../../texts.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { houseCalendarIcs } from './export.ts';
import { houseOfToken } from './tokens.ts';

/** GET /api/calendars/{token}.ics: a house's busy days for the owner's other calendars (the token is the only key). */
export function calendarsRouter(deps: Pick<BookingDeps, 'db' | 'config'>): Router {
  const router = Router();
  const uidDomain = deps.config.publicUrl ? new URL(deps.config.publicUrl).hostname : 'sumarhus.is';
  router.get('/:file', async (req, res) => {
    const match = /^(.+)\.ics$/.exec(req.params.file);
    const houseId = match ? await houseOfToken(deps.db, match[1]) : null;
    if (houseId === null) throw new HttpError(404, t(requestLocale(req), 'api.calendars.calendarNotFound'));
    const body = await houseCalendarIcs(deps.db, houseId, uidDomain);
    // Calendar apps poll every few minutes to hours; an unchanged calendar answers 304 to its ETag.
    res.set({
      'content-type': 'text/calendar; charset=utf-8',
      'cache-control': 'private, max-age=300',
      'x-robots-tag': 'noindex',
    });
    res.send(body);
  });
  return router;
}
