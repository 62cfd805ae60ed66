/**
 * "E-mail me a link" (a login link, My booking's links): the one field, as the
 * site's forms send it and the booking API checks it.
 */
import { object, refine, size, string, trimmed, type Infer } from 'superstruct';
import { EMAIL } from './fields.ts';

export const EmailLinkForm = object({
  email: refine(size(trimmed(string()), 1, 254), 'email', (v) => EMAIL.test(v)),
});
export type EmailLinkForm = Infer<typeof EmailLinkForm>;

/** A login link's token as the link carries it (32 random bytes, base64url). */
export const LOGIN_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A My booking link's token: the booking code, the expiry (unix seconds) and the signature, dot-separated. */
export const BOOKING_LINK_TOKEN = /^[0-9]{8}\.[0-9]{1,12}\.[A-Za-z0-9_-]{43}$/;
