import { BlockForm, SeasonPriceForm } from '../../../contract/forms/staff.ts';
import { readForm } from '../../../contract/forms/read-form.ts';
import { addStaffBlock, refused, removeStaffBlock, updateStaffSeason, type StaffOutcome } from '../../api/staff.ts';
import type { Action } from '../types.ts';

/** The house page's plain form posts, by `intent`: add a block, remove one, save a season's price. */
export const action: Action<StaffOutcome> = async ({ form, api, match }) => {
  const code = match.params.code;
  const intent = form.get('intent');
  try {
    if (intent === 'addBlock') await addStaffBlock(api, code, readForm(form, BlockForm));
    else if (intent === 'removeBlock') await removeStaffBlock(api, code, form.get('id'));
    else if (intent === 'price') await updateStaffSeason(api, code, form.get('id'), readForm(form, SeasonPriceForm));
    else return { status: 400, data: { error: { message: '' } } };
  } catch (err) {
    return refused(err);
  }
  return { status: 200, data: { done: { addBlock: 'blockAdded', removeBlock: 'blockRemoved', price: 'priceSaved' }[intent] } };
};
