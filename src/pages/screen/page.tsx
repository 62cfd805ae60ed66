import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../routes.ts';
import { usePage } from '../usePage.ts';

/** A screen whose content a later issue builds: its real title and breadcrumb from the route table. */
export default function ScreenPage() {
  const { t, locale } = useI18n();
  const { routeId, params } = usePage();
  const title = t(`route.${routeId}`);
  return (
    <div className="container page">
      <PageHead title={title} />
      <Breadcrumbs routeId={routeId} params={params} />
      <h1>{title}</h1>
      <p>{t('common.pageUnderConstruction')}</p>
      <p>
        <Link className="button" to={pathFor('accommodation', locale)}>
          {t('route.accommodation')}
        </Link>{' '}
        <Link to={pathFor('contact', locale)}>{t('route.contact')}</Link>
      </p>
    </div>
  );
}
