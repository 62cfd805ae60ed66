import { useEffect, useRef } from 'react';
import { offeredMonths, STAY_LENGTHS } from '../../../contract/flexible-stays.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useToday } from '../calendar/useToday.ts';
import { useHydrated } from '../useHydrated.ts';
import './flexible-dates.css';

/** The stay length a flexible search takes when none was chosen yet: a week. */
export const DEFAULT_NIGHTS = '7';

export interface FlexibleValue {
  months: string[];
  nights: string;
}

/**
 * Flexible dates: months (the next 12, as checkboxes named `months`) and a
 * stay length (radios named `nights`), in a disclosure (<details>) whose
 * summary says what is chosen. Real inputs of the surrounding GET form: it
 * works before scripts run. Hydrated, Escape, a click outside and "Done" close it.
 */
export function FlexibleDatesField({
  months,
  nights,
  onChange,
  onDone,
}: {
  months: readonly string[];
  nights: string | null;
  onChange(value: FlexibleValue): void;
  /** The disclosure was closed with a choice made. */
  onDone?(): void;
}) {
  const { t, formatDate } = useI18n();
  const today = useToday();
  const hydrated = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  const length = nights ?? DEFAULT_NIGHTS;
  const choices = [...new Set([...offeredMonths(today), ...months])].sort();
  const monthName = (month: string, pattern: string) => formatDate(`${month}-01`, pattern);
  const lengthKey = STAY_LENGTHS.find((l) => l.nights === length)?.key;
  const summary = months.length
    ? `${months.map((m) => monthName(m, 'MMM yyyy')).join(', ')} · ${lengthKey ? t(`search.flexible.short.${lengthKey}`) : t('calendar.nights', { count: Number(length) })}`
    : t('search.flexible.choose');

  const close = (focusSummary: boolean) => {
    const el = details.current;
    if (!el?.open) return;
    el.open = false;
    if (focusSummary) el.querySelector('summary')?.focus();
    onDone?.();
  };

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (details.current && !details.current.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  });

  const toggleMonth = (month: string, on: boolean) =>
    onChange({ months: on ? [...months, month].sort() : months.filter((m) => m !== month), nights: length });

  return (
    <details
      ref={details}
      className="flex-dates"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && details.current?.open) {
          e.preventDefault();
          close(true);
        }
      }}
    >
      <summary className="flex-dates__summary">
        <small>{t('search.flexible.legend')}</small>
        <span>{summary}</span>
      </summary>
      <div className="flex-dates__panel">
        <p className="flex-dates__hint">{t('search.flexible.hint')}</p>
        <fieldset className="flex-dates__group">
          <legend>{t('search.flexible.months')}</legend>
          <div className="flex-dates__months">
            {choices.map((month) => (
              <label key={month} className="flex-dates__month">
                <input
                  type="checkbox"
                  name="months"
                  value={month}
                  checked={months.includes(month)}
                  onChange={(e) => toggleMonth(month, e.target.checked)}
                />
                <span>{monthName(month, 'MMM yyyy')}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex-dates__group">
          <legend>{t('search.flexible.length')}</legend>
          {STAY_LENGTHS.map((option) => (
            <label key={option.key} className="flex-dates__length">
              <input
                type="radio"
                name="nights"
                value={option.nights}
                checked={length === option.nights}
                onChange={() => onChange({ months: [...months], nights: option.nights })}
              />
              <span>{t(`search.flexible.lengths.${option.key}`)}</span>
            </label>
          ))}
        </fieldset>
        {hydrated && (
          <div className="flex-dates__actions">
            {months.length > 0 && (
              <button type="button" className="link-button" onClick={() => onChange({ months: [], nights: length })}>
                {t('search.flexible.clear')}
              </button>
            )}
            <button type="button" className="button button--small" onClick={() => close(true)}>
              {t('search.flexible.done')}
            </button>
          </div>
        )}
      </div>
    </details>
  );
}
