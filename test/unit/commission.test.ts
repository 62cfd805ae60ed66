import { expect } from 'chai';
import { formatCommission, parseCommission } from '../../contract/commission.ts';

/** A commission typed as a percent in the page's language, stored in basis points (docs/product/owners.md#commission). */
describe('commission typed by staff', () => {
  it('reads a percent with at most two decimals in English', () => {
    expect(parseCommission('20', 'en')).to.equal(2000);
    expect(parseCommission('12.5', 'en')).to.equal(1250);
    expect(parseCommission(' 12.25 % ', 'en')).to.equal(1225);
    expect(parseCommission('0', 'en')).to.equal(0);
    expect(parseCommission('100', 'en')).to.equal(10000);
  });

  it('reads a percent with a decimal comma in German', () => {
    expect(parseCommission('20', 'de')).to.equal(2000);
    expect(parseCommission('12,5', 'de')).to.equal(1250);
    expect(parseCommission('7,05%', 'de')).to.equal(705);
  });

  it('refuses what is no percent, more than two decimals, the other language’s mark, above 100', () => {
    for (const [typed, locale] of [
      ['12,5', 'en'],
      ['12.5', 'de'],
      ['12.555', 'en'],
      ['-5', 'en'],
      ['100.01', 'en'],
      ['abc', 'de'],
      ['', 'en'],
      ['1e2', 'en'],
    ] as const)
      expect(parseCommission(typed, locale), `${typed} (${locale})`).to.equal(null);
  });

  it('writes basis points as staff type them, without needless zeros', () => {
    expect(formatCommission(2000, 'en')).to.equal('20');
    expect(formatCommission(1250, 'de')).to.equal('12,5');
    expect(formatCommission(1205, 'en')).to.equal('12.05');
    expect(formatCommission(0, 'de')).to.equal('0');
    expect(formatCommission(10000, 'en')).to.equal('100');
  });
});
