import type { Request, Response } from 'express';
import { CART_COOKIE, CART_HELD_COOKIE } from '../../../contract/cookies.ts';
import type { Config } from '../../config.ts';
import { CART_LIFETIME_SECONDS } from './repository.ts';

/**
 * The cart cookie (docs/product/rules.md#lifetimes: cartId, 7 days, path /). httpOnly: the id is a
 * capability, and the page gets it with the cart in its state anyway. Beside it, for as long, the
 * `cart` flag the page's script reads (CART_HELD_COOKIE): a shared page asks for the count then.
 */
export function setCartCookie(res: Response, req: Request, config: Pick<Config, 'publicUrl'>, cartId: string): void {
  const options = { ...cookieOptions(req, config), maxAge: CART_LIFETIME_SECONDS * 1000 };
  res.cookie(CART_COOKIE, cartId, { ...options, httpOnly: true });
  res.cookie(CART_HELD_COOKIE, '1', options);
}

/** Both cookies gone: the cart they named was booked or has expired, and the flag would only make the script ask again. */
export function clearCartCookie(res: Response, req: Request, config: Pick<Config, 'publicUrl'>): void {
  const options = cookieOptions(req, config);
  res.clearCookie(CART_COOKIE, { ...options, httpOnly: true });
  res.clearCookie(CART_HELD_COOKIE, options);
}

function cookieOptions(req: Request, config: Pick<Config, 'publicUrl'>) {
  return { sameSite: 'lax', path: '/', secure: !!config.publicUrl?.startsWith('https:') || req.secure } as const;
}
