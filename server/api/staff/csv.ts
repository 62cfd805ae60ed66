/**
 * CSV (RFC 4180, CRLF lines) as Excel opens it in each language
 * (docs/product/screens.md#the-bookings-csv): English comma-separated with decimal points,
 * German semicolon-separated with decimal commas, which is what Excel reads by default there.
 */
import { formatAmount } from '../../../contract/amount.ts';
import type { Locale } from '../../../contract/locale.ts';

/** A cell: text, empty, or an amount in cents (written with the language's decimal mark). */
export type CsvCell = string | null | { cents: number };

const SEPARATOR: Record<Locale, string> = { en: ',', de: ';' };

/**
 * One field that a spreadsheet opens as text, whichever separator it splits on: German Excel
 * splits on `;`, others on `,` or tab.
 * - Quoted when it holds a comma, semicolon, quote, tab or line break, so the
 *   value stays one cell for a reader that honours quotes.
 * - A formula start (=, +, -, @, tab, CR) at the beginning, or right after a
 *   separator or line break, gets a `'` in front, so a reader that splits
 *   without honouring quotes finds no formula in any piece either.
 * - An amount is our own digits (`-1234.50`, `1234,50`): never a formula, and its decimal comma
 *   is no separator in the German file, so it stays a number for the spreadsheet.
 */
export function csvField(value: CsvCell, locale: Locale): string {
  if (value === null) return '';
  if (typeof value === 'object') return formatAmount(value.cents, locale);
  const text = value.replace(/(^|[,;\t\r\n])(?=[=+\-@\t\r])/g, "$1'");
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file in the language's format: a byte-order mark (so that Excel reads UTF-8: "Jürgen", not "JÃ¼rgen"), then the rows. */
export function csvFile(rows: CsvCell[][], locale: Locale): string {
  const lines = rows.map((cells) => cells.map((cell) => csvField(cell, locale)).join(SEPARATOR[locale]));
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}
