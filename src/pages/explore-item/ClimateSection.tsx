import type { RegionClimate } from '../../api/weather.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { climateSeries, type ClimateSeries } from './climate.ts';
import { ClimateTable } from './ClimateTable.tsx';
import { useClimateCharts } from './useClimateCharts.ts';
import { stationLabel } from './station-label.ts';

/** A mid-month date of any year, for month names (UTC noon: the same name in every time zone). */
const monthDate = (month: number) => new Date(Date.UTC(2021, month - 1, 15, 12));

/**
 * docs/product/screens.md#explore-item: monthly average temperature and precipitation of the
 * region's station. The numbers are server-rendered as a table (the
 * accessible alternative, and all there is without JavaScript); the charts
 * are drawn in the browser only, by a frappe-charts chunk that loads when
 * the section comes near the viewport. Station and period are named under
 * the chart; a month without a value is a gap with a note, never a guess.
 */
export function ClimateSection({ climate, regionName }: { climate: RegionClimate; regionName: string }) {
  const { t, locale, formatDate } = useI18n();
  const { months, temperature, precipitation } = climateSeries(climate);
  // One decimal, as the normals are published: 11.0 °C, 59.0 mm.
  const decimal = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const number = (v: number) => decimal.format(v);
  const monthShort = months.map((m) => formatDate(monthDate(m), 'LLL'));
  const monthLong = months.map((m) => formatDate(monthDate(m), 'LLLL'));
  const { figure, tempChart, precChart, state } = useClimateCharts(climate, {
    labels: monthShort,
    temperature,
    precipitation,
    format: number,
  });

  // A station that does not measure a series at all says so, and the table leaves its column out.
  const missingNote = (name: string, series: ClimateSeries, none: string) =>
    series.missing.length === 12
      ? none
      : t('editorial.item.missingNote', {
          series: name,
          months: series.missing.map((m) => monthLong[m - 1]).join(', '),
        });
  const notes = [
    { name: t('editorial.item.temperature'), series: temperature, none: t('editorial.item.noTemperature') },
    { name: t('editorial.item.precipitation'), series: precipitation, none: t('editorial.item.noPrecipitation') },
  ]
    .filter((n) => n.series.missing.length > 0)
    .map((n) => missingNote(n.name, n.series, n.none));

  return (
    <section className="editorial__section climate" aria-labelledby="climate-title">
      <h2 id="climate-title">{t('editorial.item.climate')}</h2>
      <p className="climate__intro">{t('editorial.item.climateIntro')}</p>
      <div className="climate__layout">
        <figure className="climate__figure" ref={figure} data-state={state} aria-label={t('editorial.item.chartLabel')}>
          <div className="climate__charts" aria-hidden="true">
            {temperature.missing.length < 12 && (
              <div className="climate__chart">
                <p className="climate__chart-title">{t('editorial.item.temperature')}</p>
                <div ref={tempChart} className="climate__canvas climate__canvas--temperature" />
              </div>
            )}
            {precipitation.missing.length < 12 && (
              <div className="climate__chart">
                <p className="climate__chart-title">{t('editorial.item.precipitation')}</p>
                <div ref={precChart} className="climate__canvas climate__canvas--precipitation" />
              </div>
            )}
            {state === 'loading' && <p className="climate__loading">{t('editorial.item.chartLoading')}</p>}
          </div>
          <figcaption className="climate__caption">
            <span>{t('editorial.item.station', { station: stationLabel(climate.station, locale) })}</span>
            <span>{t('editorial.item.period', { period: climate.period })}</span>
            {notes.map((note) => (
              <span key={note} className="climate__note">
                {note}
              </span>
            ))}
            {climate.source && (
              <details className="climate__source">
                <summary>{t('editorial.item.source')}</summary>
                <p>{climate.source}</p>
              </details>
            )}
          </figcaption>
        </figure>
        <ClimateTable
          regionName={regionName}
          monthNames={monthLong}
          temperature={temperature}
          precipitation={precipitation}
          format={number}
        />
      </div>
    </section>
  );
}
