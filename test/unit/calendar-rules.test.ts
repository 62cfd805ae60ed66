import { expect } from 'chai';
import fc from 'fast-check';
import { availabilityPerYear } from '../../contract/availability.ts';
import { isDaySelectable } from '../../contract/calendar-rules.ts';
import { addDays, isChangeoverDay, nightsBetween } from '../../contract/dates.ts';

const today = '2026-11-21'; // a Saturday
// A house booked from Thursday 2027-01-14 to Sunday 2027-01-24.
const availability = availabilityPerYear([{ from: '2027-01-14', to: '2027-01-24' }], [2026, 2027]);
const none = { from: null, to: null };

describe('calendar rules (fixed clock 2026-11-21)', () => {
  it('offers only Thursdays and Sundays at least 14 days ahead', () => {
    expect(isDaySelectable('2026-11-26', { today, range: none })).to.equal(false); // Thursday, 5 days ahead
    expect(isDaySelectable('2026-12-03', { today, range: none })).to.equal(false); // Thursday, 12 days ahead
    expect(isDaySelectable('2026-12-06', { today, range: none })).to.equal(true); // Sunday, 15 days ahead
    expect(isDaySelectable('2026-12-07', { today, range: none })).to.equal(false); // Monday
  });

  it('never offers a booked night as check-in', () => {
    expect(isDaySelectable('2027-01-17', { today, range: none, availability })).to.equal(false);
    expect(isDaySelectable('2027-01-14', { today, range: none, availability })).to.equal(false);
    expect(isDaySelectable('2027-01-24', { today, range: none, availability })).to.equal(true);
  });

  it('ends the check-out choice at the first unavailable day after check-in', () => {
    const range = { from: '2027-01-03', to: null };
    expect(isDaySelectable('2027-01-07', { today, range, availability })).to.equal(true);
    expect(isDaySelectable('2027-01-14', { today, range, availability })).to.equal(true); // checkout on the day the next guest arrives
    expect(isDaySelectable('2027-01-17', { today, range, availability })).to.equal(false);
    expect(isDaySelectable('2027-01-28', { today, range, availability })).to.equal(false);
    expect(isDaySelectable('2027-01-03', { today, range, availability })).to.equal(true); // same day clears
    expect(isDaySelectable('2026-12-27', { today, range, availability })).to.equal(true); // earlier restarts
  });

  it('never lets a chosen stay cross a booked night (property)', () => {
    const days = fc.integer({ min: 14, max: 400 }).map((n) => addDays(today, n));
    fc.assert(
      fc.property(days, days, (a, b) => {
        const range = { from: a, to: null };
        if (!isDaySelectable(a, { today, range: none, availability })) return true;
        if (!isDaySelectable(b, { today, range, availability }) || nightsBetween(a, b) <= 0) return true;
        const crosses = a < '2027-01-24' && b > '2027-01-14';
        return !crosses && isChangeoverDay(b);
      }),
    );
  });
});
