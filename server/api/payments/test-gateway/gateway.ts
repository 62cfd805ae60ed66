/**
 * The built-in test gateway: the embedded default payment provider. It
 * behaves like a hosted provider – its own card page (router.ts), its own
 * books (test_gateway_* tables), a signed callback – but takes no money.
 *
 * Its pages need no storage until paid or expired: the page's terms travel in
 * a sealed token in its URL; a page the site expires is noted, and its card
 * page then takes no card. When a test card succeeds, the gateway books the
 * charge (once per page, never on an expired page) and hands a signed event to the same callback path as a
 * real provider's webhook (callback.ts), so the application's code path is the same.
 */
import crypto from 'node:crypto';
import { sealer } from '../../../http/seal.ts';
import type { Db } from '../../../db/client.ts';
import { CallbackRejected, type CheckoutRequest, type PaymentProvider, type ProviderEvent } from '../provider.ts';

export const TEST_GATEWAY = 'test';
export const SIGNATURE_HEADER = 'x-test-gateway-signature';
const PAGE_PURPOSE = 'test gateway page';
const CALLBACK_TOLERANCE_S = 5 * 60;

/** What the card page shows and where it sends the guest. */
export type GatewayPage = Pick<
  CheckoutRequest,
  'amountCents' | 'currency' | 'description' | 'email' | 'locale' | 'successUrl' | 'cancelUrl'
> & { pageId: string };

export interface TestGateway extends PaymentProvider {
  /** The page of a token from its URL; null when forged or expired. */
  openPage(token: string): GatewayPage | null;
  /** Whether the site expired the page (PaymentProvider.expire): it takes no card. */
  isExpired(pageId: string): Promise<boolean>;
  /** Books a charge for the page, once: null when the page was paid already or is expired. */
  charge(page: GatewayPage): Promise<ProviderEvent | null>;
  /** A callback as the gateway would send it: the raw body and its signature header. */
  signedCallback(event: ProviderEvent): { rawBody: Buffer; headers: Record<string, string> };
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;

export function testGateway(deps: { db: Db; secret: string; clock: () => Date }): TestGateway {
  const { db, clock } = deps;
  const seal = sealer(deps.secret, () => clock().getTime());
  const callbackKey = crypto.createHmac('sha256', deps.secret).update('sumarhus test gateway callback').digest();
  const sign = (timestamp: number, body: Buffer) =>
    crypto.createHmac('sha256', callbackKey).update(`${timestamp}.`).update(body).digest('hex');

  return {
    name: TEST_GATEWAY,
    takesNoMoney: true,

    async createCheckout(request) {
      const page: GatewayPage = {
        pageId: randomId('tgp'),
        amountCents: request.amountCents,
        currency: request.currency,
        description: request.description,
        email: request.email,
        locale: request.locale,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
      };
      const seconds = Math.max(1, Math.floor((request.expiresAt.getTime() - clock().getTime()) / 1000));
      const token = seal.seal(PAGE_PURPOSE, JSON.stringify(page), seconds);
      return {
        providerSessionId: page.pageId,
        url: `${new URL(request.successUrl).origin}/api/payments/test-gateway/${token}`,
      };
    },

    openPage(token) {
      const value = seal.unseal(PAGE_PURPOSE, token);
      return value ? (JSON.parse(value) as GatewayPage) : null;
    },

    async expire(pageId) {
      await db.query(
        'insert into test_gateway_expired_pages (page_id, expired_at) values ($1, $2) on conflict do nothing',
        [pageId, clock().toISOString()],
      );
    },

    async isExpired(pageId) {
      return (await db.query('select 1 from test_gateway_expired_pages where page_id = $1', [pageId])).length > 0;
    },

    async charge(page) {
      const chargeId = randomId('tgch');
      const booked = await db.query(
        `insert into test_gateway_charges (id, page_id, amount_cents, currency, created_at)
         select $1, $2, $3, $4, $5 where not exists (select 1 from test_gateway_expired_pages where page_id = $2)
         on conflict (page_id) do nothing returning id`,
        [chargeId, page.pageId, page.amountCents, page.currency, clock().toISOString()],
      );
      if (!booked.length) return null;
      return {
        id: randomId('tgevt'),
        type: 'paid',
        providerSessionId: page.pageId,
        chargeRef: chargeId,
        amountCents: page.amountCents,
        currency: page.currency,
      };
    },

    signedCallback(event) {
      const rawBody = Buffer.from(JSON.stringify(event));
      const timestamp = Math.floor(clock().getTime() / 1000);
      return { rawBody, headers: { [SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(timestamp, rawBody)}` } };
    },

    async outcome(pageId) {
      const [charge] = await db.query<{ id: string; amount_cents: number; currency: string }>(
        'select id, amount_cents, currency from test_gateway_charges where page_id = $1',
        [pageId],
      );
      return charge
        ? {
            id: `return:${pageId}`,
            type: 'paid',
            providerSessionId: pageId,
            chargeRef: charge.id,
            amountCents: charge.amount_cents,
            currency: charge.currency,
          }
        : null;
    },

    verifyCallback(rawBody, headers) {
      const header = headers[SIGNATURE_HEADER];
      const parts = Object.fromEntries(
        String(Array.isArray(header) ? header[0] : (header ?? ''))
          .split(',')
          .map((p) => p.split('=', 2) as [string, string]),
      );
      const timestamp = Number(parts.t);
      const given = Buffer.from(parts.v1 ?? '');
      const expected = Buffer.from(Number.isInteger(timestamp) ? sign(timestamp, rawBody) : '');
      if (!given.length || given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
        throw new CallbackRejected('bad test gateway signature');
      if (Math.abs(clock().getTime() / 1000 - timestamp) > CALLBACK_TOLERANCE_S)
        throw new CallbackRejected('test gateway callback too old');
      const event = JSON.parse(rawBody.toString('utf8')) as ProviderEvent;
      return event.type === 'paid' || event.type === 'expired' ? event : null;
    },

    async refund({ chargeRef, amountCents, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [done] = await tx.query<{ id: string }>(
          'select id from test_gateway_refunds where idempotency_key = $1',
          [idempotencyKey],
        );
        if (done) return { providerRef: done.id, status: 'succeeded' as const };
        const charged = await tx.query(
          'update test_gateway_charges set refunded_cents = refunded_cents + $2 where id = $1 and refunded_cents + $2 <= amount_cents returning id',
          [chargeRef, amountCents],
        );
        if (!charged.length) throw new Error(`test gateway: cannot refund ${amountCents} of charge ${chargeRef}`);
        const id = randomId('tgre');
        await tx.query(
          'insert into test_gateway_refunds (id, idempotency_key, charge_id, amount_cents, created_at) values ($1, $2, $3, $4, $5)',
          [id, idempotencyKey, chargeRef, amountCents, clock().toISOString()],
        );
        return { providerRef: id, status: 'succeeded' as const };
      });
    },
  };
}
