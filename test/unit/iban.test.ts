import { expect } from 'chai';
import { ibanOf, isValidIban, normaliseIban } from '../../contract/iban.ts';

describe('IBAN (ISO 13616 mod-97)', () => {
  it('accepts valid IBANs, with spaces and in any case', () => {
    expect(isValidIban('DE89370400440532013000')).to.equal(true);
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).to.equal(true);
    expect(isValidIban('gb82west12345698765432')).to.equal(true);
    expect(isValidIban('IS14 0159 2600 7654 5510 7303 39')).to.equal(true);
    expect(isValidIban('DK50 0040 0440 1162 43')).to.equal(true);
    expect(isValidIban('NO9386011117947')).to.equal(true);
    expect(isValidIban('MT84MALT011000012345MTLCAST001S')).to.equal(true);
  });

  it('refuses wrong check digits, a changed digit, and what is no IBAN at all', () => {
    expect(isValidIban('DE88370400440532013000')).to.equal(false);
    expect(isValidIban('DE89370400440532013001')).to.equal(false);
    expect(isValidIban('')).to.equal(false);
    expect(isValidIban('DE89')).to.equal(false);
    expect(isValidIban('1289370400440532013000')).to.equal(false);
    expect(isValidIban('DE89-3704-0044-0532-0130-00')).to.equal(false);
  });

  it('normalises spaces and case', () => {
    expect(normaliseIban(' is14 0159 2600 7654 5510 7303 39 ')).to.equal('IS140159260076545510730339');
  });

  it('computes the check digits of a national account number', () => {
    expect(ibanOf('DE', '370400440532013000')).to.equal('DE89370400440532013000');
    expect(ibanOf('IS', '0159260076545510730339')).to.equal('IS140159260076545510730339');
    expect(ibanOf('DK', '00400440116243')).to.equal('DK5000400440116243');
    expect(isValidIban(ibanOf('IS', '0133260012341203654789'))).to.equal(true);
  });
});
