import { useI18n } from '../../i18n/i18n.ts';
import type { SortOrder } from '../../../contract/search-query.ts';
import type { ListData } from './load.ts';

/** The result count (with a link to this search) and the sort order. */
export function ListSummary({
  data,
  pending,
  order,
  onOrder,
}: {
  data: ListData;
  pending: boolean;
  order: SortOrder;
  onOrder(order: SortOrder): void;
}) {
  const { t } = useI18n();
  const total = data.result.paginations.total;
  return (
    <div className="list-summary">
      <p className="list-summary__count" aria-live="polite">
        {pending ? (
          t('search.results.loading')
        ) : (
          <>
            <strong>{t('search.results.count', { count: total })}</strong>
            {/* Any search but the whole list: a region's list has its region, the others a query. */}
            {data.region || data.query ? (
              <>
                {' · '}
                <a href={data.path + (data.query ? `?${data.query}` : '')} className="list-summary__link">
                  {t('search.results.link')}
                </a>
              </>
            ) : null}
          </>
        )}
      </p>
      <label className="list-summary__sort">
        <span className="list-summary__sort-label">{t('search.sort.label')}</span>
        {/* Drawn by the stylesheet: the page's script stays small. */}
        <span className="list-summary__sort-icon" aria-hidden="true" />
        <select name="order" value={order} onChange={(e) => onOrder(e.target.value as SortOrder)}>
          <option value="">{t('search.sort.relevant')}</option>
          <option value="price asc">{t('search.sort.priceAsc')}</option>
          <option value="price desc">{t('search.sort.priceDesc')}</option>
        </select>
      </label>
    </div>
  );
}
