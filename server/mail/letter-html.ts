/**
 * The HTML part of a letter, rendered with MJML (responsive mail HTML that older clients show too):
 * the letterhead in the PDFs' colours, the houses with their pictures, the paragraphs, each link
 * a button, a booking's houses as a table, the company's details in the footer. Every text is
 * escaped here, once.
 */
import mjml2html from 'mjml';
import { ACCENT, MUTED } from '../documents/colours.ts';
import { footerLines, isButton, type Letter, type LetterHouse, type LetterPart, type LetterStays } from './letter.ts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Escaped, its line breaks kept. */
const lines = (s: string) => escapeHtml(s).replace(/\n/g, '<br />');

// Words whole (MJML's column breaks them anywhere), so a narrow screen gives each column its longest word.
const cell = (tag: 'td' | 'th', s: string, attributes = '', style = '') =>
  `<${tag}${attributes} style="padding:4px 8px 4px 0;vertical-align:top;word-break:normal;${style}">${lines(s)}</${tag}>`;
const amountCell = (s: string, rule = '') =>
  cell('td', s, ' align="right"', `${rule}padding-right:0;white-space:nowrap`);

/**
 * The houses as a table that reads at 320 pixels: each house's name on a row of its own, below it its
 * dates and nights, guests and price; the sums under a line.
 */
function stays(p: LetterStays): string {
  const priced = p.groups.some((g) => g.stays.some((s) => s.price !== null));
  const span = priced ? 3 : 2;
  const columns = [
    cell('th', p.columns.dates, ' scope="col" align="left"'),
    cell('th', p.columns.guests, ' scope="col" align="left"'),
    ...(priced ? [cell('th', p.columns.price, ' scope="col" align="right"', 'padding-right:0')] : []),
  ];
  const rows = p.groups.flatMap((g, i) => [
    `<tr>${cell('th', g.heading, ` colspan="${span}" scope="colgroup" align="left"`, `color:${MUTED}`)}</tr>`,
    ...(i === 0 ? [`<tr>${columns.join('')}</tr>`] : []),
    ...g.stays.flatMap((s) => [
      `<tr>${cell('td', s.house, ` colspan="${span}"`, `padding-top:8px;font-weight:bold;color:${ACCENT};word-break:break-word`)}</tr>`,
      `<tr>${cell('td', `${s.dates}\n${s.nights}`)}${cell('td', s.guests)}${priced ? amountCell(s.price ?? '') : ''}</tr>`,
    ]),
  ]);
  const sums = p.sums.map((s, i) => {
    const rule = i === 0 ? 'border-top:1px solid #dddddd;' : '';
    return `<tr>${cell('td', s.label, ` colspan="${span - 1}"`, rule)}${amountCell(s.amount, rule)}</tr>`;
  });
  return `<mj-table font-size="14px" line-height="1.4" color="#222222" padding="6px 24px">${rows.join('')}${sums.join('')}</mj-table>`;
}

function part(p: LetterPart): string {
  if (typeof p === 'string') return `<mj-text>${lines(p)}</mj-text>`;
  if (!isButton(p)) return stays(p);
  return `<mj-text>${lines(p.lead)}</mj-text>
    <mj-button href="${escapeHtml(p.url)}" align="left">${escapeHtml(p.label)}</mj-button>`;
}

function house(h: LetterHouse): string {
  const picture = h.picture
    ? `<mj-image src="${escapeHtml(h.picture.url)}" alt="${escapeHtml(h.picture.alt)}" width="536px" border-radius="4px" />`
    : '';
  const where = [h.address, h.directions].filter((s): s is string => Boolean(s));
  return `<mj-section padding="8px 0"><mj-column>${picture}
    <mj-text font-size="17px" font-weight="bold" color="${ACCENT}">${escapeHtml(h.name)}</mj-text>
    ${where.map((s) => `<mj-text color="${MUTED}">${lines(s)}</mj-text>`).join('')}
  </mj-column></mj-section>`;
}

function head(letter: Letter): string {
  // As the PDFs' letterhead: the first line of company_info up to its first ·.
  const name = (letter.company?.lines[0] ?? 'Sumarhus').split('·')[0].trim();
  return `<mj-section background-color="${ACCENT}" padding="16px 0">
    <mj-column><mj-text color="#ffffff" font-size="22px" font-weight="bold">${escapeHtml(name)}</mj-text></mj-column>
  </mj-section>`;
}

function foot(letter: Letter): string {
  const c = letter.company;
  if (!c) return '';
  const details = footerLines(c).map(escapeHtml).join('<br />');
  return `<mj-section padding="16px 0"><mj-column>
    <mj-divider border-width="1px" border-color="#dddddd" />
    <mj-text font-size="12px" color="${MUTED}">${details}</mj-text>
  </mj-column></mj-section>`;
}

/** The letter as MJML markup (letterHtml renders it), titled with the mail's subject. */
export function letterMjml(letter: Letter, subject: string): string {
  const note = letter.note ? `<mj-text font-style="italic" color="${MUTED}">${lines(letter.note)}</mj-text>` : '';
  return `<mjml lang="${letter.locale}">
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#222222" padding="6px 24px" />
      <mj-button background-color="${ACCENT}" color="#ffffff" font-size="15px" font-weight="bold" border-radius="4px" inner-padding="12px 24px" padding="4px 24px 12px" />
      <mj-image padding="0 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f0" width="600px">
    ${head(letter)}
    <mj-wrapper background-color="#ffffff" padding="12px 0">
      ${(letter.houses ?? []).map(house).join('')}
      <mj-section padding="0"><mj-column>${note}${letter.parts.map(part).join('\n')}</mj-column></mj-section>
    </mj-wrapper>
    ${foot(letter)}
  </mj-body>
</mjml>`;
}

/** The HTML part, its document titled with the subject; MJML's own errors (markup we wrote wrong) are thrown. */
export async function letterHtml(letter: Letter, subject: string): Promise<string> {
  const { html, errors } = await mjml2html(letterMjml(letter, subject), {
    validationLevel: 'strict',
    keepComments: false,
  });
  if (errors.length) throw new Error(`mail HTML: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}
