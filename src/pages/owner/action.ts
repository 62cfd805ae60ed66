import { OwnerBlockForm } from '../../../contract/forms/owner-portal.ts';
import { readForm } from '../../../contract/forms/read-form.ts';
import { addOwnerBlock, removeOwnerBlock } from '../../api/owner.ts';
import { refused, type StaffOutcome } from '../../api/staff.ts';
import type { Action } from '../../navigation/page-types.ts';

/**
 * The calendar page's plain form posts, by `intent`: block nights of the house (`addBlock`), or
 * remove one of the owner's own blocks (`removeBlock`, its `id`). The page is rendered again with
 * what happened; a refused block keeps what was typed.
 */
export const action: Action<StaffOutcome> = async ({ form, api, match }) => {
  const intent = form.get('intent');
  try {
    if (intent === 'addBlock')
      await addOwnerBlock(api, { ...readForm(form, OwnerBlockForm), house: match.params.code });
    else if (intent === 'removeBlock') await removeOwnerBlock(api, form.get('id'));
    else return { status: 400, data: { error: { message: '' } } };
  } catch (err) {
    const answer = refused(err);
    const typed = { from: form.get('from'), to: form.get('to'), note: form.get('note') };
    return { ...answer, data: { ...answer.data, typed } };
  }
  return { status: 200, data: { done: intent === 'addBlock' ? 'blockAdded' : 'blockRemoved' } };
};
