import { expect } from 'chai';
import { isIban, normaliseIban } from '../../contract/iban.ts';

/** IBANs as staff type them (docs/product/owners.md#bank-details): spaces and case forgiven, ISO 13616 check digits held. */
describe('IBAN check', () => {
  it('drops spaces and capitalises', () => {
    expect(normaliseIban(' is14 0159 2600 7654 5510 7303 39 ')).to.equal('IS140159260076545510730339');
    expect(normaliseIban('de89\t3704 0044 0532 0130 00')).to.equal('DE89370400440532013000');
  });

  it('accepts IBANs whose check digits hold', () => {
    for (const iban of [
      'IS140159260076545510730339',
      'DE89370400440532013000',
      'GB82WEST12345698765432',
      'NO9386011117947',
      'MT84MALT011000012345MTLCAST001S',
    ])
      expect(isIban(iban), iban).to.equal(true);
  });

  it('refuses a wrong check digit, a swapped digit, a bad shape', () => {
    for (const iban of [
      'IS150159260076545510730339',
      'DE89370400440532013001',
      'DE98370400440532013000',
      'GB82WEST1234569876543',
      '89DE370400440532013000',
      'DE89 3704 0044 0532 0130 00',
      'de89370400440532013000',
      'DE89',
      '',
    ])
      expect(isIban(iban), iban).to.equal(false);
  });
});
