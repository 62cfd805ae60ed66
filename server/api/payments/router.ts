/**
 * /api/payments: the guest's way to the provider's payment page and back, and
 * the provider's callbacks.
 *
 *   GET  /pay/{code}/{paymentId}?exp=&sig=   a signed pay link → 303 to the payment page
 *                                           (nothing due any more → the thank-you page, or
 *                                           My booking for the balance)
 *   GET  /return/{sessionId}?to=success|cancel  back from the payment page: asks the provider,
 *                                           settles, → 303 to the thank-you page (the balance: to
 *                                           My booking), with the booking on the first visit soon
 *                                           after paying only
 *   POST /{provider}/webhook                the provider's signed callback (raw body) → 200 | 400
 *   GET|POST /test-gateway/{token}          the built-in test gateway's card page
 *
 * Pay and return are browser navigations: they answer with redirects to
 * pages, never JSON. The thank-you page finds the booking by the sealed
 * `booked` cookie set here, as after a plain checkout post; a return hands it
 * out once (sessions.ts, claimReturn).
 */
import express, { Router, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { bookedCookie, type BookedPage, type PaymentReturn } from '../../../contract/booked.ts';
import { cookieOptions } from '../../http/cookie-options.ts';
import type { Locale } from '../../../contract/locale.ts';
import { pathFor } from '../../../contract/routes.ts';
import { sealer } from '../../http/seal.ts';
import { t } from '../../texts.ts';
import type { ApiDeps } from '../deps.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { isBookingCode } from '../reservations/validation.ts';
import { receiveCallback } from './callback.ts';
import type { MoneyContext } from '../reservations/context.ts';
import { checkPayLink } from '../reservations/pay-links.ts';
import { CallbackRejected } from './provider.ts';
import { isTestGateway } from './providers.ts';
import { claimReturn, openPaymentPage } from './sessions.ts';
import { settleEvent } from './settle.ts';
import { testGatewayRouter } from './test-gateway/router.ts';
import { movePages } from '../bookings/states.ts';
import type { PaymentKind } from '../../../contract/payment-schedule.ts';

/** The balance is paid later, from My booking or a reminder's link: back to My booking, not to the booking's thanks. */
const backTo = (kind: PaymentKind | null): BookedPage => (kind === 'balance' ? 'myBooking' : 'checkoutThanks');

/** Our payment session ids (sessions.ts): 24 base64url characters. */
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function paymentsRouter(deps: ApiDeps): Router {
  const { db, config, logger, provider, clock, company } = deps;
  const seal = sealer(config.jwtSecret);
  const context = (): MoneyContext & { logger: Logger } => ({
    now: clock(),
    company,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    logger,
  });
  const router = Router();

  /** The site's origin as the guest sees it: PUBLIC_URL, else this request's. */
  const origin = (req: Request) => config.publicUrl ?? `${req.protocol}://${req.get('host')}`;

  /**
   * To the thank-you page of the booking's language, which finds the booking by the sealed cookie;
   * `showBooking` false: without it (the page then shows the booking only to the browser that already has it).
   */
  const toThanks = (
    req: Request,
    res: Response,
    booking: { bookingCode: string; email: string; locale: Locale },
    payment: Exclude<PaymentReturn, null>,
    showBooking = true,
    page: BookedPage = 'checkoutThanks',
  ) => {
    const path = pathFor(page, booking.locale);
    if (showBooking) {
      const cookie = bookedCookie(seal, booking, booking.locale, page);
      res.cookie(
        cookie.name,
        cookie.value,
        cookieOptions(cookie, !!config.publicUrl?.startsWith('https:') || req.secure),
      );
    }
    res.redirect(303, `${path}?payment=${payment}`);
  };

  router.get('/pay/:code/:paymentId', async (req, res) => {
    const code = String(req.params.code);
    const paymentId = Number(req.params.paymentId);
    const locale = requestLocale(req);
    const now = clock();
    if (!isBookingCode(code) || !Number.isSafeInteger(paymentId) || paymentId <= 0)
      throw new HttpError(404, t(locale, 'api.payments.notFound'));
    const check = checkPayLink(config.jwtSecret, code, paymentId, req.query.exp, req.query.sig, now);
    if (check === 'forbidden')
      throw new HttpError(403, t(locale, 'api.payments.linkForbidden'), undefined, { code: 'forbidden' });
    const [booking] = await db.query<{ booking_code: string; email: string; locale: Locale; kind: PaymentKind | null }>(
      `select r.booking_code, r.email, r.locale, p.kind
         from reservations r left join payments p on p.reservation_id = r.id and p.id = $2
        where r.booking_code = $1`,
      [code, paymentId],
    );
    if (!booking) throw new HttpError(404, t(locale, 'api.payments.notFound'));
    const who = { bookingCode: booking.booking_code, email: booking.email, locale: booking.locale };
    const back = backTo(booking.kind);
    // An expired link still shows the booking: from there a fresh one pays.
    if (check === 'expired') return toThanks(req, res, who, 'expired', true, back);
    let opened;
    try {
      opened = await openPaymentPage(db, provider, {
        bookingCode: code,
        paymentId,
        origin: origin(req),
        now,
        logger,
      });
    } catch (err) {
      logger.error({ err, provider: provider.name }, 'payment page could not be opened');
      return toThanks(req, res, who, 'unavailable', true, back);
    }
    if (opened.outcome === 'notFound') throw new HttpError(404, t(locale, 'api.payments.notFound'));
    if (opened.outcome === 'nothingDue') return toThanks(req, res, who, 'done', true, back);
    res.redirect(303, opened.url);
  });

  router.get('/return/:sessionId', async (req, res) => {
    const locale = requestLocale(req);
    const sessionId = String(req.params.sessionId);
    if (!SESSION_ID.test(sessionId)) throw new HttpError(404, t(locale, 'api.payments.notFound'));
    const [page] = await db.query<{
      provider: string;
      provider_session_id: string;
      status: string;
      booking_code: string;
      email: string;
      locale: Locale;
      kind: PaymentKind;
    }>(
      `select s.provider, s.provider_session_id, s.status, r.booking_code, r.email, r.locale, p.kind
         from payment_sessions s join reservations r on r.id = s.reservation_id join payments p on p.id = s.payment_id
        where s.id = $1`,
      [sessionId],
    );
    if (!page) throw new HttpError(404, t(locale, 'api.payments.notFound'));
    const who = { bookingCode: page.booking_code, email: page.email, locale: page.locale };
    const back = backTo(page.kind);
    const ctx = context();
    if (req.query.to === 'cancel') {
      await movePages(db, { id: sessionId }, 'giveUp', { completedAt: ctx.now });
      return toThanks(req, res, who, 'cancelled', await claimReturn(db, sessionId, ctx.now), back);
    }
    // Whatever the callback's timing: ask the provider now (settling twice counts once). A page
    // given up or replaced may still have been paid in another tab: ask about those too.
    if (page.provider === provider.name && page.status !== 'paid' && page.status !== 'duplicate') {
      try {
        const event = await provider.outcome(page.provider_session_id);
        if (event) await settleEvent(db, provider, event, ctx);
      } catch (err) {
        logger.warn({ err }, 'payment outcome not known yet: the callback will tell');
      }
    }
    toThanks(req, res, who, 'done', await claimReturn(db, sessionId, ctx.now), back);
  });

  router.post('/:provider/webhook', express.raw({ type: () => true, limit: '512kb' }), async (req, res) => {
    if (req.params.provider !== provider.name)
      throw new HttpError(404, `No such API call: ${req.method} ${req.baseUrl}${req.path}`);
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    try {
      const outcome = await receiveCallback(db, provider, { rawBody, headers: req.headers }, context());
      res.json({ received: true, outcome });
    } catch (err) {
      if (!(err instanceof CallbackRejected)) throw err;
      logger.warn({ provider: provider.name, reason: err.message }, 'payment callback refused');
      throw new HttpError(400, 'Invalid signature', 'signature', { code: 'signature' });
    }
  });

  if (isTestGateway(provider)) router.use('/test-gateway', testGatewayRouter({ db, gateway: provider, context }));
  return router;
}
