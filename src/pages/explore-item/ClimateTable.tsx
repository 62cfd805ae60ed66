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
  // A series the station does not record has no column (the section's note says so), not twelve dashes.
  const columns = [
    {
      head: <abbr title={t('editorial.item.temperature')}>{t('editorial.item.temperatureShort')}</abbr>,
      series: temperature,
    },
    { head: t('editorial.item.precipitation'), series: precipitation },
  ].filter((c) => c.series.missing.length < 12);
  return (
    <div className="climate__table-wrap">
      <table className="climate__table">
        <caption>
          {t('editorial.item.climate')} · {regionName}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('editorial.item.month')}</th>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthNames.map((month, i) => (
            <tr key={month}>
              <th scope="row">{month}</th>
              {columns.map((c, j) => (
                <ValueCell key={j} value={c.series.values[i]} format={format} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
