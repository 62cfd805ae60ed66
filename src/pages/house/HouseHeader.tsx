import { driveTime } from '../../../contract/drive-time.ts';
import type { HouseDetail } from '../../api/house.ts';
import { ShortlistButton } from '../../components/shortlist/ShortlistButton.tsx';
import { useI18n } from '../../i18n/i18n.ts';

/** The house's name with the shortlist heart, its region and the drive from the nearest town. */
export function HouseHeader({ house }: { house: HouseDetail }) {
  const { t, locale } = useI18n();
  const main = house.mainPoint;
  return (
    <header className="house-head">
      <div className="house-head__title">
        <h1>{house.name}</h1>
        <ShortlistButton code={house.code} name={house.name} />
      </div>
      <p className="house-head__meta">
        <span>{house.region.nameWithCountry}</span>
        {main && (
          <span>
            {t('house.fromPlace', { distance: main.distance, place: main.name })} ·{' '}
            {t('house.byCar', { duration: driveTime(main.duration.value, locale) })}
          </span>
        )}
      </p>
    </header>
  );
}
