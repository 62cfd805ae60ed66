import type { FrameProps } from '../frame-props.ts';
import { NavLink } from 'react-router';
import { pathFor } from '../../../contract/routes.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { PageHead } from '../PageHead.tsx';
import { LogoutForm } from '../shell/LogoutForm.tsx';
import './owner.css';

/** Every owner portal screen: private (noindex), breadcrumbs, the portal's menu with log-out, the title. */
export function OwnerFrame({ routeId, params, title, children }: FrameProps) {
  const { t, locale } = useI18n();
  return (
    <div className="container page owner-page">
      <PageHead title={title} />
      <meta name="robots" content="noindex, nofollow" />
      <Breadcrumbs routeId={routeId} params={params} current={title} />
      <nav className="owner-nav" aria-label={t('owner.nav')}>
        <NavLink to={pathFor('ownerHome', locale)} end>
          {t('route.ownerHome')}
        </NavLink>
        <NavLink to={pathFor('ownerStays', locale)}>{t('route.ownerStays')}</NavLink>
        <NavLink to={pathFor('ownerStatements', locale)}>{t('route.ownerStatements')}</NavLink>
        <LogoutForm className="owner-nav__logout">
          <button type="submit" className="button">
            {t('owner.logout')}
          </button>
        </LogoutForm>
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** Cents as euro: €1,234.50 / 1.234,50 €. */
export function useEuro(): (cents: number) => string {
  const { locale } = useI18n();
  const format = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' });
  return (cents) => format.format(cents / 100);
}
