import { Router } from 'express';
import type { Logger } from 'pino';
import { NO_DATE } from '../../../src/lib/dates.ts';
import { sessionToken } from '../../../src/api/session-token.ts';
import { CART_COOKIE } from '../../../src/lib/cookies.ts';
import { LOCALES, localeFromPath } from '../../../src/lib/locale.ts';
import { isCartFormProblem, type CartFormProblem } from '../../../src/components/cart/cart-model.ts';
import { pathFor } from '../../../src/routes.ts';
import { formBody } from '../../body.ts';
import { CART_ID } from './repository.ts';

export interface CartFormPostDeps {
  /** Where the booking API answers (the same as the site's loaders use). */
  apiBaseUrl: () => string;
  apiPublicToken: string;
  logger: Logger;
}

/**
 * The cart page before hydration (or without JavaScript): each line's remove
 * button and its native date inputs are plain `<form method=post>`s to the
 * page's own path, with `action` = remove | dates and `cartLineId`. The cart
 * is the visitor's cartId cookie (httpOnly, so the page never needs it).
 * This handler makes the same call as the hydrated page (DELETE or PUT
 * /api/cart/{cartId}/{cartLineId}) and answers 303 to the cart page, which
 * shows the cart as it now is; a refusal adds `?line=…&problem=…`, a known
 * code that only picks a dictionary text. The API's refreshed cookie is
 * passed on.
 */
export function cartFormPost(deps: CartFormPostDeps): Router {
  const router = Router();
  const paths = LOCALES.map((locale) => pathFor('cart', locale));
  router.post(paths, formBody(10 * 1024), async (req, res) => {
    const locale = localeFromPath(req.path);
    const cartPath = pathFor('cart', locale);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const field = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
    const action = field('action');
    const lineId = field('cartLineId');
    const cartId = req.cookies?.[CART_COOKIE];
    if (typeof cartId !== 'string' || !CART_ID.test(cartId) || !/^[1-9]\d{0,9}$/.test(lineId) || (action !== 'remove' && action !== 'dates')) {
      res.redirect(303, cartPath);
      return;
    }

    let problem: CartFormProblem | null = null;
    try {
      const answer = await fetch(`${deps.apiBaseUrl()}/api/cart/${cartId}/${lineId}`, {
        method: action === 'remove' ? 'DELETE' : 'PUT',
        headers: {
          accept: 'application/json',
          'accept-language': locale,
          authorization: `Bearer ${sessionToken(req.cookies) ?? deps.apiPublicToken}`,
          ...(action === 'dates' ? { 'content-type': 'application/json' } : {}),
        },
        // An empty date input is "no date": both empty puts the line back to "dates to be chosen".
        body: action === 'dates' ? JSON.stringify({ resFrom: field('resFrom') || NO_DATE, resTo: field('resTo') || NO_DATE }) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      for (const cookie of answer.headers.getSetCookie()) if (cookie.startsWith(`${CART_COOKIE}=`)) res.append('set-cookie', cookie);
      if (!answer.ok) {
        const code = ((await answer.json().catch(() => null)) as { code?: string } | null)?.code;
        // A cart that is gone simply shows as empty; a line already gone was removed.
        if (code === 'cartNotFound' || (code === 'lineNotFound' && action === 'remove')) problem = null;
        else problem = isCartFormProblem(code) ? code : 'failed';
      }
    } catch (err) {
      deps.logger.error({ err }, 'cart form: booking API unreachable');
      problem = 'failed';
    }
    res.redirect(303, problem ? `${cartPath}?${new URLSearchParams({ line: lineId, problem })}` : cartPath);
  });
  return router;
}
