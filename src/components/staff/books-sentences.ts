/**
 * The audit trail's sentences of the books (docs/product/statements.md#in-the-back-office): a month
 * issued, shown on the statements screen, and a payout recorded paid, on the statement's page; their
 * words are those screens' own (staffTools.books.audit).
 */
import { num, str, type Sentence } from './audit-sentences.ts';

export const BOOKS_SENTENCES: Record<string, Sentence> = {
  issueStatements: ({ after }) => [
    ['staffTools.books.audit.issueStatements', { month: str(after?.month), count: num(after?.statements) }],
  ],
  payoutPaid: ({ after }, w) => [
    [
      'staffTools.books.audit.payoutPaid',
      {
        amount: w.cents(num(after?.amountCents)),
        date: w.formatDate(str(after?.paidOn)),
        reference: str(after?.reference),
      },
    ],
  ],
};
