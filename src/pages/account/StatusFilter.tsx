import { Link } from 'react-router';
import type { ReservationStatus } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { STATUSES } from './load.ts';

/** Links to all bookings and to those of each status; the current one is marked. */
export function StatusFilter({ current }: { current: ReservationStatus | null }) {
  const { t, locale } = useI18n();
  const path = pathFor('account', locale);
  return (
    <nav className="account-filter" aria-label={t('account.filter.label')}>
      <ul>
        {[null, ...STATUSES].map((s) => (
          <li key={s ?? 'all'}>
            <Link to={s ? `${path}?status=${s}` : path} aria-current={current === s ? 'page' : undefined}>
              {s ? t(`booking.lookup.states.${s}`) : t('account.filter.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
