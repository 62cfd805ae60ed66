/**
 * IBANs as staff type them and as payouts need them (docs/product/owners.md#bank-details): spaces
 * dropped and letters capitalised, then checked by ISO 13616's mod-97 check digits.
 */

/** The IBAN as stored: without spaces, capital letters ("is14 0159 …" → "IS140159…"). */
export function normaliseIban(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** Country, two check digits, 10 to 30 letters or digits (the database's own check). */
const SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/;

/** Whether a normalised IBAN is well formed and its check digits hold (mod 97 of the rearranged number is 1). */
export function isIban(iban: string): boolean {
  if (!SHAPE.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const char of rearranged) {
    const value = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}
