import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AUTH_COOKIE } from '../../../contract/cookies.ts';
import { SESSION_TOKEN_SHAPE } from '../../../contract/session-token.ts';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { t } from '../../texts.ts';
import { findSessionUser, type CompanyActor, type OwnerUser, type StaffUser } from './repository.ts';
import { SESSION_ID, startSession } from '../security/sessions.ts';
import { clientAddress } from '../security/client-address.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { checkApiKey } from './api-keys.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Who acts for a company (a logged-in user, or an API key), set by `authenticate`; undefined for anonymous requests and staff. */
      user?: CompanyActor;
      /** The logged-in member of staff, set by `authenticate`; never a company user. */
      staff?: StaffUser;
      /** The logged-in owner (migration 127), set by `authenticate`; never also staff or a company user. */
      owner?: OwnerUser;
      /** The session (row of `sessions`) the user came with; logging out ends it. */
      sessionId?: string;
    }
  }
}

/** A session lasts a week; the cookie's Max-Age matches the token's expiry. */
export const SESSION_SECONDS = 7 * 24 * 60 * 60;
export const JWT_ISSUER = 'sumarhus';
export const JWT_AUDIENCE = 'sumarhus-api';
const ALGORITHM = 'HS256';

function secretKey(config: Pick<Config, 'jwtSecret'>): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret);
}

/** Signs the token of a session (sessions.ts): subject = user id, jti = the session's id. */
export async function signSession(
  config: Pick<Config, 'jwtSecret'>,
  session: { id: string; userId: number },
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setJti(session.id)
    .setSubject(String(session.userId))
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_SECONDS)
    .sign(secretKey(config));
}

/** Logs a user in: starts a session and answers its signed token. */
export async function openSession(db: Queryable, config: Pick<Config, 'jwtSecret'>, userId: number): Promise<string> {
  const id = await startSession(db, userId, SESSION_SECONDS);
  return signSession(config, { id, userId });
}

/**
 * The session a token names, or null when it is malformed, tampered with,
 * foreign, expired or without an expiry. Whether the session has ended is the database's to say.
 */
export async function verifySession(
  config: Pick<Config, 'jwtSecret'>,
  token: string,
): Promise<{ id: string; userId: number } | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config), {
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      algorithms: [ALGORITHM],
      // jose checks exp only when present: a token without one would never expire.
      requiredClaims: ['exp'],
    });
    const userId = Number(payload.sub);
    if (
      !Number.isSafeInteger(userId) ||
      userId <= 0 ||
      typeof payload.jti !== 'string' ||
      !SESSION_ID.test(payload.jti)
    )
      return null;
    return { id: payload.jti, userId };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

function bearer(req: Request): string | undefined {
  return req.get('authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
}

/** A session token in the Bearer header; anything else there (the public token) is anonymous. */
function bearerToken(req: Request): string | undefined {
  const token = bearer(req);
  return token && SESSION_TOKEN_SHAPE.test(token) ? token : undefined;
}

/** An API key in the Bearer header (docs/product/api.md#partner-api): anything that starts as one does. */
function bearerApiKey(req: Request): string | undefined {
  const token = bearer(req);
  return token?.startsWith(API_KEY_START) ? token : undefined;
}
const API_KEY_START = 'shk_';

/** Failed API keys per client address: past this many in the window, keys from there are not checked (429). */
export const API_KEY_FAILURES = { perAddress: 20, windowSeconds: 15 * 60 };

function cookieToken(req: Request): string | undefined {
  const parsed = (req.cookies as Record<string, string> | undefined)?.[AUTH_COOKIE];
  if (parsed !== undefined) return parsed || undefined;
  // Without cookie-parser in front (the booking service mounted alone), read the header.
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === AUTH_COOKIE)
      return decodeURIComponent(part.slice(eq + 1).trim()) || undefined;
  }
  return undefined;
}

/**
 * Reads the session from `Authorization: Bearer <jwt>` (the site's server
 * forwards the auth cookie that way) or from the httpOnly auth cookie (the
 * browser's own calls), and sets req.user and req.sessionId. Invalid, expired
 * or ended sessions and the public default token leave the request anonymous.
 */
export function authenticate(deps: { db: Queryable; config: Pick<Config, 'jwtSecret'> }): RequestHandler {
  const failures = rateLimit(deps.db, {
    name: 'api-key-failure',
    limit: API_KEY_FAILURES.perAddress,
    windowSeconds: API_KEY_FAILURES.windowSeconds,
    message: '',
  });
  const withKey = async (req: Request, key: string) => {
    const lang = requestLocale(req);
    const address = clientAddress(req);
    const retryAfter = await failures.blocked(address);
    if (retryAfter !== null)
      throw new HttpError(429, t(lang, 'api.user.apiKeyRateLimited'), undefined, { code: 'rateLimited', retryAfter });
    const check = await checkApiKey(deps.db, key);
    if (check.ok) {
      req.user = check.actor;
      return;
    }
    // Counted after the check, so a partner's good calls never use the limit up; past it, its 429 is beside the point.
    await failures.hit([address]).catch((err: unknown) => {
      if (!(err instanceof HttpError)) throw err;
    });
    throw new HttpError(401, t(lang, `api.user.${check.reason}`), undefined, { code: check.reason });
  };
  return (req, _res, next) => {
    req.user = undefined;
    req.staff = undefined;
    req.owner = undefined;
    req.sessionId = undefined;
    const key = bearerApiKey(req);
    if (key) return void withKey(req, key).then(() => next(), next);
    const tokens = [bearerToken(req), cookieToken(req)].filter((t): t is string => !!t);
    if (tokens.length === 0) return next();
    void (async () => {
      for (const token of tokens) {
        const session = await verifySession(deps.config, token);
        const user = session && (await findSessionUser(deps.db, session));
        if (user) {
          if (user.role === 'staff') req.staff = user;
          else if (user.role === 'owner') req.owner = user;
          else req.user = user;
          req.sessionId = session.id;
          return;
        }
      }
    })().then(() => next(), next);
  };
}

/** Who acts for the company (a user or an API key), or a 401 for anonymous requests. */
export function requireUser(req: Request, message = 'Not logged in'): CompanyActor {
  if (!req.user) throw new HttpError(401, message);
  return req.user;
}

/** Cookies are Secure when the site is served over https (PUBLIC_URL https, or the proxy says so). */
export function authCookieOptions(config: Pick<Config, 'publicUrl'>, req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: !!config.publicUrl?.startsWith('https:') || req.secure };
}

export function setAuthCookie(res: Response, req: Request, config: Pick<Config, 'publicUrl'>, token: string): void {
  res.cookie(AUTH_COOKIE, token, { ...authCookieOptions(config, req), maxAge: SESSION_SECONDS * 1000 });
}

export function clearAuthCookie(res: Response, req: Request, config: Pick<Config, 'publicUrl'>): void {
  res.clearCookie(AUTH_COOKIE, authCookieOptions(config, req));
}
