import { expect } from 'chai';
import Stripe from 'stripe';
import type { ReservationResult } from '../../contract/api/types.ts';
import { addDays } from '../../contract/dates.ts';
import type { Db } from '../../server/db/client.ts';
import { CallbackRejected, type CheckoutRequest, type PaymentProvider } from '../../server/api/payments/provider.ts';
import { stripeProvider } from '../../server/api/payments/stripe.ts';
import { readOutbox } from '../../server/mail/index.ts';
import type { StaffBooking } from '../../contract/api/staff.ts';
import { checkoutEvent, disputeEvent, FakeStripe, refundEvent, signedWebhook } from '../helpers/fake-stripe.ts';
import { staffAndAgencyHeaders } from '../helpers/staff.ts';
import {
  addToCart,
  bookingForm,
  call,
  housePool,
  json,
  KINDS,
  newAddress,
  openTestDb,
  serveApi,
  thursdayFrom,
  type Api,
  type TestHouse,
} from './reservation-support.ts';

/**
 * The Stripe provider against a local stand-in for Stripe's API (the SDK
 * pointed at it; nothing leaves the machine), webhooks signed with the SDK's
 * own test helper: first the provider alone, then the whole path through the
 * booking API (pay link → Checkout Session → webhook / return page → refund).
 */

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef0123456789abcdef';
/** The receipt's subject (mail.receiptSubject, English: the guests here book in English). */
const RECEIPT_SUBJECT = /^Payment received for booking/;

