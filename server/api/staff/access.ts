/**
 * The /api/staff router's one guard (docs/product/rules.md#roles): anonymous
 * requests are asked to log in (401), company users and owners refused (403 forbidden),
 * and each member of staff held to their role by contract/staff-access.ts
 * (403 adminOnly or readOnly), every refusal in the request's language.
 */
import type { RequestHandler } from 'express';
import { staffRefusal } from '../../../contract/staff-access.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { t } from '../../texts.ts';

export const staffAccess: RequestHandler = (req, _res, next) => {
  const lang = requestLocale(req);
  const refuse = (status: 401 | 403, code: 'notLoggedIn' | 'forbidden' | 'adminOnly' | 'readOnly') =>
    next(new HttpError(status, t(lang, `staff.errors.${code}`), undefined, { code }));
  if (!req.staff) return req.user || req.owner ? refuse(403, 'forbidden') : refuse(401, 'notLoggedIn');
  const refusal = staffRefusal(req.staff.staffRole, req.method, req.path);
  return refusal ? refuse(403, refusal) : next();
};
