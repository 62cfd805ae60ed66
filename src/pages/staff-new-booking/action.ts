import { pathFor } from '../../../contract/routes.ts';
import { quoteStaffPhoneBooking, takeStaffPhoneBooking } from '../../api/phone-booking.ts';
import { refused } from '../../api/staff.ts';
import type { Action } from '../../navigation/page-types.ts';
import type { PhoneOutcome } from './load.ts';
import { PHONE_FIELDS } from './fields.ts';

/**
 * The new booking form's two plain posts (docs/product/screens.md#staff-new-booking): `quote`
 * shows the price above the form as typed; `book` books and opens the booking's page. A refusal
 * shows the form again as typed. Empty fields are left out, so the API's defaults apply.
 */
export const action: Action<PhoneOutcome> = async ({ form, api, locale }) => {
  const typed = Object.fromEntries(PHONE_FIELDS.map((name) => [name, form.get(name)]));
  const body = Object.fromEntries(Object.entries(typed).filter(([, v]) => v.trim() !== ''));
  try {
    if (form.get('intent') === 'book') {
      const booking = await takeStaffPhoneBooking(api, body);
      return { redirect: pathFor('staffBooking', locale, { code: booking.code }) };
    }
    return { status: 200, data: { quote: await quoteStaffPhoneBooking(api, body), typed } };
  } catch (err) {
    const answer = refused(err);
    return { ...answer, data: { ...answer.data, typed } };
  }
};
