/**
 * Stripe as the PaymentProvider: a Checkout Session in EUR per payment page,
 * the webhook's signed events, refunds through the Refunds API. Card data
 * goes to Stripe's hosted page only.
 */
import Stripe from 'stripe';
import {
  CallbackRejected,
  type CheckoutRequest,
  type DisputeEvent,
  type HostedCheckout,
  type PageEvent,
  type PaymentProvider,
  type ProviderEvent,
  type RefundEvent,
} from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (e.g. http://127.0.0.1:PORT, a local stand-in in tests): nothing leaves the machine. */
  apiUrl?: string;
}

// Stripe accepts a Checkout Session's expires_at only 30 minutes to 24 hours ahead (of its own clock, i.e. the real one).
const MIN_EXPIRY_S = 31 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60 - 60;

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: '2026-10-28.endive',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(settings.apiUrl ? apiAddress(settings.apiUrl) : {}),
  });

  return {
    name: 'stripe',
    takesNoMoney: false,

    async createCheckout(request: CheckoutRequest): Promise<HostedCheckout> {
      const metadata = {
        bookingCode: request.bookingCode,
        paymentId: String(request.paymentId),
        sessionId: request.sessionId,
      };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.email,
          locale: request.locale,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          client_reference_id: request.sessionId,
          metadata,
          payment_intent_data: { metadata },
          expires_at: expiresAt(request.expiresAt),
        },
        // Asked while the booking's row is locked (sessions.ts): fail fast rather than hold it; the guest tries again.
        { idempotencyKey: `checkout-${request.sessionId}`, maxNetworkRetries: 1, timeout: 8_000 },
      );
      if (!session.url) throw new Error(`Stripe Checkout Session ${session.id} has no url`);
      return { providerSessionId: session.id, url: session.url };
    },

    async outcome(providerSessionId: string): Promise<PageEvent | null> {
      const session = await stripe.checkout.sessions.retrieve(providerSessionId);
      return sessionEvent(`return:${session.id}`, session);
    },

    async expire(providerSessionId: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(providerSessionId);
      } catch (err) {
        // Stripe expires open sessions only: one paid or expired meanwhile is done.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        const session = await stripe.checkout.sessions.retrieve(providerSessionId);
        if (session.status === 'open') throw err;
      }
    },

    verifyCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent | null {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new CallbackRejected('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (err) {
        throw new CallbackRejected(err instanceof Error ? err.message : 'bad Stripe signature');
      }
      switch (event.type) {
        // A delayed payment method (a bank debit) completes the session unpaid: it is paid once async_payment_succeeded says so.
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return sessionEvent(event.id, event.data.object);
        case 'checkout.session.expired':
        case 'checkout.session.async_payment_failed':
          return { id: event.id, type: 'expired', providerSessionId: event.data.object.id };
        case 'refund.updated':
        case 'refund.failed':
        case 'charge.refund.updated':
          return refundEvent(event.id, event.data.object);
        case 'charge.dispute.created':
        case 'charge.dispute.updated':
        case 'charge.dispute.closed':
          return disputeEvent(event.id, new Date(event.created * 1000), event.data.object);
        default:
          return null;
      }
    },

    async refund({ chargeRef, amountCents, refundId, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: chargeRef, amount: amountCents, metadata: { refundId: String(refundId) } },
        { idempotencyKey },
      );
      return { providerRef: refund.id, status: refund.status === 'succeeded' ? 'succeeded' : 'pending' };
    },
  };
}

/** What a session says: paid (complete and paid), expired, or nothing yet (open, or complete with its payment under way). */
function sessionEvent(id: string, session: Stripe.Checkout.Session): PageEvent | null {
  if (session.status === 'complete' && session.payment_status === 'paid') {
    const chargeRef = idOf(session.payment_intent);
    if (!chargeRef || session.amount_total === null || !session.currency)
      throw new Error(`Stripe Checkout Session ${session.id} is paid but lacks its payment intent or amount`);
    return {
      id,
      type: 'paid',
      providerSessionId: session.id,
      chargeRef,
      amountCents: session.amount_total,
      currency: session.currency,
    };
  }
  if (session.status === 'expired') return { id, type: 'expired', providerSessionId: session.id };
  return null;
}

/** A refund made (succeeded) or refused for good (failed, canceled); null while pending or waiting for the guest (requires_action). */
function refundEvent(id: string, refund: Stripe.Refund): RefundEvent | null {
  const outcome =
    refund.status === 'succeeded'
      ? 'sent'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : null;
  if (!outcome) return null;
  const ours = Number(refund.metadata?.refundId);
  return {
    id,
    type: 'refund',
    providerRefundId: refund.id,
    refundId: Number.isSafeInteger(ours) && ours > 0 ? ours : null,
    chargeRef: idOf(refund.payment_intent),
    outcome,
    failure: outcome === 'failed' ? (refund.failure_reason ?? refund.status) : null,
  };
}

/** Stripe's statuses of a closed dispute. */
const CLOSED: Partial<Record<string, NonNullable<DisputeEvent['outcome']>>> = {
  won: 'won',
  lost: 'lost',
  warning_closed: 'closed',
  prevented: 'closed',
};

function disputeEvent(id: string, at: Date, dispute: Stripe.Dispute): DisputeEvent {
  const due = dispute.evidence_details?.due_by;
  return {
    id,
    type: 'dispute',
    providerDisputeId: dispute.id,
    chargeRef: idOf(dispute.payment_intent),
    providerChargeId: idOf(dispute.charge),
    amountCents: dispute.amount,
    currency: dispute.currency,
    reason: dispute.reason,
    status: dispute.status,
    // 0: the bank takes no evidence.
    evidenceDueBy: due ? new Date(due * 1000) : null,
    createdAt: new Date(dispute.created * 1000),
    at,
    outcome: CLOSED[dispute.status] ?? null,
  };
}

/** An expandable field's id. */
const idOf = (field: string | { id: string } | null): string | null =>
  typeof field === 'string' ? field : (field?.id ?? null);

function expiresAt(wanted: Date): number {
  const now = Math.floor(Date.now() / 1000);
  const at = Math.floor(wanted.getTime() / 1000);
  return Math.min(Math.max(at, now + MIN_EXPIRY_S), now + MAX_EXPIRY_S);
}

function apiAddress(apiUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}
