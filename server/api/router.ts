import { Router, type RequestHandler } from 'express';
import { jsonBody } from '../body.ts';
import type { BookingDeps } from './deps.ts';
import { calendarsRouter } from './calendars/router.ts';
import { cartLinesRouter } from './cart/lines.ts';
import { cartRouter } from './cart/router.ts';
import { contactRouter } from './contact/router.ts';
import { apiErrorHandler, HttpError, rejectNul } from '../http/errors.ts';
import { houseRouter } from './house/router.ts';
import { openApiRouter } from './openapi/router.ts';
import { ownerPortalRouter } from './owner-portal/router.ts';
import { markPaidRouter } from './payments/mark-paid-router.ts';
import { issuePendingRefunds } from './payments/refunds.ts';
import { paymentsRouter } from './payments/router.ts';
import { reservationsRouter } from './reservations/router.ts';
import { searchRouter } from './search/router.ts';
import { withBookingServices } from './services.ts';
import { staffRouter } from './staff/router.ts';
import { usersRouter } from './users/router.ts';
import { partnerCancelRouter } from './users/partner-cancel.ts';
import { partnerDocumentsRouter } from './users/partner-documents.ts';
import { weatherRouter } from './weather/router.ts';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('cache-control', 'no-store');
  next();
};

/** The booking API (docs/product/api.md): one router per resource, mounted under /api. */
export function bookingRouter(given: BookingDeps): Router {
  const router = Router();
  const deps = withBookingServices(given);
  // Before the JSON parser: a provider's callback is checked over its raw body.
  router.use('/payments', noStore, paymentsRouter(deps));
  router.use(openApiRouter()); // GET /api/openapi.json, /api/docs: cacheable, so before noStore
  router.use(jsonBody(100 * 1024));
  // Query and JSON body once for every call; a route's own form body and path params go through validate().
  router.use((req, _res, next) => {
    rejectNul(req.query);
    rejectNul(req.body);
    next();
  });
  router.use(noStore);
  // Resource routers are mounted here, one line each.
  router.use(usersRouter(deps)); // first: its session middleware sets req.user for the routers below
  router.use('/weather', weatherRouter(deps.config.rootDir));
  router.use('/contact', contactRouter(deps));
  router.use('/houses', searchRouter(deps));
  router.use('/house', houseRouter(deps));
  router.use('/cart', cartRouter(deps));
  router.use('/cart', cartLinesRouter(deps)); // PUT/DELETE a line, GET …/availability
  const sendRefunds = (reservationId: number, now: Date) =>
    issuePendingRefunds(deps.db, deps.provider, {
      now,
      company: deps.company,
      publicUrl: deps.config.publicUrl,
      logger: deps.logger,
      reservationId,
    });
  router.use('/reservation', reservationsRouter({ ...deps, sendRefunds }));
  router.use('/reservation', markPaidRouter(deps));
  router.use('/user', partnerCancelRouter({ ...deps, sendRefunds }));
  router.use('/user', partnerDocumentsRouter(deps));
  router.use('/calendars', calendarsRouter(deps)); // the iCal export (its own cache headers)
  router.use('/staff', staffRouter(deps));
  router.use('/owner', ownerPortalRouter(deps));
  router.use((req, _res, next) =>
    next(new HttpError(404, `No such API call: ${req.method} ${req.baseUrl}${req.path}`)),
  );
  router.use(apiErrorHandler);
  return router;
}
