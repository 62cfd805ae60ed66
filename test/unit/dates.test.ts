import { expect } from 'chai';
import fc from 'fast-check';
import {
  addDays,
  checkStay,
  dayOfYear,
  daysInYear,
  firstBookableDay,
  fromDayNumber,
  isChangeoverDay,
  isFarEnoughAhead,
  isSelectableDay,
  isValidStay,
  nextChangeoverDay,
  nightsBetween,
  parseIsoDate,
  toDayNumber,
  todayInIceland,
  weekday,
} from '../../contract/dates.ts';

// A fixed clock: Saturday 21 November 2026, late evening in Reykjavík (UTC).
const NOW = new Date('2026-11-21T23:30:00Z');
const TODAY = todayInIceland(NOW);

describe('date rules (contract/dates)', () => {
  it('takes today in UTC whatever the local zone of the clock value', () => {
    expect(TODAY).to.equal('2026-11-21');
    expect(todayInIceland(Date.parse('2026-11-22T00:00:00Z'))).to.equal('2026-11-22');
    // 01:00 in Berlin is still the previous day in Iceland.
    expect(todayInIceland(new Date('2026-11-22T01:00:00+01:00'))).to.equal('2026-11-22');
    expect(todayInIceland(new Date('2026-11-22T00:59:00+01:00'))).to.equal('2026-11-21');
  });

  it('parses only real yyyy-MM-dd days', () => {
    expect(parseIsoDate('2026-02-28')).to.equal('2026-02-28');
    expect(parseIsoDate('2028-02-29')).to.equal('2028-02-29');
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-01',
      '26-01-01',
      '2026-01-01T00:00',
      '',
      null,
      20260101,
      'today',
    ])
      expect(parseIsoDate(bad), String(bad)).to.equal(null);
  });

  it('counts days across months, years and leap days', () => {
    expect(toDayNumber('1970-01-01')).to.equal(0);
    expect(fromDayNumber(toDayNumber('2028-02-29'))).to.equal('2028-02-29');
    expect(addDays('2026-12-31', 1)).to.equal('2027-01-01');
    expect(addDays('2028-03-01', -1)).to.equal('2028-02-29');
    expect(nightsBetween('2026-12-31', '2027-01-07')).to.equal(7);
    expect(dayOfYear('2026-01-01')).to.equal(0);
    expect(dayOfYear('2026-12-31')).to.equal(364);
    expect(dayOfYear('2028-12-31')).to.equal(365);
    expect([daysInYear(2026), daysInYear(2028), daysInYear(2100), daysInYear(2000)]).to.deep.equal([
      365, 366, 365, 366,
    ]);
  });

  it('knows weekdays in UTC', () => {
    expect(weekday('2026-11-21')).to.equal(6); // Saturday
    expect(weekday('2026-11-26')).to.equal(4); // Thursday
    expect(weekday('2026-11-29')).to.equal(0); // Sunday
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80_000 }),
        (day) => weekday(fromDayNumber(day)) === new Date(day * 86_400_000).getUTCDay(),
      ),
    );
  });

  it('has Thursday and Sunday as the only changeover days', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    expect(week.map(isChangeoverDay)).to.deep.equal([false, false, false, true, false, false, true]);
    expect(nextChangeoverDay('2026-11-27')).to.equal('2026-11-29');
    expect(nextChangeoverDay('2026-11-26')).to.equal('2026-11-26');
  });

  it('needs a day at least 14 days after today', () => {
    expect(firstBookableDay(TODAY)).to.equal('2026-12-05');
    expect(isFarEnoughAhead('2026-12-04', TODAY)).to.equal(false);
    expect(isFarEnoughAhead('2026-12-05', TODAY)).to.equal(true);
    expect(isSelectableDay('2026-12-03', TODAY)).to.equal(false); // Thursday, 12 days ahead
    expect(isSelectableDay('2026-12-05', TODAY)).to.equal(false); // 14 days ahead but a Saturday
    expect(isSelectableDay('2026-12-06', TODAY)).to.equal(true); // first Sunday 14+ days ahead
    expect(isSelectableDay('2026-11-19', TODAY)).to.equal(false); // past Thursday
  });

  it('checks a stay and names the failing field', () => {
    expect(checkStay('2026-12-06', '2026-12-10', TODAY)).to.deep.equal({
      ok: true,
      from: '2026-12-06',
      to: '2026-12-10',
      nights: 4,
    });
    expect(checkStay('2026-12-10', '2026-12-13', TODAY)).to.deep.include({ ok: true, nights: 3 });
    expect(checkStay('2026-12-06', '2027-01-03', TODAY)).to.deep.include({ ok: true, nights: 28 });
    expect(checkStay('2026-12-6', '2026-12-10', TODAY)).to.deep.equal({
      ok: false,
      problem: 'invalid-date',
      field: 'resFrom',
    });
    expect(checkStay('2026-12-06', undefined, TODAY)).to.deep.equal({
      ok: false,
      problem: 'invalid-date',
      field: 'resTo',
    });
    expect(checkStay('2026-12-10', '2026-12-06', TODAY)).to.deep.equal({
      ok: false,
      problem: 'not-after-check-in',
      field: 'resTo',
    });
    expect(checkStay('2026-12-06', '2026-12-06', TODAY)).to.deep.include({ ok: false, problem: 'not-after-check-in' });
    expect(checkStay('2026-12-07', '2026-12-10', TODAY)).to.deep.equal({
      ok: false,
      problem: 'not-changeover-day',
      field: 'resFrom',
    });
    expect(checkStay('2026-12-06', '2026-12-11', TODAY)).to.deep.equal({
      ok: false,
      problem: 'not-changeover-day',
      field: 'resTo',
    });
    expect(checkStay('2026-12-03', '2026-12-10', TODAY)).to.deep.equal({
      ok: false,
      problem: 'too-soon',
      field: 'resFrom',
    });
    expect(isValidStay('2026-12-03', '2026-12-10', '2026-11-19')).to.equal(true); // same stay, two days earlier
  });

  it('accepts exactly the changeover stays starting 14+ days ahead (property)', () => {
    const today = toDayNumber(TODAY);
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 400 }), fc.integer({ min: -5, max: 40 }), (offset, nights) => {
        const from = fromDayNumber(today + offset);
        const to = fromDayNumber(today + offset + nights);
        const expected = nights > 0 && offset >= 14 && isChangeoverDay(from) && isChangeoverDay(to);
        return isValidStay(from, to, TODAY) === expected;
      }),
    );
  });
});
