import type { MapHouse } from '../../../contract/api/types.ts';
import type { I18n } from '../../i18n/i18n.ts';

/** A map point's price as its pin shows it ('€117') and in words ('from €117 per night', '€820 for 7 nights'); null without a price. */
export function pinPrice(
  house: MapHouse,
  { t, formatEuro }: Pick<I18n, 't' | 'formatEuro'>,
): { short: string; long: string } | null {
  if (house.price === null) return null;
  const price = formatEuro(house.price / 100);
  return {
    short: price,
    long: house.nights
      ? t('search.map.stayTotal', { price, count: house.nights })
      : t('search.map.fromPerNight', { price }),
  };
}

/** A cluster's pin: its count and lowest price ('€89') and in words ('12 houses, from €89'). */
export function clusterText(
  count: number,
  lowest: number | null,
  { t, formatEuro }: Pick<I18n, 't' | 'formatEuro'>,
): { short: string; long: string } {
  const houses = t('search.map.houses', { count });
  if (lowest === null) return { short: '', long: `${houses}, ${t('search.map.noPrice')}` };
  const price = formatEuro(lowest / 100);
  return { short: price, long: `${houses}, ${t('search.map.from', { price })}` };
}
