import { ApiError } from '../../api/http.ts';
import { landingPath } from '../../api/landing.ts';
import { setPasswordWithLink } from '../../api/user.ts';
import { SetPasswordForm } from '../../../contract/forms/set-password-form.ts';
import { readForm } from '../../../contract/forms/read-form.ts';
import type { Action } from '../../navigation/page-types.ts';

/** A refused post: the API's message (in the page's language) and the field it names. */
export interface SetPasswordAnswer {
  token: string;
  error: { message: string; field?: string };
}

/**
 * The set-password page's plain form post (docs/product/screens.md#set-password): the
 * password set with the link's token and the user logged in (the API's auth cookie passed
 * on), then 303 to the home page (an owner: their portal); refused, the page again with the reason.
 */
export const action: Action<SetPasswordAnswer> = async ({ form, api, locale }) => {
  const body = readForm(form, SetPasswordForm);
  let login;
  try {
    login = await setPasswordWithLink(api, body);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500)
      return { status: 503, data: { token: body.token, error: { message: '' } } };
    return {
      status: err.status,
      data: { token: body.token, error: { message: err.body.message, field: err.body.field } },
    };
  }
  return { redirect: landingPath(login, locale) };
};
