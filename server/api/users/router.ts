import { Router, type Request, type Response } from 'express';
import type { CompanyBookings, LoginResponse, OwnerViewer, StaffViewer, User } from '../../../contract/api/types.ts';
import { EmailLinkForm, LOGIN_LINK_TOKEN } from '../../../contract/forms/email-link-form.ts';
import { isLoginField, LoginForm } from '../../../contract/forms/login-form.ts';
import { MIN_PASSWORD_LENGTH, SetPasswordForm } from '../../../contract/forms/set-password-form.ts';
import type { Locale } from '../../../contract/locale.ts';
import { pathFor } from '../../../contract/routes.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { t } from '../../texts.ts';
import { LINK_TTL_SECONDS } from '../reservations/links.ts';
import { loadReservation } from '../bookings/repository.ts';
import { companyBookingPage } from './company-bookings.ts';
import { PARTNER_PAGE_SIZE, PartnerBookingsQuery } from '../../../contract/forms/partner.ts';
import { withoutBlanks } from '../../../contract/forms/staff.ts';
import { reservationResult } from '../reservations/result.ts';
import type { ApiDeps } from '../deps.ts';
import { HttpError, validate } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { authenticate, clearAuthCookie, openSession, requireUser, setAuthCookie } from './auth.ts';
import { clientAddress } from '../security/client-address.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { endSession } from '../security/sessions.ts';
import { loginLinkMail } from '../../mail/kinds/login-link.ts';
import { createLoginLink, useLoginLink } from './login-links.ts';
import { burn, hashPassword, needsRehash, prepareDummyHash, verifyPassword } from './passwords.ts';
import {
  findUserById,
  findUserForLogin,
  recordLogin,
  setPassword,
  type CompanyActor,
  type SessionUser,
} from './repository.ts';

/**
 * Login attempts. Every attempt counts against the client address before
 * anything is checked: that is the hard stop for one address. Per account
 * (the username as typed, known or not) at most `perAccount` passwords are
 * checked an hour from all addresses together: each attempt is counted before
 * its check and given back when the password was right, so only failures stay
 * counted. Past that the answer is a 429 without a check, the same for the
 * right password and a wrong one; the owner gets in by a login link instead.
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  perAddress: 30,
  perAccount: 100,
  accountWindowSeconds: 60 * 60,
};

/** Login links asked for: per client address (a 429), and per e-mail address (beyond it, silently no mail). */
export const LOGIN_LINK_LIMITS = { windowSeconds: 60 * 60, perAddress: 10, perEmail: 3 };

/** The API's view of a company user (docs/product/entities.md#users-and-companies: company.name, key). */
export function apiUser(user: CompanyActor): User {
  return { company: { name: user.company.name }, key: user.company.key, username: user.username };
}

/** The login's answers are the login page's words (the page shows the server's message: docs/product/errors.md#login-errors). */
function fail(
  status: number,
  lang: Locale,
  code: 'credentials' | 'rateLimited' | 'username' | 'password' | 'email' | 'linkInvalid' | 'linkRateLimited',
  field?: string,
  extra: Record<string, unknown> = {},
): HttpError {
  return new HttpError(status, t(lang, `login.errors.${code}`), field, { code, ...extra });
}

/** A rate limit's 429 as the login's own message (with Retry-After). */
async function limited(
  lang: Locale,
  hit: Promise<void>,
  code: 'rateLimited' | 'linkRateLimited' = 'rateLimited',
): Promise<void> {
  try {
    await hit;
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) throw fail(429, lang, code, undefined, err.extra);
    throw err;
  }
}

/**
 * POST /api/user/login, POST /api/user/login-link (ask for one), POST /api/user/login-link/use,
 * GET /api/user, GET /api/user/bookings, POST /api/user/logout. Mounted first
 * in the booking router: its `authenticate` sets req.user for every later one. That form posts
 * come from this site's own pages is checked in front of the API (server/http/same-origin.ts).
 */
