import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { formatCents } from './money.ts';

export interface PriceRow {
  key: string | number;
  name: string;
  /** The house page, when the house is still shown. */
  href?: string;
  resFrom: string;
  resTo: string;
  nights: number;
  priceCents: number;
}

/**
 * The price table of checkout and My booking (docs/product/screens.md#my-booking): each house with its
 * dates, nights and price; the kits as count × price; a price reduction staff gave; the total. Two columns
 * (what, price), so it reads well at 375 px and in a screen reader's table mode.
 */
export function PriceTable({
  rows,
  kits,
  totalCents,
  reductionCents = 0,
  caption,
  className,
}: {
  rows: PriceRow[];
  kits: { count: number; priceCents: number };
  totalCents: number;
  /** Cents taken off the price (a staff refund), shown as a line of its own. */
  reductionCents?: number;
  caption?: string;
  className?: string;
}) {
  const { t, locale, formatDate } = useI18n();
  return (
    <table className={`price-table${className ? ` ${className}` : ''}`}>
      <caption className={caption ? 'price-table__caption' : 'visually-hidden'}>
        {caption ?? t('booking.price.caption')}
      </caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('booking.price.house')}</th>
          <th scope="col">{t('booking.price.price')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="price-table__house">
            <th scope="row">
              <span className="price-table__name">{row.href ? <Link to={row.href}>{row.name}</Link> : row.name}</span>
              <span className="price-table__dates">
                {t('booking.price.dateRange', { from: formatDate(row.resFrom), to: formatDate(row.resTo) })}
                <span aria-hidden="true"> · </span>
                <span className="visually-hidden">, </span>
                {t('booking.price.nights', { count: row.nights })}
              </span>
            </th>
            <td className="price-table__amount">{formatCents(locale, row.priceCents)}</td>
          </tr>
        ))}
        {kits.count > 0 && (
          <tr className="price-table__kits">
            <th scope="row">
              <span className="price-table__name">{t('booking.price.kits')}</span>
              <span className="price-table__dates">
                {t('booking.price.kitsLine', { count: kits.count, price: formatCents(locale, kits.priceCents) })}
              </span>
            </th>
            <td className="price-table__amount">{formatCents(locale, kits.count * kits.priceCents)}</td>
          </tr>
        )}
        {reductionCents > 0 && (
          <tr className="price-table__reduction">
            <th scope="row">
              <span className="price-table__name">{t('booking.price.reduction')}</span>
            </th>
            <td className="price-table__amount">{formatCents(locale, -reductionCents)}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr className="price-table__total">
          <th scope="row">{t('booking.price.total')}</th>
          <td className="price-table__amount" data-testid="price-total">
            {formatCents(locale, totalCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
