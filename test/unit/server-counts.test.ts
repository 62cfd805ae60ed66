import { expect } from 'chai';
import { t } from '../../server/texts.ts';

/** The e-mails' and PDFs' counted words take the one or the other form by the count. */
describe('server texts: counted kits in e-mails and PDFs', () => {
  it('writes 1 kit and 2 kits, 1 Wäschepaket and 2 Wäschepakete', () => {
    expect([1, 2].map((count) => t('en', 'mail.kits', { count }))).to.deep.equal(['1 kit', '2 kits']);
    expect([1, 2].map((count) => t('de', 'mail.kits', { count }))).to.deep.equal(['1 Wäschepaket', '2 Wäschepakete']);
    expect(t('en', 'documents.kits', { count: 1, price: '€30' })).to.equal(
      'Kit (bed linen, towels, kitchen towel, cleaning cloth): 1 × €30',
    );
    expect(t('de', 'documents.kits', { count: 2, price: '30 €' })).to.equal(
      'Wäschepakete (Bettwäsche, Handtücher, Geschirrtuch, Putztuch): 2 × 30 €',
    );
  });
});
