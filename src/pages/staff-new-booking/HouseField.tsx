import { useRef, useState } from 'react';
import type { StaffHouseRow } from '../../../contract/api/staff.ts';
import { fetchStaffHouses } from '../../api/staff.ts';
import { useBrowserApi } from '../../components/search/hooks.ts';
import { useI18n } from '../../i18n/i18n.ts';

/** Choices offered while typing: enough to pick from, few enough to read. */
const CHOICES = 8;
/** Typing pauses this long (ms) before the houses are asked for. */
const PAUSE = 200;

/**
 * The house to book: a code or a name, as typed. With JavaScript the field suggests the houses the
 * back office's search finds for what is typed (forgiving accents and spelling, as the server's own
 * reading of the field does), in the browser's own list (a datalist); without it, the server reads
 * the text alone (docs/product/screens.md#staff-new-booking).
 */
export function HouseField({ value, invalid }: { value: string; invalid?: true }) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const [choices, setChoices] = useState<StaffHouseRow[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef('');

  const suggest = (typed: string) => {
    clearTimeout(timer.current);
    const q = typed.trim();
    asked.current = q;
    if (q.length < 2) return setChoices([]);
    timer.current = setTimeout(() => {
      fetchStaffHouses(api, q).then(
        (rows) => {
          if (asked.current === q) setChoices(rows.slice(0, CHOICES));
        },
        () => setChoices([]),
      );
    }, PAUSE);
  };

  return (
    <div className="form-field">
      <label htmlFor="phone-house">{t('staffTools.phone.house')}</label>
      <input
        id="phone-house"
        name="house"
        type="text"
        list="phone-house-choices"
        autoComplete="off"
        defaultValue={value}
        aria-invalid={invalid}
        onInput={(e) => suggest(e.currentTarget.value)}
      />
      <datalist id="phone-house-choices" data-testid="phone-house-choices">
        {choices.map((h) => (
          <option key={h.code} value={h.code} label={`${h.name} – ${h.region}`} />
        ))}
      </datalist>
    </div>
  );
}
