/**
 * The date input mask of the booking form (docs/product/rules.md#date-formats): the guest types
 * DD/MM/YYYY (digits only; the slashes come by themselves), the form sends
 * yyyy-MM-dd, and a value that is not a real day becomes null.
 */
import { parseIsoDate, type IsoDate } from '../../../contract/dates.ts';

export const DATE_MASK_LENGTH = 10;

/** The digits of `raw` (at most 8) as DD/MM/YYYY so far: '1705' → '17/05', '17051980' → '17/05/1980'. */
export function maskDate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 2);
  if (digits.length > 2) out += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) out += `/${digits.slice(4, 8)}`;
  return out;
}

/**
 * DD/MM/YYYY → yyyy-MM-dd; null when it is not a whole, real date
 * ('31/02/1990', '1/5/1990', '') . An ISO date string is accepted as it is.
 */
export function maskedToIso(value: string): IsoDate | null {
  const text = value.trim();
  const iso = parseIsoDate(text);
  if (iso) return iso;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return m ? parseIsoDate(`${m[3]}-${m[2]}-${m[1]}`) : null;
}

/** yyyy-MM-dd → DD/MM/YYYY ('' for anything else). */
export function isoToMasked(iso: string | null | undefined): string {
  const valid = parseIsoDate(iso);
  if (!valid) return '';
  const [y, m, d] = valid.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * Where the caret belongs after masking: behind the same number of digits it
 * was behind before ('17|0' typed as '170' → '17/0|').
 */
export function caretAfterMask(raw: string, caret: number, masked: string): number {
  const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i])) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return masked.length;
}
