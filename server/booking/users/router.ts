import { Router } from 'express';
import type { CompanyBookings, LoginResponse, ReservationStatus, StaffViewer, User } from '../../../contract/api/types.ts';
import { isLoginField, LoginForm } from '../../../contract/forms/login-form.ts';
import type { Locale } from '../../../contract/locale.ts';
import { clockOf } from '../../clock.ts';
import { t } from '../../texts.ts';
import { LINK_TTL_SECONDS } from '../reservations/links.ts';
import { companyReservationIds, loadReservation } from '../reservations/repository.ts';
import { reservationResult } from '../reservations/result.ts';
import type { BookingDeps } from '../deps.ts';
import { HttpError, validate } from '../errors.ts';
import { requestLocale } from '../locale.ts';
import { authenticate, clearAuthCookie, openSession, requireUser, setAuthCookie } from '../security/auth.ts';
import { clientAddress } from '../security/client-address.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { endSession } from '../security/sessions.ts';
import { burn, hashPassword, needsRehash, prepareDummyHash, verifyPassword } from './passwords.ts';
import { findUserForLogin, recordLogin, type CompanyUser } from './repository.ts';

/**
 * Login attempts per window. Every attempt counts against the client address,
 * before the password is checked: that is the hard stop. Only wrong passwords
 * count against the username, so nobody can lock its owner out: past the limit
 * a wrong password answers 429 instead of 401, the right one still logs in.
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perAddress: 30,
  perUsername: 10,
};

/** The API's view of a company user (SPEC §3 User: company.name, key). */
export function apiUser(user: CompanyUser): User {
  return { company: { name: user.company.name }, key: user.company.key, username: user.username };
}

/** The login's answers are the login page's words (SPEC §8 shows the server's message). */
function fail(status: number, lang: Locale, code: 'credentials' | 'rateLimited' | 'username' | 'password', field?: string, extra: Record<string, unknown> = {}): HttpError {
  return new HttpError(status, t(lang, `login.errors.${code}`), field, { code, ...extra });
}

/** A rate limit's 429 as the login's own message (with Retry-After). */
async function limited(lang: Locale, hit: Promise<void>): Promise<void> {
  try {
    await hit;
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) throw fail(429, lang, 'rateLimited', undefined, err.extra);
    throw err;
  }
}

const RESERVATION_STATUSES: readonly ReservationStatus[] = ['pending_payment', 'confirmed', 'paid', 'cancelled'];

/**
 * POST /api/user/login, GET /api/user, GET /api/user/bookings, POST /api/user/logout. Mounted first
 * in the booking router: its `authenticate` sets req.user for every later one. That form posts
 * come from this site's own pages is checked in front of the API (server/http/same-origin.ts).
 */
export function usersRouter(deps: BookingDeps): Router {
  const { db, config } = deps;
  const router = Router();
  const limitOptions = { name: 'login', windowSeconds: LOGIN_LIMITS.windowSeconds, message: 'Too many login attempts' };
  const byAddress = rateLimit(db, { ...limitOptions, name: 'login-address', limit: LOGIN_LIMITS.perAddress });
  const byUsername = rateLimit(db, { ...limitOptions, name: 'login-username', limit: LOGIN_LIMITS.perUsername });
  prepareDummyHash();

  router.use(authenticate({ db, config }));

  router.post('/user/login', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const lang = requestLocale(req);
    let input: LoginForm;
    try {
      input = validate({ username: body.username ?? '', password: body.password ?? '' }, LoginForm);
    } catch (err) {
      if (err instanceof HttpError && isLoginField(err.field)) throw fail(400, lang, err.field, err.field);
      throw err;
    }
    await limited(lang, byAddress.hit([clientAddress(req)]));
    const found = await findUserForLogin(db, input.username);
    // Unknown users cost the same scrypt work, and get the same answer, as a wrong password.
    let ok = false;
    if (found) ok = await verifyPassword(input.password, found.passwordHash);
    else await burn(input.password);
    if (!found || !ok) {
      req.log?.info('login failed');
      await limited(lang, byUsername.hit([input.username.toLowerCase()]));
      throw fail(401, lang, 'credentials');
    }
    await recordLogin(db, found.user.id, needsRehash(found.passwordHash) ? await hashPassword(input.password) : undefined);
    const jwt = await openSession(db, config, found.user.id);
    setAuthCookie(res, req, config, jwt);
    req.log?.info({ userId: found.user.id }, 'login');
    res.json({ jwt } satisfies LoginResponse);
  });

  router.get('/user', (req, res) => {
    if (req.staff) {
      res.json({ role: 'staff', username: req.staff.username } satisfies StaffViewer);
      return;
    }
    const user = requireUser(req, t(requestLocale(req), 'api.user.notLoggedIn'));
    res.json(apiUser(user));
  });

  /**
   * The bookings of the user's company (made by any of its users), newest
   * first, each as the Reservation result of POST /api/reservation (with
   * signed document links); `?status=` keeps those in one state.
   */
  router.get('/user/bookings', async (req, res) => {
    const lang = requestLocale(req);
    const user = requireUser(req, t(lang, 'api.user.notLoggedIn'));
    const raw = req.query.status;
    let status: ReservationStatus | undefined;
    if (raw !== undefined && raw !== '') {
      status = RESERVATION_STATUSES.find((s) => s === raw);
      if (!status) throw new HttpError(400, t(lang, 'api.user.status'), 'status', { code: 'status' });
    }
    const now = clockOf(config)();
    const ids = await companyReservationIds(db, user.company.id, status);
    const bookings = [];
    for (const id of ids) {
      const record = await loadReservation(db, { id });
      if (record) bookings.push(await reservationResult(db, record, { locale: lang, now, secret: config.jwtSecret, linkTtlSeconds: LINK_TTL_SECONDS }));
    }
    res.json({ company: { name: user.company.name }, bookings } satisfies CompanyBookings);
  });

  // SPEC §4: log out ends the session and removes the cookie (the site clears the user and goes to /en/).
  router.post('/user/logout', async (req, res) => {
    if (req.sessionId) await endSession(db, req.sessionId);
    clearAuthCookie(res, req, config);
    res.status(204).end();
  });

  return router;
}
