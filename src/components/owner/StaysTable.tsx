import type { OwnerStay } from '../../../contract/api/owner-portal.ts';
import { useI18n } from '../../i18n/i18n.ts';

/** Guests' stays: the house, the days and the party, never who the guests are. */
export function StaysTable({ stays, caption }: { stays: OwnerStay[]; caption: string }) {
  const { t, formatDate } = useI18n();
  if (stays.length === 0) return <p>{t('owner.noStays')}</p>;
  return (
    <div className="owner-scroll">
      <table className="owner-table" data-testid="owner-stays">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('owner.stays.house')}</th>
            <th scope="col">{t('owner.stays.arrival')}</th>
            <th scope="col">{t('owner.stays.departure')}</th>
            <th scope="col">{t('owner.stays.nights')}</th>
            <th scope="col">{t('owner.stays.party')}</th>
            <th scope="col">{t('owner.stays.status')}</th>
          </tr>
        </thead>
        <tbody>
          {stays.map((s, i) => (
            <tr key={`${s.house.code}-${s.arrival}-${i}`}>
              <th scope="row">
                {s.house.name} ({s.house.code})
              </th>
              <td>{formatDate(s.arrival)}</td>
              <td>{formatDate(s.departure)}</td>
              <td>{s.nights}</td>
              <td>{t('owner.stays.partyValue', { adults: s.adults, children: s.children })}</td>
              <td>{t(`owner.stays.${s.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
