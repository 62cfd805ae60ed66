import { BlockForm, CalendarForm, SeasonPriceForm } from '../../../contract/forms/staff.ts';
import { readForm } from '../../../contract/forms/read-form.ts';
import {
  addStaffBlock,
  importStaffCalendars,
  refused,
  registerStaffCalendar,
  removeStaffBlock,
  removeStaffCalendar,
  revokeStaffExportUrl,
  updateStaffSeason,
  type StaffOutcome,
} from '../../api/staff.ts';
import type { Action } from '../../navigation/page-types.ts';
import { addStaffHouseNote } from '../../api/staff-desk.ts';
import { NoteForm } from '../../../contract/forms/staff-notes.ts';
import { HouseOwnerForm } from '../../../contract/forms/staff-owners.ts';
import { setStaffHouseOwner } from '../../api/staff-owners.ts';
import { REVOKE_INTENT } from './OwnerCalendars.tsx';

const DONE: Record<string, string> = {
  addBlock: 'blockAdded',
  removeBlock: 'blockRemoved',
  price: 'priceSaved',
  registerCalendar: 'calendarRegistered',
  removeCalendar: 'calendarRemoved',
  importCalendars: 'calendarsImported',
  [REVOKE_INTENT]: 'exportRevoked',
  note: 'noteAdded',
  owner: 'ownerSaved',
};

/**
 * The house page's plain form posts, by `intent`: add a block, remove one,
 * save a season's price (typed in the page's language, sent in cents); register, remove and import the owner's calendars;
 * make a new export URL (shown once more to confirm).
 */
export const action: Action<StaffOutcome> = async ({ form, api, match, locale }) => {
  const code = match.params.code;
  const intent = form.get('intent');
  if (intent === REVOKE_INTENT && form.get('confirmed') !== 'yes')
    return { status: 200, data: { confirm: { intent, fields: {} } } };
  try {
    if (intent === 'addBlock') await addStaffBlock(api, code, readForm(form, BlockForm));
    else if (intent === 'removeBlock') await removeStaffBlock(api, code, form.get('id'));
    else if (intent === 'price')
      await updateStaffSeason(api, code, form.get('id'), readForm(form, SeasonPriceForm(locale)), locale);
    else if (intent === 'registerCalendar') await registerStaffCalendar(api, code, readForm(form, CalendarForm));
    else if (intent === 'removeCalendar') await removeStaffCalendar(api, code, form.get('id'));
    else if (intent === 'importCalendars') await importStaffCalendars(api, code);
    else if (intent === REVOKE_INTENT) await revokeStaffExportUrl(api, code);
    else if (intent === 'note') await addStaffHouseNote(api, code, readForm(form, NoteForm));
    else if (intent === 'owner') await setStaffHouseOwner(api, code, readForm(form, HouseOwnerForm(locale)), locale);
    else return { status: 400, data: { error: { message: '' } } };
  } catch (err) {
    const answer = refused(err);
    if (intent !== 'owner') return answer;
    const typed = { owner: form.get('owner'), commission: form.get('commission') };
    return { ...answer, data: { ...answer.data, typed } };
  }
  return { status: 200, data: { done: DONE[intent] } };
};
