import type { House } from '../../../contract/api/types.ts';
import { RichText } from '../../components/RichText.tsx';
import { HouseCard, HouseCardPlaceholder } from '../../components/house-card/HouseCard.tsx';
import { Deferred } from '../../navigation/deferred.tsx';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n.ts';
import { FEATURED_HOUSES, featuredKey, type FeaturedGroup } from './featured.ts';

const SIZES = '(min-width: 1250px) 15rem, (min-width: 750px) 33vw, 80vw';

/**
 * The featured groups below the fold: each title and text at once, its
 * houses streamed later (<Deferred>), so the top of the page is not kept
 * waiting for five searches. A group whose houses fail or are none is left out.
 */
export function FeaturedGroups({ groups }: { groups: readonly FeaturedGroup[] }) {
  if (!groups.length) return null;
  return (
    <div className="featured">
      {groups.map((group, i) => (
        <Deferred<House[]> key={i} name={featuredKey(i)} fallback={<Group group={group} index={i} houses={null} />}>
          {(houses) => (houses?.length ? <Group group={group} index={i} houses={houses} /> : null)}
        </Deferred>
      ))}
    </div>
  );
}

function Group({ group, index, houses }: { group: FeaturedGroup; index: number; houses: House[] | null }) {
  const { t } = useI18n();
  const id = `featured-${index}`;
  return (
    <section className="featured__group" aria-labelledby={id} aria-busy={houses ? undefined : true}>
      <div className="featured__head">
        <h2 id={id}>{group.title}</h2>
        {group.text && <RichText field={group.text} className="featured__text" />}
      </div>
      <ul className="featured__grid">
        {houses
          ? houses.map((house) => (
              <li key={house.code}>
                <HouseCard house={house} sizes={SIZES} />
              </li>
            ))
          : Array.from({ length: FEATURED_HOUSES }, (_, i) => (
              <li key={i}>
                <HouseCardPlaceholder />
              </li>
            ))}
      </ul>
      {group.offer && (
        <p className="featured__all">
          <Link
            to={group.offer.href}
            aria-label={t('home.featured.seeAllOf', { title: group.offer.title || group.title })}
            data-testid="featured-all"
          >
            {t('home.featured.seeAll')}
          </Link>
        </p>
      )}
    </section>
  );
}
