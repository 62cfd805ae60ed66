import { AUTH_COOKIE } from '../../contract/cookies.ts';

/** A compact JWS (three base64url parts), as the API signs sessions; short enough for any header. */
const SESSION_SHAPE = /^[\w-]{1,2000}\.[\w-]{1,2000}\.[\w-]{1,2000}$/;

/**
 * The auth cookie's session token to forward as a Bearer header, or undefined
 * (logged out) when there is none or it cannot be one: an arbitrary cookie
 * value may not even be a valid header value, and fetch throws on those.
 */
export function sessionToken(cookies: Record<string, unknown> | undefined): string | undefined {
  const value = cookies?.[AUTH_COOKIE];
  return typeof value === 'string' && SESSION_SHAPE.test(value) ? value : undefined;
}
