import { DateRangeField } from '../../components/calendar/DateRangeField.tsx';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import { GuestsField } from '../../components/guests/GuestsField.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import type { SearchDraft } from './useSearchDraft.ts';

/** The list form's first row: search text, dates, guests and the search button. */
export function SearchBar({ draft, edit, update }: Pick<SearchDraft, 'draft' | 'edit' | 'update'>) {
  const { t } = useI18n();
  return (
    <div className="list-search__bar">
      <SearchBox className="list-search__text" value={draft.search} onChange={(search) => edit({ search })} onPick={(search) => update({ search })} />
      <div className="list-search__dates">
        <DateRangeField
          value={{ from: draft.checkIn, to: draft.checkOut }}
          onChange={(range) => {
            const patch = { checkIn: range.from, checkOut: range.to };
            // SPEC §4: a new range applies when both days are set; clearing applies at once.
            if ((range.from && range.to) || (!range.from && !range.to)) update(patch);
            else edit(patch);
          }}
        />
      </div>
      <GuestsField value={draft} onChange={(party) => update(party, { debounce: true })} />
      <button type="submit" className="button list-search__submit">
        {t('search.box.submit')}
      </button>
    </div>
  );
}
