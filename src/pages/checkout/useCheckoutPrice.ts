import { useMemo } from 'react';
import type { CartLine } from '../../api/cart.ts';
import type { IsoDate } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { bookingSchedule } from '../../../contract/payment-schedule.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { ScheduleRow } from '../../components/booking/PaymentSchedule.tsx';
import type { PriceRow } from '../../components/booking/PriceTable.tsx';
import { useToday } from '../../components/calendar/useToday.ts';

export interface CheckoutPrice {
  rows: PriceRow[];
  /** One kit's price. */
  kitPriceCents: number;
  totalCents: number;
  /** When the total is paid: its first row is due now (a trade partner on account: by the due date). */
  schedule: ScheduleRow[];
  today: IsoDate;
}

/**
 * The checkout's one price: the houses' prices, the kits, the total and its
 * payment schedule from the first check-in. The price table and the sticky
 * summary both show this, so they cannot disagree. The cart's stay prices and the kit price are
 * euros: cents from here on.
 */
export function useCheckoutPrice({
  lines,
  kits,
  kitPrice,
  firstCheckIn,
  onAccount,
  locale,
}: {
  lines: readonly CartLine[];
  kits: number;
  kitPrice: number;
  firstCheckIn: IsoDate;
  onAccount: boolean;
  locale: Locale;
}): CheckoutPrice {
  const today = useToday();
  const rows: PriceRow[] = lines.map((line) => ({
    key: line.cartLineId,
    name: line.house.name,
    href: pathFor('house', locale, { region: line.house.regionSlug, slug: line.house.nameSlug }),
    resFrom: line.resFrom!,
    resTo: line.resTo!,
    nights: line.price!.nights,
    priceCents: line.price!.priceCents,
  }));
  const kitPriceCents = Math.round(kitPrice * 100);
  const totalCents = rows.reduce((sum, row) => sum + row.priceCents, 0) + kits * kitPriceCents;
  const schedule = useMemo(
    () =>
      totalCents > 0
        ? bookingSchedule(onAccount, totalCents, firstCheckIn, today).map((p) => ({
            key: p.kind,
            kind: p.kind,
            amountCents: p.amountCents,
            dueDate: p.dueDate,
          }))
        : [],
    [totalCents, firstCheckIn, today, onAccount],
  );
  return { rows, kitPriceCents, totalCents, schedule, today };
}
