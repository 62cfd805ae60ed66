import type { House } from '../../../contract/api/types.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { Deferred } from '../../navigation/deferred.tsx';
import { HouseCard } from '../../components/house-card/HouseCard.tsx';
import { SIMILAR_DEFERRED } from './stay.ts';

/**
 * Two more houses (docs/product/screens.md#house): streamed after the page through <Deferred>
 * (they are the last section); `override` replaces them once the visitor
 * picks other dates (houses free on those dates).
 */
export function SimilarHouses({ override }: { override: readonly House[] | null }) {
  return override ? (
    <SimilarList houses={override} />
  ) : (
    <Deferred<House[] | null>
      name={SIMILAR_DEFERRED}
      fallback={<div className="similar similar--loading" aria-hidden="true" />}
    >
      {(houses) => <SimilarList houses={houses ?? []} />}
    </Deferred>
  );
}

function SimilarList({ houses }: { houses: readonly House[] }) {
  const { t } = useI18n();
  if (!houses.length) return null;
  return (
    <section className="house-section similar" aria-labelledby="house-similar-title">
      <h2 id="house-similar-title">{t('house.similar.title')}</h2>
      <ul className="similar__list">
        {houses.map((house) => (
          <li key={house.code}>
            <HouseCard house={house} />
          </li>
        ))}
      </ul>
    </section>
  );
}
