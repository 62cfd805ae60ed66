/**
 * The party as it travels in addresses (contract/party.ts): read leniently
 * (at least one adult, children 0 when not given, whole numbers up to 99),
 * written back in place of any old one, and fitted to a house's guests.
 */
import { expect } from 'chai';
import { fitParty, readParty, withParty } from '../../contract/party.ts';

const read = (qs: string) => {
  const params = new URLSearchParams(qs);
  return readParty((name) => params.get(name));
};

describe('the party in an address (contract/party.ts)', () => {
  it('reads adults and children; no adults (or a bad count) is no party', () => {
    expect(read('adults=2&children=1')).to.deep.equal({ adults: 2, children: 1 });
    expect(read('adults=3')).to.deep.equal({ adults: 3, children: 0 });
    expect(read('adults=2&children=-1')).to.deep.equal({ adults: 2, children: 0 });
    for (const qs of ['', 'children=2', 'adults=0', 'adults=100', 'adults=1.5', 'adults=two', 'adults=1e1']) expect(read(qs), qs).to.equal(null);
  });

  it('writes the party in place of the old one and keeps the rest of the query', () => {
    expect(withParty('?checkIn=2027-02-04&adults=1&children=0', { adults: 2, children: 1 })).to.equal('?checkIn=2027-02-04&adults=2&children=1');
    expect(withParty('?adults=2&children=1', null)).to.equal('');
    expect(withParty('', { adults: 1, children: 0 })).to.equal('?adults=1&children=0');
  });

  it('fits a party to the house: the default is one adult, never more guests than the house sleeps', () => {
    expect(fitParty(null, 4)).to.deep.equal({ adults: 1, children: 0 });
    expect(fitParty({ adults: 2, children: 3 }, 4)).to.deep.equal({ adults: 2, children: 2 });
    expect(fitParty({ adults: 6, children: 1 }, 4)).to.deep.equal({ adults: 4, children: 0 });
    expect(fitParty({ adults: 2, children: 0 }, 0)).to.deep.equal({ adults: 1, children: 0 });
  });
});
