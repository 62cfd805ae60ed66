import type { ReactNode } from 'react';
import type { PartnerCancellationQuote } from '../../../contract/api/partner.ts';
import type { ReservationResult } from '../../../contract/api/types.ts';
import { pathFor } from '../../../contract/routes.ts';
import { formatCents } from '../../components/booking/money.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { AccountOutcome } from './action.ts';

/** A plain form posted to the account page's action to cancel `code` (docs/product/screens.md#account). */
function CancelForm({ code, children, testId }: { code: string; children: ReactNode; testId: string }) {
  const { locale } = useI18n();
  return (
    <form method="post" action={pathFor('account', locale)} className="account-cancel" data-testid={testId}>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="code" value={code} />
      {children}
    </form>
  );
}

/** The first step: a booking of the company not yet cancelled asks for the terms' fee. */
export function CancelButton({ booking }: { booking: ReservationResult }) {
  const { t } = useI18n();
  if (booking.status === 'cancelled') return null;
  return (
    <CancelForm code={booking.bookingCode} testId="cancel-booking">
      <button type="submit" className="button button--secondary">
        {t('account.cancel.button', { code: booking.bookingCode })}
      </button>
    </CancelForm>
  );
}

/** The second step: the fee the terms give today, and the button that cancels. */
function ConfirmCancel({ quote }: { quote: PartnerCancellationQuote }) {
  const { t, locale } = useI18n();
  const amount = (cents: number) => formatCents(locale, cents);
  const code = quote.bookingCode;
  return (
    <section className="account-confirm" aria-labelledby="cancel-title" data-testid="cancel-confirm">
      <h2 id="cancel-title">{t('account.cancel.title', { code })}</h2>
      <p data-testid="cancel-fee">{t('account.cancel.fee', { fee: amount(quote.feeCents) })}</p>
      <ul>
        {quote.houses.map((h) => (
          <li key={h.position}>
            {t('account.cancel.house', { position: h.position, percent: h.percent, fee: amount(h.feeCents) })}
          </li>
        ))}
      </ul>
      <CancelForm code={code} testId="cancel-confirm-form">
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="button">
          {t('account.cancel.confirm', { code })}
        </button>{' '}
        <a href={pathFor('account', locale)}>{t('account.cancel.keep')}</a>
      </CancelForm>
    </section>
  );
}

/** What the last cancel form did: the step to confirm, or the result announced. */
export function CancelOutcome({ outcome }: { outcome: AccountOutcome | null }) {
  const { t } = useI18n();
  if (!outcome) return null;
  if (outcome.confirm) return <ConfirmCancel quote={outcome.confirm} />;
  if (outcome.cancelled)
    return (
      <p className="account-done" role="status" data-testid="cancel-done">
        {t('account.cancel.done', { code: outcome.cancelled })}
      </p>
    );
  return (
    <p className="form-alert" role="alert" data-testid="cancel-error">
      {outcome.error?.message || t('account.cancel.failed')}
    </p>
  );
}
