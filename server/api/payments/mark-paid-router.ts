/**
 * POST /api/reservation/{code}/payments/{id}/paid: an operator marks a payment
 * as paid (a bank transfer), with X-Admin-Token = ADMIN_TOKEN; without an
 * ADMIN_TOKEN the call does not exist. Mounted beside the reservation router,
 * whose path it shares; answers the booking as its Reservation result.
 */
import { Router, type Request } from 'express';
import { t } from '../../texts.ts';
import type { ApiDeps } from '../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { LINK_TTL_SECONDS } from '../reservations/links.ts';
import { reservationResult } from '../reservations/result.ts';
import { isBookingCode } from '../reservations/validation.ts';
import { sameSecret } from '../security/same-secret.ts';
import { markPaymentPaid } from './mark-paid.ts';

export function markPaidRouter(deps: ApiDeps): Router {
  const { db, config, logger, clock, company } = deps;
  const adminToken = config.adminToken;
  const secret = config.jwtSecret;
  const router = Router();

  router.post('/:code/payments/:id/paid', async (req: Request, res) => {
    const locale = requestLocale(req);
    if (!adminToken) throw new HttpError(404, `No such API call: ${req.method} ${req.baseUrl}${req.path}`);
    const given = req.get('x-admin-token') ?? '';
    if (!given || !sameSecret(given, adminToken)) throw new HttpError(403, t(locale, 'api.reservation.adminForbidden'));
    const code = String(req.params.code);
    const paymentId = Number(req.params.id);
    if (!isBookingCode(code) || !Number.isSafeInteger(paymentId) || paymentId <= 0)
      throw new HttpError(404, t(locale, 'api.reservation.paymentNotFound'));
    const now = clock();
    const result = await markPaymentPaid(db, code, paymentId, { now, company, secret, publicUrl: config.publicUrl });
    if (result.outcome === 'noReservation' || result.outcome === 'noPayment')
      throw new HttpError(404, t(locale, 'api.reservation.paymentNotFound'));
    if (result.outcome === 'cancelled')
      throw new HttpError(409, t(locale, 'api.reservation.cancelled'), undefined, { code: 'cancelled' });
    logger.info({ reservationId: result.record.id, paymentId, outcome: result.outcome }, 'payment recorded');
    res.json(
      await reservationResult(db, result.record, {
        locale,
        now,
        secret,
        linkTtlSeconds: LINK_TTL_SECONDS,
        imageBase: config.pictures.publicUrl,
      }),
    );
  });

  return router;
}
