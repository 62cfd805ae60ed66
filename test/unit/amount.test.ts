import { expect } from 'chai';
import { amountCents, centsOf, formatAmount, parseAmount } from '../../contract/amount.ts';
import type { Locale } from '../../contract/locale.ts';

/** Input → cents (null: refused), per language (docs/product/rules.md#amounts-typed-by-staff). */
const TABLE: Record<Locale, Array<[string, number | null]>> = {
  de: [
    ['50', 5000],
    ['50,50', 5050],
    ['50,5', 5050],
    ['0,01', 1],
    ['1.234,50', 123450],
    ['1234,50', 123450],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    [' 50,50 ', 5050],
    ['50,50 €', 5050],
    ['€50', 5000],
    ['50,50\u00a0€', 5050],
    ['007,10', 710],
    ['0', 0],
    ['50.50', null],
    ['50,5,0', null],
    ['1,234.50', null],
    ['12.34,5', null],
    ['1.2345,00', null],
    ['50,505', null],
    ['50,', null],
    [',50', null],
    ['-50', null],
    ['+50', null],
    ['abc', null],
    ['', null],
    ['€', null],
    ['5e3', null],
    ['50 50', null],
    ['٥٠', null],
    ['1234567890123', null],
  ],
  en: [
    ['50', 5000],
    ['50.50', 5050],
    ['50.5', 5050],
    ['1,234.50', 123450],
    ['1234.50', 123450],
    ['1,234', 123400],
    ['€1,234.50', 123450],
    ['0.07', 7],
    ['50,50', null],
    ['50.5.0', null],
    ['1.234,50', null],
    ['1.234', null],
    ['50.', null],
    ['-1', null],
    ['Infinity', null],
    ['0x10', null],
    ['abc', null],
  ],
};

describe('amounts typed by staff', () => {
  for (const [locale, rows] of Object.entries(TABLE) as Array<[Locale, Array<[string, number | null]>]>) {
    it(`reads amounts written in ${locale} into exact cents, and refuses the rest`, () => {
      for (const [text, cents] of rows) expect(parseAmount(text, locale), JSON.stringify(text)).to.equal(cents);
    });
  }

  it('reads a JSON number as JSON writes it, whatever the language', () => {
    expect(amountCents(50.5, 'de')).to.equal(5050);
    expect(amountCents(0.29, 'en')).to.equal(29);
    expect(amountCents(1e21, 'en')).to.equal(null);
    expect(amountCents(0.001, 'en')).to.equal(null);
    expect(amountCents(-1, 'en')).to.equal(null);
    expect(amountCents(Number.NaN, 'en')).to.equal(null);
    for (const other of [null, undefined, [], {}, true]) expect(amountCents(other, 'en')).to.equal(null);
    expect(() => centsOf('abc', 'en')).to.throw(TypeError);
  });

  it('writes cents back as each language reads them', () => {
    for (const cents of [0, 1, 10, 5050, 123450, 100000000000]) {
      expect(parseAmount(formatAmount(cents, 'de'), 'de')).to.equal(cents);
      expect(parseAmount(formatAmount(cents, 'en'), 'en')).to.equal(cents);
    }
    expect(formatAmount(123450, 'de')).to.equal('1234,50');
    expect(formatAmount(123450, 'en')).to.equal('1234.50');
    expect(formatAmount(-5, 'en')).to.equal('-0.05');
  });
});
