/**
 * The demo owners' bank details and tax numbers: Icelandic, German and Danish
 * accounts as IBANs with valid check digits (ISO 13616 mod-97) and their
 * banks' BICs, and kennitölur (Icelandic ID numbers) with their check digit.
 * Made up, but shaped like real ones.
 */
import { ibanOf } from '../../contract/iban.ts';
import type { Random } from './random.ts';

export type Country = 'IS' | 'DE' | 'DK';

/** Banks by branch (IS: 4 digits), bank code (DE: Bankleitzahl, 8) or registration number (DK: 4), with a BIC. */
const BANKS: Record<Country, Array<readonly [string, string]>> = {
  IS: [
    ['0101', 'NBIIISRE'],
    ['0111', 'NBIIISRE'],
    ['0133', 'NBIIISRE'],
    ['0162', 'NBIIISRE'],
    ['0301', 'ESJAISRE'],
    ['0322', 'ESJAISRE'],
    ['0370', 'ESJAISRE'],
    ['0515', 'GLITISRE'],
    ['0526', 'GLITISRE'],
    ['0565', 'GLITISRE'],
  ],
  DE: [
    ['10070000', 'DEUTDEBBXXX'],
    ['20040000', 'COBADEHHXXX'],
    ['70150000', 'SSKMDEMMXXX'],
    ['37050198', 'COLSDE33XXX'],
  ],
  DK: [
    ['3001', 'DABADKKK'],
    ['2191', 'NDEADKKK'],
    ['7890', 'JYBADKKK'],
  ],
};

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

/**
 * A kennitala "DDMMYY-RRCE" of someone born between 1945 and 1995: R random,
 * C the check digit (weights 3 2 7 6 5 4 3 2, mod 11), E the century (9: 1900s).
 */
export function kennitala(random: Random): string {
  const year = random.int(1945, 1995);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  const two = (n: number) => String(n).padStart(2, '0');
  for (;;) {
    const first = `${two(day)}${two(month)}${two(year % 100)}${two(random.int(20, 99))}`;
    const sum = [3, 2, 7, 6, 5, 4, 3, 2].reduce((total, weight, i) => total + weight * Number(first[i]), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check < 10) return `${first.slice(0, 6)}-${first.slice(6)}${check}9`;
  }
}

/** An account at a bank of the country: an Icelandic one carries its holder's kennitala, as theirs do. */
export function bankAccount(random: Random, country: Country, taxNumber: string): { iban: string; bic: string } {
  const [bank, bic] = random.pick(BANKS[country]);
  const account =
    country === 'IS' ? `${bank}26${digits(random, 6)}${taxNumber.replace('-', '')}` : `${bank}${digits(random, 10)}`;
  return { iban: ibanOf(country, account), bic };
}
