/**
 * A trade partner cancels its own booking under the terms
 * (docs/product/rules.md#partner-cancellation): the quote first, then the
 * cancellation itself, through the one cancel path guests and staff use.
 * Another company's booking is a 404, as if there were none.
 */
import { Router, type Request } from 'express';
import type { PartnerCancellationQuote } from '../../../contract/api/partner.ts';
import { cancellationCost } from '../../../contract/cancellation-fees.ts';
import { todayInIceland } from '../../../contract/dates.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { t } from '../../texts.ts';
import { loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import type { ApiDeps } from '../deps.ts';
import { cancelReservation } from '../reservations/cancel.ts';
import { LINK_TTL_SECONDS } from '../reservations/links.ts';
import type { SendRefunds } from '../reservations/router.ts';
import { reservationResult } from '../reservations/result.ts';
import { requireUser } from './auth.ts';
import { companyBooking } from './company-booking.ts';

/** Whether the company may still cancel on `today`: not cancelled, before the first arrival. */
function isCancellableByPartner(record: ReservationRecord, today: string): boolean {
  const first = record.houses.map((h) => h.resFrom).sort()[0] ?? record.arrivalDate;
  return record.status !== 'cancelled' && today < first;
}

export function partnerCancelRouter(deps: ApiDeps & { sendRefunds: SendRefunds }): Router {
  const { db, config, logger } = deps;
  const router = Router();

  const notCancellable = (req: Request) =>
    new HttpError(409, t(requestLocale(req), 'api.user.notCancellable'), undefined, { code: 'notCancellable' });

  router.get('/bookings/:code/cancellation', async (req, res) => {
    const record = await companyBooking(db, req);
    const today = todayInIceland(deps.clock());
    if (!isCancellableByPartner(record, today)) throw notCancellable(req);
    const cost = cancellationCost(record.houses, record.money.heldCents, today);
    res.json({
      bookingCode: record.bookingCode,
      feeCents: cost.feeCents,
      houses: cost.houses.map((h) => ({ position: h.position, percent: h.percent, feeCents: h.feeCents })),
    } satisfies PartnerCancellationQuote);
  });

  router.post('/bookings/:code/cancel', async (req, res) => {
    const now = deps.clock();
    const user = requireUser(req, t(requestLocale(req), 'api.user.notLoggedIn'));
    const ctx = { now, company: deps.company, secret: config.jwtSecret, publicUrl: config.publicUrl };
    const record = await db.transaction(async (tx) => {
      const current = await companyBooking(tx, req, true);
      if (!isCancellableByPartner(current, todayInIceland(now))) return null;
      return cancelReservation(tx, current.id, 'guest', ctx, {
        source: { cause: 'guest', actor: user.username },
      });
    });
    if (!record) throw notCancellable(req);
    logger.info(
      { reservationId: record.id, feeCents: record.cancellationFeeCents, userId: user.id },
      'reservation cancelled by its trade partner',
    );
    await deps.sendRefunds(record.id, now);
    const after = (await loadReservation(db, { id: record.id }))!;
    res.json(
      await reservationResult(db, after, {
        locale: requestLocale(req),
        now,
        secret: config.jwtSecret,
        linkTtlSeconds: LINK_TTL_SECONDS,
        audience: 'partner',
        imageBase: config.pictures.publicUrl,
      }),
    );
  });

  return router;
}
