/**
 * The owners' calls under /api/staff (docs/product/api.md#staff-owners): everyone in the back
 * office reads, staff and admins write (access.ts); each write audited in its transaction.
 *
 *   GET  /owners?q=                 StaffOwnerRow[]  (q folded: "thor" finds Þór)
 *   POST /owners   NewOwnerBody     201 StaffOwner
 *   GET  /owners/{code}             StaffOwner
 *   POST /owners/{code}  OwnerBody  StaffOwner
 *   PUT  /houses/{code}/owner  {owner, commissionBp}  the house's owner and its own commission
 */
import type { Request, Router } from 'express';
import type { StaffOwner } from '../../../contract/api/staff-owners.ts';
import { HouseOwnerBody, NewOwnerBody, OwnerBody, OwnerQuery } from '../../../contract/forms/staff-owners.ts';
import { withoutBlanks } from '../../../contract/forms/staff.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { t, type TextKey } from '../../texts.ts';
import { findOwner, housesOf } from '../owners/find.ts';
import { setHouseOwner } from '../owners/house-owner.ts';
import { listOwners } from '../owners/list.ts';
import { OwnerRefusal } from '../owners/refusal.ts';
import { createOwner, updateOwner } from '../owners/save.ts';
import { blanksOut, type StaffInput } from './admin.ts';
import { auditTrail } from './audit.ts';
import { fieldLabel, OWNER_LABELS } from './field-labels.ts';

/** The refusals' messages: the owners' own (server-only words), and the staff API's shared ones. */
const MESSAGES = {
  ownerNotFound: 'api.owners.notFound',
  ownerUnknown: 'api.owners.unknown',
  ownerCodeTaken: 'api.owners.codeTaken',
  countryUnknown: 'staff.errors.countryUnknown',
  houseNotFound: 'staff.errors.houseNotFound',
} as const satisfies Record<OwnerRefusal['code'], TextKey>;

function refused(lang: Locale, err: unknown): never {
  if (!(err instanceof OwnerRefusal)) throw err;
  const field = err.field ? fieldLabel(lang, err.field, OWNER_LABELS) : '';
  throw new HttpError(err.status, t(lang, MESSAGES[err.code], { field }), err.field, { code: err.code });
}

async function answerOwner(db: Queryable, code: string): Promise<StaffOwner> {
  const { id, ...owner } = await findOwner(db, code);
  return { ...owner, houses: await housesOf(db, id), audit: await auditTrail(db, { type: 'owner', key: owner.code }) };
}

export function ownerRoutes(router: Router, db: Db, input: StaffInput): void {
  /** A read or a change in one transaction, refusals in the request's language. */
  const guarded = async <T>(req: Request, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      refused(requestLocale(req), err);
    }
  };
  const code = (req: Request) => String(req.params.code);

  router.get('/owners', async (req, res) => {
    const { q } = input(req, withoutBlanks(req.query), OwnerQuery, OWNER_LABELS);
    res.json(await listOwners(db, q));
  });
  router.post('/owners', async (req, res) => {
    const form = input(req, blanksOut(req.body), NewOwnerBody, OWNER_LABELS);
    const created = await guarded(req, () => db.transaction((tx) => createOwner(tx, req.staff!, form)));
    res.status(201).json(await answerOwner(db, created.code));
  });
  router.get('/owners/:code', async (req, res) => {
    res.json(await guarded(req, () => answerOwner(db, code(req))));
  });
  router.post('/owners/:code', async (req, res) => {
    const form = input(req, blanksOut(req.body), OwnerBody, OWNER_LABELS);
    res.json(
      await guarded(req, async () => {
        await db.transaction((tx) => updateOwner(tx, req.staff!, code(req), form));
        return answerOwner(db, code(req));
      }),
    );
  });
  router.put('/houses/:code/owner', async (req, res) => {
    const form = input(req, req.body, HouseOwnerBody, OWNER_LABELS);
    res.json(await guarded(req, () => db.transaction((tx) => setHouseOwner(tx, req.staff!, code(req), form))));
  });
}
