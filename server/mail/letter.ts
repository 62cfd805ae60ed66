/**
 * A mail as its parts (docs/product/bookings-and-payments.md#what-a-mail-looks-like): paragraphs, buttons and the houses it is
 * about (their pictures, addresses, directions), with the letterhead and footer of the company. The kinds build one; the text part is
 * written from it at once (letterText), the HTML part when it is queued (letter-html.ts, MJML).
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

/** A paragraph (lines by \n) or a button. */
export type LetterPart = string | LetterButton;

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

function partText(part: LetterPart): string {
  if (typeof part === 'string') return part;
  return `${part.lead}\n${part.url}`;
}

/** The plain-text part: the note, then the parts as paragraphs. */
export function letterText(letter: Letter): string {
  return `${[...(letter.note ? [letter.note] : []), ...letter.parts.map(partText)].join('\n\n')}\n`;
}

/** What a kind returns for its body: the text part and the letter the HTML part is rendered from. */
export function letterBody(letter: Letter): { text: string; letter: Letter } {
  return { text: letterText(letter), letter };
}
