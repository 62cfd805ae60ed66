/**
 * The common frame of the PDFs (pdfkit): A4, a letterhead, a footer with the
 * company lines and page numbers, and a few layout helpers.
 *
 * Fonts: pdfkit's built-in Helvetica when every character of the document is
 * in its WinAnsi (Windows-1252) encoding, which covers English, German and
 * Icelandic (ð, þ, æ, €, „“, –). Anything beyond (a Polish, Czech, Greek or
 * Cyrillic guest name) needs an embedded font: DejaVu Sans (Debian's
 * fonts-dejavu-core, which CI installs). Embedding costs about 150 ms per
 * document, rendered inside the booking transaction, so it is only paid when needed.
 */
import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { ACCENT, MUTED } from './colours.ts';
import type { CompanyDetails } from './types.ts';

export type Pdf = InstanceType<typeof PDFDocument>;

const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu'];
const fonts = (() => {
  for (const dir of FONT_DIRS) {
    const regular = `${dir}/DejaVuSans.ttf`;
    const bold = `${dir}/DejaVuSans-Bold.ttf`;
    if (fs.existsSync(regular) && fs.existsSync(bold)) return { regular, bold };
  }
  return null;
})();

export const MARGIN = 50;
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_HEIGHT = 46;

// Windows-1252's characters in 0x80–0x9F; with ASCII and Latin-1 (0xA0–0xFF) they make up WinAnsi.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Whether the standard PDF fonts can show every character of `text`. */
export function fitsWinAnsi(text: string): boolean {
  for (const c of text) {
    const code = c.codePointAt(0)!;
    if (
      code === 10 ||
      code === 13 ||
      (code >= 32 && code < 127) ||
      (code >= 160 && code <= 255) ||
      WIN_ANSI_EXTRA.has(c)
    )
      continue;
    return false;
  }
  return true;
}

/** `text`: everything the document will print (or a superset): decides whether a font must be embedded. */
export function createPdf(meta: { title: string; subject: string; createdAt: Date; lang: string; text: string }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER_HEIGHT, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: meta.lang,
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Author: 'Sumarhus',
      Creator: 'sumarhus',
      CreationDate: meta.createdAt,
      ModDate: meta.createdAt,
    },
  });
  if (fonts && !fitsWinAnsi(meta.text)) {
    doc.registerFont('regular', fonts.regular);
    doc.registerFont('bold', fonts.bold);
  } else {
    doc.registerFont('regular', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
  doc.font('regular').fontSize(10).fillColor('black');
  return doc;
}

/** Ends the document and resolves with its bytes. */
export function finish(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Company name (first line of company_info) at the top left, the document's title and code at the right. */
export function letterhead(doc: Pdf, company: CompanyDetails, title: string, subtitle: string): void {
  const [name = 'Sumarhus'] = company.lines;
  const top = MARGIN;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(ACCENT)
    .text(name.split('·')[0].trim(), MARGIN, top, { width: CONTENT_WIDTH / 2 });
  doc.font('regular').fontSize(8).fillColor(MUTED);
  for (const line of company.lines) doc.text(line, { width: CONTENT_WIDTH / 2 + 40 });
  doc.text(`${company.phone} · ${company.email}`, { width: CONTENT_WIDTH / 2 + 40 });
  const leftBottom = doc.y;
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('black')
    .text(title, MARGIN + CONTENT_WIDTH / 2, top, { width: CONTENT_WIDTH / 2, align: 'right' });
  doc
    .font('regular')
    .fontSize(10)
    .text(subtitle, { width: CONTENT_WIDTH / 2, align: 'right' });
  doc.y = Math.max(leftBottom, doc.y) + 18;
  doc.x = MARGIN;
  rule(doc);
}

/** A thin line across the page, then a little space. */
export function rule(doc: Pdf): void {
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y)
    .lineWidth(0.5)
    .strokeColor('#bbbbbb')
    .stroke();
  doc.y += 8;
}

export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 40);
  doc.moveDown(0.6);
  doc.x = MARGIN;
  doc.font('bold').fontSize(12).fillColor(ACCENT).text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.fillColor('black').font('regular').fontSize(10);
  doc.moveDown(0.3);
}

export function paragraph(
  doc: Pdf,
  text: string,
  options: { muted?: boolean; bold?: boolean; size?: number } = {},
): void {
  doc.x = MARGIN;
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 10)
    .fillColor(options.muted ? MUTED : 'black');
  doc.text(text, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.fillColor('black').font('regular').fontSize(10);
}

/** A label and its value side by side, on one page. */
export function field(doc: Pdf, label: string, value: string, labelWidth = 150): void {
  doc.font('bold').fontSize(10);
  const labelHeight = doc.heightOfString(label, { width: labelWidth - 8 });
  doc.font('regular');
  ensureSpace(doc, Math.max(labelHeight, doc.heightOfString(value, { width: CONTENT_WIDTH - labelWidth })) + 2);
  const y = doc.y;
  doc
    .font('bold')
    .fontSize(10)
    .text(label, MARGIN, y, { width: labelWidth - 8 });
  const afterLabel = doc.y;
  doc.font('regular').text(value, MARGIN + labelWidth, y, { width: CONTENT_WIDTH - labelWidth });
  doc.y = Math.max(afterLabel, doc.y) + 2;
  doc.x = MARGIN;
}

export interface Column {
  width: number;
  align?: 'left' | 'right';
  /** A column of labels, in bold. */
  bold?: boolean;
}

/** One row of a table; cells may wrap, the row is as tall as its tallest cell. */
export function row(
  doc: Pdf,
  columns: Column[],
  cells: string[],
  options: { bold?: boolean; shade?: boolean } = {},
): void {
  const font = (i: number) => doc.font(options.bold || columns[i].bold ? 'bold' : 'regular').fontSize(10);
  const heights = cells.map((c, i) => font(i).heightOfString(c, { width: columns[i].width - 6 }));
  const height = Math.max(...heights) + 6;
  ensureSpace(doc, height);
  const y = doc.y;
  if (options.shade) doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill('#eef3f2').fillColor('black');
  let x = MARGIN;
  cells.forEach((cell, i) => {
    font(i).text(cell, x + 3, y + 3, { width: columns[i].width - 6, align: columns[i].align ?? 'left' });
    x += columns[i].width;
  });
  doc.y = y + height;
  doc.x = MARGIN;
  doc.font('regular');
}

export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT) doc.addPage();
}

/** Footer on every page: company lines and "page n of m". Call last. */
export function footers(doc: Pdf, company: CompanyDetails, pageText: (n: number, of: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT + 14;
    // Writing inside the bottom margin must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(PAGE_WIDTH - MARGIN, y - 4)
      .lineWidth(0.5)
      .strokeColor('#bbbbbb')
      .stroke();
    doc.font('regular').fontSize(7).fillColor(MUTED);
    doc.text(company.lines.join(' · '), MARGIN, y, { width: CONTENT_WIDTH - 60, lineBreak: true });
    doc.text(pageText(i - range.start + 1, range.count), PAGE_WIDTH - MARGIN - 60, y, { width: 60, align: 'right' });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}
