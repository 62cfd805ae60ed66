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
