import { expect } from 'chai';
import fc from 'fast-check';
import { availabilityPerYear } from '../../contract/availability.ts';
import { dayReason, isDaySelectable } from '../../contract/calendar-rules.ts';
import { addDays, isChangeoverDay, nightsBetween } from '../../contract/dates.ts';

const today = '2026-11-21'; // a Saturday
// A house booked from Thursday 2027-01-14 to Sunday 2027-01-24.
const availability = availabilityPerYear([{ from: '2027-01-14', to: '2027-01-24' }], [2026, 2027]);
const none = { from: null, to: null };
// Another booked from Saturday 2027-02-06: the Thursday before it has a free night but no day to leave on.
const shortGap = availabilityPerYear(
  [
    { from: '2027-01-14', to: '2027-01-24' },
    { from: '2027-02-06', to: '2027-02-14' },
  ],
  [2026, 2027],
);

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

  it('names why a check-in cannot be picked', () => {
    const reason = (day: string) => dayReason(day, { today, range: none, availability: shortGap });
    expect(reason('2026-11-20')).to.equal('past');
    expect(reason('2026-11-26')).to.equal('too-soon'); // Thursday, 5 days ahead
    expect(reason('2026-12-07')).to.equal('no-changeover'); // Monday
    expect(reason('2027-01-15')).to.equal('booked'); // Friday, booked
    expect(reason('2027-01-17')).to.equal('booked'); // Sunday, booked
    expect(reason('2027-02-04')).to.equal('no-check-out'); // free Thursday, booked from Saturday
    expect(reason('2027-01-31')).to.equal(null); // Sunday to Thursday fits before it
    expect(reason('2027-01-24')).to.equal(null); // the last guest's check-out day
    expect(isDaySelectable('2027-02-04', { today, range: none, availability: shortGap })).to.equal(false);
  });

  it('names why a check-out cannot be picked after a check-in', () => {
    const range = { from: '2027-01-03', to: null }; // a Sunday
    const reason = (day: string) => dayReason(day, { today, range, availability });
    expect(reason('2027-01-04')).to.equal('min-stay'); // before the first Thursday
    expect(reason('2027-01-06')).to.equal('min-stay');
    expect(reason('2027-01-07')).to.equal(null);
    expect(reason('2027-01-08')).to.equal('no-changeover');
    expect(reason('2027-01-14')).to.equal(null); // the next guest's check-in day
    expect(reason('2027-01-17')).to.equal('booked');
    expect(reason('2027-01-25')).to.equal('after-booked'); // free, but past the booked nights
    expect(reason('2027-01-28')).to.equal('after-booked');
    expect(reason('2026-12-27')).to.equal(null); // an earlier check-in restarts
    expect(reason('2026-12-28')).to.equal('no-changeover');
  });

  it('names the minimum stay without a house too (search forms)', () => {
    const range = { from: '2026-12-06', to: null }; // a Sunday
    expect(dayReason('2026-12-08', { today, range })).to.equal('min-stay');
    expect(dayReason('2026-12-10', { today, range })).to.equal(null);
    expect(dayReason('2026-12-11', { today, range })).to.equal('no-changeover');
  });

  it('offers a check-in only when some check-out follows it (property)', () => {
    const days = fc.integer({ min: 0, max: 400 }).map((n) => addDays(today, n));
    fc.assert(
      fc.property(days, (a) => {
        if (!isDaySelectable(a, { today, range: none, availability: shortGap })) return true;
        const range = { from: a, to: null };
        return Array.from({ length: 7 }, (_, i) => addDays(a, i + 1)).some((b) =>
          isDaySelectable(b, { today, range, availability: shortGap }),
        );
      }),
    );
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
