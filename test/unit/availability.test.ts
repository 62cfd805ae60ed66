import { expect } from 'chai';
import fc from 'fast-check';
import {
  availabilityPerYear,
  calendarYears,
  isDayAvailable,
  isSelectableCheckIn,
  isSelectableCheckOut,
  isStayAvailable,
  lastCheckOut,
} from '../../contract/availability.ts';
import { addDays, dayOfYear, fromDayNumber, toDayNumber } from '../../contract/dates.ts';

const TODAY = '2026-11-21'; // fixed clock: a Saturday

describe('availability strings (contract/availability)', () => {
  it('has one digit per day of each year, all 1 without stays', () => {
    const perYear = availabilityPerYear([], [2027, 2028]);
    expect(perYear.map((y) => [y.year, y.availability.length])).to.deep.equal([
      [2027, 365],
      [2028, 366],
    ]);
    expect(perYear.every((y) => /^1+$/.test(y.availability))).to.equal(true);
  });

  it('marks the nights of a stay and keeps its check-out day free', () => {
    const [y] = availabilityPerYear([{ from: '2027-01-07', to: '2027-01-10' }], [2027]);
    expect(y.availability.slice(0, 12)).to.equal('111111000111');
    expect(y.availability.split('0').length - 1).to.equal(3);
    expect(isDayAvailable([y], '2027-01-06')).to.equal(true);
    expect(isDayAvailable([y], '2027-01-07')).to.equal(false);
    expect(isDayAvailable([y], '2027-01-09')).to.equal(false);
    expect(isDayAvailable([y], '2027-01-10')).to.equal(true); // check-out day: next check-in possible
  });

  it('splits a stay over New Year across both years', () => {
    const perYear = availabilityPerYear([{ from: '2026-12-27', to: '2027-01-03' }], [2026, 2027]);
    expect(perYear[0].availability.slice(-6)).to.equal('100000');
    expect(perYear[1].availability.slice(0, 3)).to.equal('001');
    expect(isStayAvailable(perYear, '2026-12-20', '2026-12-27')).to.equal(true);
    expect(isStayAvailable(perYear, '2026-12-20', '2026-12-28')).to.equal(false);
    expect(isStayAvailable(perYear, '2027-01-03', '2027-01-07')).to.equal(true);
  });

  it('treats days outside the given years as unavailable', () => {
    const perYear = availabilityPerYear([], [2027]);
    expect(isDayAvailable(perYear, '2026-12-31')).to.equal(false);
    expect(isStayAvailable(perYear, '2027-12-26', '2028-01-02')).to.equal(false);
    expect(isStayAvailable(perYear, '2027-01-07', '2027-01-07')).to.equal(false);
  });

  it('gives the first unavailable day after check-in as the last check-out', () => {
    const perYear = availabilityPerYear(
      [
        { from: '2027-01-14', to: '2027-01-17' },
        { from: '2027-01-24', to: '2027-01-31' },
      ],
      [2027],
    );
    expect(lastCheckOut(perYear, '2027-01-03')).to.equal('2027-01-14');
    expect(lastCheckOut(perYear, '2027-01-17')).to.equal('2027-01-24');
    expect(lastCheckOut(perYear, '2027-01-14')).to.equal(null);
    expect(lastCheckOut(perYear, '2027-02-04')).to.equal('2028-01-01');
  });

  it('offers check-ins and check-outs the way the calendar needs them', () => {
    const perYear = availabilityPerYear([{ from: '2026-12-17', to: '2026-12-20' }], calendarYears(TODAY));
    expect(calendarYears(TODAY)).to.deep.equal([2026, 2027]);
    expect(isSelectableCheckIn(perYear, '2026-12-03', TODAY)).to.equal(false); // too soon
    expect(isSelectableCheckIn(perYear, '2026-12-06', TODAY)).to.equal(true);
    expect(isSelectableCheckIn(perYear, '2026-12-07', TODAY)).to.equal(false); // Monday
    expect(isSelectableCheckIn(perYear, '2026-12-17', TODAY)).to.equal(false); // booked
    expect(isSelectableCheckIn(perYear, '2026-12-20', TODAY)).to.equal(true); // previous guest's check-out day
    expect(isSelectableCheckOut(perYear, '2026-12-06', '2026-12-10', TODAY)).to.equal(true);
    expect(isSelectableCheckOut(perYear, '2026-12-06', '2026-12-17', TODAY)).to.equal(true); // back-to-back
    expect(isSelectableCheckOut(perYear, '2026-12-06', '2026-12-20', TODAY)).to.equal(false); // past the booking
    expect(isSelectableCheckOut(perYear, '2026-12-06', '2026-12-06', TODAY)).to.equal(false);
    expect(isSelectableCheckOut(perYear, '2026-12-20', '2027-01-03', TODAY)).to.equal(true);
  });

  it('agrees with a night-by-night check for random stays (property)', () => {
    const base = toDayNumber('2027-01-01');
    const stay = fc.record({ start: fc.integer({ min: -20, max: 380 }), nights: fc.integer({ min: 1, max: 20 }) });
    fc.assert(
      fc.property(fc.array(stay, { maxLength: 8 }), (raw) => {
        const stays = raw.map((s) => ({
          from: fromDayNumber(base + s.start),
          to: fromDayNumber(base + s.start + s.nights),
        }));
        const [y] = availabilityPerYear(stays, [2027]);
        for (let d = 0; d < 365; d++) {
          const date = addDays('2027-01-01', d);
          const taken = stays.some((s) => s.from <= date && date < s.to);
          if ((y.availability[dayOfYear(date)] === '1') === taken) return false;
        }
        return true;
      }),
      { numRuns: 200 },
    );
  });
});
