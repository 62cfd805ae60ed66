import type { HouseDetail } from '../../api/house.ts';
import { useI18n } from '../../i18n/i18n.ts';

/** Bedrooms, max persons, size in m², reference code (docs/product/screens.md#house). */
export function KeyFacts({ house }: { house: HouseDetail }) {
  const { t, formatNumber } = useI18n();
  const facts = [
    { label: t('house.facts.bedrooms'), value: formatNumber(house.numberOfBedrooms) },
    { label: t('house.facts.persons'), value: formatNumber(house.numberOfPersons) },
    { label: t('house.facts.size'), value: `${formatNumber(house.size.value)} m²` },
    { label: t('house.facts.code'), value: house.code },
  ];
  return (
    <section className="house-facts" aria-labelledby="house-facts-title">
      <h2 id="house-facts-title" className="visually-hidden">
        {t('house.facts.title')}
      </h2>
      <dl className="house-facts__list">
        {facts.map((fact) => (
          <div key={fact.label} className="house-facts__item">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
