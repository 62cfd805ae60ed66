import type { Request, Response } from 'express';
import { CART_COOKIE } from '../../../contract/cookies.ts';
import type { Config } from '../../config.ts';
import { CART_LIFETIME_SECONDS } from './repository.ts';

/**
 * The cart cookie (docs/product/rules.md#lifetimes: cartId, 7 days, path /). httpOnly: the id is a
 * capability, and the page gets it with the cart in its state anyway.
 */
export function setCartCookie(res: Response, req: Request, config: Pick<Config, 'publicUrl'>, cartId: string): void {
  res.cookie(CART_COOKIE, cartId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: !!config.publicUrl?.startsWith('https:') || req.secure,
    maxAge: CART_LIFETIME_SECONDS * 1000,
  });
}
