import { AUTH_COOKIE } from '../../contract/cookies.ts';
import { SESSION_TOKEN_SHAPE } from '../../contract/session-token.ts';

/**
 * The auth cookie's session token to forward as a Bearer header, or undefined
 * (logged out) when there is none or it cannot be one: an arbitrary cookie
 * value may not even be a valid header value, and fetch throws on those.
 */
export function sessionToken(cookies: Record<string, unknown> | undefined): string | undefined {
  const value = cookies?.[AUTH_COOKIE];
  return typeof value === 'string' && SESSION_TOKEN_SHAPE.test(value) ? value : undefined;
}
