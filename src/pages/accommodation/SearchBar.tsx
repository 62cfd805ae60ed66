import { SearchBox } from '../../components/search/SearchBox.tsx';
import { GuestsField } from '../../components/guests/GuestsField.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { StayFields } from './StayFields.tsx';
import type { SearchDraft } from './useSearchDraft.ts';

/** The list form's first row: search text, dates (exact or flexible), guests and the search button. */
export function SearchBar({ draft, edit, update }: Pick<SearchDraft, 'draft' | 'edit' | 'update'>) {
  const { t } = useI18n();
  return (
    <div className="list-search__bar">
      <SearchBox
        className="list-search__text"
        value={draft.search}
        onChange={(search) => edit({ search })}
        onPick={(search) => update({ search })}
      />
      <div className="list-search__dates">
        <StayFields draft={draft} edit={edit} update={update} />
      </div>
      <GuestsField value={draft} onChange={(party) => update(party, { debounce: true })} />
      <button type="submit" className="button list-search__submit">
        {t('search.box.submit')}
      </button>
    </div>
  );
}
