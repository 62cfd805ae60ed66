/**
 * The pure rules of a staff move: the guest's date rules a stay breaks, each with its day
 * (contract/dates.ts brokenRules, which checkStay reports the first of).
 */
import { expect } from 'chai';
import { brokenRules, checkStay } from '../../contract/dates.ts';

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
});