describe('Stripe provider against a local Stripe API', function () {
  let fake: FakeStripe;
  let apiUrl: string;
  let stripe: PaymentProvider;

  before(async () => {
    fake = new FakeStripe();
    apiUrl = await fake.start();
    stripe = stripeProvider({ secretKey: fake.apiKey, webhookSecret: WEBHOOK_SECRET, apiUrl });
  });
  after(() => fake?.stop());

  let n = 0;
  const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    sessionId: `ps_${++n}_${Date.now()}`,
    bookingCode: '12345678',
    paymentId: 41,
    amountCents: 123_456,
    currency: 'EUR',
    description: 'Deposit, booking 12345678',
    email: 'anna.mueller@example.com',
    locale: 'de',
    successUrl: 'https://sumarhus.test/api/payments/return/ps_1?to=success',
    cancelUrl: 'https://sumarhus.test/api/payments/return/ps_1?to=cancel',
    expiresAt: new Date(Date.now() + 2 * 3600_000),
    ...overrides,
  });

  it('is named stripe and takes real money', () => {
    expect(stripe.name).to.equal('stripe');
    expect(stripe.takesNoMoney).to.equal(false);
  });

  it('creates a Checkout Session in EUR for the amount, with booking code and payment id in metadata, under an idempotency key', async () => {
    const req = request();
    const checkout = await stripe.createCheckout(req);
    expect(checkout.providerSessionId).to.match(/^cs_test_/);
    expect(checkout.url).to.equal(`https://checkout.stripe.test/c/pay/${checkout.providerSessionId}`);

    const [sent] = fake.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(sent.idempotencyKey).to.equal(`checkout-${req.sessionId}`);
    expect(sent.stripeVersion).to.equal(Stripe.API_VERSION);
    expect(sent.body).to.deep.include({
      mode: 'payment',
      customer_email: 'anna.mueller@example.com',
      locale: 'de',
      success_url: req.successUrl,
      cancel_url: req.cancelUrl,
      client_reference_id: req.sessionId,
    });
    expect(sent.body.line_items).to.deep.equal([
      {
        quantity: '1',
        price_data: { currency: 'eur', unit_amount: '123456', product_data: { name: 'Deposit, booking 12345678' } },
      },
    ]);
    const metadata = { bookingCode: '12345678', paymentId: '41', sessionId: req.sessionId };
    expect(sent.body.metadata).to.deep.equal(metadata);
    expect(sent.body.payment_intent_data).to.deep.equal({ metadata });
    expect(Number(sent.body.expires_at)).to.equal(Math.floor(req.expiresAt.getTime() / 1000));

    const session = fake.session(checkout.providerSessionId);
    expect(session).to.deep.include({
      amount_total: 123_456,
      currency: 'eur',
      status: 'open',
      client_reference_id: req.sessionId,
    });
    expect(session.payment_intent_metadata).to.deep.equal(metadata);
  });

  it('asks again with the same key after a lost connection, and the same request twice makes one session', async () => {
    const req = request();
    const before = fake.sessions.size;
    fake.dropNext(1);
    const first = await stripe.createCheckout(req);
    const again = await stripe.createCheckout(req);
    expect(again).to.deep.equal(first);
    expect(fake.sessions.size).to.equal(before + 1);
    const keys = fake
      .requestsTo('POST', '/v1/checkout/sessions')
      .slice(-2)
      .map((r) => r.idempotencyKey);
    expect(keys).to.deep.equal([`checkout-${req.sessionId}`, `checkout-${req.sessionId}`]);
  });

  it('keeps expires_at within what Stripe accepts (30 minutes to 24 hours ahead)', async () => {
    const now = Date.now() / 1000;
    const soon = await stripe.createCheckout(request({ expiresAt: new Date(Date.now() + 60_000) }));
    const late = await stripe.createCheckout(request({ expiresAt: new Date(Date.now() + 10 * 24 * 3600_000) }));
    expect(fake.session(soon.providerSessionId).expires_at).to.be.within(now + 30 * 60, now + 35 * 60);
    expect(fake.session(late.providerSessionId).expires_at).to.be.within(now + 23 * 3600, now + 24 * 3600);
  });

  it('fails with Stripe’s error for a wrong secret key', async () => {
    const wrong = stripeProvider({ secretKey: 'sk_test_wrong', webhookSecret: WEBHOOK_SECRET, apiUrl });
    const err = await wrong.createCheckout(request()).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).to.be.instanceOf(Stripe.errors.StripeAuthenticationError);
    expect(fake.requests.at(-1)!.path).to.equal('/v1/checkout/sessions');
  });

  it('outcome: null while open, paid with the payment intent and amount once paid, expired once expired', async () => {
    const open = await stripe.createCheckout(request());
    expect(await stripe.outcome(open.providerSessionId)).to.equal(null);
    expect(fake.requests.at(-1)).to.include({ method: 'GET', path: `/v1/checkout/sessions/${open.providerSessionId}` });

    const paid = fake.markPaid(open.providerSessionId);
    expect(await stripe.outcome(open.providerSessionId)).to.deep.equal({
      id: `return:${open.providerSessionId}`,
      type: 'paid',
      providerSessionId: open.providerSessionId,
      chargeRef: paid.payment_intent,
      amountCents: 123_456,
      currency: 'eur',
    });

    const other = await stripe.createCheckout(request());
    fake.markExpired(other.providerSessionId);
    expect(await stripe.outcome(other.providerSessionId)).to.deep.equal({
      id: `return:${other.providerSessionId}`,
      type: 'expired',
      providerSessionId: other.providerSessionId,
    });
  });

  it('outcome of an unknown session is Stripe’s 404', async () => {
    const err = await stripe.outcome('cs_test_nope').then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).to.be.instanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((err as Stripe.errors.StripeError).statusCode).to.equal(404);
  });

  it('expire: an open session is expired at Stripe; one paid or expired already counts as done', async () => {
    const open = await stripe.createCheckout(request());
    await stripe.expire(open.providerSessionId);
    expect(fake.session(open.providerSessionId).status).to.equal('expired');
    expect(fake.requests.at(-1)).to.include({
      method: 'POST',
      path: `/v1/checkout/sessions/${open.providerSessionId}/expire`,
    });
    await stripe.expire(open.providerSessionId);
    const paid = await stripe.createCheckout(request());
    fake.markPaid(paid.providerSessionId);
    await stripe.expire(paid.providerSessionId);
    expect(fake.session(paid.providerSessionId).status).to.equal('complete');
    const unknown = await stripe.expire('cs_test_nope').then(
      () => null,
      (e: unknown) => e,
    );
    expect(unknown).to.be.instanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  describe('verifyCallback', () => {
    const deliver = (event: unknown, secret = WEBHOOK_SECRET, timestamp?: number) => {
      const { payload, header } = signedWebhook(event, secret, timestamp);
      return stripe.verifyCallback(Buffer.from(payload), {
        'stripe-signature': header,
        'content-type': 'application/json',
      });
    };
    const rejected = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return err;
      }
      return null;
    };

    it('turns a correctly signed checkout.session.completed (paid) into a paid event with the event id', async () => {
      const { providerSessionId } = await stripe.createCheckout(request());
      const session = fake.markPaid(providerSessionId);
      const event = checkoutEvent('checkout.session.completed', session, 'evt_test_completed_1');
      expect(deliver(event)).to.deep.equal({
        id: 'evt_test_completed_1',
        type: 'paid',
        providerSessionId,
        chargeRef: session.payment_intent,
        amountCents: 123_456,
        currency: 'eur',
      });
      expect(
        deliver(checkoutEvent('checkout.session.async_payment_succeeded', session, 'evt_test_async_1')),
      ).to.deep.include({ id: 'evt_test_async_1', type: 'paid' });
    });

    it('maps checkout.session.expired to an expired event, and ignores other events and unpaid completions', async () => {
      const { providerSessionId } = await stripe.createCheckout(request());
      const open = fake.session(providerSessionId);
      // A completed session whose (delayed) payment has not arrived yet.
      expect(deliver(checkoutEvent('checkout.session.completed', { ...open, status: 'complete' }))).to.equal(null);
      // The delayed payment failed: the page is no longer payable.
      expect(deliver(checkoutEvent('checkout.session.async_payment_failed', open, 'evt_async_failed'))).to.deep.equal({
        id: 'evt_async_failed',
        type: 'expired',
        providerSessionId,
      });
      expect(
        deliver({
          id: 'evt_other',
          object: 'event',
          type: 'customer.created',
          data: { object: { id: 'cus_1', object: 'customer' } },
        }),
      ).to.equal(null);
      const expired = fake.markExpired(providerSessionId);
      expect(deliver(checkoutEvent('checkout.session.expired', expired, 'evt_test_expired'))).to.deep.equal({
        id: 'evt_test_expired',
        type: 'expired',
        providerSessionId,
      });
    });

    it('maps a refund’s later state: succeeded → sent, failed or canceled → failed with the reason, pending → nothing', async () => {
      const { providerSessionId } = await stripe.createCheckout(request());
      const intent = fake.markPaid(providerSessionId).payment_intent!;
      fake.refundStatus = 'pending';
      try {
        await stripe.refund({ chargeRef: intent, amountCents: 1_000, refundId: 31, idempotencyKey: 'refund-31' });
      } finally {
        fake.refundStatus = 'succeeded';
      }
      const refund = fake.refunds.at(-1)!;
      expect(deliver(refundEvent('refund.updated', refund))).to.equal(null);
      const made = deliver(refundEvent('refund.updated', fake.settleRefund(refund.id, 'succeeded'), 'evt_refund_1'));
      expect(made).to.deep.equal({
        id: 'evt_refund_1',
        type: 'refund',
        providerRefundId: refund.id,
        refundId: 31,
        chargeRef: intent,
        outcome: 'sent',
        failure: null,
      });
      expect(deliver(refundEvent('charge.refund.updated', refund))).to.deep.include({ outcome: 'sent' });
      expect(
        deliver(refundEvent('refund.failed', fake.settleRefund(refund.id, 'failed', 'lost_or_stolen_card'))),
      ).to.deep.include({
        outcome: 'failed',
        failure: 'lost_or_stolen_card',
      });
      expect(deliver(refundEvent('refund.updated', fake.settleRefund(refund.id, 'canceled')))).to.deep.include({
        outcome: 'failed',
        failure: 'canceled',
      });
    });

    it('maps a dispute’s events with its charge, amount, reason, deadline and, once closed, its outcome', async () => {
      const { providerSessionId } = await stripe.createCheckout(request());
      const session = fake.markPaid(providerSessionId);
      const dispute = fake.openDispute(providerSessionId, 'product_not_received');
      const opened = deliver(
        disputeEvent('charge.dispute.created', dispute, { id: 'evt_du_1', created: 1_900_000_000 }),
      );
      expect(opened).to.deep.equal({
        id: 'evt_du_1',
        type: 'dispute',
        providerDisputeId: dispute.id,
        chargeRef: session.payment_intent,
        providerChargeId: dispute.charge,
        amountCents: 123_456,
        currency: 'eur',
        reason: 'product_not_received',
        status: 'needs_response',
        evidenceDueBy: new Date(dispute.evidence_details.due_by! * 1000),
        createdAt: new Date(dispute.created * 1000),
        at: new Date(1_900_000_000 * 1000),
        outcome: null,
      });
      expect(deliver(disputeEvent('charge.dispute.closed', fake.closeDispute(dispute.id, 'lost')))).to.deep.include({
        status: 'lost',
        outcome: 'lost',
      });
    });

    it('rejects a wrong signature, a changed body, a missing header and an old timestamp with CallbackRejected', async () => {
      const { providerSessionId } = await stripe.createCheckout(request());
      const event = checkoutEvent('checkout.session.completed', fake.markPaid(providerSessionId));

      expect(rejected(() => deliver(event, 'whsec_someone_else'))).to.be.instanceOf(CallbackRejected);

      const { payload, header } = signedWebhook(event, WEBHOOK_SECRET);
      const tampered = Buffer.from(payload.replace('"amount_total": 123456', '"amount_total": 1'));
      expect(tampered.toString()).to.not.equal(payload);
      expect(rejected(() => stripe.verifyCallback(tampered, { 'stripe-signature': header }))).to.be.instanceOf(
        CallbackRejected,
      );
      expect(rejected(() => stripe.verifyCallback(Buffer.from(payload), {}))).to.be.instanceOf(CallbackRejected);
      expect(
        rejected(() => stripe.verifyCallback(Buffer.from(payload), { 'stripe-signature': 'garbage' })),
      ).to.be.instanceOf(CallbackRejected);

      // Stripe's tolerance is five minutes: a replay of a ten-minute-old delivery is refused.
      const old = rejected(() => deliver(event, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600));
      expect(old).to.be.instanceOf(CallbackRejected);
      expect((old as Error).message).to.match(/tolerance/i);
      // The same event signed now passes.
      expect(deliver(event)).to.deep.include({ type: 'paid', providerSessionId });
    });
  });

  it('refunds through /v1/refunds with the payment intent, the amount and the idempotency key', async () => {
    const { providerSessionId } = await stripe.createCheckout(request());
    const intent = fake.markPaid(providerSessionId).payment_intent!;

    const seven = { chargeRef: intent, amountCents: 100_000, refundId: 7, idempotencyKey: 'refund-7' };
    const refund = await stripe.refund(seven);
    expect(refund.providerRef).to.match(/^re_/);
    expect(refund.status).to.equal('succeeded');
    const [sent] = fake.requestsTo('POST', '/v1/refunds').slice(-1);
    expect(sent.body).to.deep.equal({ payment_intent: intent, amount: '100000', metadata: { refundId: '7' } });
    expect(sent.idempotencyKey).to.equal('refund-7');

    // A retry of the same refund refunds once.
    expect(await stripe.refund(seven)).to.deep.equal(refund);
    expect(fake.refunds.filter((r) => r.payment_intent === intent).map((r) => r.amount)).to.deep.equal([100_000]);

    // Stripe refuses more than is left; a pending refund is reported as pending.
    const tooMuch = await stripe
      .refund({ chargeRef: intent, amountCents: 30_000, refundId: 8, idempotencyKey: 'refund-8' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(tooMuch).to.be.instanceOf(Stripe.errors.StripeInvalidRequestError);
    fake.refundStatus = 'pending';
    try {
      expect(
        await stripe.refund({ chargeRef: intent, amountCents: 23_456, refundId: 9, idempotencyKey: 'refund-9' }),
      ).to.include({
        status: 'pending',
      });
    } finally {
      fake.refundStatus = 'succeeded';
    }
  });
});

