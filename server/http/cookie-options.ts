import type { CookieOptions } from 'express';
import type { ActionCookie } from '../../contract/cookies.ts';

/** Express's options for a cookie a page's action or an API route sets: same-site lax, secure behind https. */
export function cookieOptions(cookie: ActionCookie, secure: boolean): CookieOptions {
  return {
    maxAge: cookie.maxAge * 1000,
    path: cookie.path,
    httpOnly: cookie.httpOnly,
    sameSite: 'lax',
    secure,
  };
}
