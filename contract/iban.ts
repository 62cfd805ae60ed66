/**
 * IBANs (ISO 13616): two letters for the country, two check digits, then the
 * national account number (BBAN). Valid when the number, read with its first
 * four characters moved to the end and letters as 10–35, leaves 1 divided by 97.
 */

/** Without spaces, in capitals: how an IBAN is stored and compared. */
export function normaliseIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The remainder mod 97 of the number the characters spell (digits as such, A = 10 … Z = 35). */
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const value = parseInt(ch, 36);
    rest = (value > 9 ? rest * 100 + value : rest * 10 + value) % 97;
  }
  return rest;
}

/** True when `text` (spaces and case as typed) is an IBAN with valid check digits. */
export function isValidIban(text: string): boolean {
  const iban = normaliseIban(text);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The IBAN of a national account number: its check digits computed. */
export function ibanOf(country: string, bban: string): string {
  const check = 98 - mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}
