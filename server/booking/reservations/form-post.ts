import crypto from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { PostedForm } from '../../../src/api/form-post.ts';
import type { BookingErrorBody, BookingField, ReservationResult } from '../../../src/api/types.ts';
import { maskedToIso } from '../../../src/components/checkout/date-mask.ts';
import { sessionToken } from '../../../src/api/session-token.ts';
import { CART_COOKIE } from '../../../src/lib/cookies.ts';
import { LOCALES, localeFromPath, type Locale } from '../../../src/lib/locale.ts';
import { pathFor } from '../../../src/routes.ts';
import { formBody } from '../../body.ts';
import { visitorHeaders } from '../security/client-address.ts';

export interface ReservationFormPostDeps {
  /** Where the booking API answers (the same as the site's loaders use). */
  apiBaseUrl: () => string;
  apiPublicToken: string;
  /** Signs the thank-you cookie and the visitor's address on API calls (the server's JWT secret). */
  secret: string;
  /** The site's page handler, to show a page with the post's outcome. */
  render: RequestHandler;
  logger: Logger;
}

/** The short-lived cookie that lets the thank-you page's server render find the booking just made. */
export const BOOKED_COOKIE = 'booked';
export const BOOKED_MAX_AGE_SECONDS = 30 * 60;

/** The form's text fields, sent as they are (the API trims and checks them). */
const TEXT_FIELDS = [
  'title', 'firstName', 'lastName', 'nationality', 'address', 'city', 'zipCode', 'countryIso', 'mobilePhone', 'email',
  'arrivalTransportType', 'arrivalTransportNumber', 'departureTransportType', 'departureTransportNumber', 'checkInCenter',
  'numberAdults', 'numberChildren', 'numberViatorKit',
] as const;
/** The masked DD/MM/YYYY date fields: sent as ISO dates, or null when not a day. */
const DATE_FIELDS = ['birthDate', 'arrivalDate', 'departureDate'] as const;

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const sign = (secret: string, payload: string) => crypto.createHmac('sha256', secret).update(`booked:${payload}`).digest('base64url');

/** code.email.expiry.signature (the e-mail address base64url'd); only the server reads it (httpOnly). */
export function bookedToken(secret: string, booking: { bookingCode: string; email: string }, now = Date.now()): string {
  const payload = `${booking.bookingCode}.${b64(booking.email)}.${Math.floor(now / 1000) + BOOKED_MAX_AGE_SECONDS}`;
  return `${payload}.${sign(secret, payload)}`;
}

export function readBookedToken(secret: string, token: unknown, now = Date.now()): { bookingCode: string; email: string } | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [code, email, exp, sig] = parts;
  const expected = Buffer.from(sign(secret, `${code}.${email}.${exp}`));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (!/^\d{8}$/.test(code) || !(Number(exp) * 1000 > now)) return null;
  return { bookingCode: code, email: Buffer.from(email, 'base64url').toString() };
}

/**
 * The booking's plain form posts (before hydration, or without JavaScript):
 * - POST {checkout path}: the form's fields go to POST /api/reservation as the
 *   hydrated form sends them (dates DD/MM/YYYY → yyyy-MM-dd, the cart from its
 *   cookie). A booking answers 303 to the thank-you page with a short-lived,
 *   signed, httpOnly cookie; a refusal renders the checkout in this response
 *   (422, 409…) with the typed values and the messages beside their fields.
 * - GET {thank-you path} with that cookie: the page's server render shows the
 *   booking (looked up through GET /api/reservation).
 * - POST {My booking path}: e-mail address and code go to GET /api/reservation;
 *   the page is rendered in this response with the booking or the messages –
 *   the e-mail address and code never go into an address.
 */
