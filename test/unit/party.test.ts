/**
 * The party as it travels in addresses (contract/party.ts): read by the
 * trip's reader (one adult and no children unless given, whole numbers up to
 * 99), written back in place of any old one, fitted to a house's guests, and
 * summed over the cart's lines for the checkout.
 */
import { expect } from 'chai';
import { fitParty, partyOfLines, readParty, withParty } from '../../contract/party.ts';

const read = (qs: string) => readParty(new URLSearchParams(qs));

describe('the party in an address (contract/party.ts)', () => {
  it('reads adults and children under the trip names; one adult unless said; no valid count is no party', () => {
    expect(read('numberOfAdults=2&numberOfChildren=1')).to.deep.equal({ adults: 2, children: 1 });
    expect(read('numberOfAdults=3')).to.deep.equal({ adults: 3, children: 0 });
    expect(read('numberOfChildren=2')).to.deep.equal({ adults: 1, children: 2 });
    expect(read('numberOfAdults=2&numberOfChildren=-1')).to.deep.equal({ adults: 2, children: 0 });
    for (const qs of [
      '',
      'adults=2',
      'numberOfAdults=0',
      'numberOfAdults=100',
      'numberOfAdults=1.5',
      'numberOfAdults=two',
      'numberOfAdults=1e1',
    ])
      expect(read(qs), qs).to.equal(null);
  });

  it('writes the party in place of the old one and keeps the rest of the query', () => {
    expect(withParty('?checkIn=2027-02-04&numberOfAdults=1&numberOfChildren=0', { adults: 2, children: 1 })).to.equal(
      '?checkIn=2027-02-04&numberOfAdults=2&numberOfChildren=1',
    );
    expect(withParty('?numberOfAdults=2&numberOfChildren=1', null)).to.equal('');
    expect(withParty('', { adults: 1, children: 0 })).to.equal('?numberOfAdults=1&numberOfChildren=0');
  });

  it('fits a party to the house: the default is one adult, never more guests than the house sleeps', () => {
    expect(fitParty(null, 4)).to.deep.equal({ adults: 1, children: 0 });
    expect(fitParty({ adults: 2, children: 3 }, 4)).to.deep.equal({ adults: 2, children: 2 });
    expect(fitParty({ adults: 6, children: 1 }, 4)).to.deep.equal({ adults: 4, children: 0 });
    expect(fitParty({ adults: 2, children: 0 }, 0)).to.deep.equal({ adults: 1, children: 0 });
  });

  it('takes the most guests staying at once over the cart lines: overlapping stays add up, a round trip does not', () => {
    const line = (adults: number, children: number, resFrom: string | null, resTo: string | null) => ({
      adults,
      children,
      resFrom,
      resTo,
    });
    expect(partyOfLines([])).to.deep.equal({ adults: 1, children: 0 });
    expect(partyOfLines([line(2, 1, '2027-06-03', '2027-06-10')])).to.deep.equal({ adults: 2, children: 1 });
    expect(
      partyOfLines([line(2, 1, '2027-06-03', '2027-06-10'), line(2, 2, '2027-06-03', '2027-06-10')]),
    ).to.deep.equal({ adults: 4, children: 3 });
    expect(
      partyOfLines([line(2, 1, '2027-06-03', '2027-06-10'), line(4, 0, '2027-06-10', '2027-06-17')]),
    ).to.deep.equal({ adults: 4, children: 0 });
  });
});
