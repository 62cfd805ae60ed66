/**
 * Setting a password from an e-mailed link (docs/product/screens.md#set-password,
 * POST /api/user/password): the link's token, the new password twice.
 */
import { object, refine, size, string, type Infer } from 'superstruct';
import { LOGIN_LINK_TOKEN } from './email-link-form.ts';
import { MAX_PASSWORD_LENGTH } from './login-form.ts';

export const MIN_PASSWORD_LENGTH = 10;

export const SetPasswordForm = object({
  token: refine(string(), 'token', (v) => LOGIN_LINK_TOKEN.test(v)),
  password: size(string(), MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH),
  repeat: string(),
});
export type SetPasswordForm = Infer<typeof SetPasswordForm>;
