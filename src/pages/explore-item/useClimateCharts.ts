import { useEffect, useRef, useState } from 'react';
import type { RegionClimate } from '../../api/weather.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { ChartInput } from './climate-chart.ts';

export type ChartState = 'waiting' | 'loading' | 'drawn' | 'failed';

/**
 * The climate charts, drawn in the browser only by a frappe-charts chunk
 * that loads when `figure` comes within 400 px of the viewport, into
 * `tempChart` and `precChart`.
 */
export function useClimateCharts(climate: RegionClimate, input: Omit<ChartInput, 'names'>) {
  const { t } = useI18n();
  const figure = useRef<HTMLElement>(null);
  const tempChart = useRef<HTMLDivElement>(null);
  const precChart = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ChartState>('waiting');

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
              ...input,
              names: {
                temperature: t('editorial.item.temperature'),
                precipitation: t('editorial.item.precipitation'),
                missing: t('editorial.item.missing'),
              },
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

  return { figure, tempChart, precChart, state };
}
