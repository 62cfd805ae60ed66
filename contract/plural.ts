import type { Locale } from './locale.ts';

/** A counted word's forms, as the dictionaries write them; English and German need only these two. */
export interface PluralForms<T = string> {
  one: T;
  other: T;
}

// Made at first use: building an Intl object costs a slow phone time at start.
const rules = new Map<Locale, Intl.PluralRules>();

/** Which form a count takes in a language (Intl.PluralRules); anything but a number takes 'other'. */
export function pluralForm(locale: Locale, count: unknown): keyof PluralForms {
  if (typeof count !== 'number') return 'other';
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule.select(count) === 'one' ? 'one' : 'other';
}

/** The form of a word for a count: plural('en', 2, { one: 'booking', other: 'bookings' }) is 'bookings'. */
export function plural<T>(locale: Locale, count: number, forms: PluralForms<T>): T {
  return forms[pluralForm(locale, count)];
}
