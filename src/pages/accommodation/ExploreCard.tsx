import { Link } from 'react-router';
import type { ReferencePoint, RegionRef } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { exploreRegionLabel } from '../../components/filters/regions.ts';

/** The place a search found (its reference point), with a link to its region's explore page ("Nordisland erkunden", not "Norden erkunden"). */
export function ExploreCard({ point, region }: { point: ReferencePoint; region: RegionRef }) {
  const { t, locale } = useI18n();
  return (
    <aside className="explore-card">
      <p className="explore-card__eyebrow">{t('search.explore.eyebrow')}</p>
      <p className="explore-card__title">{point.name}</p>
      {point.description && <p className="explore-card__text">{point.description}</p>}
      <Link className="explore-card__link" to={pathFor('exploreItem', locale, { slug: region.slug })}>
        {exploreRegionLabel(t, region)}
      </Link>
    </aside>
  );
}
