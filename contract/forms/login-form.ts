/** The login form (docs/product/rules.md#login-form, POST /api/user/login) as one superstruct schema: its body, the API's check, its fields. */
import { object, size, string, trimmed, type Infer } from 'superstruct';
import { fieldNames } from './read-form.ts';

export const MAX_USERNAME_LENGTH = 254;
/** Longest password accepted: bounds the work an attacker can ask of us (scrypt). */
export const MAX_PASSWORD_LENGTH = 1024;

export const LoginForm = object({
  username: size(trimmed(string()), 1, MAX_USERNAME_LENGTH),
  password: size(string(), 1, MAX_PASSWORD_LENGTH),
});
export type LoginForm = Infer<typeof LoginForm>;
export type LoginField = keyof LoginForm;

export const LOGIN_FIELDS = fieldNames(LoginForm);

export function isLoginField(value: unknown): value is LoginField {
  return (LOGIN_FIELDS as readonly unknown[]).includes(value);
}
