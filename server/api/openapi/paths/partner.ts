/** /api/user/bookings/{code}/…: a trade partner's calls on its own bookings (server/api/users/partner-cancel.ts). */
import {
  acceptLanguage,
  arrayOf,
  errors,
  integer,
  json,
  object,
  pathParam,
  ref,
  type Schema,
  companySession,
} from '../parts.ts';

const code = pathParam('code', { type: 'string', pattern: '^[0-9]{8}$' }, "A booking of the user's company.");

export const paths: Record<string, object> = {
  '/api/user/bookings/{code}/documents/{file}': {
    get: {
      tags: ['Users'],
      operationId: 'getPartnerDocument',
      summary: "A document of a booking of the user's company",
      description:
        "Every PDF of the booking: invoices, credit notes, the cancellation invoice, and the travel documents once it is paid in full (before: 403). The links GET /api/user/bookings gives; they do not expire. Another company's booking or an unknown document is a 404.",
      security: companySession,
      parameters: [
        code,
        pathParam(
          'file',
          { type: 'string', pattern: '^[a-z0-9-]+\\.pdf$' },
          "The document's id with .pdf (invoice.pdf: the standing invoice; credit-note-2026-000007.pdf, travel-1.pdf …).",
        ),
        acceptLanguage,
      ],
      responses: {
        200: {
          description: 'The PDF, as stored.',
          content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
        },
        ...errors([400, 401, 403, 404]),
      },
    },
  },
  '/api/user/bookings/{code}/cancellation': {
    get: {
      tags: ['Users'],
      operationId: 'quotePartnerCancellation',
      summary: 'What cancelling the booking today would cost the company',
      description:
        "The terms' fee per house (contract/cancellation-fees.ts), in integer cents. Another company's booking is a 404; a booking cancelled already or whose first arrival has come, a 409.",
      security: companySession,
      parameters: [code, acceptLanguage],
      responses: {
        200: json('The fee the terms give for today.', ref('PartnerCancellationQuote')),
        ...errors([400, 401, 404, 409, 429]),
      },
    },
  },
  '/api/user/bookings/{code}/cancel': {
    post: {
      tags: ['Users'],
      operationId: 'cancelPartnerBooking',
      summary: "Cancel a booking of the user's company under the terms",
      description:
        "Cancelled as a guest's or staff's cancellation is: a credit note cancels the invoice, a cancellation invoice to the company states the fee, the traveller and the company are mailed. Nothing paid by card is involved: the booking is on account.",
      security: companySession,
      parameters: [code, acceptLanguage],
      responses: {
        200: json('The booking, cancelled.', ref('Reservation')),
        ...errors([400, 401, 404, 409, 429]),
      },
    },
  },
};

export const schemas: Record<string, Schema> = {
  PartnerCancellationQuote: object({
    bookingCode: { type: 'string' },
    feeCents: integer,
    houses: arrayOf(object({ position: integer, percent: integer, feeCents: integer })),
  }),
};
