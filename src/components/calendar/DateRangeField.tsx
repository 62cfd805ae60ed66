import { lazy, Suspense, useId, useRef } from 'react';
import type { YearAvailability } from '../../../contract/availability.ts';
import { isComplete, type DateRange } from '../../../contract/date-range.ts';
import { firstBookableDay, nightsBetween, parseIsoDate } from '../../../contract/dates.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { useHydrated } from '../useHydrated.ts';
import { usePopover } from '../usePopover.ts';
import { useAdoptTyped } from '../useAdoptTyped.ts';
import { useToday } from './useToday.ts';
import './date-range-field.css';

const loadCalendar = () => import('./DateRangeCalendar.tsx');
const DateRangeCalendar = lazy(loadCalendar);

/**
 * A check-in/check-out field. Before hydration it is two native date inputs
 * (named for the surrounding GET form); after hydration a button opens the
 * calendar (loaded only then) in a popover that closes once both days are set.
 * Days typed into the native inputs before hydration go to `onChange` then.
 */
export function DateRangeField({
  value,
  onChange,
  availability,
  names = { from: 'checkIn', to: 'checkOut' },
  label,
}: {
  value: DateRange;
  onChange(range: DateRange): void;
  availability?: readonly YearAvailability[];
  names?: { from: string; to: string };
  label?: string;
}) {
  const { t, formatDate } = useI18n();
  const today = useToday();
  const id = useId();
  const hydrated = useHydrated();
  const { open, setOpen, close, trigger, panel } = usePopover();
  const native = useRef<HTMLFieldSetElement>(null);
  useAdoptTyped(native, (typed) => {
    const day = (name: string, shown: DateRange['from']) => (name in typed ? parseIsoDate(typed[name]) : shown);
    onChange({ from: day(names.from, value.from), to: day(names.to, value.to) });
  });
  const choose = (range: DateRange) => {
    onChange(range);
    if (isComplete(range)) close();
  };

  if (!hydrated) {
    const min = firstBookableDay(today);
    return (
      <fieldset ref={native} className="date-range-field date-range-field--native">
        <legend className="date-range-field__legend">{label ?? t('calendar.dates')}</legend>
        <label>
          <span>{t('calendar.checkIn')}</span>
          <input type="date" name={names.from} min={min} defaultValue={value.from ?? ''} />
        </label>
        <label>
          <span>{t('calendar.checkOut')}</span>
          <input type="date" name={names.to} min={min} defaultValue={value.to ?? ''} />
        </label>
      </fieldset>
    );
  }

  const nights = isComplete(value) ? nightsBetween(value.from, value.to) : 0;
  return (
    <div className="date-range-field">
      <span className="date-range-field__legend" id={`${id}-label`}>
        {label ?? t('calendar.dates')}
      </span>
      <div className="date-range-field__row">
        <button
          ref={trigger}
          type="button"
          className="date-range-field__trigger"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-describedby={`${id}-label`}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="date-range-field__part">
            <small>{t('calendar.checkIn')}</small>
            {value.from ? formatDate(value.from) : t('calendar.choose')}
          </span>
          <span className="date-range-field__part">
            <small>{t('calendar.checkOut')}</small>
            {value.to ? formatDate(value.to) : t('calendar.choose')}
          </span>
        </button>
        {(value.from || value.to) && (
          <button type="button" className="date-range-field__clear" onClick={() => onChange({ from: null, to: null })}>
            {t('calendar.clear')}
          </button>
        )}
      </div>
      <input type="hidden" name={names.from} value={value.from ?? ''} />
      <input type="hidden" name={names.to} value={value.to ?? ''} />
      {open && (
        <div
          ref={panel}
          id={`${id}-panel`}
          className="date-range-field__panel"
          role="dialog"
          aria-label={t('calendar.dialog')}
          tabIndex={-1}
        >
          <p className="date-range-field__hint">
            {value.from && !value.to ? t('calendar.pickCheckOut') : t('calendar.hint')}
            {nights > 0 && ` · ${t('calendar.nights', { count: nights })}`}
          </p>
          <Suspense fallback={<div className="date-range-field__loading">{t('common.loading')}</div>}>
            <DateRangeCalendar range={value} today={today} availability={availability} onChange={choose} />
          </Suspense>
          <div className="date-range-field__actions">
            <button type="button" className="link-button" onClick={() => onChange({ from: null, to: null })}>
              {t('calendar.clear')}
            </button>
            <button type="button" className="button button--small" onClick={() => close()}>
              {t('calendar.close')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
