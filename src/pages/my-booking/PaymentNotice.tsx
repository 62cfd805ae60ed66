import type { ReservationResult } from '../../../contract/api/types.ts';
import type { PaymentReturn } from '../../../contract/booked.ts';
import { formatCents } from '../../components/booking/money.ts';
import { useI18n } from '../../i18n/i18n.ts';

/**
 * Back on My booking from paying the balance (docs/product/screens.md#my-booking):
 * what was paid and what it opened – the booking paid in full, its travel
 * documents below – or that the payment is still being confirmed, or why
 * nothing was paid. A status region, so it is read out when the page opens.
 */
export function PaymentNotice({ booking, payment }: { booking: ReservationResult; payment: PaymentReturn }) {
  const { t, locale } = useI18n();
  if (!payment) return null;
  const balance = booking.payments.find((p) => p.kind === 'balance');
  let text: string;
  if (payment !== 'done') text = t(`booking.lookup.paymentReturn.${payment}`);
  else if (balance?.paidAt)
    text = [
      t('booking.lookup.paymentReturn.paid', { amount: formatCents(locale, balance.amountCents) }),
      booking.travelDocumentReady ? t('booking.lookup.paymentReturn.documents') : '',
    ]
      .filter(Boolean)
      .join(' ');
  else text = t('booking.lookup.paymentReturn.confirming');
  return (
    <p
      className={payment === 'done' && balance?.paidAt ? 'form-notice' : 'form-alert'}
      role="status"
      data-testid="payment-return"
    >
      {text}
    </p>
  );
}
