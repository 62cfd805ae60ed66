import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n.ts';
import { describedBy, fieldIds, FieldError } from '../../components/checkout/Field.tsx';
import { useAdoptTyped } from '../../components/useAdoptTyped.ts';

/** A whole number within [min, max]; anything unreadable gives `fallback`. */
export function clampCount(value: unknown, min: number, max: number, fallback = min): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return Math.min(Math.max(fallback, min), max);
  return Math.min(Math.max(Math.trunc(n), min), Math.max(min, max));
}

/**
 * A number with − and + buttons (docs/product/rules.md#counters: a counter never goes below its
 * minimum; bounds 0–99 by default). The input itself is a plain number field,
 * so it works before hydration and can be typed into; it is uncontrolled (the
 * DOM keeps what was typed before hydration) and follows `value` when the
 * bounds move it. Button presses are announced in a polite live region.
 */
export function Counter({
  prefix,
  name,
  label,
  hint,
  value,
  min = 0,
  max = 99,
  error,
  onChange,
}: {
  prefix: string;
  name: string;
  label: string;
  hint?: string;
  value: number;
  min?: number;
  max?: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [announce, setAnnounce] = useState('');
  const { id, hintId, errorId } = fieldIds(prefix, name);
  const top = Math.max(min, max);

  // What was typed before hydration counts; afterwards the DOM follows the value.
  const row = useRef<HTMLDivElement>(null);
  useAdoptTyped(row, (typed) => typed[name] !== undefined && onChange(clampCount(typed[name], min, top, value)));
  useEffect(() => {
    if (input.current && input.current !== document.activeElement && input.current.value !== String(value))
      input.current.value = String(value);
  }, [value]);

  const step = (delta: number) => {
    if ((delta < 0 && value <= min) || (delta > 0 && value >= top)) return;
    const next = clampCount(value + delta, min, top);
    if (input.current) input.current.value = String(next);
    onChange(next);
    setAnnounce(t('booking.checkout.counter.announce', { label, count: next }));
  };

  return (
    <div ref={row} className={`form-field counter${error ? ' form-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="counter__row">
        <StepButton
          controls={id}
          label={t('booking.checkout.counter.decrease', { label })}
          disabled={value <= min}
          onClick={() => step(-1)}
          sign="−"
        />
        <input
          ref={input}
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={top}
          step={1}
          defaultValue={value}
          aria-invalid={!!error}
          aria-describedby={describedBy(prefix, name, { hint: !!hint, error: !!error })}
          onInput={(event) => {
            const raw = event.currentTarget.value;
            if (raw.trim() !== '' && Number.isFinite(Number(raw))) onChange(clampCount(raw, min, top, value));
          }}
          onBlur={(event) => {
            const next = clampCount(event.currentTarget.value, min, top, value);
            event.currentTarget.value = String(next);
            onChange(next);
          }}
        />
        <StepButton
          controls={id}
          label={t('booking.checkout.counter.increase', { label })}
          disabled={value >= top}
          onClick={() => step(1)}
          sign="+"
        />
      </div>
      <span className="visually-hidden" aria-live="polite">
        {announce}
      </span>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function StepButton({
  controls,
  label,
  disabled,
  onClick,
  sign,
}: {
  controls: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
  sign: string;
}) {
  return (
    // aria-disabled, not disabled: a button that turns disabled under the keyboard would drop the focus.
    <button
      type="button"
      className="counter__button"
      aria-controls={controls}
      aria-label={label}
      aria-disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );
}
