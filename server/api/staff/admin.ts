/**
 * The admin's calls under /api/staff (docs/product/api.md#staff-users); the
 * router's guard (access.ts) lets only admins reach them.
 *
 *   GET  /users                        StaffUserRow[]
 *   POST /users  {name, email, role, company?}  a new login, mailed a link to set its password (201)
 *   POST /users/{id}/disable           its sessions end; it cannot log in
 *   POST /users/{id}/enable
 *   POST /users/{id}/password-reset    mails a link to set a new password (202)
 *   GET  /companies                    StaffCompanyRow[]
 *   PUT  /companies/{id}  {name, email, street, postcode, city, country, vatNumber?}
 *   GET  /companies/{id}/api-keys                StaffApiKeyRow[]
 *   POST /companies/{id}/api-keys  {label}       a new key, answered this once (201)
 *   POST /companies/{id}/api-keys/{key}/revoke   it stops working at once
 */
import type { Request, Router } from 'express';
import type { Struct } from 'superstruct';
import { ApiKeyForm, CompanyForm, NewUserForm } from '../../../contract/forms/staff-admin.ts';
import type { Locale } from '../../../contract/locale.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { setPasswordMail } from '../../mail/kinds/set-password.ts';
import { t } from '../../texts.ts';
import type { ApiDeps } from '../deps.ts';
import { createLoginLink, SET_PASSWORD_LINK_SECONDS } from '../users/login-links.ts';
import type { StaffUser } from '../users/repository.ts';
import type { StaffUserRow } from '../../../contract/api/staff-admin.ts';
import type { FieldLabels } from './field-labels.ts';
import { companyApiKeys, newCompanyApiKey, revokeCompanyApiKey } from './api-keys.ts';
import { listCompanies, updateCompany } from './companies.ts';
import { AdminRefusal, createUser, listUsers, noteResetPassword, setDisabled } from './user-admin.ts';

/** The staff router's validation: a wrong field is a 400 naming it by its label. */
export type StaffInput = <T, S>(req: Request, value: unknown, struct: Struct<T, S>, labels?: FieldLabels) => T;

const ADMIN_LABELS: FieldLabels = {
  name: 'staffTools.users.name',
  email: 'staffTools.users.email',
  role: 'staffTools.users.role',
  company: 'staffTools.users.company',
  owner: 'staffTools.users.owner',
  street: 'staffTools.companies.street',
  postcode: 'staffTools.companies.postcode',
  city: 'staffTools.companies.city',
  country: 'staffTools.companies.country',
  vatNumber: 'staffTools.companies.vatNumber',
  label: 'staffTools.companies.keys.label',
};

/** A form's blank fields count as absent (a JSON number stays). */
export const blanksOut = (body: unknown): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries((body ?? {}) as Record<string, unknown>).filter(([, v]) => !(typeof v === 'string' && !v.trim())),
  );

function refused(lang: Locale, err: unknown): never {
  if (!(err instanceof AdminRefusal)) throw err;
  const field = err.field ? t(lang, ADMIN_LABELS[err.field]) : '';
  throw new HttpError(err.status, t(lang, `staff.errors.${err.code}`, { field }), err.field, { code: err.code });
}

export function adminRoutes(
  router: Router,
  deps: Pick<ApiDeps, 'db' | 'config' | 'clock' | 'company'>,
  input: StaffInput,
): void {
  const { db, config, clock } = deps;
  const origin = (req: Request) => (config.publicUrl ?? `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '');
  const idParam = (req: Request, name: string, code: 'userNotFound' | 'companyNotFound' | 'apiKeyNotFound') => {
    const id = Number(req.params[name]);
    if (!Number.isSafeInteger(id) || id <= 0) refused(requestLocale(req), new AdminRefusal(code, 404));
    return id;
  };
  const userId = (req: Request) => idParam(req, 'id', 'userNotFound');
  const companyId = (req: Request) => idParam(req, 'id', 'companyNotFound');
  /** A change in one transaction, refusals in the request's language. */
  const change = async <T>(req: Request, run: (tx: Queryable, who: StaffUser) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction((tx) => run(tx, req.staff!));
    } catch (err) {
      refused(requestLocale(req), err);
    }
  };
  /** The link to set a password, mailed through the outbox in the same transaction as the change. */
  const mailLink = async (tx: Queryable, req: Request, user: StaffUserRow, why: 'invited' | 'reset') => {
    const lang = requestLocale(req);
    const token = await createLoginLink(tx, user.id, SET_PASSWORD_LINK_SECONDS);
    const url = `${origin(req)}${pathFor('setPassword', lang)}?token=${token}`;
    await enqueueMail(tx, setPasswordMail(lang, user, url, why, await deps.company(lang)));
  };

  router.get('/users', async (_req, res) => {
    res.json(await listUsers(db));
  });
  router.post('/users', async (req, res) => {
    const form = input(req, blanksOut(req.body), NewUserForm, ADMIN_LABELS);
    const user = await change(req, async (tx, who) => {
      const created = await createUser(tx, who, form);
      await mailLink(tx, req, created, 'invited');
      return created;
    });
    res.status(201).json(user);
  });
  router.post('/users/:id/disable', async (req, res) => {
    const id = userId(req);
    res.json(await change(req, (tx, who) => setDisabled(tx, who, id, true)));
  });
  router.post('/users/:id/enable', async (req, res) => {
    const id = userId(req);
    res.json(await change(req, (tx, who) => setDisabled(tx, who, id, false)));
  });
  router.post('/users/:id/password-reset', async (req, res) => {
    const id = userId(req);
    const user = await change(req, async (tx, who) => {
      const found = await noteResetPassword(tx, who, id);
      await mailLink(tx, req, found, 'reset');
      return found;
    });
    res.status(202).json(user);
  });

  router.get('/companies', async (_req, res) => {
    res.json(await listCompanies(db));
  });
  router.put('/companies/:id', async (req, res) => {
    const form = input(req, blanksOut(req.body), CompanyForm, ADMIN_LABELS);
    const id = companyId(req);
    res.json(await change(req, (tx, who) => updateCompany(tx, who, id, form)));
  });

  router.get('/companies/:id/api-keys', async (req, res) => {
    const id = companyId(req);
    try {
      res.json(await companyApiKeys(db, id));
    } catch (err) {
      refused(requestLocale(req), err);
    }
  });
  router.post('/companies/:id/api-keys', async (req, res) => {
    const form = input(req, blanksOut(req.body), ApiKeyForm, ADMIN_LABELS);
    const id = companyId(req);
    const created = await change(req, (tx, who) => newCompanyApiKey(tx, who, id, form.label, clock()));
    res.status(201).set('cache-control', 'no-store').json(created);
  });
  router.post('/companies/:id/api-keys/:key/revoke', async (req, res) => {
    const id = companyId(req);
    const key = idParam(req, 'key', 'apiKeyNotFound');
    res.json(await change(req, (tx, who) => revokeCompanyApiKey(tx, who, id, key, clock())));
  });
}
