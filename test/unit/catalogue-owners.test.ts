import { expect } from 'chai';
import { readCatalogueInput } from '../../server/api/catalogue/import/parse.ts';

const owner = (fields: Record<string, unknown> = {}) => ({
  code: 'OW-0001',
  name: 'Guðrún Jónsdóttir',
  commission: 20,
  ...fields,
});
const file = (owners: unknown[], houses: unknown[] = []) => ({
  format: 'sumarhus-catalogue',
  version: 1,
  owners,
  houses,
});

describe('catalogue file: owners', () => {
  it('reads an owner in its normal form: IBAN and BIC without spaces in capitals, blanks as null, percent from text', () => {
    const { file: read, problems } = readCatalogueInput(
      file([
        owner({
          iban: 'is14 0159 2600 7654 5510 7303 39',
          bic: 'nbii isre',
          email: '',
          phone: ' +354 555 0101 ',
          commission: '12.5',
        }),
      ]),
    );
    expect(problems).to.deep.equal([]);
    expect(read.owners).to.deep.equal([
      {
        code: 'OW-0001',
        name: 'Guðrún Jónsdóttir',
        email: null,
        phone: '+354 555 0101',
        street: null,
        postcode: null,
        city: null,
        country: null,
        iban: 'IS140159260076545510730339',
        bic: 'NBIIISRE',
        accountHolder: null,
        taxNumber: null,
        commission: 12.5,
        cancellationShare: 100,
      },
    ]);
  });

  it('names every problem of every owner in one run, by code, row and field, and keeps the valid ones', () => {
    const { file: read, problems } = readCatalogueInput(
      file([
        owner({ iban: 'IS15 0159 2600 7654 5510 7303 39' }),
        owner({ code: 'OW-0002', commission: 12.345, country: 'is' }),
        owner({ code: 'OW-0003', commission: -1, email: 'nobody' }),
        owner({ code: 'OW-0004' }),
      ]),
    );
    expect(problems).to.deep.equal([
      'owner OW-0001 (owners[0]) iban: not a valid IBAN (check digits, ISO 13616): "IS150159260076545510730339"',
      'owner OW-0002 (owners[1]) country: Expected a string matching `/^[A-Z]{2}$/` but received "is"',
      'owner OW-0002 (owners[1]) commission: at most two decimals, not 12.345',
      'owner OW-0003 (owners[2]) email: must be an e-mail address, not "nobody"',
      'owner OW-0003 (owners[2]) commission: Expected a number greater than or equal to 0 but received `-1`',
    ]);
    expect(read.owners.map((o) => o.code)).to.deep.equal(['OW-0004']);
  });

  it("names a house's bad owner code and commission override with the house's other problems", () => {
    const { problems } = readCatalogueInput(file([owner()], [{ code: 'SH-1', owner: 'ow 1', commission: 101 }]));
    expect(problems).to.include.members([
      'house SH-1 (houses[0]) owner: Expected a string matching `/^[A-Z0-9-]{2,20}$/` but received "ow 1"',
      'house SH-1 (houses[0]) commission: Expected a number less than or equal to 100 but received `101`',
    ]);
  });
});
