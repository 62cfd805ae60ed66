import { expect } from 'chai';
import { clickDay, EMPTY_RANGE, isComplete } from '../../contract/date-range.ts';

describe('date selection (docs/product/rules.md#date-selection)', () => {
  it('sets from on the first click', () => {
    expect(clickDay(EMPTY_RANGE, '2027-06-03')).to.deep.equal({ from: '2027-06-03', to: null });
  });
  it('clears both on a second click on the same day', () => {
    expect(clickDay({ from: '2027-06-03', to: null }, '2027-06-03')).to.deep.equal(EMPTY_RANGE);
  });
  it('restarts from an earlier day', () => {
    expect(clickDay({ from: '2027-06-10', to: null }, '2027-06-03')).to.deep.equal({ from: '2027-06-03', to: null });
  });
  it('sets the end on a later day, completing the range', () => {
    const range = clickDay({ from: '2027-06-03', to: null }, '2027-06-13');
    expect(range).to.deep.equal({ from: '2027-06-03', to: '2027-06-13' });
    expect(isComplete(range)).to.equal(true);
  });
  it('starts a new range when both are set', () => {
    expect(clickDay({ from: '2027-06-03', to: '2027-06-13' }, '2027-06-06')).to.deep.equal({
      from: '2027-06-06',
      to: null,
    });
    expect(clickDay({ from: '2027-06-03', to: '2027-06-13' }, '2027-06-03')).to.deep.equal({
      from: '2027-06-03',
      to: null,
    });
  });
  it('is incomplete until both days are set', () => {
    expect(isComplete(EMPTY_RANGE)).to.equal(false);
    expect(isComplete({ from: '2027-06-03', to: null })).to.equal(false);
  });
});
