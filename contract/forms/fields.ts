/** Field rules that more than one form's schema uses. */
import { refine, string } from 'superstruct';
import { isIsoDate } from '../dates.ts';

/** Line breaks and other control characters (no place in a value that may go into a mail header). */
export const hasControl = (v: string) => [...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);

// Deliberately loose: one @, a dot in the domain, no spaces or characters that
// would need quoting in a mail header. The real test is whether a reply arrives.
export const EMAIL = /^[^\s@<>()[\]\\,;:"]+@(?:[^\s@<>()[\]\\,;:".]+\.)+[^\s@<>()[\]\\,;:".]{2,}$/u;

/** A day written yyyy-MM-dd. */
export const IsoDateStruct = refine(
  string(),
  'date',
  (value) => isIsoDate(value) || 'Expected a date written yyyy-MM-dd',
);
