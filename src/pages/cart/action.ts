import { changeCartLine, changeCartLineParty, removeCartLine } from '../../api/cart.ts';
import { ApiError } from '../../api/http.ts';
import { isCartFormProblem, type CartFormProblem } from './cart-model.ts';
import { CART_COOKIE } from '../../../contract/cookies.ts';
import { NO_DATE } from '../../../contract/dates.ts';
import { CartLineDates, CartLineParty } from '../../../contract/forms/cart-line.ts';
import { readForm } from '../../../contract/forms/read-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Action } from '../../navigation/page-types.ts';

const LINE_ID = /^[1-9]\d{0,9}$/;
const CHANGES = ['remove', 'dates', 'party'] as const;
type Change = (typeof CHANGES)[number];

/**
 * The cart page before hydration (or without JavaScript): each line's remove
 * button, its native date inputs and its party are forms with `action` =
 * remove | dates | party and `cartLineId`. The same call as the hydrated page (DELETE or PUT
 * /api/cart/{cartId}/{cartLineId}, the cart from its cookie), then 303 to the
 * cart page, which shows the cart as it now is; a refusal adds
 * `?line=…&problem=…`, a known code that only picks a dictionary text.
 */
export const action: Action = async ({ form, cookies, api, locale }) => {
  const cartPath = pathFor('cart', locale);
  const change = form.get('action').trim();
  const lineId = form.get('cartLineId').trim();
  const cartId = cookies[CART_COOKIE];
  if (!cartId || !LINE_ID.test(lineId) || !CHANGES.includes(change as Change)) return { redirect: cartPath };
  try {
    if (change === 'remove') await removeCartLine(api, cartId, Number(lineId));
    else if (change === 'party')
      await changeCartLineParty(api, cartId, Number(lineId), readForm(form, CartLineParty), '');
    // An empty date input is "no date": both empty put the line back to "dates to be chosen".
    else
      await changeCartLine(
        api,
        cartId,
        Number(lineId),
        readForm({ get: (name) => form.get(name).trim() || NO_DATE }, CartLineDates),
        '',
      );
    return { redirect: cartPath };
  } catch (err) {
    const problem = refusal(err, change as Change);
    return { redirect: problem ? `${cartPath}?${new URLSearchParams({ line: lineId, problem })}` : cartPath };
  }
};

/** Why the change was refused; null when there is nothing to say (a cart gone or never valid shows as empty, a line gone was removed). */
function refusal(err: unknown, change: Change): CartFormProblem | null {
  const body = err instanceof ApiError ? (err.body as { code?: string; field?: string }) : {};
  const code = body.code;
  if (code === 'cartNotFound' || body.field === 'cartId' || (code === 'lineNotFound' && change === 'remove'))
    return null;
  if (change === 'party' && code === 'badRequest') return 'guests';
  return isCartFormProblem(code) ? code : 'failed';
}
