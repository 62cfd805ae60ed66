/**
 * To an owner when their month is issued (docs/product/statements.md#issuing-a-month): the
 * statement's PDF attached, what is paid to them or carried, in the owner's language.
 */
import type { Locale } from '../../../contract/locale.ts';
import { euro } from '../../documents/format.ts';
import type { CompanyDetails } from '../../documents/types.ts';
import { t as text } from '../../texts.ts';
import { letterBody } from '../letter.ts';
import type { MailAttachment, OutgoingMail } from '../outbox.ts';

export interface StatementMailFacts {
  owner: { name: string; email: string; locale: Locale; hasIban: boolean };
  number: string;
  periodFrom: string;
  payoutCents: number;
  carriedOutCents: number;
}

/** "January 2028" / "Januar 2028". */
const monthName = (periodFrom: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${periodFrom}T00:00:00Z`));

export function ownerStatementMail(
  facts: StatementMailFacts,
  company: CompanyDetails,
  pdf: MailAttachment,
): OutgoingMail {
  const { locale } = facts.owner;
  const t = (key: Parameters<typeof text>[1], params?: Record<string, string | number>) => text(locale, key, params);
  const month = monthName(facts.periodFrom, locale);
  const money = (cents: number) => euro(cents, locale);
  const outcome =
    facts.payoutCents > 0
      ? facts.owner.hasIban
        ? t('mail.ownerStatement.payout', { amount: money(facts.payoutCents) })
        : t('mail.ownerStatement.noBank', { amount: money(facts.payoutCents) })
      : facts.carriedOutCents < 0
        ? t('mail.ownerStatement.carried', { amount: money(facts.carriedOutCents) })
        : t('mail.ownerStatement.nothing');
  return {
    kind: 'owner-statement',
    to: facts.owner.email,
    replyTo: company.email || undefined,
    subject: t('mail.ownerStatement.subject', { month, number: facts.number }),
    ...letterBody({
      locale,
      company,
      parts: [
        t('mail.ownerStatement.hello', { name: facts.owner.name }),
        t('mail.ownerStatement.attached', { month }),
        outcome,
        t('mail.questions', { phone: company.phone, hours: company.hours, email: company.email }),
        t('mail.regards'),
      ],
    }),
    attachments: [{ ...pdf, contentType: 'application/pdf' }],
  };
}
