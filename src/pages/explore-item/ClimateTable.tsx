import { useI18n } from '../../i18n/i18n.ts';
import type { ClimateSeries } from './climate.ts';

function ValueCell({ value, format }: { value: number | null; format(value: number): string }) {
  const { t } = useI18n();
  return value === null ? (
    <td className="is-missing">
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t('editorial.item.missing')}</span>
    </td>
  ) : (
    <td>{format(value)}</td>
  );
}

/** The climate's numbers: the charts' accessible alternative, and all there is without JavaScript. */
export function ClimateTable({
  regionName,
  monthNames,
  temperature,
  precipitation,
  format,
}: {
  regionName: string;
  /** Month 1 to 12. */
  monthNames: string[];
  temperature: ClimateSeries;
  precipitation: ClimateSeries;
  format(value: number): string;
}) {
  const { t } = useI18n();
  return (
    <div className="climate__table-wrap">
      <table className="climate__table">
        <caption>
          {t('editorial.item.climate')} · {regionName}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('editorial.item.month')}</th>
            <th scope="col">{t('editorial.item.temperature')}</th>
            <th scope="col">{t('editorial.item.precipitation')}</th>
          </tr>
        </thead>
        <tbody>
          {monthNames.map((month, i) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              <ValueCell value={temperature.values[i]} format={format} />
              <ValueCell value={precipitation.values[i]} format={format} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
