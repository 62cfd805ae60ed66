/**
 * The booking's state machine (server/api/bookings/states.ts): every move its
 * tables allow gives the listed state, every other is refused, and a refused
 * move writes nothing. And the back office's refund rule beside it.
 */
import { expect } from 'chai';
import type { ReservationStatus } from '../../contract/api/types.ts';
import type { Queryable } from '../../server/db/client.ts';
import {
  BOOKING_MOVES,
  initialBookingState,
  initialStayState,
  moveBooking,
  nextState,
  PAGE_MOVES,
  PAYMENT_MOVES,
  payPayment,
  STAY_MOVES,
  TransitionRefused,
  type BookingAction,
  type PageStatus,
  type PaymentState,
} from '../../server/api/bookings/states.ts';
import type { StayStatus } from '../../server/api/catalogue/stays.ts';

const BOOKING_STATES: ReservationStatus[] = ['pending_payment', 'confirmed', 'paid', 'cancelled'];

function refusal(run: () => unknown): TransitionRefused {
  try {
    run();
  } catch (err) {
    expect(err).to.be.instanceOf(TransitionRefused);
    return err as TransitionRefused;
  }
  throw new Error('not refused');
}

/** A database that answers the one select with `row` and records every statement. */
function fakeDb(row: Record<string, unknown>): Queryable & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    query: async (sql: string) => {
      if (sql.startsWith('select')) return [row];
      writes.push(sql);
      return [];
    },
  } as unknown as Queryable & { writes: string[] };
}

describe('booking states', () => {
  it('a guest booking waits for payment, a trade partner’s is confirmed at once', () => {
    expect(initialBookingState(false)).to.equal('pending_payment');
    expect(initialBookingState(true)).to.equal('confirmed');
    expect(initialStayState(false)).to.equal('pending');
    expect(initialStayState(true)).to.equal('confirmed');
  });

  it('allows the listed booking moves', () => {
    expect(nextState('booking', BOOKING_MOVES, 'pending_payment', 'payPart')).to.equal('confirmed');
    expect(nextState('booking', BOOKING_MOVES, 'confirmed', 'payPart')).to.equal('confirmed');
    expect(nextState('booking', BOOKING_MOVES, 'pending_payment', 'payInFull')).to.equal('paid');
    expect(nextState('booking', BOOKING_MOVES, 'confirmed', 'payInFull')).to.equal('paid');
    expect(nextState('booking', BOOKING_MOVES, 'confirmed', 'settle')).to.equal('paid');
    for (const from of ['pending_payment', 'confirmed', 'paid'] as const)
      expect(nextState('booking', BOOKING_MOVES, from, 'cancel')).to.equal('cancelled');
  });

  it('refuses every other booking move: nothing moves a cancelled booking', () => {
    const allowed = (action: BookingAction, from: ReservationStatus) => from in BOOKING_MOVES[action];
    let refused = 0;
    for (const action of Object.keys(BOOKING_MOVES) as BookingAction[])
      for (const from of BOOKING_STATES.filter((s) => !allowed(action, s))) {
        const err = refusal(() => nextState('booking', BOOKING_MOVES, from, action));
        expect(err).to.include({ machine: 'booking', from, action });
        refused++;
      }
    expect(refused).to.equal(8);
    for (const action of Object.keys(BOOKING_MOVES))
      expect(allowed(action as BookingAction, 'cancelled')).to.equal(false);
  });

  it('refuses an action it does not know', () => {
    refusal(() => nextState('booking', BOOKING_MOVES, 'confirmed', 'unpay'));
  });

  it('moves stays and payments one way', () => {
    expect(nextState<StayStatus>('stay', STAY_MOVES, 'pending', 'confirm')).to.equal('confirmed');
    expect(nextState<StayStatus>('stay', STAY_MOVES, 'confirmed', 'cancel')).to.equal('cancelled');
    refusal(() => nextState<StayStatus>('stay', STAY_MOVES, 'cancelled', 'confirm'));
    refusal(() => nextState<StayStatus>('stay', STAY_MOVES, 'cancelled', 'cancel'));
    expect(nextState<PaymentState>('payment', PAYMENT_MOVES, 'due', 'pay')).to.equal('paid');
    refusal(() => nextState<PaymentState>('payment', PAYMENT_MOVES, 'paid', 'pay'));
  });

  it('pays, refuses, expires or gives up only a pay page still waiting', () => {
    for (const from of ['open', 'expired', 'cancelled'] as const) {
      expect(nextState<PageStatus>('page', PAGE_MOVES, from, 'pay')).to.equal('paid');
      expect(nextState<PageStatus>('page', PAGE_MOVES, from, 'refuse')).to.equal('duplicate');
    }
    expect(nextState<PageStatus>('page', PAGE_MOVES, 'open', 'expire')).to.equal('expired');
    expect(nextState<PageStatus>('page', PAGE_MOVES, 'open', 'giveUp')).to.equal('cancelled');
    for (const from of ['paid', 'duplicate'] as const)
      for (const action of Object.keys(PAGE_MOVES))
        refusal(() => nextState<PageStatus>('page', PAGE_MOVES, from, action));
    refusal(() => nextState<PageStatus>('page', PAGE_MOVES, 'expired', 'giveUp'));
  });

  it('writes an allowed move and nothing for a refused one', async () => {
    const confirmed = fakeDb({ status: 'confirmed' });
    expect(await moveBooking(confirmed, 1, { action: 'payInFull' })).to.equal('paid');
    expect(confirmed.writes).to.have.length(1);

    const cancelled = fakeDb({ status: 'cancelled' });
    const err = await moveBooking(cancelled, 1, { action: 'payPart' }).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(TransitionRefused);
    expect(cancelled.writes).to.deep.equal([]);

    const paid = fakeDb({ paid_at: new Date() });
    expect(await payPayment(paid, 1, 'bank', new Date()).catch((e: unknown) => e)).to.be.instanceOf(TransitionRefused);
    expect(paid.writes).to.deep.equal([]);
  });
});
