import { useMemo } from 'react';
import type { CartLine } from '../../api/cart.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import { accountSchedule, paymentSchedule } from '../../../contract/payment-schedule.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { useToday } from '../calendar/useToday.ts';
import { PaymentSchedule } from '../booking/PaymentSchedule.tsx';
import { PriceTable, type PriceRow } from '../booking/PriceTable.tsx';

/** The price of the houses and kits, and when it is paid (from the first check-in; a trade partner on account). */
export function PriceSections({ lines, kits, kitPrice, firstCheckIn }: { lines: readonly CartLine[]; kits: number; kitPrice: number; firstCheckIn: IsoDate }) {
  const { t, locale } = useI18n();
  const today = useToday();
  const [state] = useAppState();
  const onAccount = !!state.user;
  const rows: PriceRow[] = lines.map((line) => ({
    key: line.cartLineId,
    name: line.house.name,
    href: pathFor('house', locale, { region: line.house.regionSlug, slug: line.house.nameSlug }),
    resFrom: line.resFrom!,
    resTo: line.resTo!,
    nights: line.price!.nights,
    price: line.price!.price,
  }));
  const total = rows.reduce((sum, row) => sum + row.price, 0) + kits * kitPrice;
  const schedule = useMemo(
    () =>
      total > 0
        ? (onAccount ? accountSchedule : paymentSchedule)(Math.round(total * 100), firstCheckIn, today).map((p) => ({ key: p.kind, kind: p.kind, amount: p.amountCents / 100, dueDate: p.dueDate }))
        : [],
    [total, firstCheckIn, today, onAccount],
  );
  return (
    <>
      <section className="checkout-section" aria-labelledby="checkout-price-title">
        <h2 id="checkout-price-title">{t('booking.checkout.sections.price')}</h2>
        <PriceTable rows={rows} kits={{ count: kits, price: kitPrice }} total={total} />
      </section>

      <section className="checkout-section" aria-labelledby="checkout-payment-title">
        <h2 id="checkout-payment-title">{t('booking.checkout.sections.payment')}</h2>
        <PaymentSchedule rows={schedule} today={today} onAccount={onAccount} />
      </section>
    </>
  );
}
