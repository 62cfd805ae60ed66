/** Mail bodies: paragraphs as plain text and as simple HTML with clickable links. */

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const linkify = (html: string) => html.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** Paragraphs (blank-line separated) as text, and the same as simple HTML with clickable links. */
export function paragraphsMail(paragraphs: string[]): { text: string; html: string } {
  return {
    text: `${paragraphs.join('\n\n')}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs
      .map((p) => `<p>${linkify(escapeHtml(p)).replace(/\n/g, '<br>')}</p>`)
      .join('')}</body></html>`,
  };
}
