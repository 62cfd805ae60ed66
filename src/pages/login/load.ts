import { LOGIN_LINK_TOKEN } from '../../../contract/forms/email-link-form.ts';
import type { Loader } from '../../navigation/page-types.ts';
import type { LoginAnswer } from './action.ts';

interface LoginData {
  /** The plain form post's answer (the action's). */
  posted: LoginAnswer | null;
  /** A login link's token (`?token=` of the mailed link), to log in with by a press of the button. */
  linkToken: string | null;
}

export const loader: Loader<LoginData, LoginAnswer> = async ({ actionData, query }) => {
  const token = query.get('token') ?? '';
  return { data: { posted: actionData ?? null, linkToken: LOGIN_LINK_TOKEN.test(token) ? token : null } };
};
