import { useI18n } from '../../i18n/i18n.ts';
import { PaymentSchedule } from '../../components/booking/PaymentSchedule.tsx';
import { PriceTable } from '../../components/booking/PriceTable.tsx';
import type { CheckoutPrice } from './useCheckoutPrice.ts';

/** The price of the houses and kits, and when it is paid (from the first check-in; a trade partner on account). */
export function PriceSections({ price, kits, onAccount }: { price: CheckoutPrice; kits: number; onAccount: boolean }) {
  const { t } = useI18n();
  return (
    <>
      <section className="checkout-section" aria-labelledby="checkout-price-title">
        <h2 id="checkout-price-title">{t('booking.checkout.sections.price')}</h2>
        <PriceTable
          rows={price.rows}
          kits={{ count: kits, priceCents: price.kitPriceCents }}
          totalCents={price.totalCents}
        />
      </section>

      <section className="checkout-section" aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title">{t('booking.checkout.sections.payment')}</h2>
        <PaymentSchedule rows={price.schedule} today={price.today} onAccount={onAccount} />
      </section>
    </>
  );
}
