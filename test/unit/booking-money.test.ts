// The sums of a booking's money record (server/booking-money.ts): every amount shown is one of these.
import { expect } from 'chai';
import { bookingMoney, type MoneyEntry } from '../../server/booking-money.ts';

let nextId = 1;
const at = new Date('2027-03-01T12:00:00Z');
function entry(fields: Partial<MoneyEntry> & Pick<MoneyEntry, 'kind' | 'amountCents'>): MoneyEntry {
  return {
    id: nextId++,
    line: null,
    method: null,
    paymentId: null,
    refundId: null,
    refundReason: null,
    reference: null,
    cause: 'guest',
    actor: null,
    at,
    ...fields,
  };
}
const charge = (cents: number, line = 'house:1') => entry({ kind: 'charge', amountCents: cents, line });
const receipt = (cents: number, paymentId: number | null = 1) =>
  entry({ kind: 'receipt', amountCents: cents, method: 'card', paymentId });
const refund = (refundId: number, cents: number, reason: MoneyEntry['refundReason'] = 'manual') =>
  entry({ kind: 'refund', amountCents: cents, refundId, refundReason: reason, method: 'card' });
const sent = (refundId: number, cents: number) =>
  entry({ kind: 'refund_sent', amountCents: cents, refundId, reference: `re_${refundId}` });
const failed = (refundId: number, cents: number) => entry({ kind: 'refund_failed', amountCents: cents, refundId });

describe('a booking’s money from its record', () => {
  it('charges less what the payments hold is open; nothing is owed back', () => {
    const m = bookingMoney([charge(99_000), charge(4_000, 'kits'), receipt(30_900)]);
    expect(m).to.include({ chargedCents: 103_000, paidCents: 30_900, heldCents: 30_900, openCents: 72_100 });
    expect(m).to.include({ overpaidCents: 0, refundedCents: 0, feeCents: null, receivedNetCents: 30_900 });
  });

  it('a staff refund lowers what is held and opens that much again; pending until sent', () => {
    const m = bookingMoney([charge(39_600), receipt(39_600), refund(7, 5_050)]);
    expect(m).to.include({ paidCents: 39_600, refundedCents: 5_050, refundPendingCents: 5_050, heldCents: 34_550 });
    expect(m.openCents).to.equal(5_050);
    expect(m.refunds).to.have.length(1);
    expect(m.refunds[0]).to.include({ status: 'pending', reason: 'manual', method: 'card' });
    const after = bookingMoney([charge(39_600), receipt(39_600), refund(7, 5_050), sent(7, 5_050)]);
    expect(after.refundPendingCents).to.equal(0);
    expect(after.refunds[0]).to.include({ status: 'succeeded', reference: 're_7' });
  });

  it('a failed refund gave nothing back', () => {
    const m = bookingMoney([charge(10_000), receipt(10_000), refund(3, 2_000), failed(3, 2_000)]);
    expect(m).to.include({ refundedCents: 0, heldCents: 10_000, receivedNetCents: 10_000 });
    expect(m.refunds[0].status).to.equal('failed');
  });

  it('money nobody asked for is received and returned, never counted as paid', () => {
    const m = bookingMoney([charge(10_000), receipt(10_000), receipt(10_000, null), refund(4, 10_000, 'duplicate')]);
    expect(m).to.include({ paidCents: 10_000, unaskedCents: 10_000, refundedCents: 0, heldCents: 10_000 });
    expect(m.receivedNetCents).to.equal(10_000);
  });

  it('once cancelled the charges are the fee kept, and nothing is open', () => {
    const m = bookingMoney([
      charge(40_000),
      receipt(12_000),
      entry({ kind: 'cancellation', amountCents: 8_000 - 40_000 }),
      refund(9, 4_000, 'cancellation'),
    ]);
    expect(m).to.include({ chargedCents: 8_000, feeCents: 8_000, heldCents: 8_000, openCents: 0, overpaidCents: 0 });
  });

  it('a lower price leaves paid over the charges, owed back', () => {
    const m = bookingMoney([charge(50_000), receipt(50_000), charge(-12_000)]);
    expect(m).to.include({ chargedCents: 38_000, openCents: 0, overpaidCents: 12_000 });
  });
});
