import { pathFor } from '../../../contract/routes.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { STATUSES, type Filters } from './load.ts';

/** A plain GET form: status, arrival from and to (docs/product/screens.md#account). */
export function BookingFilters({ filters }: { filters: Filters }) {
  const { t, locale } = useI18n();
  return (
    <form method="get" action={pathFor('account', locale)} className="account-filters" data-testid="account-filters">
      <label>
        {t('account.filter.label')}
        <select name="status" defaultValue={filters.status ?? ''}>
          <option value="">{t('account.filter.all')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`booking.lookup.states.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('account.filter.arrivalFrom')}
        <input type="date" name="arrivalFrom" defaultValue={filters.arrivalFrom ?? ''} />
      </label>
      <label>
        {t('account.filter.arrivalTo')}
        <input type="date" name="arrivalTo" defaultValue={filters.arrivalTo ?? ''} />
      </label>
      <button type="submit" className="button button--secondary">
        {t('account.filter.apply')}
      </button>
    </form>
  );
}

/** Links to the previous and next page, keeping the filters. */
export function Pager({ filters, page, pages }: { filters: Filters; page: number; pages: number }) {
  const { t, locale } = useI18n();
  if (pages <= 1) return null;
  const to = (n: number) =>
    `${pathFor('account', locale)}?${new URLSearchParams({ ...filters, page: String(n) }).toString()}`;
  return (
    <nav className="account-pager" aria-label={t('account.pager.label')} data-testid="account-pager">
      {page > 1 && <a href={to(page - 1)}>{t('account.pager.previous')}</a>}
      <span>{t('account.pager.page', { page, pages })}</span>
      {page < pages && <a href={to(page + 1)}>{t('account.pager.next')}</a>}
    </nav>
  );
}