for (const kind of KINDS) {
  describe(`Stripe card payments on ${kind}: pay link, webhook, return page, cancellation refund`, function () {
    this.timeout(120000);
    let fake: FakeStripe;
    let db: Db;
    let api: Api;
    let nextHouse: () => TestHouse;
    let staff: Record<string, string>;

    before(async function () {
      fake = new FakeStripe();
      const apiUrl = await fake.start();
      db = await openTestDb(this, kind, 'payments_stripe');
      api = await serveApi(db, {
        STRIPE_SECRET_KEY: fake.apiKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: apiUrl,
      });
      nextHouse = await housePool(db);
      ({ staff } = await staffAndAgencyHeaders(db, api.config));
    });
    beforeEach(() => api.setNow('2027-12-01T09:00:00Z'));
    after(async () => {
      await api?.close();
      await db?.close();
      await fake?.stop();
    });

    let guests = 0;
    /** Books one house for a week as a new guest (by default more than 30 days ahead: a deposit and a balance); the result. */
    async function book(from = thursdayFrom('2028-03-01')): Promise<ReservationResult & { email: string }> {
      const email = `stripe-guest-${++guests}@example.com`;
      const h = nextHouse();
      const cartId = await addToCart(api, h.code, from, addDays(from, 7));
      const res = await call(api, 'POST', '/api/reservation', {
        json: bookingForm(cartId, { arrival: from, departure: addDays(from, 7) }, { email, numberViatorKit: 2 }),
      });
      const body = await json<ReservationResult>(res);
      expect(res.status, JSON.stringify(body)).to.equal(201);
      return { ...body, email };
    }

    /** Follows a booking's pay link to Stripe's page: the fake's session and our page id. */
    async function openPage(result: ReservationResult) {
      expect(result.payUrl, 'payUrl').to.be.a('string');
      const res = await fetch(`${api.base}${result.payUrl}`, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': newAddress() },
      });
      expect(res.status, await res.clone().text()).to.equal(303);
      const location = res.headers.get('location')!;
      const id = /^https:\/\/checkout\.stripe\.test\/c\/pay\/(cs_test_\w+)$/.exec(location)?.[1];
      expect(id, location).to.be.a('string');
      const session = fake.session(id!);
      return { session, pageId: session.client_reference_id! };
    }

    const asStaff = (method: string, path: string, body?: unknown) =>
      call(api, method, `/api/staff${path}`, { headers: staff, json: body });
    const staffBookingOf = async (code: string) => {
      const res = await asStaff('GET', `/bookings/${code}`);
      expect(res.status).to.equal(200);
      return json<StaffBooking>(res);
    };

    const lookup = async (r: { email: string; bookingCode: string }) => {
      const res = await call(api, 'POST', '/api/reservation/lookup', {
        json: { email: r.email, bookingCode: r.bookingCode },
      });
      expect(res.status).to.equal(200);
      return json<ReservationResult>(res);
    };

    const webhook = (event: unknown, secret = WEBHOOK_SECRET) => {
      const { payload, header } = signedWebhook(event, secret);
      return fetch(`${api.base}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body: payload,
      });
    };

    const returnPage = async (pageId: string, to: 'success' | 'cancel' = 'success') => {
      const res = await fetch(`${api.base}/api/payments/return/${pageId}?to=${to}`, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': newAddress() },
      });
      expect(res.status, await res.clone().text()).to.equal(303);
      return res.headers.get('location')!;
    };

    /** The receipts in the outbox for this guest and booking. */
    const receipts = async (r: { email: string; bookingCode: string }) =>
      (await readOutbox(db, { to: r.email })).filter(
        (m) => m.subject.includes(r.bookingCode) && RECEIPT_SUBJECT.test(m.subject),
      );

    const depositPaid = (r: ReservationResult) => {
      expect(r.status).to.equal('confirmed');
      expect(r.payments.map((p) => [p.kind, p.status, p.method, p.paidAt !== null])).to.deep.equal([
        ['deposit', 'paid', 'card', true],
        ['balance', 'due', null, false],
      ]);
    };

    it('pays the deposit: the pay link opens a Checkout Session for it, the webhook confirms the booking once, however often it comes', async () => {
      const booked = await book();
      expect(booked.status).to.equal('pending_payment');
      const deposit = booked.payments[0];
      const { session, pageId } = await openPage(booked);

      const [created] = fake
        .requestsTo('POST', '/v1/checkout/sessions')
        .filter((r) => (r.body.metadata as Record<string, string>).bookingCode === booked.bookingCode);
      expect(created.body.metadata).to.deep.equal({
        bookingCode: booked.bookingCode,
        paymentId: String(deposit.id),
        sessionId: pageId,
      });
      expect(created.idempotencyKey).to.equal(`checkout-${pageId}`);
      expect(session).to.deep.include({
        amount_total: deposit.amountCents,
        currency: 'eur',
        customer_email: booked.email,
        locale: 'en',
      });
      expect(session.success_url).to.match(new RegExp(`/api/payments/return/${pageId}\\?to=success$`));
      expect(session.cancel_url).to.match(new RegExp(`/api/payments/return/${pageId}\\?to=cancel$`));

      // Not paid yet: nothing changed.
      expect((await lookup(booked)).status).to.equal('pending_payment');

      const event = checkoutEvent('checkout.session.completed', fake.markPaid(session.id));
      const res = await webhook(event);
      expect(res.status).to.equal(200);
      expect(await res.json()).to.deep.include({ received: true });
      const paid = await lookup(booked);
      depositPaid(paid);
      expect(await receipts(booked)).to.have.length(1);

      // Stripe delivers the same event again, and the guest's return page follows: counted once.
      for (let i = 0; i < 2; i++) expect((await webhook(event)).status).to.equal(200);
      expect(await returnPage(pageId)).to.match(/\/en\/cart\/book-now\/thank-you\/\?payment=done$/);
      const after = await lookup(booked);
      depositPaid(after);
      expect(after.payments[0].paidAt).to.equal(paid.payments[0].paidAt);
      expect(await receipts(booked)).to.have.length(1);
      const [row] = await db.query<{ status: string; charge_ref: string }>(
        'select status, charge_ref from payment_sessions where id = $1',
        [pageId],
      );
      expect(row).to.deep.equal({ status: 'paid', charge_ref: session.payment_intent });
      expect(fake.refunds.filter((r) => r.payment_intent === session.payment_intent)).to.deep.equal([]);
    });

    it('the return page before the webhook: counted at the return, the later webhook changes nothing', async () => {
      const booked = await book();
      const { session, pageId } = await openPage(booked);

      // Back before paying (or before Stripe says so): nothing is counted.
      await returnPage(pageId, 'success');
      expect((await lookup(booked)).status).to.equal('pending_payment');

      fake.markPaid(session.id);
      expect(await returnPage(pageId)).to.match(/\/en\/cart\/book-now\/thank-you\/\?payment=done$/);
      depositPaid(await lookup(booked));
      expect(await receipts(booked)).to.have.length(1);

      expect((await webhook(checkoutEvent('checkout.session.completed', fake.session(session.id)))).status).to.equal(
        200,
      );
      expect(await returnPage(pageId)).to.match(/payment=done$/);
      depositPaid(await lookup(booked));
      expect(await receipts(booked)).to.have.length(1);
    });

    it('a webhook with a bad signature is refused (400) and changes nothing', async () => {
      const booked = await book();
      const { session } = await openPage(booked);
      const event = checkoutEvent('checkout.session.completed', fake.markPaid(session.id));

      const forged = await webhook(event, 'whsec_not_ours');
      expect(forged.status).to.equal(400);
      const { payload } = signedWebhook(event, WEBHOOK_SECRET);
      const unsigned = await fetch(`${api.base}/api/payments/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payload,
      });
      expect(unsigned.status).to.equal(400);

      const after = await lookup(booked);
      expect(after.status).to.equal('pending_payment');
      expect(after.payments.every((p) => p.paidAt === null)).to.equal(true);
      expect(await receipts(booked)).to.deep.equal([]);
      expect(await db.query('select 1 from payment_events where event_id = $1', [event.id])).to.deep.equal([]);

      // The genuine delivery of the same event still counts.
      expect((await webhook(event)).status).to.equal(200);
      depositPaid(await lookup(booked));
    });

    /**
     * The guest pays the deposit's page, and before Stripe tells us, opens a pay link 55 minutes on (too
     * little time left on the old page: a new one) and pays that too. The first payment counts; the
     * second is refunded in full (with Stripe's refund answered `refundStatus`).
     */
    async function paidTwice(booked: ReservationResult & { email: string }) {
      const first = await openPage(booked);
      const secondTab = await openPage(booked);
      expect(secondTab.session.id).to.equal(first.session.id);
      fake.markPaid(first.session.id);
      api.setNow('2027-12-01T09:55:00Z');
      const later = await openPage(await lookup(booked));
      expect(later.session.id).to.not.equal(first.session.id);
      // Stripe was asked to expire the replaced page: being paid already, it stays paid.
      expect(fake.requestsTo('POST', `/v1/checkout/sessions/${first.session.id}/expire`)).to.have.length(1);
      expect(first.session.status).to.equal('complete');

      expect(
        (await webhook(checkoutEvent('checkout.session.completed', fake.session(first.session.id)))).status,
      ).to.equal(200);
      const extra = fake.markPaid(later.session.id);
      expect((await webhook(checkoutEvent('checkout.session.completed', extra))).status).to.equal(200);
      depositPaid(await lookup(booked));
      expect(await receipts(booked)).to.have.length(1);
      const [refund] = fake.refunds.filter((r) => r.payment_intent === extra.payment_intent);
      return { first, later, extra, refund };
    }

    /** paidTwice with Stripe answering the refund `pending` (its later event settles it). */
    async function paidTwiceRefundPending(booked: ReservationResult & { email: string }) {
      fake.refundStatus = 'pending';
      try {
        return await paidTwice(booked);
      } finally {
        fake.refundStatus = 'succeeded';
      }
    }

    const refundRow = async (pageId: string) =>
      (
        await db.query<{
          status: string;
          reason: string;
          amount_cents: number;
          provider_ref: string;
          last_error: string | null;
        }>('select status, reason, amount_cents, provider_ref, last_error from refunds where session_id = $1', [pageId])
      )[0];
    const refundMails = async (r: { email: string; bookingCode: string }) =>
      (await readOutbox(db, { to: r.email })).filter((m) => m.kind === 'refund');

    it('two tabs share one page; money taken on a replaced page as well is refunded in full through Stripe', async () => {
      const booked = await book();
      const { first, later, extra, refund } = await paidTwice(booked);
      expect(
        fake.requestsTo('POST', '/v1/refunds').filter((r) => r.body.payment_intent === first.session.payment_intent),
      ).to.deep.equal([]);
      expect(refund.amount).to.equal(extra.amount_total);
      const pages = await db.query<{ id: string; status: string }>(
        'select id, status from payment_sessions where id = any($1::text[]) order by created_at',
        [[first.pageId, later.pageId]],
      );
      expect(pages).to.deep.equal([
        { id: first.pageId, status: 'paid' },
        { id: later.pageId, status: 'duplicate' },
      ]);
      expect(await refundRow(later.pageId)).to.deep.include({
        status: 'succeeded',
        reason: 'duplicate',
        amount_cents: extra.amount_total,
      });
      expect(await refundMails(booked)).to.have.length(1);
    });

    it('a refund Stripe answers pending is made by its refund.updated: sent, one refund mail; again, nothing more', async () => {
      const booked = await book();
      const { later, refund } = await paidTwiceRefundPending(booked);
      expect(await refundRow(later.pageId)).to.deep.include({ status: 'pending', provider_ref: refund.id });
      expect(await refundMails(booked)).to.deep.equal([]);
      // Still pending at Stripe: nothing changes.
      expect(await (await webhook(refundEvent('refund.updated', refund))).json()).to.deep.include({
        outcome: 'ignored',
      });

      const made = refundEvent('refund.updated', fake.settleRefund(refund.id, 'succeeded'));
      expect(await (await webhook(made)).json()).to.deep.include({ outcome: 'refundSent' });
      expect(await refundRow(later.pageId)).to.deep.include({ status: 'succeeded', provider_ref: refund.id });
      expect(await refundMails(booked)).to.have.length(1);
      const entries = async () =>
        db.query<{ kind: string; cause: string; actor: string; reference: string }>(
          `select e.kind, e.cause, e.actor, e.reference from money_entries e join reservations r on r.id = e.reservation_id
            where r.booking_code = $1 and e.kind = 'refund_sent'`,
          [booked.bookingCode],
        );
      expect(await entries()).to.deep.equal([
        { kind: 'refund_sent', cause: 'provider', actor: 'stripe', reference: refund.id },
      ]);

      // The same event again, and Stripe's other event for the same refund: counted once.
      expect(await (await webhook(made)).json()).to.deep.include({ outcome: 'duplicateEvent' });
      expect(await (await webhook(refundEvent('charge.refund.updated', refund))).json()).to.deep.include({
        outcome: 'alreadySettled',
      });
      expect(await refundMails(booked)).to.have.length(1);
      expect(await entries()).to.have.length(1);
    });

    it('a pending refund that fails at Stripe (refund.failed) is failed: no mail, staff see it to send by hand', async () => {
      const booked = await book();
      const { later, refund } = await paidTwiceRefundPending(booked);
      const failed = refundEvent('refund.failed', fake.settleRefund(refund.id, 'failed', 'expired_or_canceled_card'));
      expect(await (await webhook(failed)).json()).to.deep.include({ outcome: 'refundFailed' });
      expect(await refundRow(later.pageId)).to.deep.include({
        status: 'failed',
        provider_ref: refund.id,
        last_error: 'expired_or_canceled_card',
      });
      expect(await refundMails(booked)).to.deep.equal([]);
      const seen = await staffBookingOf(booked.bookingCode);
      expect(seen.refunds.map((r) => [r.reason, r.status, r.providerRef])).to.deep.equal([
        ['duplicate', 'failed', refund.id],
      ]);
      // A later word on it changes nothing.
      expect(await (await webhook(refundEvent('refund.updated', refund))).json()).to.deep.include({
        outcome: 'alreadySettled',
      });
    });

    it('a delayed payment: completed unpaid records nothing; async_payment_succeeded pays, async_payment_failed gives the page up', async () => {
      const booked = await book();
      const { session, pageId } = await openPage(booked);
      const processing = fake.markProcessing(session.id);
      expect(await (await webhook(checkoutEvent('checkout.session.completed', processing))).json()).to.deep.include({
        outcome: 'ignored',
      });
      expect(await returnPage(pageId)).to.match(/payment=done$/);
      expect((await lookup(booked)).status).to.equal('pending_payment');
      expect(await receipts(booked)).to.deep.equal([]);

      const paid = fake.markPaid(session.id);
      expect(paid.payment_intent).to.equal(processing.payment_intent);
      const succeeded = await webhook(checkoutEvent('checkout.session.async_payment_succeeded', paid));
      expect(await succeeded.json()).to.deep.include({ outcome: 'paid' });
      depositPaid(await lookup(booked));
      expect(await receipts(booked)).to.have.length(1);

      const other = await book();
      const second = await openPage(other);
      fake.markProcessing(second.session.id);
      const failed = await webhook(checkoutEvent('checkout.session.async_payment_failed', second.session));
      expect(await failed.json()).to.deep.include({ outcome: 'expired' });
      const [row] = await db.query<{ status: string; provider_expired_at: unknown }>(
        'select status, provider_expired_at from payment_sessions where id = $1',
        [second.pageId],
      );
      expect(row.status).to.equal('expired');
      expect(row.provider_expired_at, 'Stripe needs no expire call').to.not.equal(null);
      const after = await lookup(other);
      expect(after.status).to.equal('pending_payment');
      expect(after.payments.every((p) => p.paidAt === null)).to.equal(true);
      expect(await receipts(other)).to.deep.equal([]);
      expect((await openPage(after)).session.id).to.not.equal(second.session.id);
      expect(fake.requestsTo('POST', `/v1/checkout/sessions/${second.session.id}/expire`)).to.deep.equal([]);
    });

    it('a dispute opened then lost shows on the staff booking with its amount and deadline; the money record is untouched', async () => {
      const booked = await book();
      const { session } = await openPage(booked);
      expect((await webhook(checkoutEvent('checkout.session.completed', fake.markPaid(session.id)))).status).to.equal(
        200,
      );
      const before = await staffBookingOf(booked.bookingCode);
      expect(before.disputes).to.deep.equal([]);

      const dispute = fake.openDispute(session.id);
      const created = disputeEvent('charge.dispute.created', dispute, { created: dispute.created });
      expect(await (await webhook(created)).json()).to.deep.include({ outcome: 'disputeRecorded' });
      const opened = await staffBookingOf(booked.bookingCode);
      expect(opened.disputes).to.deep.equal([
        {
          id: opened.disputes[0].id,
          providerRef: dispute.id,
          chargeRef: session.payment_intent,
          amountCents: session.amount_total,
          reason: 'fraudulent',
          status: 'needs_response',
          evidenceDueBy: new Date(dispute.evidence_details.due_by! * 1000).toISOString(),
          createdAt: new Date(dispute.created * 1000).toISOString(),
          closedAt: null,
          outcome: null,
        },
      ]);

      const closed = disputeEvent('charge.dispute.closed', fake.closeDispute(dispute.id, 'lost'), {
        created: dispute.created + 60,
      });
      expect((await webhook(closed)).status).to.equal(200);
      // Delivered late and out of order: the older event changes nothing.
      expect(
        (
          await webhook(
            disputeEvent(
              'charge.dispute.updated',
              { ...dispute, status: 'under_review' },
              { created: dispute.created + 30 },
            ),
          )
        ).status,
      ).to.equal(200);
      expect((await webhook(closed)).status).to.equal(200);
      const after = await staffBookingOf(booked.bookingCode);
      expect(after.disputes).to.have.length(1);
      expect(after.disputes[0]).to.deep.include({
        status: 'lost',
        outcome: 'lost',
        closedAt: new Date((dispute.created + 60) * 1000).toISOString(),
      });
      expect([after.paidCents, after.refundedCents]).to.deep.equal([before.paidCents, before.refundedCents]);

      // A dispute of a charge of no booking of ours is logged, not recorded.
      const stray = { ...dispute, id: 'du_stray', payment_intent: 'pi_not_ours' };
      expect(await (await webhook(disputeEvent('charge.dispute.created', stray))).json()).to.deep.include({
        outcome: 'unknownCharge',
      });
    });

    it('a page replaced by staff changing the stay is expired at Stripe, after the change', async () => {
      // Within 30 days: one payment of the whole amount, which the change moves.
      const from = thursdayFrom('2027-12-20');
      const booked = await book(from);
      expect(booked.payments.map((p) => p.kind)).to.deep.equal(['full']);
      const { session, pageId } = await openPage(booked);
      const moved = await asStaff('POST', `/bookings/${booked.bookingCode}/lines`, {
        position: 1,
        resFrom: from,
        resTo: addDays(from, 14),
      });
      expect(moved.status, await moved.clone().text()).to.equal(200);
      expect(fake.requestsTo('POST', `/v1/checkout/sessions/${session.id}/expire`)).to.have.length(1);
      expect(session.status).to.equal('expired');
      const [row] = await db.query<{ status: string; provider_expired_at: unknown }>(
        'select status, provider_expired_at from payment_sessions where id = $1',
        [pageId],
      );
      expect(row.status).to.equal('expired');
      expect(row.provider_expired_at).to.not.equal(null);
      // Another staff action later asks Stripe nothing more.
      await asStaff('POST', `/bookings/${booked.bookingCode}/lines`, {
        position: 1,
        resFrom: from,
        resTo: addDays(from, 7),
      });
      expect(fake.requestsTo('POST', `/v1/checkout/sessions/${session.id}/expire`)).to.have.length(1);
      // The pay link opens a page for what is owed now.
      const next = await openPage(await lookup(booked));
      expect(next.session.id).to.not.equal(session.id);
    });

    it('an expired page (checkout.session.expired) changes nothing but the page; the pay link then opens a new one', async () => {
      const booked = await book();
      const { session, pageId } = await openPage(booked);
      expect((await webhook(checkoutEvent('checkout.session.expired', fake.markExpired(session.id)))).status).to.equal(
        200,
      );
      const [row] = await db.query<{ status: string }>('select status from payment_sessions where id = $1', [pageId]);
      expect(row.status).to.equal('expired');
      const still = await lookup(booked);
      expect(still.status).to.equal('pending_payment');
      const next = await openPage(still);
      expect(next.session.id).to.not.equal(session.id);
      expect(next.session.amount_total).to.equal(session.amount_total);
    });

    it('cancelling a paid booking refunds the deposit beyond the fee through Stripe', async () => {
      const booked = await book();
      const { session } = await openPage(booked);
      const intent = fake.markPaid(session.id).payment_intent!;
      expect((await webhook(checkoutEvent('checkout.session.completed', fake.session(session.id)))).status).to.equal(
        200,
      );

      const quote = (await lookup(booked)).cancellation!;
      expect(quote, 'cancellation quote').to.not.equal(null);
      const depositCents = booked.payments[0].amountCents;
      expect(quote.refundCents).to.equal(depositCents - quote.feeCents);
      expect(quote.refundCents).to.be.greaterThan(0);

      const res = await call(api, 'POST', '/api/reservation/cancel', {
        json: { email: booked.email, bookingCode: booked.bookingCode },
      });
      const cancelled = await json<ReservationResult>(res);
      expect(res.status, JSON.stringify(cancelled)).to.equal(200);
      expect(cancelled.status).to.equal('cancelled');

      const sent = fake.requestsTo('POST', '/v1/refunds').filter((r) => r.body.payment_intent === intent);
      const [refund] = fake.refunds.filter((r) => r.payment_intent === intent);
      const rows = await db.query<{
        id: number;
        status: string;
        amount_cents: number;
        provider_ref: string;
        reason: string;
      }>(
        'select r.id, r.status, r.amount_cents, r.provider_ref, r.reason from refunds r join reservations v on v.id = r.reservation_id where v.booking_code = $1',
        [booked.bookingCode],
      );
      expect(sent.map((r) => r.body)).to.deep.equal([
        {
          payment_intent: intent,
          amount: String(quote.refundCents),
          metadata: { refundId: String(rows[0]?.id) },
        },
      ]);
      expect(rows).to.deep.equal([
        {
          id: rows[0].id,
          status: 'succeeded',
          amount_cents: quote.refundCents,
          provider_ref: refund.id,
          reason: 'cancellation',
        },
      ]);
      expect(cancelled.cancelled?.refunds.map((r) => [r.amountCents, r.status])).to.deep.equal([
        [quote.refundCents, 'succeeded'],
      ]);
    });
  });
}
