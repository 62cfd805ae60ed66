import { ApiError } from '../../api/http.ts';
import { landingPath } from '../../api/landing.ts';
import { askLoginLink, login, loginWithLink, logout } from '../../api/user.ts';
import { LOGOUT_INTENT } from '../../components/shell/LogoutForm.tsx';
import { LoginForm } from '../../../contract/forms/login-form.ts';
import { readForm } from '../../../contract/forms/read-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Action, ActionResult } from '../../navigation/page-types.ts';

/** Why a login or a login link was refused; `login.errors.<code>` in the dictionaries. */
export const LOGIN_ERRORS = [
  'credentials',
  'rateLimited',
  'username',
  'password',
  'network',
  'email',
  'linkInvalid',
  'linkRateLimited',
] as const;
export type LoginError = (typeof LOGIN_ERRORS)[number];

/** The form fields that say "e-mail me a login link" and "log in with this link" to the action. */
export const LINK_INTENT = 'login-link';
export const USE_LINK_INTENT = 'use-login-link';

/** The plain post's answer: which form it was (the password login, or the login link's two) and its outcome. */
export type LoginAnswer = { form: 'login'; error: LoginError } | { form: 'link'; error: LoginError | null };

/**
 * The login page's plain form posts (before hydration, or without JavaScript),
 * made as the hydrated page makes them, the API's auth cookie passed on:
 * - log in: 303 to the home page (an owner: their portal); refused, the page again with the reason;
 * - `intent=login-link`: a login link asked for, the page again saying so (the same for any address);
 * - `intent=use-login-link`: logged in with the link's token, 303 to the home page; refused, the page with the reason;
 * - `intent=logout`: the session ends and 303 to /en/ (docs/product/screens.md#login).
 */
export const action: Action<LoginAnswer> = async ({ form, api, locale }) => {
  const intent = form.get('intent');
  if (intent === LOGOUT_INTENT) {
    await logout(api);
    return { redirect: pathFor('home', 'en') };
  }
  if (intent === LINK_INTENT) {
    return refusal('link', () =>
      askLoginLink(api, form.get('email').trim().slice(0, 254)).then(() => ({
        status: 200,
        data: { form: 'link', error: null },
      })),
    );
  }
  const signIn =
    intent === USE_LINK_INTENT
      ? () => loginWithLink(api, form.get('token').slice(0, 64))
      : () => login(api, readForm(form, LoginForm));
  return refusal(intent === USE_LINK_INTENT ? 'link' : 'login', () =>
    signIn().then((answer) => ({ redirect: landingPath(answer, locale) })),
  );
};

/** The call's result, or the page again with the API's reason (its code) and status. */
async function refusal(
  form: LoginAnswer['form'],
  call: () => Promise<ActionResult<LoginAnswer>>,
): Promise<ActionResult<LoginAnswer>> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) return { status: 503, data: { form, error: 'network' } };
    const { code, field } = err.body as { code?: string; field?: string };
    return {
      status: err.status,
      data: { form, error: LOGIN_ERRORS.find((c) => c === (code ?? field)) ?? 'credentials' },
    };
  }
}
