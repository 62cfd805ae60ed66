import { is } from 'superstruct';
import {
  BankTransferForm,
  CancelForm,
  ChangeLineForm,
  RefundForm,
  RefundSentForm,
  ResendForm,
} from '../../../contract/forms/staff.ts';
import { fieldNames, readForm } from '../../../contract/forms/read-form.ts';
import {
  cancelStaffBooking,
  changeStaffBookingLine,
  recordStaffRefundSent,
  recordStaffTransfer,
  refundStaffBooking,
  refused,
  resendStaffMail,
  type StaffOutcome,
} from '../../api/staff.ts';
import type { Action } from '../../navigation/page-types.ts';

/** Actions that change money or free dates ask once more before they are sent. */
const CONFIRMED = 'yes';

/**
 * The booking page's plain form posts, by `intent`: transfer (a bank
 * transfer as it arrived), cancel and refund (each shown once more to confirm), change (a
 * house's dates or house), refundSent (a bank refund sent by a person), resend. Each calls the staff API; the page is
 * rendered again in this response with what happened; a refused change shows
 * its fields as typed (so staff can tick the override and give a reason). A refund's amount is
 * (and a transfer's) typed in the page's language, which the API reads it in; one the form's
 * schema refuses is not confirmed but sent at once, so the API's refusal names
 * the field, and the page shows it with the amount as typed.
 */
export const action: Action<StaffOutcome> = async ({ form, api, match, locale }) => {
  const code = match.params.code;
  const intent = form.get('intent');
  const refund = RefundForm(locale);
  const amount = { amount: form.get('amount') };
  if ((intent === 'cancel' || (intent === 'refund' && is(amount, refund))) && form.get('confirmed') !== CONFIRMED) {
    const fields = intent === 'cancel' ? { waiveFee: form.get('waiveFee') } : amount;
    return { status: 200, data: { confirm: { intent, fields } } };
  }
  try {
    if (intent === 'transfer') await recordStaffTransfer(api, code, readForm(form, BankTransferForm(locale)));
    else if (intent === 'cancel') await cancelStaffBooking(api, code, readForm(form, CancelForm));
    else if (intent === 'refund') await refundStaffBooking(api, code, readForm(form, refund));
    else if (intent === 'refundSent') await recordStaffRefundSent(api, code, readForm(form, RefundSentForm));
    else if (intent === 'change') await changeStaffBookingLine(api, code, readForm(form, ChangeLineForm));
    else if (intent === 'resend') await resendStaffMail(api, code, readForm(form, ResendForm));
    else return { status: 400, data: { error: { message: '' } } };
  } catch (err) {
    const answer = refused(err);
    const fields =
      intent === 'refund'
        ? ['amount']
        : intent === 'change'
          ? fieldNames(ChangeLineForm)
          : intent === 'transfer'
            ? fieldNames(BankTransferForm(locale))
            : undefined;
    if (!fields) return answer;
    const typed = { intent, ...Object.fromEntries(fields.map((name) => [name, form.get(name)])) };
    return { ...answer, data: { ...answer.data, typed } };
  }
  const done = {
    transfer: 'transferRecorded',
    cancel: 'cancelled',
    refund: 'refunded',
    refundSent: 'refundSent',
    change: 'changed',
    resend: 'resent',
  }[intent];
  return { status: 200, data: { done } };
};
