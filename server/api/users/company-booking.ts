/** The booking a trade partner's call names, if the logged-in user's company made it; another company's is a 404. */
import type { Request } from 'express';
import { PartnerBookingForm } from '../../../contract/forms/partner.ts';
import type { Queryable } from '../../db/client.ts';
import { HttpError, validate } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { t } from '../../texts.ts';
import { loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import { requireUser } from './auth.ts';

/** Without a session a 401; locked when `lock` (inside a transaction). */
export async function companyBooking(q: Queryable, req: Request, lock = false): Promise<ReservationRecord> {
  const lang = requestLocale(req);
  const user = requireUser(req, t(lang, 'api.user.notLoggedIn'));
  const { code } = validate({ code: req.params.code }, PartnerBookingForm);
  const [row] = await q.query<{ id: number | string }>(
    `select id from reservations where booking_code = $1 and company_id = $2${lock ? ' for update' : ''}`,
    [code, user.company.id],
  );
  if (!row) throw new HttpError(404, t(lang, 'api.user.bookingNotFound'), undefined, { code: 'notFound' });
  return (await loadReservation(q, { id: Number(row.id) }))!;
}
