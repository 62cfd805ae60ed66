/**
 * The owner portal's API under /api/owner (docs/product/api.md#owner-portal): an owner's session
 * only (401 without a session, 403 for staff and company users), each call about the owner's
 * own houses, stays and statements (another owner's: 404), read only but for their blocks.
 * Queries and bodies through contract/forms/owner-portal.ts; refusals as JSON with a code and
 * the message in the request's language (owner.errors).
 *
 *   GET    /                                   OwnerOverview: houses, next stays, latest statement
 *   GET    /houses                             OwnerHouse[]
 *   GET    /houses/{code}/calendar?month=&months=  OwnerCalendar: each night booked, blocked (by the owner or by us) or free
 *   GET    /stays?from=                        OwnerStay[]: no guest's name, contact or payments
 *   GET    /statements                         OwnerStatement[]
 *   GET    /statements/{number}.pdf            the statement's PDF as issued
 *   GET    /payouts                            OwnerPayout[]
 *   POST   /blocks  {house, from, to, note?}   201 OwnerBlock (409 when the nights are taken); staff told
 *   DELETE /blocks/{id}                        204; only the owner's own block
 */
import { Router, type Request, type RequestHandler } from 'express';
import type { Struct } from 'superstruct';
import type { OwnerOverview } from '../../../contract/api/owner-portal.ts';
import { todayInIceland } from '../../../contract/dates.ts';
import {
  HOUSE_CODE,
  OwnerBlockForm,
  OwnerCalendarQuery,
  OwnerStaysQuery,
} from '../../../contract/forms/owner-portal.ts';
import { withoutBlanks } from '../../../contract/forms/staff.ts';
import { HttpError, validate } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { t, type TextKey } from '../../texts.ts';
import { sendDocument } from '../bookings/send-document.ts';
import type { ApiDeps } from '../deps.ts';
import type { OwnerUser } from '../users/repository.ts';
import { addOwnerBlock, removeOwnerBlock } from './blocks.ts';
import { ownerCalendar } from './calendar.ts';
import { ownerHouses, ownHouse } from './houses.ts';
import { OwnerRefusal } from './refusal.ts';
import { ownerStayList } from './stays.ts';
import { STATEMENT_NUMBER } from '../../../contract/forms/staff-books.ts';
import { ownerPayouts, ownerStatementPdf, ownerStatements } from './statements.ts';

/** How many next stays the overview lists. */
const NEXT_STAYS = 5;

/** The one guard: an owner's session, else 401 (nobody logged in) or 403 (staff, a trade partner). */
const ownerAccess: RequestHandler = (req, _res, next) => {
  if (req.owner) return next();
  const code = req.staff || req.user ? 'forbidden' : 'notLoggedIn';
  next(
    new HttpError(code === 'forbidden' ? 403 : 401, t(requestLocale(req), `owner.errors.${code}`), undefined, { code }),
  );
};

/** A query or body through its schema; a wrong field is a 400 naming it by its label, in the request's language. */
function input<T, S>(req: Request, value: unknown, struct: Struct<T, S>): T {
  try {
    return validate(value ?? {}, struct);
  } catch (err) {
    if (!(err instanceof HttpError) || !err.field) throw err;
    const lang = requestLocale(req);
    const label = t(lang, `owner.fields.${err.field}` as TextKey);
    throw new HttpError(400, t(lang, 'owner.errors.invalid', { field: label }), err.field, { code: 'invalid' });
  }
}

/** An OwnerRefusal as its answer in the request's language; anything else as it is. */
async function answering<T>(req: Request, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof OwnerRefusal)) throw err;
    throw new HttpError(err.status, t(requestLocale(req), `owner.errors.${err.code}`), err.field, { code: err.code });
  }
}

export function ownerPortalRouter(deps: ApiDeps): Router {
  const { db, config, clock } = deps;
  const notice = { staffEmail: config.staffEmail, publicUrl: config.publicUrl };
  const router = Router();
  router.use(ownerAccess);
  const me = (req: Request): OwnerUser => req.owner!;

  router.get('/', async (req, res) => {
    const { owner } = me(req);
    const lang = requestLocale(req);
    const [houses, nextStays, statements] = await Promise.all([
      ownerHouses(db, owner.id, lang),
      ownerStayList(db, owner.id, lang, { from: todayInIceland(clock()), limit: NEXT_STAYS * 2 }),
      ownerStatements(db, owner.id),
    ]);
    res.json({
      owner: { code: owner.code, name: owner.name },
      houses,
      nextStays: nextStays.filter((s) => s.status === 'booked').slice(0, NEXT_STAYS),
      latestStatement: statements[0] ?? null,
    } satisfies OwnerOverview);
  });

  router.get('/houses', async (req, res) => {
    res.json(await ownerHouses(db, me(req).owner.id, requestLocale(req)));
  });

  router.get('/houses/:code/calendar', async (req, res) => {
    const query = input(req, withoutBlanks(req.query), OwnerCalendarQuery);
    const code = String(req.params.code);
    const { owner } = me(req);
    const calendar = await answering(req, async () => {
      if (!HOUSE_CODE.test(code)) throw new OwnerRefusal('houseNotFound', 404);
      const house = await ownHouse(db, owner.id, code, requestLocale(req));
      const month = query.month ?? todayInIceland(clock()).slice(0, 7);
      return ownerCalendar(db, owner.id, house, month, Number(query.months ?? 1));
    });
    res.json(calendar);
  });

  router.get('/stays', async (req, res) => {
    const query = input(req, withoutBlanks(req.query), OwnerStaysQuery);
    res.json(await ownerStayList(db, me(req).owner.id, requestLocale(req), { from: query.from }));
  });

  router.get('/statements', async (req, res) => {
    res.json(await ownerStatements(db, me(req).owner.id));
  });

  router.get('/statements/:file', async (req, res) => {
    const file = String(req.params.file);
    const number = file.endsWith('.pdf') ? file.slice(0, -4) : '';
    const pdf = await answering(req, async () => {
      if (!STATEMENT_NUMBER.test(number)) throw new OwnerRefusal('statementNotFound', 404);
      return ownerStatementPdf(db, me(req).owner.id, number);
    });
    sendDocument(res, pdf, 'inline');
  });

  router.get('/payouts', async (req, res) => {
    res.json(await ownerPayouts(db, me(req).owner.id));
  });

  router.post('/blocks', async (req, res) => {
    const form = input(req, req.body, OwnerBlockForm);
    const lang = requestLocale(req);
    const block = await answering(req, () => db.transaction((tx) => addOwnerBlock(tx, me(req), form, lang, notice)));
    res.status(201).json(block);
  });

  router.delete('/blocks/:id', async (req, res) => {
    const id = String(req.params.id);
    const lang = requestLocale(req);
    await answering(req, async () => {
      if (!/^[0-9]{1,15}$/.test(id)) throw new OwnerRefusal('blockNotFound', 404);
      await db.transaction((tx) => removeOwnerBlock(tx, me(req), Number(id), lang, notice));
    });
    res.status(204).end();
  });

  return router;
}
