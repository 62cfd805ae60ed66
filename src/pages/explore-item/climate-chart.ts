/**
 * The climate charts, drawn with frappe-charts. This module is loaded on
 * demand in the browser only (a chunk of its own, never in the shell or on
 * the server): the page imports it when the chart comes near the viewport.
 */
import { Chart } from 'frappe-charts';
import { pathWithGaps, type ClimateSeries } from './climate.ts';

export interface ChartInput {
  labels: string[];
  temperature: ClimateSeries;
  precipitation: ClimateSeries;
  names: { temperature: string; precipitation: string; missing: string };
  format: (value: number) => string;
}

interface FrappeChart {
  destroy(): void;
}

/**
 * Draws the monthly average temperature (line, °C) and the precipitation
 * (bars, mm) into two containers: each has its own scale. A missing value
 * is a gap: no bar, and the temperature line is broken there rather than
 * drawn through an invented point. Returns a function that removes the charts.
 */
export function drawClimateCharts(
  targets: { temperature: HTMLElement | null; precipitation: HTMLElement | null },
  input: ChartInput,
): () => void {
  const charts: FrappeChart[] = [];
  const observers: MutationObserver[] = [];
  const tooltip = (unit: string) => (value: number | null | undefined) =>
    value === null || value === undefined || Number.isNaN(value)
      ? input.names.missing
      : `${input.format(value)} ${unit}`;

  const { temperature, precipitation } = input;
  if (targets.temperature && temperature.missing.length < 12) {
    const el = targets.temperature;
    charts.push(
      new Chart(el, {
        type: 'line',
        height: 220,
        animate: 0,
        colors: ['#b4472f'],
        data: { labels: input.labels, datasets: [{ name: input.names.temperature, values: temperature.values }] },
        lineOptions: { dotSize: 4, spline: 0, regionFill: 0 },
        axisOptions: { xAxisMode: 'tick', yAxisMode: 'span', xIsSeries: 1 },
        tooltipOptions: { formatTooltipY: tooltip('°C') },
      }) as FrappeChart,
    );
    if (temperature.missing.length) observers.push(keepGaps(el, new Set(temperature.missing.map((m) => m - 1))));
  }
  if (targets.precipitation && precipitation.missing.length < 12) {
    charts.push(
      new Chart(targets.precipitation, {
        type: 'bar',
        height: 220,
        animate: 0,
        colors: ['#4f86c2'],
        // frappe draws a null bar with no height: the month stays empty.
        data: { labels: input.labels, datasets: [{ name: input.names.precipitation, values: precipitation.values }] },
        barOptions: { spaceRatio: 0.35 },
        axisOptions: { xAxisMode: 'tick', yAxisMode: 'span' },
        tooltipOptions: { formatTooltipY: tooltip('mm') },
      }) as FrappeChart,
    );
  }
  return () => {
    observers.forEach((o) => o.disconnect());
    charts.forEach((c) => c.destroy());
    for (const el of [targets.temperature, targets.precipitation]) if (el) el.replaceChildren();
  };
}

/**
 * frappe has no gaps in lines: it draws a missing value at zero. Break the
 * line there and hide those dots, now and whenever frappe redraws (resize).
 */
function keepGaps(el: HTMLElement, missing: ReadonlySet<number>): MutationObserver {
  const fix = () => {
    el.querySelectorAll<SVGPathElement>('path.line-graph-path').forEach((path) => {
      const d = path.getAttribute('d') ?? '';
      if (!d || path.dataset.gapped === d) return;
      const gapped = pathWithGaps(d, missing);
      path.dataset.gapped = gapped;
      path.setAttribute('d', gapped);
    });
    el.querySelectorAll<SVGElement>('[data-point-index]').forEach((dot) => {
      if (dot.closest('.graph-svg-tip')) return;
      if (missing.has(Number(dot.getAttribute('data-point-index')))) dot.style.display = 'none';
    });
  };
  fix();
  const observer = new MutationObserver(fix);
  observer.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['d'] });
  return observer;
}
