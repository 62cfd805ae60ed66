import type { FrameProps } from '../frame-props.ts';
import { NavLink } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { StaffOutcome } from '../../api/staff.ts';
import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { PageHead } from '../PageHead.tsx';
import { staffMayOpen } from '../../../contract/staff-access.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import './staff.css';

/** Every back-office screen: private (noindex), breadcrumbs, the back office's menu, the title. */
export function StaffFrame({ routeId, params, title, children }: FrameProps) {
  return (
    <div className="container page staff-page">
      <PageHead title={title} />
      <meta name="robots" content="noindex, nofollow" />
      <Breadcrumbs routeId={routeId} params={params} current={title} />
      <StaffNav />
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** The back office's menu: only the screens the member of staff's role may open (contract/staff-access.ts). */
function StaffNav() {
  const { t, locale } = useI18n();
  const role = useStoreSnapshot(useStore()).staff?.staffRole ?? 'accountant';
  const screens = (['houses', 'owners', 'statements', 'reports', 'users', 'companies'] as const).filter((screen) =>
    staffMayOpen(role, screen),
  );
  const routes = {
    houses: 'staffHouses',
    owners: 'staffOwners',
    statements: 'staffStatements',
    reports: 'staffReports',
    users: 'staffUsers',
    companies: 'staffCompanies',
  } as const;
  return (
    <nav className="staff-nav" aria-label={t('route.staff')}>
      <NavLink to={pathFor('staff', locale)} end>
        {t('staff.nav.bookings')}
      </NavLink>
      {screens.map((screen) => (
        <NavLink key={screen} to={pathFor(routes[screen], locale)}>
          {t(`staff.nav.${screen}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The outcome of a post, announced: a success as a status, a refusal as an alert. The page that
 * answers a post focuses it (the browser's autofocus, before any script), so a keyboard or screen
 * reader user starts from what happened, not from the top of the page.
 */
export function Outcome({ outcome, done }: { outcome: StaffOutcome | null; done: (key: string) => string }) {
  const { t } = useI18n();
  if (outcome?.error) {
    return (
      <p className="form-alert" role="alert" data-testid="staff-error" tabIndex={-1} autoFocus>
        {outcome.error.message || t('staff.errors.network')}
      </p>
    );
  }
  if (outcome?.done) {
    return (
      <p className="staff-done" role="status" data-testid="staff-done" tabIndex={-1} autoFocus>
        {done(outcome.done)}
      </p>
    );
  }
  return null;
}

/** Cents as euro with cents: €1,234.50 / 1.234,50 €. */
export function useCents(): (cents: number) => string {
  const { locale } = useI18n();
  const format = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
  });
  return (cents) => format.format(cents / 100);
}
