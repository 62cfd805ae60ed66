/**
 * The test gateway's card form rules: the well-known test numbers only (it
 * takes no real cards), a Luhn-valid number, an expiry date not in the past,
 * a 3- or 4-digit security code and a name.
 */
export type CardField = 'name' | 'number' | 'exp' | 'cvc';
export type CardProblem = 'required' | 'invalid' | 'notTestCard' | 'expired';

/** Succeed: Visa and Mastercard test numbers. */
const SUCCEEDS = new Set(['4242424242424242', '5555555555554444']);
/** Declined by the "bank": generic decline and insufficient funds. */
const DECLINED = new Set(['4000000000000002', '4000000000009995']);

export interface CardForm {
  name: string;
  number: string;
  exp: string;
  cvc: string;
}

export type CardCheck =
  { ok: true; outcome: 'succeeds' | 'declined' } | { ok: false; problems: Partial<Record<CardField, CardProblem>> };

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** MM/YY, MMYY, MM/YYYY (spaces allowed): the last month the card works, or null. */
function expiry(value: string): { year: number; month: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** One of the test numbers (spaces and dashes allowed): safe to write back into the form, unlike a real card's. */
export function isTestCard(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  return SUCCEEDS.has(digits) || DECLINED.has(digits);
}

export function checkCard(form: CardForm, now: Date): CardCheck {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  if (!form.name.trim()) problems.name = 'required';
  const digits = form.number.replace(/[\s-]/g, '');
  if (!digits) problems.number = 'required';
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) problems.number = 'invalid';
  else if (!SUCCEEDS.has(digits) && !DECLINED.has(digits)) problems.number = 'notTestCard';
  const exp = form.exp.trim() ? expiry(form.exp) : null;
  if (!form.exp.trim()) problems.exp = 'required';
  else if (!exp) problems.exp = 'invalid';
  else if (exp.year * 12 + exp.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) problems.exp = 'expired';
  if (!form.cvc.trim()) problems.cvc = 'required';
  else if (!/^\d{3,4}$/.test(form.cvc.trim())) problems.cvc = 'invalid';
  if (Object.keys(problems).length) return { ok: false, problems };
  return { ok: true, outcome: DECLINED.has(digits) ? 'declined' : 'succeeds' };
}
