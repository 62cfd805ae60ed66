/**
 * Invoice and travel-document PDFs (pdfkit). `renderTravelDocuments` renders
 * a reservation's travel documents, one per house; invoices and credit notes
 * are rendered once, when issued (server/api/reservations/invoices.ts).
 */
import { t } from '../texts.ts';
import { renderTravelDocument } from './travel.ts';
import type { ReservationDocumentData } from './types.ts';

export { renderInvoice } from './invoice.ts';
export { renderTravelDocument } from './travel.ts';

export interface RenderedDocument {
  /** 'travel-<position>': the id in URLs and in the database. */
  name: string;
  kind: 'travel';
  position: number;
  /** File name for downloads and mail attachments, in the booking's language. */
  filename: string;
  content: Buffer;
}

/** An invoice's or credit note's file name: sumarhus-invoice-12345678-2026-000123.pdf. */
export function issuedFilename(
  data: Pick<ReservationDocumentData, 'locale' | 'bookingCode'>,
  kind: 'invoice' | 'credit_note',
  number: string,
): string {
  const word = t(data.locale, kind === 'invoice' ? 'documents.invoiceFile' : 'documents.creditNoteFile');
  return `sumarhus-${word}-${data.bookingCode}-${number}.pdf`;
}

export function travelFilename(
  data: Pick<ReservationDocumentData, 'locale' | 'bookingCode'>,
  houseCode: string,
): string {
  return `sumarhus-${t(data.locale, 'documents.travelFile')}-${data.bookingCode}-${houseCode}.pdf`;
}

export async function renderTravelDocuments(data: ReservationDocumentData): Promise<RenderedDocument[]> {
  const out: RenderedDocument[] = [];
  for (const h of data.houses) {
    out.push({
      name: `travel-${h.position}`,
      kind: 'travel',
      position: h.position,
      filename: travelFilename(data, h.code),
      content: await renderTravelDocument(data, h.position),
    });
  }
  return out;
}
