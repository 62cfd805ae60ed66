// The owners' payouts as a bank's credit-transfer file (docs/product/statements.md#payouts):
// valid against the ISO 20022 schema pain.001.001.03, amounts and sums to the cent, names in the
// characters SEPA carries.
import { expect } from 'chai';
import { pain001, sepaText, type TransferFile } from '../../server/books/pain001.ts';
import { pain001Problems } from '../helpers/iso20022.ts';

const FILE: TransferFile = {
  messageId: 'PAYOUTS-2028-01-20280202T100000',
  createdAt: new Date('2028-02-02T10:00:00Z'),
  executionDate: '2028-02-03',
  debtor: { name: 'Sumarhús ehf.', iban: 'IS14 0159 2600 7654 5510 7303 39', bic: 'NBIIISRE' },
  transfers: [
    {
      endToEndId: 'OW-0001-2028-01',
      amountCents: 123_456,
      name: 'Þórunn Guðmundsdóttir',
      iban: 'IS750001121234563108962099',
      bic: 'ESJAISRE',
    },
    {
      endToEndId: 'OW-0002-2028-01',
      amountCents: 5,
      name: 'Jörg Müller & Søn',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: null,
    },
    {
      endToEndId: 'OW-0003-2028-01',
      amountCents: 100_000,
      name: 'Ægir Ólafsson',
      iban: 'is140159260076545510730339',
      bic: 'nbiiisre',
    },
  ],
};

describe('the payouts’ credit-transfer file (pain.001.001.03)', () => {
  it('is valid against the ISO 20022 schema', () => {
    expect(pain001Problems(pain001(FILE))).to.deep.equal([]);
  });

  it('is refused by the schema when it breaks it (the check checks)', () => {
    const broken = pain001(FILE).replace('<ChrgBr>SLEV</ChrgBr>', '<ChrgBr>NONE</ChrgBr>');
    expect(pain001Problems(broken)).to.have.length.greaterThan(0);
  });

  it('counts the transfers and sums them to the cent, each amount in euros with two decimals', () => {
    const xml = pain001(FILE);
    expect(xml.match(/<NbOfTxs>3<\/NbOfTxs>/g)).to.have.length(2);
    expect(xml.match(/<CtrlSum>2234.61<\/CtrlSum>/g)).to.have.length(2);
    expect([...xml.matchAll(/<InstdAmt Ccy="EUR">([^<]+)</g)].map((m) => m[1])).to.deep.equal([
      '1234.56',
      '0.05',
      '1000.00',
    ]);
    expect(xml).to.contain('<IBAN>DE89370400440532013000</IBAN>').and.contain('<BIC>NBIIISRE</BIC>');
    expect(xml)
      .to.contain('<EndToEndId>OW-0001-2028-01</EndToEndId>')
      .and.contain('<ReqdExctnDt>2028-02-03</ReqdExctnDt>');
  });

  it('writes names in the SEPA characters', () => {
    expect(sepaText('Þórunn Guðmundsdóttir')).to.equal('Thorunn Gudmundsdottir');
    expect(sepaText('Jörg Müller & Søn')).to.equal('Jorg Muller Son');
    expect(sepaText('Ægir Ólafsson, Straße 5')).to.equal('Aegir Olafsson, Strasse 5');
    expect(sepaText('x'.repeat(200), 70)).to.have.length(70);
    expect(pain001(FILE)).to.contain('<Nm>Thorunn Gudmundsdottir</Nm>').and.contain('<Nm>Sumarhus ehf.</Nm>');
  });
});
