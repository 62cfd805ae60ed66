import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.ts';
import { ancestry, pathFor, type RouteId } from '../../contract/routes.ts';

export interface Crumb {
  label: string;
  href?: string;
}

/** Breadcrumbs from the route table; the last crumb may be given a real name (a house, a post). */
export function Breadcrumbs({
  routeId,
  params = {},
  current,
}: {
  routeId: RouteId;
  params?: Record<string, string>;
  current?: string;
}) {
  const { t, locale } = useI18n();
  const chain = ancestry(routeId);
  const crumbs: Crumb[] = chain.map((route, i) => {
    const last = i === chain.length - 1;
    const label = last && current ? current : t(`route.${route.id}`);
    return { label, href: last ? undefined : pathFor(route.id, locale, params) };
  });
  return <BreadcrumbTrail crumbs={crumbs} />;
}

export function BreadcrumbTrail({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('common.breadcrumb')} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={i}>
            {crumb.href ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
