import { DateRangeField } from '../../components/calendar/DateRangeField.tsx';
import { FlexibleDatesField } from '../../components/search/FlexibleDatesField.tsx';
import { StayModeField } from '../../components/search/StayModeField.tsx';
import type { SearchDraft } from './useSearchDraft.ts';

/**
 * The list form's dates: exact (check-in and check-out) or flexible (months
 * and a stay length). Switching drops the other mode's values; exact dates
 * search once both days are set, flexible ones when their panel closes (or
 * with the form's button).
 */
export function StayFields({ draft, edit, update }: Pick<SearchDraft, 'draft' | 'edit' | 'update'>) {
  return (
    <StayModeField
      initialFlexible={draft.months.length > 0}
      onMode={(flexible) => {
        if (flexible && (draft.checkIn || draft.checkOut)) update({ checkIn: null, checkOut: null });
        if (!flexible && (draft.months.length || draft.nights)) update({ months: [], nights: null });
      }}
      dates={
        <DateRangeField
          value={{ from: draft.checkIn, to: draft.checkOut }}
          onChange={(range) => {
            const patch = { checkIn: range.from, checkOut: range.to };
            // docs/product/rules.md#date-selection: a new range applies when both days are set; clearing applies at once.
            if ((range.from && range.to) || (!range.from && !range.to)) update(patch);
            else edit(patch);
          }}
        />
      }
      flexible={
        <FlexibleDatesField months={draft.months} nights={draft.nights} onChange={edit} onDone={() => update({})} />
      }
    />
  );
}