export function usersRouter(deps: ApiDeps): Router {
  const { db, config } = deps;
  const router = Router();
  const message = 'Too many login attempts';
  const byAddress = rateLimit(db, {
    name: 'login-address',
    limit: LOGIN_LIMITS.perAddress,
    windowSeconds: LOGIN_LIMITS.windowSeconds,
    message,
  });
  const byAccount = rateLimit(db, {
    name: 'login-account',
    limit: LOGIN_LIMITS.perAccount,
    windowSeconds: LOGIN_LIMITS.accountWindowSeconds,
    message,
  });
  const linksByAddress = rateLimit(db, {
    name: 'login-link-address',
    limit: LOGIN_LINK_LIMITS.perAddress,
    windowSeconds: LOGIN_LINK_LIMITS.windowSeconds,
    message,
  });
  const linksByEmail = rateLimit(db, {
    name: 'login-link-email',
    limit: LOGIN_LINK_LIMITS.perEmail,
    windowSeconds: LOGIN_LINK_LIMITS.windowSeconds,
    message,
  });
  prepareDummyHash();

  router.use(authenticate({ db, config }));

  /** Starts the user's session: the auth cookie, and the token in the answer. */
  const signIn = async (req: Request, res: Response, user: SessionUser, newHash?: string) => {
    await recordLogin(db, user.id, newHash);
    const jwt = await openSession(db, config, user.id);
    setAuthCookie(res, req, config, jwt);
    req.log?.info({ userId: user.id }, 'login');
    res.json({ jwt, role: user.role } satisfies LoginResponse);
  };

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
    const account = [input.username.toLowerCase()];
    await limited(lang, byAccount.hit(account));
    const found = await findUserForLogin(db, input.username);
    // Unknown users cost the same scrypt work, and get the same answer, as a wrong password.
    let ok = false;
    if (found) ok = await verifyPassword(input.password, found.passwordHash);
    else await burn(input.password);
    if (!found || !ok) {
      req.log?.info('login failed');
      throw fail(401, lang, 'credentials');
    }
    await byAccount.refund(account);
    await signIn(
      req,
      res,
      found.user,
      needsRehash(found.passwordHash) ? await hashPassword(input.password) : undefined,
    );
  });

  /**
   * Asks for a login link: mailed to the account whose username is this
   * address (its own). The answer is the same whether there is one or not,
   * and whether this address has had its few links this hour (then no mail).
   */
  router.post('/user/login-link', async (req, res) => {
    const lang = requestLocale(req);
    let email: string;
    try {
      ({ email } = validate({ email: (req.body as Record<string, unknown> | undefined)?.email ?? '' }, EmailLinkForm));
    } catch (err) {
      if (err instanceof HttpError) throw fail(400, lang, 'email', 'email');
      throw err;
    }
    await limited(lang, linksByAddress.hit([clientAddress(req)]), 'linkRateLimited');
    // Answered before anything depends on the address, so neither the answer nor its time tells whether it has an account.
    res.status(202).json({ message: t(lang, 'login.link.sent') });
    try {
      const found = (await linksByEmail.allows(email.toLowerCase())) ? await findUserForLogin(db, email) : null;
      if (!found) return;
      const token = await createLoginLink(db, found.user.id);
      const origin = (config.publicUrl ?? `${req.protocol}://${req.get('host')}`).replace(/\/+$/, '');
      await enqueueMail(
        db,
        loginLinkMail(
          lang,
          found.user.username,
          `${origin}${pathFor('login', lang)}?token=${token}`,
          await deps.company(lang),
        ),
      );
      req.log?.info({ userId: found.user.id }, 'login link sent');
    } catch (err) {
      req.log?.error({ err }, 'login link not sent');
    }
  });

  /** Signs in with a login link's token: once, within its time, whatever wrong passwords did to the account. */
  router.post('/user/login-link/use', async (req, res) => {
    const lang = requestLocale(req);
    const token = (req.body as Record<string, unknown> | undefined)?.token;
    if (typeof token !== 'string' || !LOGIN_LINK_TOKEN.test(token)) throw fail(400, lang, 'linkInvalid', 'token');
    const userId = await useLoginLink(db, token);
    // A disabled login's link is as dead as its password.
    const user = userId && (await findUserById(db, userId));
    if (!user) throw fail(401, lang, 'linkInvalid');
    await signIn(req, res, user);
  });

  /** Sets the password with a link mailed to a new login or by an admin's reset (docs/product/api.md#users): once, then signed in. */
  router.post('/user/password', async (req, res) => {
    const lang = requestLocale(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    let form: SetPasswordForm;
    try {
      form = validate(
        { token: body.token ?? '', password: body.password ?? '', repeat: body.repeat ?? '' },
        SetPasswordForm,
      );
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (err.field === 'password')
        throw new HttpError(400, t(lang, 'login.errors.tooShort', { min: MIN_PASSWORD_LENGTH }), 'password', {
          code: 'tooShort',
        });
      throw fail(400, lang, 'linkInvalid', 'token');
    }
    if (form.password !== form.repeat)
      throw new HttpError(400, t(lang, 'login.errors.mismatch'), 'repeat', { code: 'mismatch' });
    const userId = await useLoginLink(db, form.token);
    const user = userId && (await findUserById(db, userId));
    if (!user) throw fail(401, lang, 'linkInvalid');
    await setPassword(db, user.username, form.password);
    await signIn(req, res, user);
  });

  router.get('/user', (req, res) => {
    if (req.staff) {
      res.json({
        role: 'staff',
        staffRole: req.staff.staffRole,
        username: req.staff.username,
      } satisfies StaffViewer);
      return;
    }
    if (req.owner) {
      const { owner } = req.owner;
      res.json({
        role: 'owner',
        owner: { code: owner.code, name: owner.name },
        username: req.owner.username,
      } satisfies OwnerViewer);
      return;
    }
    const user = requireUser(req, t(requestLocale(req), 'api.user.notLoggedIn'));
    res.json(apiUser(user));
  });

  /**
   * The bookings of the user's company (made by any of its users), newest
   * first, each as the Reservation result of POST /api/reservation (with
   * signed document links); `?status=`, `?arrivalFrom=`, `?arrivalTo=` filter,
   * `?page=` pages (PARTNER_PAGE_SIZE a page).
   */
  router.get('/user/bookings', async (req, res) => {
    const lang = requestLocale(req);
    const user = requireUser(req, t(lang, 'api.user.notLoggedIn'));
    let query: PartnerBookingsQuery;
    try {
      query = validate(withoutBlanks(req.query), PartnerBookingsQuery);
    } catch (err) {
      if (err instanceof HttpError && err.field === 'status')
        throw new HttpError(400, t(lang, 'api.user.status'), 'status', { code: 'status' });
      throw err;
    }
    const now = deps.clock();
    const { ids, total } = await companyBookingPage(db, user.company.id, query);
    const bookings = [];
    for (const id of ids) {
      const record = await loadReservation(db, { id });
      if (record)
        bookings.push(
          await reservationResult(db, record, {
            locale: lang,
            now,
            secret: config.jwtSecret,
            linkTtlSeconds: LINK_TTL_SECONDS,
            audience: 'partner',
            imageBase: config.pictures.publicUrl,
          }),
        );
    }
    res.json({
      company: { name: user.company.name },
      bookings,
      page: query.page,
      pageSize: PARTNER_PAGE_SIZE,
      total,
    } satisfies CompanyBookings);
  });

  // docs/product/screens.md#login: log out ends the session and removes the cookie (the site clears the user and goes to /en/).
  router.post('/user/logout', async (req, res) => {
    if (req.sessionId) await endSession(db, req.sessionId);
    clearAuthCookie(res, req, config);
    res.status(204).end();
  });

  return router;
}
