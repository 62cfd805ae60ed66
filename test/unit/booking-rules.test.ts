/**
 * The pure parts of the booking pages (no server needed): the DD/MM/YYYY
 * mask and its conversion to yyyy-MM-dd (docs/product/rules.md#date-formats: unparsable → null), the
 * caret kept behind its digit, the counters' bounds (docs/product/rules.md#counters: never below the
 * minimum, 0–99), euro amounts with cents only when there are any, the
 * payment schedule shown before booking (docs/product/bookings-and-payments.md#payment-schedule: one rule, 30 days), and the
 * conversion event that reaches the tag layer only with analytics consent.
 */
import { expect } from 'chai';
import type { ReservationResult } from '../../contract/api/types.ts';
import { pushConversion } from '../../src/pages/checkout-thanks/conversion.ts';
import { formatCents } from '../../src/components/booking/money.ts';
import { clampCount } from '../../src/pages/checkout/Counter.tsx';
import { caretAfterMask, isoToMasked, maskDate, maskedToIso } from '../../src/pages/checkout/date-mask.ts';
import { paymentSchedule } from '../../contract/payment-schedule.ts';

describe('booking form rules', () => {
  it('masks dates as DD/MM/YYYY while typing, digits only', () => {
    expect(maskDate('1')).to.equal('1');
    expect(maskDate('17')).to.equal('17');
    expect(maskDate('170')).to.equal('17/0');
    expect(maskDate('1705')).to.equal('17/05');
    expect(maskDate('17051')).to.equal('17/05/1');
    expect(maskDate('17051980')).to.equal('17/05/1980');
    expect(maskDate('170519801234')).to.equal('17/05/1980');
    expect(maskDate('17/05/1980')).to.equal('17/05/1980');
    expect(maskDate('a1b7-05.1980')).to.equal('17/05/1980');
    // Deleting the digit after a slash leaves no dangling slash.
    expect(maskDate('17/')).to.equal('17');
  });

  it('converts DD/MM/YYYY to yyyy-MM-dd, and anything that is not a real day to null', () => {
    expect(maskedToIso('17/05/1980')).to.equal('1980-05-17');
    expect(maskedToIso(' 29/02/2028 ')).to.equal('2028-02-29');
    expect(maskedToIso('2027-01-14')).to.equal('2027-01-14');
    for (const bad of ['', '17/05', '31/02/1990', '29/02/2027', '00/01/2000', '1/5/1990', '17-05-1980', 'soon'])
      expect(maskedToIso(bad), bad).to.equal(null);
    expect(isoToMasked('2027-01-14')).to.equal('14/01/2027');
    expect(isoToMasked('2027-02-30')).to.equal('');
    expect(isoToMasked(null)).to.equal('');
  });

  it('keeps the caret behind the digit it was behind', () => {
    expect(caretAfterMask('170', 3, '17/0')).to.equal(4);
    expect(caretAfterMask('17/051', 6, '17/05/1')).to.equal(7);
    expect(caretAfterMask('1x7/05', 2, '17/05')).to.equal(1);
    expect(caretAfterMask('17/05', 0, '17/05')).to.equal(0);
  });

  it('keeps counters within their bounds', () => {
    expect(clampCount(0, 1, 99)).to.equal(1);
    expect(clampCount(-3, 0, 99)).to.equal(0);
    expect(clampCount(120, 0, 99)).to.equal(99);
    expect(clampCount('4', 0, 99)).to.equal(4);
    expect(clampCount('2.7', 0, 99)).to.equal(2);
    expect(clampCount('', 1, 99, 3)).to.equal(3);
    expect(clampCount('x', 1, 99)).to.equal(1);
    // The kits' maximum follows the guests and may fall to the minimum.
    expect(clampCount(3, 0, 0)).to.equal(0);
  });

  it('writes euros with cents only when there are any', () => {
    expect(formatCents('en', 123400)).to.equal('€1,234');
    expect(formatCents('de', 123400)).to.equal('1.234\u00a0€');
    expect(formatCents('en', 24680)).to.equal('€246.80');
    expect(formatCents('de', 24680)).to.equal('246,80\u00a0€');
  });

  it('explains one payment rule: 20 % now and the rest 30 days before arrival, or all now within 30 days', () => {
    expect(paymentSchedule(83300, '2027-01-21', '2026-11-21')).to.deep.equal([
      { kind: 'deposit', amountCents: 16660, dueDate: '2026-11-21' },
      { kind: 'balance', amountCents: 66640, dueDate: '2026-12-22' },
    ]);
    expect(paymentSchedule(83300, '2026-12-20', '2026-11-21')).to.deep.equal([
      { kind: 'full', amountCents: 83300, dueDate: '2026-11-21' },
    ]);
  });

  describe('the conversion event', () => {
    const booking = {
      bookingCode: '12345678',
      totalCents: 93800,
      houses: [{ code: 'SH-1010', name: 'Reynivík', priceCents: 83300 }],
      numberViatorKit: 3,
      kitPriceCents: 3500,
    } as unknown as ReservationResult;
    const g = globalThis as unknown as { window?: { dataLayer?: unknown[] } };
    let before: typeof g.window;
    beforeEach(() => {
      before = g.window;
      g.window = {};
    });
    afterEach(() => {
      // Leave no `window` behind: other files in this worker take its presence for a browser.
      if (before === undefined) delete g.window;
      else g.window = before;
    });

    it('is pushed in euro with analytics consent', () => {
      expect(pushConversion(booking, 'accepted')).to.equal(true);
      const purchase = g.window!.dataLayer!.find((e) => (e as { event?: string }).event === 'purchase') as {
        ecommerce: Record<string, unknown>;
      };
      expect(purchase.ecommerce).to.deep.include({ transaction_id: '12345678', value: 938, currency: 'EUR' });
      expect(purchase.ecommerce.items).to.deep.equal([
        { item_id: 'SH-1010', item_name: 'Reynivík', item_category: 'house', price: 833, quantity: 1 },
        { item_id: 'kit', item_name: 'kit', item_category: 'kit', price: 35, quantity: 3 },
      ]);
    });

    it('is not pushed without it', () => {
      expect(pushConversion(booking, 'declined')).to.equal(false);
      expect(pushConversion(booking, null)).to.equal(false);
      expect(g.window!.dataLayer).to.equal(undefined);
    });
  });
});
