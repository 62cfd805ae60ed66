import { Link } from 'react-router';
import type { OwnerOverview } from '../../../contract/api/owner-portal.ts';
import { pathFor } from '../../../contract/routes.ts';
import { OwnerFrame } from '../../components/owner/OwnerFrame.tsx';
import { StatementsTable } from '../../components/owner/StatementsTable.tsx';
import { StaysTable } from '../../components/owner/StaysTable.tsx';
import { useI18n } from '../../i18n/i18n.ts';

/** The owner's overview (docs/product/owner-portal.md#what-an-owner-sees-and-what-not): their houses, the next stays, the latest statement. */
export function Overview({ data }: { data: OwnerOverview }) {
  const { t, locale } = useI18n();
  return (
    <OwnerFrame routeId="ownerHome" title={t('route.ownerHome')}>
      <p>{t('owner.welcome', { name: data.owner.name })}</p>
      <section className="owner-section" aria-labelledby="owner-houses">
        <h2 id="owner-houses">{t('owner.houses')}</h2>
        {data.houses.length === 0 ? (
          <p>{t('owner.noHouses')}</p>
        ) : (
          <ul data-testid="owner-houses">
            {data.houses.map((h) => (
              <li key={h.code}>
                {h.name} ({h.code}), {h.region}:{' '}
                <Link to={pathFor('ownerCalendar', locale, { code: h.code })}>
                  {t('owner.calendarOf')} <span className="visually-hidden">{h.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="owner-section" aria-labelledby="owner-next">
        <h2 id="owner-next">{t('owner.nextStays')}</h2>
        <StaysTable stays={data.nextStays} caption={t('owner.nextStays')} />
        <p>
          <Link to={pathFor('ownerStays', locale)}>{t('owner.allStays')}</Link>
        </p>
      </section>
      <section className="owner-section" aria-labelledby="owner-latest">
        <h2 id="owner-latest">{t('owner.latestStatement')}</h2>
        <StatementsTable statements={data.latestStatement ? [data.latestStatement] : []} />
        <p>
          <Link to={pathFor('ownerStatements', locale)}>{t('owner.allStatements')}</Link>
        </p>
      </section>
    </OwnerFrame>
  );
}
