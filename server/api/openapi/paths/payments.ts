/**
 * /api/payments (server/api/payments/router.ts): browser navigations to
 * and from the payment page (303 redirects, never JSON), the provider's
 * webhook, and the built-in test gateway's card page (HTML).
 */
import { RETURN_WINDOW_MS } from '../../payments/sessions.ts';
import {
  acceptLanguage,
  errors,
  html,
  json,
  object,
  oneOfValues,
  pathParam,
  queryParam,
  ref,
  seeOther,
  string,
  type Schema,
} from '../parts.ts';

const token = pathParam('token', string, "The card page's token.");

export const paths: Record<string, object> = {
  '/api/payments/pay/{code}/{paymentId}': {
    get: {
      tags: ['Payments'],
      operationId: 'openPayLink',
      summary: 'A signed pay link (browser navigation)',
      description:
        "Opens the provider's payment page for the payment. When nothing is due any more, the link expired or the provider cannot be reached, it goes to the thank-you page of the booking's language instead (?payment=done|expired|unavailable), with the sealed booked cookie that page reads.",
      parameters: [
        pathParam('code', { type: 'string', pattern: '^[0-9]{8}$' }, 'The booking code.'),
        pathParam('paymentId', { type: 'integer', minimum: 1 }, 'The payment id.'),
        queryParam('exp', string, 'Expiry (seconds since 1970).', true),
        queryParam('sig', string, 'Signature.', true),
        acceptLanguage,
      ],
      responses: { 303: seeOther('To the payment page, or to the thank-you page.'), ...errors([400, 403, 404]) },
    },
  },
  '/api/payments/return/{sessionId}': {
    get: {
      tags: ['Payments'],
      operationId: 'returnFromPaymentPage',
      summary: 'Back from the payment page (browser navigation)',
      description: `Asks the provider how the payment went, settles it (once, whatever the webhook's timing) and goes to the thank-you page (?payment=done|cancelled). The first visit within ${RETURN_WINDOW_MS / 60_000} minutes of the page being paid or left sets the httpOnly \`booked\` cookie by which that page shows the booking; any later visit sets none.`,
      parameters: [
        pathParam('sessionId', { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' }, 'Our payment session id.'),
        queryParam('to', oneOfValues(['success', 'cancel']), 'How the guest left the payment page.'),
        acceptLanguage,
      ],
      responses: { 303: seeOther('To the thank-you page.'), ...errors([400, 404]) },
    },
  },
  '/api/payments/{provider}/webhook': {
    post: {
      tags: ['Payments'],
      operationId: 'paymentWebhook',
      summary: "The payment provider's signed callback",
      description:
        "The raw body is checked with the provider's signature header (Stripe-Signature for stripe); an event counts once however often it arrives.",
      parameters: [pathParam('provider', oneOfValues(['stripe', 'test']), 'The configured provider.')],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        200: json('Received.', ref('WebhookReceipt')),
        ...errors([400, 404, 413]),
      },
    },
  },
  '/api/payments/test-gateway/{token}': {
    get: {
      tags: ['Payments'],
      operationId: 'testGatewayPage',
      summary: "The built-in test gateway's card page (HTML; only without a real provider)",
      parameters: [token, acceptLanguage],
      responses: {
        200: html('The card form.'),
        410: html('The page expired, or the site replaced it.'),
        ...errors([400, 404]),
      },
    },
    post: {
      tags: ['Payments'],
      operationId: 'testGatewayPay',
      summary: 'Pay on the test gateway (form post)',
      parameters: [token, acceptLanguage],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: { type: 'object', properties: { name: string, number: string, exp: string, cvc: string } },
            example: { name: 'Anna Schmidt', number: '4242 4242 4242 4242', exp: '12/28', cvc: '123' },
          },
        },
      },
      responses: {
        303: seeOther('Paid: back to the site.'),
        402: html('Declined (the test card for a decline).'),
        409: html('Paid already.'),
        410: html('The page expired, or the site replaced it.'),
        422: html('The card form with the problems.'),
        ...errors([400, 403, 404, 413]),
      },
    },
  },
};

export const schemas: Record<string, Schema> = {
  WebhookReceipt: object({
    received: { const: true },
    outcome: oneOfValues([
      'paid',
      'alreadyCounted',
      'duplicateCharge',
      'expired',
      'duplicateEvent',
      'unknownPage',
      'refundSent',
      'refundFailed',
      'alreadySettled',
      'unknownRefund',
      'disputeRecorded',
      'unknownCharge',
      'ignored',
    ]),
  }),
};
