/** URL slugs from Icelandic and German names: "Sólheimar cottage" → "solheimar-cottage", "Þórshöfn" → "thorshofn". */
const LETTERS: Record<string, string> = { þ: 'th', ð: 'd', æ: 'ae', ö: 'o', ä: 'ae', ü: 'ue', ß: 'ss', ø: 'o', å: 'a' };

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[þðæöäüßøå]/g, (ch) => LETTERS[ch])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
