/**
 * The boundary to a card payment provider: a hosted payment page for one
 * payment of a booking, the provider's signed word that it was paid, and
 * refunds. Card data only ever goes to the provider's page.
 *
 * Two implementations: Stripe (stripe.ts) when configured, the built-in test
 * gateway (test-gateway/) otherwise. A provider for Icelandic merchants
 * (Adyen, Teya, Rapyd) is one more file implementing this, chosen in
 * providers.ts; everything else (sessions, settling, refunds, e-mails) is the same.
 */

export interface CheckoutRequest {
  /** Our payment session's id: the provider gives it back with the outcome. */
  sessionId: string;
  bookingCode: string;
  paymentId: number;
  amountCents: number;
  currency: 'EUR';
  /** Shown on the payment page, e.g. "Deposit, booking 12345678". */
  description: string;
  email: string;
  locale: 'en' | 'de';
  /** Where the guest comes back to after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface HostedCheckout {
  /** The provider's id of the page (Stripe: the Checkout Session id). */
  providerSessionId: string;
  /** Where the guest pays. */
  url: string;
}

/**
 * What a provider says happened to a payment page: paid, or no longer
 * payable (its time ran out, or a delayed payment failed). `id` is unique per
 * provider event, so a callback delivered twice counts once.
 */
export type PageEvent =
  | { id: string; type: 'paid'; providerSessionId: string; chargeRef: string; amountCents: number; currency: string }
  | { id: string; type: 'expired'; providerSessionId: string };

/** A refund the provider had accepted as pending is now made, or will never be. */
export interface RefundEvent {
  id: string;
  type: 'refund';
  /** The provider's refund (refunds.provider_ref). */
  providerRefundId: string;
  /** Our refund's id as we gave it with the refund (RefundRequest.refundId), when the provider gives it back. */
  refundId: number | null;
  /** The charge it refunds (payment_sessions.charge_ref). */
  chargeRef: string | null;
  outcome: 'sent' | 'failed';
  /** Why it failed, in the provider's words. */
  failure: string | null;
}

/** A guest's bank disputes a charge (a chargeback): opened, changed or closed. */
export interface DisputeEvent {
  id: string;
  type: 'dispute';
  providerDisputeId: string;
  /** The charge disputed as our pages know it (payment_sessions.charge_ref), and the provider's own charge id. */
  chargeRef: string | null;
  providerChargeId: string | null;
  amountCents: number;
  currency: string;
  reason: string;
  status: string;
  evidenceDueBy: Date | null;
  /** When the dispute was opened, and when the provider said this of it (the event's time). */
  createdAt: Date;
  at: Date;
  /** Set once closed: whether the money stayed (won), went back (lost), or neither was decided (closed). */
  outcome: 'won' | 'lost' | 'closed' | null;
}

export type ProviderEvent = PageEvent | RefundEvent | DisputeEvent;

export interface RefundRequest {
  chargeRef: string;
  amountCents: number;
  /** Our refund's id: the provider keeps it with the refund, so the refund's later events find it. */
  refundId: number;
  /** The same key for a retry of the same refund: the provider refunds once. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  /** 'stripe', 'test': stored with each session, and the callback route's name. */
  readonly name: string;
  /** True for the built-in gateway: pages and e-mails say that no money is taken. */
  readonly takesNoMoney: boolean;
  createCheckout(request: CheckoutRequest): Promise<HostedCheckout>;
  /**
   * The provider's current word on a page (the return page asks, so the
   * callback and the return count once in either order); null while it is
   * neither paid nor expired.
   */
  outcome(providerSessionId: string): Promise<PageEvent | null>;
  /**
   * Makes a page we no longer want paid (replaced, or its payment changed)
   * unpayable at the provider. A page already paid or expired there counts as done.
   */
  expire(providerSessionId: string): Promise<void>;
  /** Checks a callback's signature over its raw body: the event, null for events of no interest, or throws CallbackRejected. */
  verifyCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent | null;
  refund(request: RefundRequest): Promise<{ providerRef: string; status: 'succeeded' | 'pending' }>;
}

/** A callback whose signature does not check out: answered 400, nothing changes. */
export class CallbackRejected extends Error {
  override name = 'CallbackRejected';
}
