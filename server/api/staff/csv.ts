/**
 * One CSV field (RFC 4180) that a spreadsheet opens as text, whichever
 * separator it splits on: German Excel splits on `;`, others on `,` or tab.
 * - Quoted when it holds a comma, semicolon, quote, tab or line break, so the
 *   value stays one cell for a reader that honours quotes.
 * - A formula start (=, +, -, @, tab, CR) at the beginning, or right after a
 *   separator or line break, gets a `'` in front, so a reader that splits
 *   without honouring quotes finds no formula in any piece either.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = value.replace(/(^|[,;\t\r\n])(?=[=+\-@\t\r])/g, "$1'");
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
