import { useId } from 'react';
import type { PriceGroups } from '../../../contract/api/types.ts';

type DeepReadonly<T> = { readonly [K in keyof T]: T[K] extends object ? DeepReadonly<T[K]> : T[K] };
import { useI18n } from '../../i18n/i18n.ts';
import { DEFAULT_PRICE_RANGE, histogramHeights, PRICE_STEP, priceFilter } from '../../../contract/search-query.ts';

/** The slider's span: the price groups' min and max on the step, or 500–2400 until they load (docs/product/rules.md#display-constants). */
export function priceSpan(groups: DeepReadonly<PriceGroups> | null): { min: number; max: number } {
  if (!groups) return { ...DEFAULT_PRICE_RANGE };
  // The groups' bounds are cents; the slider and the page's address are whole euros.
  const min = Math.floor(groups.minCents / 100 / PRICE_STEP) * PRICE_STEP;
  const max = Math.max(min + PRICE_STEP, Math.ceil(groups.maxCents / 100 / PRICE_STEP) * PRICE_STEP);
  return { min, max };
}

/**
 * The price range over a histogram of the price groups (docs/product/rules.md#display-constants: 14 groups,
 * step 10). Two range inputs once hydrated; before that two plain number
 * fields (empty: no price filter) that the GET form sends as priceFrom and
 * priceTo, without the histogram.
 */
export function PriceSlider({
  groups,
  from,
  to,
  hydrated,
  onChange,
}: {
  groups: DeepReadonly<PriceGroups> | null;
  from: number | null;
  to: number | null;
  hydrated: boolean;
  /** Called as the thumbs move; both null when the whole span is chosen. */
  onChange(range: { priceFrom: number | null; priceTo: number | null }): void;
}) {
  const { t, formatEuro } = useI18n();
  const id = useId();
  const span = priceSpan(groups);
  const low = from !== null && to !== null ? Math.max(span.min, Math.min(from, span.max)) : span.min;
  const high = from !== null && to !== null ? Math.min(span.max, Math.max(to, span.min)) : span.max;
  const counts = groups?.data.map((g) => g.houseCount) ?? [];
  const heights = histogramHeights(counts);
  const width = (span.max - span.min) / Math.max(1, counts.length);
  const pct = (v: number) => ((v - span.min) / (span.max - span.min)) * 100;
  const shownLow = low;
  const shownHigh = high;
  // The two thumbs never cross: each stays a step away from the other.
  const move = (nextLow: number, nextHigh: number, moved: 'low' | 'high') => {
    const l = moved === 'low' ? Math.min(nextLow, nextHigh - PRICE_STEP) : nextLow;
    const h = moved === 'high' ? Math.max(nextHigh, nextLow + PRICE_STEP) : nextHigh;
    onChange(priceFilter(Math.max(span.min, l), Math.min(span.max, h), span));
  };

  return (
    <fieldset className="price" aria-describedby={`${id}-values`}>
      <legend className="filters__legend">{t('search.filters.price')}</legend>
      {/* The histogram lights up with the slider's range: it comes with the slider. */}
      {hydrated && (
        <div className="price__histogram" aria-hidden="true">
          {heights.map((h, i) => {
            const start = span.min + i * width;
            const inside = start + width > shownLow && start < shownHigh;
            return (
              <span key={i} className={`price__bar${inside ? ' price__bar--in' : ''}`} style={{ height: `${h}%` }} />
            );
          })}
        </div>
      )}
      {hydrated ? (
        <div className="price__range">
          <div className="price__track" aria-hidden="true">
            <span className="price__fill" style={{ left: `${pct(shownLow)}%`, right: `${100 - pct(shownHigh)}%` }} />
          </div>
          <input
            type="range"
            className="price__thumb"
            min={span.min}
            max={span.max}
            step={PRICE_STEP}
            value={shownLow}
            aria-label={t('search.filters.priceMin')}
            aria-valuetext={formatEuro(shownLow)}
            onChange={(e) => move(Number(e.target.value), shownHigh, 'low')}
          />
          <input
            type="range"
            className="price__thumb"
            min={span.min}
            max={span.max}
            step={PRICE_STEP}
            value={shownHigh}
            aria-label={t('search.filters.priceMax')}
            aria-valuetext={formatEuro(shownHigh)}
            onChange={(e) => move(shownLow, Number(e.target.value), 'high')}
          />
        </div>
      ) : (
        <div className="price__fields">
          <label>
            <span>{t('search.filters.priceMin')}</span>
            <input
              type="number"
              name="priceFrom"
              min={0}
              step={PRICE_STEP}
              placeholder={String(span.min)}
              defaultValue={from ?? undefined}
            />
          </label>
          <label>
            <span>{t('search.filters.priceMax')}</span>
            <input
              type="number"
              name="priceTo"
              min={0}
              step={PRICE_STEP}
              placeholder={String(span.max)}
              defaultValue={to ?? undefined}
            />
          </label>
        </div>
      )}
      <p className="price__values" id={`${id}-values`}>
        {formatEuro(shownLow)} – {formatEuro(shownHigh)}
      </p>
    </fieldset>
  );
}
