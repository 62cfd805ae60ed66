// The mail an owner gets when their month is issued (docs/product/statements.md#issuing-a-month):
// the PDF attached, the month named in the owner's language, and what is paid, asked or carried.
import { expect } from 'chai';
import { ownerStatementMail, type StatementMailFacts } from '../../server/mail/kinds/owner-statement.ts';
import { contentCompany, plain } from '../api/reservation-support.ts';

const PDF = { filename: 'statement-OW-0042-2028-01.pdf', content: Buffer.from('%PDF-1.7') };
const facts = (change: Partial<StatementMailFacts> = {}, owner: Partial<StatementMailFacts['owner']> = {}) => ({
  owner: { name: 'Anna Jónsdóttir', email: 'anna@example.is', locale: 'en' as const, hasIban: true, ...owner },
  number: 'OW-0042-2028-01',
  periodFrom: '2028-01-01',
  payoutCents: 96_000,
  carriedOutCents: 0,
  ...change,
});

describe('the owner’s statement mail', () => {
  it('names the month, attaches the PDF and says what is paid', async () => {
    const mail = ownerStatementMail(facts(), await contentCompany('en'), PDF);
    expect(mail).to.include({ kind: 'owner-statement', to: 'anna@example.is' });
    expect(mail.subject).to.equal('Your statement for January 2028 (OW-0042-2028-01)');
    expect(mail.text).to.contain('Dear Anna Jónsdóttir,').and.contain('We transfer €960.00 to your account');
    expect(mail.attachments).to.deep.equal([{ ...PDF, contentType: 'application/pdf' }]);
  });

  it('asks for an IBAN it lacks, or says a balance is carried, in German too', async () => {
    const de = await contentCompany('de');
    const noBank = ownerStatementMail(facts({}, { locale: 'de', hasIban: false }), de, PDF);
    expect(noBank.subject).to.equal('Ihre Abrechnung für Januar 2028 (OW-0042-2028-01)');
    expect(plain(noBank.text)).to.contain('Guten Tag Anna Jónsdóttir,').and.contain('960,00 €').and.contain('IBAN');
    const carried = ownerStatementMail(facts({ payoutCents: 0, carriedOutCents: -8_000 }, { locale: 'de' }), de, PDF);
    expect(plain(carried.text)).to.contain('Saldo von -80,00 €');
    const nothing = ownerStatementMail(facts({ payoutCents: 0 }), await contentCompany('en'), PDF);
    expect(nothing.text).to.contain('There is nothing to pay this month.');
  });
});
