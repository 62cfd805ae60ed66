import type { Card } from '../../components/house-card/card-house.ts';
import { HouseCard } from '../../components/house-card/HouseCard.tsx';
import { useI18n } from '../../i18n/i18n.ts';

/** The search's other houses (`otherHouses`), shown once all its results are. */
export function OtherResults({ houses, onHover }: { houses: readonly Card[]; onHover(code: string | null): void }) {
  const { t } = useI18n();
  return (
    <section className="results__other" aria-labelledby="other-results">
      <h2 id="other-results">{t('search.results.other')}</h2>
      <p className="results__other-text">{t('search.results.otherText')}</p>
      <ul className="results__grid">
        {houses.map((house) => (
          <li
            key={house.code}
            className="results__item"
            onMouseEnter={() => onHover(house.code)}
            onMouseLeave={() => onHover(null)}
          >
            <HouseCard house={house} />
          </li>
        ))}
      </ul>
    </section>
  );
}
