import { ApiError } from '../../api/http.ts';
import { login, logout } from '../../api/user.ts';
import { LOGOUT_INTENT } from '../../components/shell/LogoutForm.tsx';
import { LoginForm } from '../../../contract/forms/login-form.ts';
import { readForm } from '../../../contract/forms/read-form.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Action } from '../types.ts';

/** Why a login was refused; `login.errors.<code>` in the dictionaries. */
export const LOGIN_ERRORS = ['credentials', 'rateLimited', 'username', 'password', 'network'] as const;
export type LoginError = (typeof LOGIN_ERRORS)[number];

/**
 * The login page's plain form posts (before hydration, or without JavaScript),
 * made as the hydrated page makes them, the API's auth cookie passed on:
 * - log in: 303 to the home page; refused, the page again with the reason;
 * - `intent=logout`: the session ends and 303 to /en/ (SPEC §4).
 */
export const action: Action<LoginError> = async ({ form, api, locale }) => {
  if (form.get('intent') === LOGOUT_INTENT) {
    await logout(api);
    return { redirect: pathFor('home', 'en') };
  }
  try {
    await login(api, readForm(form, LoginForm));
    return { redirect: pathFor('home', locale) };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status >= 500) return { status: 503, data: 'network' };
    const { code, field } = err.body as { code?: string; field?: string };
    return { status: err.status, data: LOGIN_ERRORS.find((c) => c === (code ?? field)) ?? 'credentials' };
  }
};
