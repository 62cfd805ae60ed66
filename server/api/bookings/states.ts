/**
 * The states of a booking, of its stays and of its payments, and the actions
 * that move them: the one place a status is decided. Each table reads
 * "action: from → to"; an action not listed for a state is refused
 * (TransitionRefused), so a cancelled booking is never paid or confirmed
 * again, whatever the caller checked before.
 *
 *   booking   pending_payment ─payPart→ confirmed ─payInFull→ paid
 *             pending_payment ─payInFull→ paid, confirmed ─settle→ paid
 *             any but cancelled ─cancel→ cancelled
 *   stay      pending ─confirm→ confirmed; pending, confirmed ─cancel→ cancelled
 *   payment   due ─pay→ paid (stored as its paid_at)
 *   pay page  open ─expire→ expired, open ─giveUp→ cancelled
 *             open, expired, cancelled ─pay→ paid, ─refuse→ duplicate
 *
 * A guest's booking starts pending_payment with pending stays; a trade
 * partner's (on account) starts confirmed with confirmed stays; a pay page
 * (a payment session with the provider) starts open.
 */
import type { PaymentMethod, ReservationStatus } from '../../../contract/api/types.ts';
import type { Queryable } from '../../db/client.ts';
import type { StayStatus } from '../catalogue/stays.ts';

export type PaymentState = 'due' | 'paid';
export type PageStatus = 'open' | 'paid' | 'duplicate' | 'cancelled' | 'expired';

/** For each action, the state it moves each allowed state to. */
type Moves<State extends string> = Record<string, Partial<Record<State, State>>>;

export const BOOKING_MOVES = {
  /** A payment arrived and others are still open. */
  payPart: { pending_payment: 'confirmed', confirmed: 'confirmed' },
  /** The last open payment arrived. */
  payInFull: { pending_payment: 'paid', confirmed: 'paid' },
  /** Staff changed a house and nothing is left to pay. */
  settle: { confirmed: 'paid' },
  cancel: { pending_payment: 'cancelled', confirmed: 'cancelled', paid: 'cancelled' },
} as const satisfies Moves<ReservationStatus>;

export const STAY_MOVES = {
  confirm: { pending: 'confirmed' },
  cancel: { pending: 'cancelled', confirmed: 'cancelled' },
} as const satisfies Moves<StayStatus>;

export const PAYMENT_MOVES = {
  pay: { due: 'paid' },
} as const satisfies Moves<PaymentState>;

export const PAGE_MOVES = {
  /** The provider took the money, and it pays a due payment of a live booking. */
  pay: { open: 'paid', expired: 'paid', cancelled: 'paid' },
  /** The provider took money that is not kept (paid already, booking cancelled, wrong amount): it is refunded. */
  refuse: { open: 'duplicate', expired: 'duplicate', cancelled: 'duplicate' },
  /** Past its time, or replaced by a new page, or its payment's amount changed. */
  expire: { open: 'expired' },
  /** The guest came back without paying. */
  giveUp: { open: 'cancelled' },
} as const satisfies Moves<PageStatus>;

export type BookingAction = keyof typeof BOOKING_MOVES;
export type PageAction = keyof typeof PAGE_MOVES;
export type StayAction = keyof typeof STAY_MOVES;

export class TransitionRefused extends Error {
  override name = 'TransitionRefused';
  constructor(
    readonly machine: 'booking' | 'stay' | 'payment' | 'page',
    readonly from: string,
    readonly action: string,
  ) {
    super(`a ${machine} in state '${from}' cannot ${action}`);
  }
}

/** The state `action` moves `from` to; throws TransitionRefused when the table does not allow it. */
export function nextState<State extends string>(
  machine: TransitionRefused['machine'],
  moves: Moves<State>,
  from: State,
  action: string,
): State {
  const to = moves[action]?.[from];
  if (to === undefined) throw new TransitionRefused(machine, from, action);
  return to;
}

/** Where a booking starts: a guest's waits for its first payment; a trade partner's, on account, is confirmed at once. */
export function initialBookingState(onAccount: boolean): ReservationStatus {
  return onAccount ? 'confirmed' : 'pending_payment';
}

export function initialStayState(onAccount: boolean): StayStatus {
  return onAccount ? 'confirmed' : 'pending';
}

export type BookingMove =
  | { action: Exclude<BookingAction, 'cancel'> }
  | { action: 'cancel'; at: Date; reason: 'guest' | 'unpaid' | 'staff'; feeCents: number };

/**
 * Moves a booking (its row locked by the caller) and returns its new state.
 * A cancellation writes its time, reason and the fee kept in the same update.
 */
export async function moveBooking(tx: Queryable, reservationId: number, move: BookingMove): Promise<ReservationStatus> {
  const [row] = await tx.query<{ status: ReservationStatus }>('select status from reservations where id = $1', [
    reservationId,
  ]);
  const to = nextState('booking', BOOKING_MOVES, row.status, move.action);
  if (move.action === 'cancel')
    await tx.query(
      'update reservations set status = $2, cancelled_at = $3, cancel_reason = $4, cancellation_fee_cents = $5 where id = $1',
      [reservationId, to, move.at.toISOString(), move.reason, move.feeCents],
    );
  else await tx.query('update reservations set status = $2 where id = $1', [reservationId, to]);
  return to;
}

/** Moves a booking's stays together, in one statement: those in a state the action moves from; the others stay as they are. */
export async function moveStays(tx: Queryable, reservationId: number, action: StayAction): Promise<void> {
  const moves: Partial<Record<StayStatus, StayStatus>> = STAY_MOVES[action];
  await tx.query(
    `update stays set status = $3::jsonb ->> status where status = any($2::text[])
        and id in (select stay_id from reservation_houses where reservation_id = $1)`,
    [reservationId, Object.keys(moves), JSON.stringify(moves)],
  );
}

/** Marks a due payment paid with its method; a payment already paid is refused. */
export async function payPayment(tx: Queryable, paymentId: number, method: PaymentMethod, at: Date): Promise<void> {
  const [row] = await tx.query<{ paid_at: unknown }>('select paid_at from payments where id = $1', [paymentId]);
  nextState<PaymentState>('payment', PAYMENT_MOVES, row.paid_at ? 'paid' : 'due', 'pay');
  await tx.query('update payments set paid_at = $2, method = $3 where id = $1', [paymentId, at.toISOString(), method]);
}

/**
 * Moves pay pages, one (`id`) or all of a payment's (`paymentId`): those in a
 * state the action moves from; the others stay as they are, since the
 * provider's callback and the guest's return may race and the first decides.
 * The time it ended and the provider's charge are written with the move when given.
 */
export async function movePages(
  tx: Queryable,
  pages: { id: string } | { paymentId: number },
  action: PageAction,
  also: { completedAt?: Date; chargeRef?: string } = {},
): Promise<void> {
  const moves: Partial<Record<PageStatus, PageStatus>> = PAGE_MOVES[action];
  await tx.query(
    `update payment_sessions set status = $3::jsonb ->> status,
            completed_at = coalesce($4::timestamptz, completed_at), charge_ref = coalesce($5::text, charge_ref)
      where ${'id' in pages ? 'id = $1::text' : 'payment_id = $1::bigint'} and status = any($2::text[])`,
    [
      'id' in pages ? pages.id : pages.paymentId,
      Object.keys(moves),
      JSON.stringify(moves),
      also.completedAt?.toISOString() ?? null,
      also.chargeRef ?? null,
    ],
  );
}
