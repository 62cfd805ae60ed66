import type { SetPasswordForm } from '../../contract/forms/set-password-form.ts';
import type { LoginForm } from '../../contract/forms/login-form.ts';
import type { FormInput } from '../../contract/forms/read-form.ts';
import type { ApiClient } from './http.ts';
import type { CompanyBookings, LoginResponse, Viewer } from '../../contract/api/types.ts';

/** GET /api/user: the logged-in company user or member of staff, or null (failures are swallowed, docs/product/errors.md#what-the-pages-do-with-failures). */
export async function fetchUser(api: ApiClient): Promise<Viewer | null> {
  try {
    return await api.get<Viewer>('/api/user');
  } catch {
    return null;
  }
}

/**
 * POST /api/user/login. Besides the jwt, the answer sets the httpOnly auth
 * cookie (same-origin fetch), which page scripts can neither read nor need to.
 * A failure throws ApiError; its body.message is the server's text for the red box.
 */
export function login(api: ApiClient, credentials: FormInput<LoginForm>): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/user/login', credentials);
}

/**
 * GET /api/user/bookings: one page of the company's bookings (any of its
 * users), newest first, with signed document links, by status and arrival
 * dates. A 401 (not logged in) throws ApiError like any other failure.
 */
export function fetchCompanyBookings(api: ApiClient, query: Record<string, string>): Promise<CompanyBookings> {
  return api.get<CompanyBookings>('/api/user/bookings', query);
}

/** POST /api/user/logout: ends the session; the answer clears the auth cookie. */
export async function logout(api: ApiClient): Promise<void> {
  await api.post<void>('/api/user/logout', undefined);
}

/** POST /api/user/login-link: a one-time login link to the account of this address; the answer's message is the same either way. */
export async function askLoginLink(api: ApiClient, email: string): Promise<string> {
  return (await api.post<{ message: string }>('/api/user/login-link', { email })).message;
}

/** POST /api/user/login-link/use: logs in with a login link's token (the answer sets the auth cookie, as the login does). */
/** Sets the password with an e-mailed link's token (POST /api/user/password), and logs in. */
export function setPasswordWithLink(api: ApiClient, body: FormInput<SetPasswordForm>): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/user/password', body);
}

export function loginWithLink(api: ApiClient, token: string): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/user/login-link/use', { token });
}
