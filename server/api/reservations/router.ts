/**
 * /api/reservation (docs/product/api.md#reservations):
 *
 *   GET  /countries                       [{code, name}] in the request's language
 *   POST /                                book the cart: 201 Reservation result | 422 | 409 | 429; with an
 *                                         Idempotency-Key, a retry answers the first call's booking again
 *   GET  /?email=&bookingCode=            the booking when both match | 404 (one message) | 422 | 429
 *   POST /lookup {email, bookingCode}     the same, without the secrets in the URL (the site's own lookup)
 *   POST /cancel {email, bookingCode}     the guest cancels: the cancelled booking (fee kept, refunds) | 404 | 409 | 422 | 429
 *   POST /link {email}                    mails links to My booking for the address's bookings: 202, the same answer either way | 400 | 429
 *   POST /link/open {token}               the booking a mailed link opens | 400 | 403
 *   GET  /{code}/documents/{doc}.pdf      a PDF at a signed, expiring URL | 403
 *
 * Marking a payment as paid (POST /{code}/payments/{id}/paid) is the payments' own: payments/mark-paid-router.ts.
 *
 * Messages follow Accept-Language (en or de).
 */
import crypto from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { todayInIceland } from '../../../contract/dates.ts';
import { BOOKING_LINK_TOKEN, EmailLinkForm } from '../../../contract/forms/email-link-form.ts';
import type { Locale } from '../../../contract/locale.ts';
import { pathFor } from '../../../contract/routes.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { t } from '../../texts.ts';
import { HttpError, validate } from '../../http/errors.ts';
import type { ApiDeps } from '../deps.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { clientAddress } from '../security/client-address.ts';
import { rateLimit } from '../security/rate-limit.ts';
import type { CompanyDetailsSource } from './company.ts';
import { countryList } from './countries.ts';
import { bookingLinkToken, checkBookingLink, checkDocumentLink, documentNameOf, LINK_TTL_SECONDS } from './links.ts';
import { bookingLinksMail } from '../../mail/kinds/booking-links.ts';
import { fieldMessage } from './field-messages.ts';
import { cancelReservation, isCancellableOnline } from './cancel.ts';
import { codesForEmail, loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import { sendDocument } from '../bookings/send-document.ts';
import { reservationResult } from './result.ts';
import { bookingDocument } from './document-file.ts';
import { isBookingCode, validateBooking, validateLookup } from './validation.ts';
import { createReservation } from './service.ts';
import { claimKey, idempotentCall, rememberAnswer, Replay } from './idempotency.ts';
import type { ReservationResult } from '../../../contract/api/types.ts';

export interface ReservationRouterOptions {
  /** The clock (default: config's FIXED_NOW or now). */
  clock?: () => Date;
  /** The seller's details for the PDFs (default: the settings of the content). */
  company?: CompanyDetailsSource;
  linkTtlSeconds?: number;
  /** Lookups: all of them per client address; per booking (its code, and its e-mail address) those that find nothing. */
  lookupLimits?: typeof LOOKUP_LIMITS;
  /** Bookings per client address and window. */
  bookingLimit?: { perAddress: number; windowSeconds: number };
}

/**
 * Lookups by e-mail address and code. Every one counts against the client
 * address first. Then each counts against the code and the e-mail address,
 * from all client addresses together, before the check, and is given back
 * when it found the booking: past `perBooking` misses an hour the right and a
 * wrong answer get the same 429, unchecked; the guest gets in by a mailed link.
 */
export const LOOKUP_LIMITS = { perAddress: 30, windowSeconds: 15 * 60, perBooking: 20, bookingWindowSeconds: 60 * 60 };
/** "E-mail me my booking link": per client address (a 429), per e-mail address (beyond it, silently no mail). */
export const BOOKING_LINK_LIMITS = { perAddress: 10, perEmail: 3, windowSeconds: 60 * 60 };
export const BOOKING_LIMIT = { perAddress: 20, windowSeconds: 60 * 60 };

const DUMMY_CODE = '00000000';

/**
 * The id of the reservation among `codes` (those of the e-mail address) whose
 * code is `given` (8 digits), comparing in constant time; at least one
 * comparison is made, so an unknown address costs the same as a known one.
 */
function matchCode(codes: Array<{ id: number; bookingCode: string }>, given: string): number | null {
  const g = Buffer.from(given);
  let found: number | null = null;
  for (const c of codes.length ? codes : [{ id: 0, bookingCode: DUMMY_CODE }]) {
    const candidate = Buffer.from(c.bookingCode);
    if (candidate.length === g.length && crypto.timingSafeEqual(candidate, g) && c.id) found = c.id;
  }
  return found;
}

/** Sends a booking's decided refunds to the payment provider, after the transaction that decided them. */
export type SendRefunds = (reservationId: number, now: Date) => Promise<unknown>;

/**
 * Who reads a booking's answer (docs/product/documents.md#who-gets-what): its own company (one of
 * its users or its key, as on the thank-you page after a partner books) the company's view, money
 * included; anyone else, the traveller's.
 */
const audienceOf = (req: Request, companyId: number | null): 'partner' | 'guest' =>
  req.user !== undefined && req.user.company.id === companyId ? 'partner' : 'guest';

export function reservationsRouter(
  deps: ApiDeps & { sendRefunds: SendRefunds },
  options: ReservationRouterOptions = {},
): Router {
  const { db, config, logger, sendRefunds } = deps;
  const clock = options.clock ?? deps.clock;
  const company = options.company ?? deps.company;
  const lookupLimits = options.lookupLimits ?? LOOKUP_LIMITS;
  const bookingLimit = options.bookingLimit ?? BOOKING_LIMIT;
  const ttl = options.linkTtlSeconds ?? LINK_TTL_SECONDS;
  const secret = config.jwtSecret;
  const imageBase = config.pictures.publicUrl;
  const router = Router();

  const limit = (locale: Locale, name: string, perWindow: number, windowSeconds: number) =>
    rateLimit(db, { name, limit: perWindow, windowSeconds, message: t(locale, 'api.reservation.rateLimited') });

  router.get('/countries', (req, res) => {
    // The same for everyone and for a long time: cacheable, unlike the rest of the API.
    res.set('cache-control', 'public, max-age=86400').set('vary', 'Accept-Language');
    res.json(countryList(requestLocale(req)));
  });

  router.post('/', async (req, res) => {
    const locale = requestLocale(req);
    const now = clock();
    const input = validateBooking(req.body, locale, todayInIceland(now));
    // Holding houses without paying is the abuse to limit; a logged-in trade partner books for many guests.
    if (!req.user)
      await limit(locale, 'reservation-create', bookingLimit.perAddress, bookingLimit.windowSeconds).hit([
        clientAddress(req),
      ]);
    const details = await company(locale);
    const origin = config.publicUrl ?? `${req.protocol}://${req.get('host')}`;
    // The booking is the caller's company's when a partner books it.
    const audience = audienceOf(req, req.user?.company.id ?? null);
    const resultOptions = { locale, now, secret, linkTtlSeconds: ttl, audience, imageBase };
    const call = idempotentCall(req, locale, req.user ? `company:${req.user.company.id}` : `cart:${input.cartId}`, now);
    let answer: ReservationResult | undefined;
    let record: ReservationRecord;
    try {
      record = await createReservation(db, input, {
        locale,
        now,
        user: req.user,
        company: details,
        publicUrl: config.publicUrl,
        origin,
        secret,
        once: call
          ? {
              claim: (tx) => claimKey(tx, call, locale),
              answer: async (tx, stored) => {
                answer = await reservationResult(tx, stored, resultOptions);
                await rememberAnswer(tx, call, 201, answer);
              },
            }
          : undefined,
      });
    } catch (err) {
      if (!(err instanceof Replay)) throw err;
      res.status(err.status).set('idempotent-replayed', 'true').json(err.body);
      return;
    }
    logger.info(
      { reservationId: record.id, houses: record.houses.length, totalCents: record.totalCents },
      'reservation made',
    );
    deps.onBooked?.();
    res.status(201).json(answer ?? (await reservationResult(db, record, resultOptions)));
  });

  /** The booking of an e-mail address and code, rate-limited as guessing pays; a miss is a 404. */
  const find = async (req: Request, given: unknown): Promise<ReservationRecord> => {
    const locale = requestLocale(req);
    const { email, bookingCode } = validateLookup(given, locale);
    await limit(locale, 'reservation-lookup-address', lookupLimits.perAddress, lookupLimits.windowSeconds).hit([
      clientAddress(req),
    ]);
    const byBooking = limit(
      locale,
      'reservation-lookup-booking',
      lookupLimits.perBooking,
      lookupLimits.bookingWindowSeconds,
    );
    const booking = [`code:${bookingCode}`, `email:${email.toLowerCase()}`];
    await byBooking.hit(booking);
    const id = matchCode(await codesForEmail(db, email), bookingCode);
    const record = id ? await loadReservation(db, { id }) : null;
    if (!record) throw new HttpError(404, t(locale, 'api.reservation.notFound'), undefined, { code: 'notFound' });
    await byBooking.refund(booking);
    return record;
  };
  const lookup = async (req: Request, res: Response, given: unknown) => {
    const record = await find(req, given);
    const audience = audienceOf(req, record.companyId);
    res.json(
      await reservationResult(db, record, {
        locale: requestLocale(req),
        now: clock(),
        secret,
        linkTtlSeconds: ttl,
        audience,
        imageBase,
      }),
    );
  };
  router.get('/', (req, res) => lookup(req, res, req.query));
  router.post('/lookup', (req, res) => lookup(req, res, req.body));

  /**
   * "E-mail me my booking link": links to My booking for every booking of the
   * address, to the address the bookings were made with. Answered before
   * anything depends on the address, so neither the answer nor its time says
   * whether it has bookings; a few mails an hour per address at most.
   */
  router.post('/link', async (req, res) => {
    const locale = requestLocale(req);
    let email: string;
    try {
      ({ email } = validate({ email: (req.body as Record<string, unknown> | undefined)?.email ?? '' }, EmailLinkForm));
    } catch (err) {
      if (err instanceof HttpError)
        throw new HttpError(400, fieldMessage(locale, 'email', 'invalid'), 'email', { code: 'invalid' });
      throw err;
    }
    await limit(
      locale,
      'reservation-link-address',
      BOOKING_LINK_LIMITS.perAddress,
      BOOKING_LINK_LIMITS.windowSeconds,
    ).hit([clientAddress(req)]);
    res.status(202).json({ message: t(locale, 'booking.lookup.link.sent') });
    try {
      const perEmail = limit(
        locale,
        'reservation-link-email',
        BOOKING_LINK_LIMITS.perEmail,
        BOOKING_LINK_LIMITS.windowSeconds,
      );
      const bookings = (await perEmail.allows(email.toLowerCase())) ? (await codesForEmail(db, email)).slice(-20) : [];
      if (!bookings.length) return;
      const origin = (config.publicUrl ?? `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '');
      const now = clock();
      const links = bookings.map((b) => ({
        code: b.bookingCode,
        url: `${origin}${pathFor('myBooking', locale)}?token=${bookingLinkToken(secret, b.bookingCode, now)}`,
      }));
      const details = await company(locale);
      await enqueueMail(db, bookingLinksMail(locale, bookings[bookings.length - 1].email, links, details));
      logger.info({ reservationIds: bookings.map((b) => b.id) }, 'booking links sent');
    } catch (err) {
      logger.error({ err }, 'booking links not sent');
    }
  });

  /** The booking a mailed link opens: signed and unexpired, whatever guessing did to its code. */
  router.post('/link/open', async (req, res) => {
    const locale = requestLocale(req);
    const token = (req.body as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || !BOOKING_LINK_TOKEN.test(token))
      throw new HttpError(400, t(locale, 'api.reservation.linkInvalid'), 'token', { code: 'linkInvalid' });
    const now = clock();
    const { check, code } = checkBookingLink(secret, token, now);
    const record = check === 'ok' ? await loadReservation(db, { code }) : null;
    if (!record) throw new HttpError(403, t(locale, 'api.reservation.linkInvalid'), undefined, { code: 'linkInvalid' });
    res.json(await reservationResult(db, record, { locale, now, secret, linkTtlSeconds: ttl, imageBase }));
  });

  router.post('/cancel', async (req, res) => {
    const locale = requestLocale(req);
    const found = await find(req, req.body);
    const now = clock();
    const ctx = { now, company, secret, publicUrl: config.publicUrl };
    const record = await db.transaction(async (tx) => {
      await tx.query('select id from reservations where id = $1 for update', [found.id]);
      const current = (await loadReservation(tx, { id: found.id }))!;
      if (!isCancellableOnline(current, todayInIceland(now))) return null;
      return cancelReservation(tx, found.id, 'guest', ctx);
    });
    if (!record)
      throw new HttpError(409, t(locale, 'api.payments.notCancellable'), undefined, { code: 'notCancellable' });
    logger.info(
      { reservationId: record.id, keptCents: record.cancellationFeeCents },
      'reservation cancelled by the guest',
    );
    await sendRefunds(record.id, now);
    const after = (await loadReservation(db, { id: record.id }))!;
    res.json(await reservationResult(db, after, { locale, now, secret, linkTtlSeconds: ttl, imageBase }));
  });

  router.get('/:code/documents/:file', async (req, res) => {
    const locale = requestLocale(req);
    const code = String(req.params.code);
    const doc = documentNameOf(String(req.params.file));
    if (!isBookingCode(code) || !doc) throw new HttpError(404, t(locale, 'api.reservation.documentNotFound'));
    const check = checkDocumentLink(secret, code, doc, req.query.exp, req.query.sig, clock());
    if (check !== 'ok')
      throw new HttpError(
        403,
        check === 'expired'
          ? t(locale, 'api.reservation.documentExpired')
          : t(locale, 'api.reservation.documentForbidden'),
        undefined,
        { code: check },
      );
    const record = await loadReservation(db, { code });
    if (!record) throw new HttpError(404, t(locale, 'api.reservation.documentNotFound'));
    const file = await bookingDocument(db, record, doc);
    if (file === 'notReady')
      throw new HttpError(403, t(locale, 'api.reservation.documentForbidden'), undefined, { code: 'notReady' });
    if (!file) throw new HttpError(404, t(locale, 'api.reservation.documentNotFound'));
    sendDocument(res, file, 'attachment');
  });

  return router;
}
