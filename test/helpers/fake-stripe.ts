import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A stand-in for the few Stripe API calls the Stripe provider makes, for the
 * official SDK pointed at it (host/port/protocol): POST /v1/checkout/sessions,
 * GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire and
 * POST /v1/refunds, form-encoded in Stripe's
 * bracket notation, answered with Stripe-shaped JSON and Stripe's error shapes
 * (401 for a wrong key, 400 invalid_request_error, 404 resource_missing).
 *
 * Like Stripe, a POST with an Idempotency-Key seen before gets the first
 * answer again (and 400 idempotency_error when its parameters differ).
 * A test plays the guest on the hosted page with markPaid / markExpired, and
 * sends the matching webhook with checkoutEvent + signedWebhook; Stripe's
 * later word on a refund with settleRefund + refundEvent, a guest's bank
 * disputing a charge with openDispute / closeDispute + disputeEvent.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  stripeVersion: string | null;
  /** The form body, bracket notation unfolded (line_items[0][quantity] → body.line_items[0].quantity); values stay strings. */
  body: Record<string, unknown>;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  url: string | null;
  /** Not Stripe's: what the session was created with, for assertions. */
  line_items_sent: unknown;
  payment_intent_metadata: Record<string, string>;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled';
  failure_reason?: string;
}

export interface FakeDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  evidence_details: { due_by: number | null; has_evidence: boolean; past_due: boolean; submission_count: number };
  is_charge_refundable: boolean;
  livemode: false;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string;
  status: 'needs_response' | 'under_review' | 'won' | 'lost';
}

interface Answer {
  status: number;
  body: unknown;
}

export class FakeStripe {
  readonly apiKey: string;
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: FakeRefund[] = [];
  readonly disputes: FakeDispute[] = [];
  /** What a new refund's status is (Stripe: 'pending' for some payment methods). */
  refundStatus: 'succeeded' | 'pending' = 'succeeded';
  private idempotent = new Map<string, { fingerprint: string; answer: Answer }>();
  private dropped = 0;
  private server = http.createServer((req, res) => this.handle(req, res));

  constructor(apiKey = `sk_test_${token(24)}`) {
    this.apiKey = apiKey;
  }

  /** Listens on 127.0.0.1; resolves with the origin (for STRIPE_API_URL / apiUrl). */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next `count` requests lose their connection before reaching the API (nothing recorded, nothing done). */
  dropNext(count = 1) {
    this.dropped = count;
  }

