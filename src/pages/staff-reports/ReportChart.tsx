import { useEffect, useRef } from 'react';
import type { ChartSpec } from './report-chart.ts';

/**
 * A chart of a report table's numbers, drawn once the page runs in the browser. Hidden from
 * assistive technology: the table beside it is its text alternative. Without JavaScript it
 * stays empty and the table alone tells.
 */
export function ReportChart({ spec }: { spec: ChartSpec }) {
  const target = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(spec);
  useEffect(() => {
    let dispose: (() => void) | undefined;
    let cancelled = false;
    import('./report-chart.ts').then(
      (chart) => {
        if (!cancelled && target.current && spec.labels.length) dispose = chart.drawReportChart(target.current, spec);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
    // The spec's content, not its identity: a new render with the same numbers draws nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return <div ref={target} className="report-chart" aria-hidden="true" data-testid="report-chart" />;
}
