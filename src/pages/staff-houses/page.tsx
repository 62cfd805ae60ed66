import { Link } from 'react-router';
import { pathFor } from '../../../contract/routes.ts';
import { StaffFrame } from '../../components/staff/StaffFrame.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';

export { loader };

/** The houses, found by code or name, each linking to its calendar and prices. */
export default function StaffHousesPage() {
  const { t, locale } = useI18n();
  const { data } = usePage<typeof loader>();
  return (
    <StaffFrame routeId="staffHouses" title={t('staff.houses.title')}>
      <form method="get" action={pathFor('staffHouses', locale)} className="staff-form" role="search">
        <div>
          <label htmlFor="staff-house-q">{t('staff.houses.search')}</label>
          <input id="staff-house-q" name="q" type="search" defaultValue={data.q} />
        </div>
        <button type="submit" className="button">
          {t('staff.houses.find')}
        </button>
      </form>
      {data.houses.length === 0 ? (
        <p>{t('staff.houses.none')}</p>
      ) : (
        <table className="staff-table" data-testid="staff-houses">
          <thead>
            <tr>
              <th scope="col">{t('staff.houses.columns.code')}</th>
              <th scope="col">{t('staff.houses.columns.name')}</th>
              <th scope="col">{t('staff.houses.columns.region')}</th>
            </tr>
          </thead>
          <tbody>
            {data.houses.map((h) => (
              <tr key={h.code}>
                <td data-label={t('staff.houses.columns.code')}>
                  <Link to={pathFor('staffHouse', locale, { code: h.code })}>{h.code}</Link>
                </td>
                <td data-label={t('staff.houses.columns.name')}>{h.name}</td>
                <td data-label={t('staff.houses.columns.region')}>{h.region}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </StaffFrame>
  );
}