  session(id: string): FakeSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no fake Checkout Session ${id}`);
    return session;
  }

  /** The guest paid on the hosted page: complete, paid, with a payment intent. */
  markPaid(id: string): FakeSession {
    const session = this.session(id);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: session.payment_intent ?? `pi_${token(24)}`,
      url: null,
    });
    return session;
  }

  /** The guest paid with a delayed method (a bank debit): complete, its payment under way, unpaid for now. */
  markProcessing(id: string): FakeSession {
    const session = this.session(id);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'unpaid',
      payment_intent: `pi_${token(24)}`,
      url: null,
    });
    return session;
  }

  /** The page's time ran out (or the merchant expired it). */
  markExpired(id: string): FakeSession {
    const session = this.session(id);
    Object.assign(session, { status: 'expired', url: null });
    return session;
  }

  /** Stripe's later word on a pending refund: made, or failed for good. */
  settleRefund(id: string, status: 'succeeded' | 'failed' | 'canceled', failureReason?: string): FakeRefund {
    const refund = this.refunds.find((r) => r.id === id);
    if (!refund) throw new Error(`no fake refund ${id}`);
    refund.status = status;
    if (status === 'failed') refund.failure_reason = failureReason ?? 'expired_or_canceled_card';
    else delete refund.failure_reason;
    return refund;
  }

  /** The guest's bank disputes a paid session's charge; evidence due in a week (Stripe's clock). */
  openDispute(sessionId: string, reason = 'fraudulent'): FakeDispute {
    const session = this.session(sessionId);
    if (session.payment_status !== 'paid' || !session.payment_intent)
      throw new Error(`session ${sessionId} is not paid`);
    const dispute: FakeDispute = {
      id: `du_${token(24)}`,
      object: 'dispute',
      amount: session.amount_total,
      charge: `ch_${token(24)}`,
      created: nowSeconds(),
      currency: session.currency,
      evidence_details: {
        due_by: nowSeconds() + 7 * 24 * 3600,
        has_evidence: false,
        past_due: false,
        submission_count: 0,
      },
      is_charge_refundable: false,
      livemode: false,
      metadata: {},
      payment_intent: session.payment_intent,
      reason,
      status: 'needs_response',
    };
    this.disputes.push(dispute);
    return dispute;
  }

  closeDispute(id: string, status: 'won' | 'lost'): FakeDispute {
    const dispute = this.disputes.find((d) => d.id === id);
    if (!dispute) throw new Error(`no fake dispute ${id}`);
    return Object.assign(dispute, { status });
  }

  requestsTo(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && r.path === path);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (this.dropped > 0) {
      this.dropped--;
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : null);
    const idempotencyKey = header('idempotency-key');
    this.requests.push({
      method,
      path,
      idempotencyKey,
      stripeVersion: header('stripe-version'),
      body: unfold(new URLSearchParams(raw)),
    });

    const send = ({ status, body }: Answer, replayed = false) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${token(14)}`,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        ...(status >= 400 && status < 500 ? { 'stripe-should-retry': 'false' } : {}),
      });
      res.end(JSON.stringify(body));
    };

    if (header('authorization') !== `Bearer ${this.apiKey}`) {
      return send(
        fail(
          401,
          'invalid_request_error',
          `Invalid API Key provided: ${(header('authorization') ?? '').replace(/^Bearer /, '').slice(0, 8)}***`,
        ),
      );
    }

    if (method === 'POST' && idempotencyKey) {
      const fingerprint = `${path} ${raw}`;
      const seen = this.idempotent.get(idempotencyKey);
      if (seen && seen.fingerprint !== fingerprint) {
        return send(
          fail(
            400,
            'idempotency_error',
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          ),
        );
      }
      if (seen) return send(seen.answer, true);
      const answer = this.route(method, path, unfold(new URLSearchParams(raw)));
      // Like Stripe: a request that failed validation leaves no idempotent result behind.
      if (answer.status < 400 || answer.status >= 500) this.idempotent.set(idempotencyKey, { fingerprint, answer });
      return send(answer);
    }
    return send(this.route(method, path, unfold(new URLSearchParams(raw))));
  }

  private route(method: string, path: string, body: Record<string, unknown>): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(body);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const session = this.sessions.get(decodeURIComponent(match[1]));
      return session
        ? ok(publicSession(session))
        : fail(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`, 'id', 'resource_missing');
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire) return this.expireSession(decodeURIComponent(expire[1]));
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(body);
    return fail(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private createSession(body: Record<string, unknown>): Answer {
    if (body.mode !== 'payment')
      return fail(400, 'invalid_request_error', 'Only mode=payment is served by this fake.', 'mode');
    const items = body.line_items;
    if (!Array.isArray(items) || items.length === 0)
      return fail(400, 'invalid_request_error', 'line_items is required in payment mode.', 'line_items');
    let total = 0;
    let currency: string | null = null;
    for (const [i, item] of (items as Record<string, Record<string, unknown>>[]).entries()) {
      const price = item.price_data as Record<string, unknown> | undefined;
      const amount = Number(price?.unit_amount);
      const quantity = Number(item.quantity);
      if (!price || !Number.isInteger(amount) || amount < 1)
        return fail(
          400,
          'invalid_request_error',
          'Invalid integer unit_amount.',
          `line_items[${i}][price_data][unit_amount]`,
        );
      if (!Number.isInteger(quantity) || quantity < 1)
        return fail(400, 'invalid_request_error', 'Invalid integer quantity.', `line_items[${i}][quantity]`);
      if (typeof price.currency !== 'string' || (currency && currency !== price.currency))
        return fail(400, 'invalid_request_error', 'Invalid currency.', `line_items[${i}][price_data][currency]`);
      if (!(price.product_data as Record<string, unknown> | undefined)?.name)
        return fail(
          400,
          'invalid_request_error',
          'Missing required param: product_data[name].',
          `line_items[${i}][price_data][product_data][name]`,
        );
      currency = price.currency;
      total += amount * quantity;
    }
    const now = nowSeconds();
    const expiresAt = body.expires_at === undefined ? now + 24 * 3600 : Number(body.expires_at);
    if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
      return fail(
        400,
        'invalid_request_error',
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'expires_at',
      );
    }
    if (typeof body.success_url !== 'string')
      return fail(400, 'invalid_request_error', 'Missing required param: success_url.', 'success_url');
    const id = `cs_test_${token(58)}`;
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: str(body.cancel_url),
      client_reference_id: str(body.client_reference_id),
      created: now,
      currency: currency!,
      customer_email: str(body.customer_email),
      expires_at: expiresAt,
      livemode: false,
      locale: str(body.locale),
      metadata: strings(body.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: body.success_url,
      url: `https://checkout.stripe.test/c/pay/${id}`,
      line_items_sent: items,
      payment_intent_metadata: strings((body.payment_intent_data as Record<string, unknown> | undefined)?.metadata),
    };
    this.sessions.set(id, session);
    return ok(publicSession(session));
  }

  /** Like Stripe: only an open session can be expired. */
  private expireSession(id: string): Answer {
    const session = this.sessions.get(id);
    if (!session)
      return fail(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'id', 'resource_missing');
    if (session.status !== 'open')
      return fail(
        400,
        'invalid_request_error',
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    return ok(publicSession(this.markExpired(id)));
  }

  private createRefund(body: Record<string, unknown>): Answer {
    const intent = str(body.payment_intent);
    if (!intent)
      return fail(
        400,
        'invalid_request_error',
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const session = [...this.sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === 'paid');
    if (!session)
      return fail(
        400,
        'invalid_request_error',
        `No such payment_intent: '${intent}'`,
        'payment_intent',
        'resource_missing',
      );
    const refunded = this.refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
    const left = session.amount_total - refunded;
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return fail(400, 'invalid_request_error', 'Invalid positive integer', 'amount');
    if (amount > left) {
      return fail(
        400,
        'invalid_request_error',
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
        'amount',
      );
    }
    const refund: FakeRefund = {
      id: `re_${token(24)}`,
      object: 'refund',
      amount,
      created: nowSeconds(),
      currency: session.currency,
      metadata: strings(body.metadata),
      payment_intent: intent,
      reason: str(body.reason),
      status: this.refundStatus,
    };
    this.refunds.push(refund);
    return ok(refund);
  }
}

/** A Stripe event about a Checkout Session, as a webhook delivers it. */
export function checkoutEvent(
  type:
    | 'checkout.session.completed'
    | 'checkout.session.async_payment_succeeded'
    | 'checkout.session.expired'
    | 'checkout.session.async_payment_failed',
  session: FakeSession,
  id?: string,
): Record<string, unknown> {
  return stripeEvent(type, publicSession(session), id);
}

/** A Stripe event about a refund: its state changed (refund.updated, and charge.refund.updated for some methods), or it failed. */
export function refundEvent(
  type: 'refund.updated' | 'refund.failed' | 'charge.refund.updated',
  refund: FakeRefund,
  id?: string,
): Record<string, unknown> {
  return stripeEvent(type, { ...refund, metadata: { ...refund.metadata } }, id);
}

/** A Stripe event about a dispute; `created` (Unix seconds) to date it otherwise than now. */
export function disputeEvent(
  type: 'charge.dispute.created' | 'charge.dispute.updated' | 'charge.dispute.closed',
  dispute: FakeDispute,
  options: { id?: string; created?: number } = {},
): Record<string, unknown> {
  return stripeEvent(type, structuredClone(dispute), options.id, options.created);
}

function stripeEvent(type: string, object: unknown, id = `evt_${token(24)}`, created = nowSeconds()) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/**
 * An event's body and its Stripe-Signature header, signed with the SDK's own
 * test helper; `timestamp` (Unix seconds) to sign as of another moment.
 */
export function signedWebhook(event: unknown, secret: string, timestamp?: number): { payload: string; header: string } {
  const payload = JSON.stringify(event, null, 2);
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

/** URLSearchParams in Stripe's bracket notation → nested objects, numbered keys → arrays. */
export function unfold(params: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const path = [key.replace(/\[.*$/, ''), ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return arrays(root) as Record<string, unknown>;
}

function arrays(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
  const numbered = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return numbered ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

function publicSession(session: FakeSession) {
  const { line_items_sent: _items, payment_intent_metadata: _metadata, ...visible } = session;
  return { ...visible, metadata: { ...visible.metadata } };
}

const ok = (body: unknown): Answer => ({ status: 200, body });

function fail(status: number, type: string, message: string, param?: string, code?: string): Answer {
  return { status, body: { error: { type, message, ...(param ? { param } : {}), ...(code ? { code } : {}) } } };
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const strings = (v: unknown): Record<string, string> =>
  v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};
const nowSeconds = () => Math.floor(Date.now() / 1000);
const token = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n);
