/**
 * The pure rules of a staff move: the guest's date rules a stay breaks, each with its day
 * (contract/dates.ts brokenRules, which checkStay reports the first of), and when an open payment
 * is due after the move (contract/payment-schedule.ts dueAfterMove;
 * docs/product/bookings-and-payments.md#payment-schedule).
 */
import { expect } from 'chai';
import { brokenRules, checkStay } from '../../contract/dates.ts';
import { bookingSchedule, dueAfterMove } from '../../contract/payment-schedule.ts';

const BOOKED = '2027-12-01';

describe('a staff move’s rules', () => {
  it('names every date rule a stay breaks, in the order checkStay reports the first', () => {
    // 2028-04-10 and 2028-04-17 are Mondays; 2027-12-09 is a Thursday 8 days after BOOKED.
    expect(brokenRules('2028-04-10', '2028-04-17', BOOKED)).to.deep.equal([
      { problem: 'not-changeover-day', field: 'resFrom' },
      { problem: 'not-changeover-day', field: 'resTo' },
    ]);
    expect(brokenRules('2027-12-09', '2027-12-13', BOOKED)).to.deep.equal([
      { problem: 'not-changeover-day', field: 'resTo' },
      { problem: 'too-soon', field: 'resFrom' },
    ]);
    expect(checkStay('2027-12-09', '2027-12-13', BOOKED)).to.deep.equal({
      ok: false,
      problem: 'not-changeover-day',
      field: 'resTo',
    });
    expect(brokenRules('2028-04-13', '2028-04-16', BOOKED)).to.deep.equal([]);
    expect(brokenRules('2028-04-13', '2028-04-13', BOOKED)).to.deep.equal([
      { problem: 'not-after-check-in', field: 'resTo' },
    ]);
  });

  it('moves a balance with the arrival, never before today, and keeps what does not change', () => {
    const balance = { kind: 'balance' as const, dueDate: '2028-03-07' };
    const deposit = { kind: 'deposit' as const, dueDate: BOOKED };
    const later = bookingSchedule(false, 100_000, '2028-05-04', BOOKED);
    expect(dueAfterMove(balance, later, '2027-12-20')).to.equal('2028-04-04');
    // The deposit is due on the day of booking, whatever the arrival: it stays, even once past.
    expect(dueAfterMove(deposit, later, '2027-12-20')).to.equal(BOOKED);
    // Earlier: 30 days before is past, so today.
    const earlier = bookingSchedule(false, 100_000, '2028-01-13', BOOKED);
    expect(dueAfterMove(balance, earlier, '2027-12-20')).to.equal('2027-12-20');
    // Less than 30 days after the booking day the schedule has no balance: due as the full payment, so today.
    const soon = bookingSchedule(false, 100_000, '2027-12-23', BOOKED);
    expect(soon.map((p) => p.kind)).to.deep.equal(['full']);
    expect(dueAfterMove(balance, soon, '2027-12-05')).to.equal('2027-12-05');
  });

  it('moves a payment on account: 30 days after booking or 14 before arrival, never before today', () => {
    const full = { kind: 'full' as const, dueDate: '2027-12-31' };
    expect(dueAfterMove(full, bookingSchedule(true, 100_000, '2027-12-26', BOOKED), BOOKED)).to.equal('2027-12-12');
    expect(dueAfterMove(full, bookingSchedule(true, 100_000, '2027-12-12', BOOKED), '2027-12-03')).to.equal(
      '2027-12-03',
    );
    expect(dueAfterMove(full, bookingSchedule(true, 100_000, '2028-06-01', BOOKED), '2027-12-03')).to.equal(
      '2027-12-31',
    );
  });
});
