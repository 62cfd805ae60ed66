import { validate, type Struct } from 'superstruct';
import {
  BankTransferForm,
  CancelForm,
  ChangeLineForm,
  RefundForm,
  RefundSentForm,
  ResendForm,
} from '../../../contract/forms/staff.ts';
import { fieldNames, readForm, type FormFields } from '../../../contract/forms/read-form.ts';
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
import { addStaffBookingNote, editStaffGuest } from '../../api/staff-desk.ts';
import { NoteForm } from '../../../contract/forms/staff-notes.ts';
import { GuestEditForm } from '../../../contract/forms/staff-guest.ts';

/** Actions that change money or free dates ask once more before they are sent. */
const CONFIRMED = 'yes';

const cancelFields = (form: FormFields) => ({ waiveFee: form.get('waiveFee'), reason: form.get('reason') });
const refundFields = (form: FormFields) => ({ amount: form.get('amount'), reason: form.get('reason') });
const passes = <T, S>(value: unknown, struct: Struct<T, S>) => !validate(value, struct, { coerce: true })[0];

/**
 * The booking page's plain form posts, by `intent`: transfer (a bank
 * transfer as it arrived), cancel and refund (each with a reason, shown once more to confirm), change (a
 * house's dates or house), guest (the guest's details corrected), note, refundSent (a bank refund sent
 * by a person), resend. Each calls the staff API; the page is rendered again in this response with what
 * happened; a refused change shows its fields as typed (so staff can tick the override and give a
 * reason). A refund's (and a transfer's) amount is typed in the page's language and sent in cents
 * (src/api/staff.ts); one the form's schema refuses (or a missing reason) is not confirmed but sent at once, so the
 * API's refusal names the field, and the page shows it with the amount and reason as typed.
 */
export const action: Action<StaffOutcome> = async ({ form, api, match, locale }) => {
  const code = match.params.code;
  const intent = form.get('intent');
  const refund = RefundForm(locale);
  const asked = intent === 'cancel' ? cancelFields(form) : refundFields(form);
  const complete = intent === 'cancel' ? passes(asked, CancelForm) : passes(asked, refund);
  if ((intent === 'cancel' || intent === 'refund') && complete && form.get('confirmed') !== CONFIRMED)
    return { status: 200, data: { confirm: { intent, fields: asked } } };
  try {
    if (intent === 'transfer') await recordStaffTransfer(api, code, readForm(form, BankTransferForm(locale)), locale);
    else if (intent === 'cancel') await cancelStaffBooking(api, code, readForm(form, CancelForm));
    else if (intent === 'refund') await refundStaffBooking(api, code, readForm(form, refund), locale);
    else if (intent === 'refundSent') await recordStaffRefundSent(api, code, readForm(form, RefundSentForm));
    else if (intent === 'change') await changeStaffBookingLine(api, code, readForm(form, ChangeLineForm));
    else if (intent === 'resend') await resendStaffMail(api, code, readForm(form, ResendForm));
    else if (intent === 'note') await addStaffBookingNote(api, code, readForm(form, NoteForm));
    else if (intent === 'guest') await editStaffGuest(api, code, readForm(form, GuestEditForm));
    else return { status: 400, data: { error: { message: '' } } };
  } catch (err) {
    const answer = refused(err);
    const fields =
      intent === 'change'
        ? fieldNames(ChangeLineForm)
        : intent === 'transfer'
          ? fieldNames(BankTransferForm(locale))
          : intent === 'guest'
            ? fieldNames(GuestEditForm)
            : undefined;
    const typed =
      intent === 'refund' || intent === 'cancel'
        ? { intent, ...asked }
        : fields && { intent, ...Object.fromEntries(fields.map((name) => [name, form.get(name)])) };
    return typed ? { ...answer, data: { ...answer.data, typed } } : answer;
  }
  const done = {
    transfer: 'transferRecorded',
    cancel: 'cancelled',
    refund: 'refunded',
    refundSent: 'refundSent',
    change: 'changed',
    resend: 'resent',
    note: 'noteAdded',
    guest: 'guestSaved',
  }[intent];
  return { status: 200, data: { done } };
};
