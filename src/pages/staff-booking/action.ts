import {
  CancelForm,
  ChangeLineForm,
  RecordPaymentForm,
  RefundForm,
  ResendForm,
} from '../../../contract/forms/staff.ts';
import { readForm } from '../../../contract/forms/read-form.ts';
import {
  cancelStaffBooking,
  changeStaffBookingLine,
  recordStaffPayment,
  refundStaffBooking,
  refused,
  resendStaffMail,
  type StaffOutcome,
} from '../../api/staff.ts';
import type { Action } from '../../navigation/page-types.ts';

/** Actions that change money or free dates ask once more before they are sent. */
const CONFIRMED = 'yes';

/**
 * The booking page's plain form posts, by `intent`: pay (record a bank
 * transfer), cancel and refund (each shown once more to confirm), change (a
 * house's dates or house), resend. Each calls the staff API; the page is
 * rendered again in this response with what happened.
 */
export const action: Action<StaffOutcome> = async ({ form, api, match }) => {
  const code = match.params.code;
  const intent = form.get('intent');
  if ((intent === 'cancel' || intent === 'refund') && form.get('confirmed') !== CONFIRMED) {
    const fields: Record<string, string> =
      intent === 'cancel' ? { waiveFee: form.get('waiveFee') } : { amount: form.get('amount') };
    return { status: 200, data: { confirm: { intent, fields } } };
  }
  try {
    if (intent === 'pay') await recordStaffPayment(api, code, readForm(form, RecordPaymentForm));
    else if (intent === 'cancel') await cancelStaffBooking(api, code, readForm(form, CancelForm));
    else if (intent === 'refund') await refundStaffBooking(api, code, readForm(form, RefundForm));
    else if (intent === 'change') await changeStaffBookingLine(api, code, readForm(form, ChangeLineForm));
    else if (intent === 'resend') await resendStaffMail(api, code, readForm(form, ResendForm));
    else return { status: 400, data: { error: { message: '' } } };
  } catch (err) {
    return refused(err);
  }
  const done = { pay: 'paymentRecorded', cancel: 'cancelled', refund: 'refunded', change: 'changed', resend: 'resent' }[
    intent
  ];
  return { status: 200, data: { done } };
};
