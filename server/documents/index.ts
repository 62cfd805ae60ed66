/**
 * Invoice and travel-document PDFs (pdfkit). `renderReservationDocuments`
 * renders a reservation's set: one invoice, one travel document per house.
 */
import { renderInvoice } from './invoice.ts';
import { t } from '../texts.ts';
import { renderTravelDocument } from './travel.ts';
import type { ReservationDocumentData } from './types.ts';

export { renderInvoice } from './invoice.ts';
export { renderTravelDocument } from './travel.ts';
export type {
  CompanyDetails,
  DocumentCancellation,
  DocumentHouse,
  DocumentPayment,
  DocumentRefund,
  ReservationDocumentData,
} from './types.ts';

export interface RenderedDocument {
  /** 'invoice' or 'travel-<position>': the id in URLs and in the database. */
  name: string;
  kind: 'invoice' | 'travel';
  position: number | null;
  /** File name for downloads and mail attachments, in the booking's language. */
  filename: string;
  content: Buffer;
}

export function invoiceFilename(data: Pick<ReservationDocumentData, 'locale' | 'bookingCode'>): string {
  return `sumarhus-${t(data.locale, 'documents.invoiceFile')}-${data.bookingCode}.pdf`;
}

export function travelFilename(
  data: Pick<ReservationDocumentData, 'locale' | 'bookingCode'>,
  houseCode: string,
): string {
  return `sumarhus-${t(data.locale, 'documents.travelFile')}-${data.bookingCode}-${houseCode}.pdf`;
}

export async function renderReservationDocuments(
  data: ReservationDocumentData,
  kinds: ReadonlyArray<'invoice' | 'travel'> = ['invoice', 'travel'],
): Promise<RenderedDocument[]> {
  const out: RenderedDocument[] = [];
  if (kinds.includes('invoice')) {
    out.push({
      name: 'invoice',
      kind: 'invoice',
      position: null,
      filename: invoiceFilename(data),
      content: await renderInvoice(data),
    });
  }
  if (kinds.includes('travel')) {
    for (const h of data.houses) {
      out.push({
        name: `travel-${h.position}`,
        kind: 'travel',
        position: h.position,
        filename: travelFilename(data, h.code),
        content: await renderTravelDocument(data, h.position),
      });
    }
  }
  return out;
}
