import { is } from 'superstruct';
import type { PartnerCancellationQuote } from '../../../contract/api/partner.ts';
import { PartnerBookingForm } from '../../../contract/forms/partner.ts';
import { readForm } from '../../../contract/forms/read-form.ts';
import { ApiError } from '../../api/http.ts';
import { cancelPartnerBooking, quotePartnerCancellation } from '../../api/partner.ts';
import type { Action } from '../../navigation/page-types.ts';

/** What the account page's last form post did, shown above the bookings. */
export interface AccountOutcome {
  /** The second step of a cancellation: the fee the terms give today. */
  confirm?: PartnerCancellationQuote;
  cancelled?: string;
  error?: { message: string };
}

const CONFIRMED = 'yes';

/**
 * The account page's plain form post: cancelling a booking of the company
 * (docs/product/rules.md#partner-cancellation). The first post shows the
 * terms' fee for today with the button that confirms it; the confirmed post
 * cancels. The page is rendered again in this response with the outcome.
 */
export const action: Action<AccountOutcome> = async ({ form, api }) => {
  const input = readForm(form, PartnerBookingForm);
  if (form.get('intent') !== 'cancel' || !is(input, PartnerBookingForm))
    return { status: 400, data: { error: { message: '' } } };
  try {
    if (form.get('confirmed') !== CONFIRMED)
      return { status: 200, data: { confirm: await quotePartnerCancellation(api, input.code) } };
    await cancelPartnerBooking(api, input.code);
    return { status: 200, data: { cancelled: input.code } };
  } catch (err) {
    if (err instanceof ApiError && err.status < 500)
      return { status: err.status, data: { error: { message: err.body.message } } };
    return { status: 503, data: { error: { message: '' } } };
  }
};
