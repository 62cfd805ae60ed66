/**
 * A report's chart, drawn with frappe-charts. Loaded on demand in the browser only (a chunk of
 * its own, never on another screen or the server): the table beside it carries the same numbers.
 */
import { Chart } from 'frappe-charts';

export interface ChartSpec {
  type: 'bar' | 'line';
  labels: string[];
  datasets: Array<{ name: string; values: number[] }>;
}

/** Draws the chart into `target`; returns what removes it. */
export function drawReportChart(target: HTMLElement, spec: ChartSpec): () => void {
  const chart = new Chart(target, {
    type: spec.type,
    height: 220,
    animate: 0,
    colors: ['#2f6f8f', '#b4472f', '#6b8f2f'],
    data: { labels: spec.labels, datasets: spec.datasets },
    axisOptions: { xAxisMode: 'tick', xIsSeries: 1 },
    barOptions: { spaceRatio: 0.4 },
  });
  return () => chart.destroy();
}
