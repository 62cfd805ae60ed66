import { useEffect, useId, useRef, type MouseEvent, type RefObject } from 'react';
import { COUNTER_MAX, stepCount } from '../../../contract/counts.ts';
import { useI18n } from '../../i18n/i18n.ts';

/**
 * A number with − and + buttons that never leaves [min, max] (docs/product/rules.md#counters).
 * Before scripts run it is a named number field in its label, which the
 * surrounding GET form sends; once hydrated the buttons come (named by their
 * aria-label; the − and + are their look) and the value goes through
 * onChange. Unset (null) shows the minimum; reaching the minimum unsets
 * again. Without a name another field of the form carries the value, and
 * this counter shows only once hydrated.
 */
export function Counter({
  label,
  hint,
  name,
  value,
  min,
  max = COUNTER_MAX,
  hydrated,
  onChange,
}: {
  label: string;
  hint?: string;
  name?: string;
  value: number | null;
  min: number;
  max?: number;
  hydrated: boolean;
  onChange(value: number | null): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const shown = value ?? min;
  const set = (next: number) => onChange(next <= min ? null : next);
  const less = useRef<HTMLButtonElement>(null);
  const more = useRef<HTMLButtonElement>(null);
  // At its bound the pressed button goes disabled: its focus moves to the other one (once rendered), never to the page.
  const refocus = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  useEffect(() => {
    refocus.current?.current?.focus();
    refocus.current = null;
  });
  const step = (event: MouseEvent<HTMLButtonElement>, delta: 1 | -1) => {
    const next = stepCount(shown, delta, min, max);
    if (next === (delta < 0 ? min : max) && document.activeElement === event.currentTarget)
      refocus.current = delta < 0 ? more : less;
    set(next);
  };
  const caption = (
    <>
      {label}
      {hint && <small className="counter__hint">{hint}</small>}
    </>
  );
  // Before scripts run: the named field in its label, nothing that needs scripts.
  if (!hydrated) {
    return name ? (
      <label className="counter">
        <span className="counter__label">{caption}</span>
        <span className="counter__controls">
          <input className="counter__input" type="number" name={name} min={min} max={max} defaultValue={shown} />
        </span>
      </label>
    ) : null;
  }
  return (
    <div className="counter" role="group" aria-labelledby={`${id}-label`}>
      <span className="counter__label" id={`${id}-label`}>
        {caption}
      </span>
      <div className="counter__controls">
        <button
          ref={less}
          type="button"
          className="counter__button"
          aria-label={t('search.filters.decrease', { what: label })}
          disabled={shown <= min}
          onClick={(event) => step(event, -1)}
        >
          −
        </button>
        <input
          className="counter__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          aria-label={label}
          value={shown}
          onChange={(e) => {
            const n = Number(e.target.value);
            if (e.target.value !== '' && Number.isInteger(n)) set(Math.min(max, Math.max(min, n)));
          }}
        />
        <button
          ref={more}
          type="button"
          className="counter__button"
          aria-label={t('search.filters.increase', { what: label })}
          disabled={shown >= max}
          onClick={(event) => step(event, 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
