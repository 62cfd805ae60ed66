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
