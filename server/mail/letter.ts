/**
 * A mail as its parts (docs/product/bookings-and-payments.md#what-a-mail-looks-like): paragraphs, buttons, the
 * booking's houses as a table, and the houses it is about (their pictures, addresses, directions), with the
 * letterhead and footer of the company. The kinds build one; the text part is written from it at once
 * (letterText), the HTML part when it is queued (letter-html.ts, MJML).
 */
import type { Locale } from '../../contract/locale.ts';
import type { CompanyDetails } from '../documents/types.ts';

/** A link shown as a button in HTML; in the text part its lead, then the address on its own line. */
export interface LetterButton {
  lead: string;
  label: string;
  url: string;
}

/** A house of the booking as the HTML part shows it (the text part has its line among the paragraphs). */
export interface LetterHouse {
  name: string;
  picture: { url: string; alt: string } | null;
  address: string | null;
  directions: string | null;
}

/** One house line of a booking, its cells as written (amounts as the money record gives them). */
export interface LetterStay {
  house: string;
  dates: string;
  nights: string;
  guests: string;
  /** None in a mail without money (a traveller's on account). */
  price: string | null;
}

/**
 * A booking's houses: in HTML a table (house, dates, guests, price) with the sums below it; in the text
 * part each group's heading and a line per house, then the sums' lines.
 */
export interface LetterStays {
  /** The headings of the details under each house's name. */
  columns: { dates: string; guests: string; price: string };
  groups: Array<{ heading: string; stays: LetterStay[] }>;
  /** Lines below the houses (kits, reduction, total): the label, the amount, and the line the text part shows. */
  sums: Array<{ label: string; amount: string; line: string }>;
}

/** A paragraph (lines by \n), a button, or a booking's houses. */
export type LetterPart = string | LetterButton | LetterStays;

export interface Letter {
  locale: Locale;
  /** The letterhead and footer; none for mails that are not the company's letters (staff notices). */
  company: CompanyDetails | null;
  /** An italic line above the letter: whose copy this is. */
  note?: string;
  /** The houses the mail is about, with their pictures, shown above the paragraphs in HTML. */
  houses?: LetterHouse[];
  parts: LetterPart[];
}

export const button = (lead: string, label: string, url: string): LetterButton => ({ lead, label, url });

export const isButton = (part: LetterPart): part is LetterButton => typeof part !== 'string' && 'url' in part;

/** - Hekla View (H-101): 3 Jun 2028 – 10 Jun 2028, 7 nights, €1,400.00 */
export const stayLine = (s: LetterStay): string =>
  `- ${s.house}: ${s.dates}, ${s.nights}${s.price === null ? '' : `, ${s.price}`}`;

/** The company's details as the footer shows them, in both parts: its lines, then phone and e-mail. */
export const footerLines = (company: CompanyDetails): string[] => [
  ...company.lines,
  `${company.phone} · ${company.email}`,
];

function partText(part: LetterPart): string {
  if (typeof part === 'string') return part;
  if (isButton(part)) return `${part.lead}\n${part.url}`;
  return [
    ...part.groups.flatMap((g) => [`${g.heading}:`, ...g.stays.map(stayLine)]),
    ...part.sums.map((s) => s.line),
  ].join('\n');
}

/** The plain-text part: the note, the parts as paragraphs, and the company's footer below a signature line. */
export function letterText(letter: Letter): string {
  const footer = letter.company ? [`-- \n${footerLines(letter.company).join('\n')}`] : [];
  return `${[...(letter.note ? [letter.note] : []), ...letter.parts.map(partText), ...footer].join('\n\n')}\n`;
}

/** What a kind returns for its body: the text part and the letter the HTML part is rendered from. */
export function letterBody(letter: Letter): { text: string; letter: Letter } {
  return { text: letterText(letter), letter };
}
