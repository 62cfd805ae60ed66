import { useEffect, useRef, useState } from 'react';
import type { RegionClimate } from '../../api/weather.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { climateSeries } from './climate.ts';

/** A mid-month date of any year, for month names (UTC noon: the same name in every time zone). */
const monthDate = (month: number) => new Date(Date.UTC(2021, month - 1, 15, 12));

/**
 * SPEC §2 climate chart: monthly average temperature and precipitation of the
 * region's station. The numbers are server-rendered as a table (the
 * accessible alternative, and all there is without JavaScript); the charts
 * are drawn in the browser only, by a frappe-charts chunk that loads when
 * the section comes near the viewport. Station and period are named under
 * the chart; a month without a value is a gap with a note, never a guess.
 */
export function ClimateSection({ climate, regionName }: { climate: RegionClimate; regionName: string }) {
  const { t, locale, formatDate } = useI18n();
  const { months, temperature, precipitation } = climateSeries(climate);
  const figure = useRef<HTMLElement>(null);
  const tempChart = useRef<HTMLDivElement>(null);
  const precChart = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'loading' | 'drawn' | 'failed'>('waiting');
  // One decimal, as the normals are published: 11.0 °C, 59.0 mm.
  const decimal = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const number = (v: number) => decimal.format(v);
  const monthShort = months.map((m) => formatDate(monthDate(m), 'LLL'));
  const monthLong = months.map((m) => formatDate(monthDate(m), 'LLLL'));

  useEffect(() => {
    const el = figure.current;
    if (!el) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    const draw = () => {
      setState('loading');
      import('./climate-chart.ts').then(
        (chart) => {
          if (cancelled) return;
          dispose = chart.drawClimateCharts(
            { temperature: tempChart.current, precipitation: precChart.current },
            {
              labels: monthShort,
              temperature,
              precipitation,
              names: { temperature: t('editorial.item.temperature'), precipitation: t('editorial.item.precipitation'), missing: t('editorial.item.missing') },
              format: number,
            },
          );
          setState('drawn');
        },
        () => !cancelled && setState('failed'),
      );
    };
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') draw();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          draw();
        },
        { rootMargin: '400px 0px' },
      );
      observer.observe(el);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      dispose?.();
    };
    // The climate is this page's data: redraw only when it (or the language) changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [climate, t]);

  const notes = [
    { name: t('editorial.item.temperature'), series: temperature },
    { name: t('editorial.item.precipitation'), series: precipitation },
  ]
    .filter((n) => n.series.missing.length > 0)
    .map((n) =>
      n.series.missing.length === 12
        ? t('editorial.item.missingAll', { series: n.name })
        : t('editorial.item.missingNote', { series: n.name, months: n.series.missing.map((m) => monthLong[m - 1]).join(', ') }),
    );
  const cell = (v: number | null) =>
    v === null ? (
      <td className="is-missing">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('editorial.item.missing')}</span>
      </td>
    ) : (
      <td>{number(v)}</td>
    );

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
            <span>{t('editorial.item.station', { station: climate.station })}</span>
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
              {months.map((m, i) => (
                <tr key={m}>
                  <th scope="row">{monthLong[i]}</th>
                  {cell(temperature.values[i])}
                  {cell(precipitation.values[i])}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
