/**
 * GET /api/user/bookings/{code}/documents/{file}: every PDF of a booking of the
 * logged-in user's company (invoices, credit notes, cancellation invoice,
 * travel documents once paid in full), by its session rather than a signed
 * link (docs/product/documents.md#trade-partners). Without a session a 401;
 * another company's booking or an unknown document a 404.
 */
import { Router } from 'express';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { t } from '../../texts.ts';
import { sendDocument } from '../bookings/send-document.ts';
import type { ApiDeps } from '../deps.ts';
import { bookingDocument } from '../reservations/document-file.ts';
import { documentNameOf } from '../reservations/links.ts';
import { companyBooking } from './company-booking.ts';

export function partnerDocumentsRouter({ db }: Pick<ApiDeps, 'db'>): Router {
  const router = Router();
  router.get('/bookings/:code/documents/:file', async (req, res) => {
    const locale = requestLocale(req);
    const record = await companyBooking(db, req);
    const doc = documentNameOf(String(req.params.file));
    const file = doc ? await bookingDocument(db, record, doc) : null;
    if (file === 'notReady')
      throw new HttpError(403, t(locale, 'api.reservation.documentForbidden'), undefined, { code: 'notReady' });
    if (!file) throw new HttpError(404, t(locale, 'api.reservation.documentNotFound'), undefined, { code: 'notFound' });
    sendDocument(res, file, 'attachment');
  });
  return router;
}
