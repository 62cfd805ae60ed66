/**
 * Opening the provider's payment page for the next unpaid payment of a
 * booking. Under the reservation's row lock, so two tabs (or a tab and an
 * e-mail link) asking at once get the same page: an open page that is still
 * good for a while is reused, and the provider lets one page be paid once.
 * The provider is asked inside the transaction; should it fail, nothing is kept.
 * A page replaced here, or by a staff change, is expired at the provider
 * after the commit (expireSupersededPages), so that it can no longer be paid.
 */
import crypto from 'node:crypto';
import type { Logger } from 'pino';
import { t } from '../../texts.ts';
import type { Db } from '../../db/client.ts';
import { loadReservation, type ReservationRecord } from '../bookings/repository.ts';
import { nextPayment } from '../reservations/next-payment.ts';
import type { PaymentProvider } from './provider.ts';
import { movePages } from '../bookings/states.ts';

/** How long a payment page stays payable; one with less than REUSE_MARGIN left is replaced. */
export const SESSION_TTL_MS = 60 * 60_000;
const REUSE_MARGIN_MS = 10 * 60_000;
/** How long after a page was paid or left its return still shows the booking. */
export const RETURN_WINDOW_MS = 10 * 60_000;

export type OpenPageOutcome =
  | { outcome: 'page'; url: string }
  /** Nothing to pay: already paid, cancelled, or on account. */
  | { outcome: 'nothingDue'; record: ReservationRecord }
  | { outcome: 'notFound' };

export async function openPaymentPage(
  db: Db,
  provider: PaymentProvider,
  request: { bookingCode: string; paymentId: number; origin: string; now: Date; logger: Logger },
): Promise<OpenPageOutcome> {
  const { now } = request;
  const opened = await db.transaction(async (tx): Promise<OpenPageOutcome & { reservationId?: number }> => {
    const [row] = await tx.query<{ id: number }>('select id from reservations where booking_code = $1 for update', [
      request.bookingCode,
    ]);
    if (!row) return { outcome: 'notFound' };
    const record = (await loadReservation(tx, { id: Number(row.id) }))!;
    const linked = record.payments.find((p) => p.id === request.paymentId);
    if (!linked) return { outcome: 'notFound' };
    const payment = nextPayment(record);
    // The linked payment is paid (another tab was first), or the booking takes no card payment.
    if (!payment || linked.paidAt) return { outcome: 'nothingDue', record };

    const [open] = await tx.query<{ id: string; url: string; expires_at: Date | string }>(
      "select id, url, expires_at from payment_sessions where payment_id = $1 and status = 'open' and provider = $2",
      [payment.id, provider.name],
    );
    if (open && new Date(open.expires_at).getTime() - now.getTime() > REUSE_MARGIN_MS)
      return { outcome: 'page', url: open.url };
    await movePages(tx, { paymentId: payment.id }, 'expire', { completedAt: now });

    const sessionId = crypto.randomBytes(18).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    const back = `${request.origin}/api/payments/return/${sessionId}`;
    const page = await provider.createCheckout({
      sessionId,
      bookingCode: record.bookingCode,
      paymentId: payment.id,
      amountCents: payment.amountCents,
      currency: 'EUR',
      description: t(record.locale, 'api.payments.description', {
        kind: t(record.locale, `documents.kind.${payment.kind}`),
        code: record.bookingCode,
      }),
      email: record.email,
      locale: record.locale,
      successUrl: `${back}?to=success`,
      cancelUrl: `${back}?to=cancel`,
      expiresAt,
    });
    await tx.query(
      `insert into payment_sessions (id, reservation_id, payment_id, provider, provider_session_id, url, amount_cents, locale,
                                     created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        sessionId,
        record.id,
        payment.id,
        provider.name,
        page.providerSessionId,
        page.url,
        payment.amountCents,
        record.locale,
        now.toISOString(),
        expiresAt.toISOString(),
      ],
    );
    return { outcome: 'page', url: page.url, reservationId: record.id };
  });
  const { reservationId, ...outcome } = opened;
  if (reservationId) await expireSupersededPages(db, provider, reservationId, request);
  return outcome;
}

/**
 * Expires at the provider every page of the booking that we expired (replaced
 * by a new page, or its payment changed by staff) and the provider may still
 * take money on: not yet expired there, its time not yet run out. Called after
 * the transaction that expired them, never inside one (a network call); best
 * effort: a page the provider could not expire is logged, tried again the
 * next time, and lapses by its time (money taken on it meanwhile is refunded,
 * settle.ts).
 */
export async function expireSupersededPages(
  db: Db,
  provider: PaymentProvider,
  reservationId: number,
  ctx: { now: Date; logger: Logger },
): Promise<void> {
  const pages = await db.query<{ id: string; provider_session_id: string }>(
    `select id, provider_session_id from payment_sessions
      where reservation_id = $1 and provider = $2 and status = 'expired' and provider_expired_at is null
        and provider_session_id is not null and expires_at > $3
      order by created_at`,
    [reservationId, provider.name, ctx.now.toISOString()],
  );
  for (const page of pages) {
    try {
      await provider.expire(page.provider_session_id);
      await db.query(
        'update payment_sessions set provider_expired_at = $2 where id = $1 and provider_expired_at is null',
        [page.id, ctx.now.toISOString()],
      );
    } catch (err) {
      ctx.logger.warn(
        { err, reservationId, pageId: page.id, provider: provider.name },
        'replaced pay page not expired at the provider: it lapses by its time',
      );
    }
  }
}

/**
 * Whether this visit of a page's return may show the booking (the sealed
 * `booked` cookie): the first visit only, while the page is payable and
 * within RETURN_WINDOW_MS of it being paid or left. A later visit (the address
 * from the browser's history, a log or a shared link) shows nothing.
 */
export async function claimReturn(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const claimed = await db.query(
    `update payment_sessions set returned_at = $2
      where id = $1 and returned_at is null and expires_at > $2 and (completed_at is null or completed_at > $3)
      returning id`,
    [sessionId, now.toISOString(), new Date(now.getTime() - RETURN_WINDOW_MS).toISOString()],
  );
  return claimed.length > 0;
}