export function reservationFormPost(deps: ReservationFormPostDeps): Router {
  const router = Router();
  const parse = formBody(20 * 1024);

  const headers = (req: Request, locale: Locale, json: boolean): Record<string, string> => ({
    accept: 'application/json',
    'accept-language': locale,
    authorization: `Bearer ${sessionToken(req.cookies) ?? deps.apiPublicToken}`,
    // The API limits by the visitor's address, not ours.
    ...visitorHeaders(req, deps.secret),
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const fields = (req: Request) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    return (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  };
  const lookup = async (req: Request, locale: Locale, email: string, bookingCode: string) => {
    const answer = await fetch(`${deps.apiBaseUrl()}/api/reservation?${new URLSearchParams({ email, bookingCode })}`, {
      headers: headers(req, locale, false),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: answer.status, body: (await answer.json().catch(() => null)) as (ReservationResult & BookingErrorBody) | null };
  };

  router.post(LOCALES.map((l) => pathFor('checkout', l)), parse, async (req, res, next) => {
    const locale = localeFromPath(req.path);
    const field = fields(req);
    const values: Record<string, string> = {};
    for (const key of [...TEXT_FIELDS, ...DATE_FIELDS]) values[key] = field(key).slice(0, 300);
    if (field('terms')) values.terms = 'on';
    const body: Record<string, unknown> = { ...Object.fromEntries(TEXT_FIELDS.map((k) => [k, values[k]])) };
    for (const key of DATE_FIELDS) body[key] = maskedToIso(values[key].trim()) ?? (/^\d{4}-\d{2}-\d{2}$/.test(values[key].trim()) ? values[key].trim() : null);
    body.terms = values.terms === 'on';
    body.cartId = req.cookies?.[CART_COOKIE] ?? '';

    let status = 503;
    let answer: (ReservationResult & BookingErrorBody) | null = null;
    try {
      const sent = await fetch(`${deps.apiBaseUrl()}/api/reservation`, {
        method: 'POST',
        headers: headers(req, locale, true),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = sent.status;
      answer = (await sent.json().catch(() => null)) as (ReservationResult & BookingErrorBody) | null;
      for (const cookie of sent.headers.getSetCookie()) if (cookie.startsWith(`${CART_COOKIE}=`)) res.append('set-cookie', cookie);
    } catch (err) {
      deps.logger.error({ err }, 'checkout form: booking API unreachable');
    }

    if (status === 201 && answer?.bookingCode) {
      res.cookie(BOOKED_COOKIE, bookedToken(deps.secret, { bookingCode: answer.bookingCode, email: answer.email }), {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        path: pathFor('checkoutThanks', locale),
        maxAge: BOOKED_MAX_AGE_SECONDS * 1000,
      });
      res.redirect(303, pathFor('checkoutThanks', locale));
      return;
    }
    const errors = (answer?.errors ?? {}) as Partial<Record<BookingField, string>>;
    const message = answer?.message || (locale === 'de' ? 'Die Buchung ist fehlgeschlagen. Bitte versuchen Sie es noch einmal.' : 'The booking failed. Please try again.');
    res.locals.posted = { kind: 'checkout', status: status >= 400 ? status : 503, values, errors, message, toCart: status === 409 || !!errors.cartId } satisfies PostedForm;
    deps.render(renderAs(req, pathFor('checkout', locale)), res, next);
  });

  router.get(LOCALES.map((l) => pathFor('checkoutThanks', l)), async (req, res, next) => {
    const booked = readBookedToken(deps.secret, req.cookies?.[BOOKED_COOKIE]);
    if (!booked) return next();
    const locale = localeFromPath(req.path);
    try {
      const found = await lookup(req, locale, booked.email, booked.bookingCode);
      if (found.status === 200 && found.body) res.locals.posted = { kind: 'booked', booking: found.body } satisfies PostedForm;
    } catch (err) {
      deps.logger.error({ err }, 'thank-you page: booking API unreachable');
    }
    res.set('cache-control', 'private, no-store');
    next();
  });

  router.post(LOCALES.map((l) => pathFor('myBooking', l)), parse, async (req, res, next) => {
    const locale = localeFromPath(req.path);
    const field = fields(req);
    const email = field('email').trim().slice(0, 254);
    const bookingCode = field('bookingCode').replace(/\s+/g, '').slice(0, 12);
    let posted: PostedForm;
    try {
      const found = await lookup(req, locale, email, bookingCode);
      posted =
        found.status === 200 && found.body
          ? { kind: 'lookup', status: 200, booking: found.body, email: '', errors: {}, message: null }
          : {
              kind: 'lookup',
              status: found.status,
              booking: null,
              email,
              errors: { ...(found.body?.errors?.email ? { email: found.body.errors.email } : {}), ...((found.body?.errors as Record<string, string> | undefined)?.bookingCode ? { bookingCode: (found.body!.errors as Record<string, string>).bookingCode } : {}) },
              message: found.status < 500 ? found.body?.message ?? null : null,
            };
    } catch (err) {
      deps.logger.error({ err }, 'My booking form: booking API unreachable');
      posted = { kind: 'lookup', status: 503, booking: null, email, errors: {}, message: null };
    }
    res.locals.posted = posted;
    res.set('cache-control', 'private, no-store');
    deps.render(renderAs(req, pathFor('myBooking', locale)), res, next);
  });

  return router;
}

/** The same request, seen by the page renderer as a GET of another URL; the original is left untouched. */
function renderAs(req: Request, url: string): Request {
  return Object.create(req, { originalUrl: { value: url }, url: { value: url }, method: { value: 'GET' } }) as Request;
}
