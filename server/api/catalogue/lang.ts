import type { Locale } from '../../../contract/locale.ts';

/**
 * The suffix of a translated column pair (name_en / name_de). Only these two
 * values ever reach SQL text, whatever the request said.
 */
export function sfx(lang: Locale): 'en' | 'de' {
  return lang === 'de' ? 'de' : 'en';
}
