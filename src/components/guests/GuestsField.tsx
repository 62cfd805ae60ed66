import { useId, useRef, type ReactNode } from 'react';
import { Counter } from '../filters/Counter.tsx';
import { useHydrated } from '../useHydrated.ts';
import { useAdoptTyped } from '../useAdoptTyped.ts';
import { usePopover } from '../usePopover.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { COUNTER_MAX, parseCount } from '../../../contract/counts.ts';
import { GUEST_MIN, PARTY_PARAMS } from '../../../contract/trip.ts';
import type { SearchState } from '../../../contract/search-state.ts';
import '../filters/filters.css';
import './guests-field.css';

/** The party under the list's names (null: the default, 1 adult and no children). */
export type Party = Pick<SearchState, 'numberOfAdults' | 'numberOfChildren'>;

/**
 * The guests (adults and children): the main search's next to the dates, under
 * the list's query names (numberOfAdults, numberOfChildren), and a cart line's
 * party under the names its form posts (`names`). Before scripts
 * run they are two number inputs of the surrounding form; hydrated, a button naming
 * the party ("2 adults, 1 child") opens a small popover with steppers, which
 * Escape, a click outside or "Done" closes. Numbers typed before hydration
 * go to `onChange` then. With `max` (what a house sleeps) the two together stay within it.
 */
export function GuestsField({
  value,
  onChange,
  max,
  names = PARTY_PARAMS,
  label,
}: {
  value: Party;
  onChange(party: Partial<Party>): void;
  max?: number;
  names?: { adults: string; children: string };
  /** The legend and the button's label ("Guests" unless given). */
  label?: ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const hydrated = useHydrated();
  const { open, setOpen, close, trigger, panel } = usePopover();
  const native = useRef<HTMLFieldSetElement>(null);
  useAdoptTyped(native, (typed) => {
    const count = (key: keyof Party, name: string, min: number) =>
      name in typed ? { [key]: parseCount(typed[name], min) } : {};
    onChange({
      ...count('numberOfAdults', names.adults, GUEST_MIN.adults),
      ...count('numberOfChildren', names.children, GUEST_MIN.children),
    });
  });
  const adults = value.numberOfAdults ?? GUEST_MIN.adults;
  const children = value.numberOfChildren ?? GUEST_MIN.children;
  // Within a house (`max`) adults and children share its beds: each counter stops at what the other leaves.
  const within = (taken: number) => (max === undefined ? COUNTER_MAX : Math.min(max, COUNTER_MAX) - taken);
  const caption = label ?? t('search.guests.label');

  if (!hydrated) {
    return (
      <fieldset ref={native} className="guests-field guests-field--native">
        <legend className="guests-field__legend">{caption}</legend>
        <label>
          <span>{t('search.guests.adults')}</span>
          <input
            type="number"
            inputMode="numeric"
            name={names.adults}
            min={GUEST_MIN.adults}
            max={within(GUEST_MIN.children)}
            step={1}
            defaultValue={adults}
          />
        </label>
        <label>
          <span>
            {t('search.guests.children')} <small>{t('search.guests.childrenHint')}</small>
          </span>
          <input
            type="number"
            inputMode="numeric"
            name={names.children}
            min={GUEST_MIN.children}
            max={within(GUEST_MIN.adults)}
            step={1}
            defaultValue={children}
          />
        </label>
      </fieldset>
    );
  }

  const summary = [
    t('search.guests.adultsCount', { count: adults }),
    ...(children > 0 ? [t('search.guests.childrenCount', { count: children })] : []),
  ].join(', ');
  return (
    <div className="guests-field">
      <button
        ref={trigger}
        type="button"
        className="guests-field__trigger"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((o) => !o)}
      >
        {/* The label inside the box, like the dates' halves ('Check-in'): one line less above the results. */}
        <span className="guests-field__label">{caption}</span>
        <span className="guests-field__value">{summary}</span>
      </button>
      <input type="hidden" name={names.adults} value={value.numberOfAdults ?? ''} />
      <input type="hidden" name={names.children} value={value.numberOfChildren ?? ''} />
      {open && (
        <div
          ref={panel}
          id={`${id}-panel`}
          className="guests-field__panel"
          role="dialog"
          aria-label={t('search.guests.dialog')}
          tabIndex={-1}
        >
          <Counter
            label={t('search.guests.adults')}
            value={value.numberOfAdults}
            min={GUEST_MIN.adults}
            max={within(children)}
            hydrated
            onChange={(numberOfAdults) => onChange({ numberOfAdults })}
          />
          <Counter
            label={t('search.guests.children')}
            hint={t('search.guests.childrenHint')}
            value={value.numberOfChildren}
            min={GUEST_MIN.children}
            max={within(adults)}
            hydrated
            onChange={(numberOfChildren) => onChange({ numberOfChildren })}
          />
          <button type="button" className="button button--small guests-field__done" onClick={() => close()}>
            {t('search.guests.done')}
          </button>
        </div>
      )}
    </div>
  );
}
