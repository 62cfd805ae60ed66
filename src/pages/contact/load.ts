import { fetchContactSettings } from '../../api/contact.ts';
import { CONTACT_LIMITS, isContactSubject } from '../../../contract/forms/contact-form.ts';
import type { Loader } from '../../navigation/page-types.ts';
import type { ContactRefusal } from './action.ts';
import type { ContactPageData } from './data.ts';

/**
 * The form's starting state: after a refused plain post, what was typed and
 * why it was refused (the action's data); otherwise empty, with `?subject=owner`
 * preselecting a subject (links may use it).
 */
export const loader: Loader<ContactPageData | null, ContactRefusal> = async ({ match, query, api, actionData }) => {
  if (match.route.id === 'contactThanks') return { data: null };
  const typed = actionData?.values ?? { name: '', email: '', subject: query.get('subject') ?? '', messages: '' };
  const text = (key: keyof typeof CONTACT_LIMITS) => typed[key].slice(0, CONTACT_LIMITS[key]);
  const settings = await fetchContactSettings(api).catch(() => null);
  return {
    data: {
      values: {
        name: text('name'),
        email: text('email'),
        subject: isContactSubject(typed.subject) ? typed.subject : 'general',
        messages: text('messages'),
      },
      codes: actionData?.codes ?? {},
      problem: actionData?.problem ?? null,
      recaptchaSiteKey: settings?.recaptchaSiteKey ?? null,
    },
  };
};
