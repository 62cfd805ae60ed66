import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { GuestsField, type Party } from '../../components/guests/GuestsField.tsx';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import { useStayFields } from './useStayFields.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { emptySearchState, searchSuffix } from '../../../contract/search-state.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useTrip } from '../../store/useTrip.ts';

/**
 * The front page's search: text with suggestions, dates (exact, or flexible
 * months and nights), guests and a button that opens the accommodation list
 * with search, checkIn and checkOut (yyyy-MM-dd, only as a pair) or months and
 * nights, numberOfAdults and numberOfChildren. A real GET form: it works
 * before scripts run. Dates and guests start from the traveller's trip
 * (store.trip), so coming back here keeps them.
 */
export function HomeSearch() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const trip = useTrip();
  const stay = useStayFields({ from: trip.checkIn, to: trip.checkOut });
  const [party, setParty] = useState<Party>(() => ({ numberOfAdults: trip.adults, numberOfChildren: trip.children }));
  const action = pathFor('accommodation', locale);

  const submit = (text = search) => {
    navigate(action + searchSuffix({ ...emptySearchState(), ...stay.state, search: text.trim(), ...party }));
  };

  return (
    <form
      className="home-search"
      method="get"
      action={action}
      role="search"
      aria-labelledby="home-search-title"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="home-search-title" className="home-search__title">
        {t('search.home.searchTitle')}
      </h2>
      <div className="home-search__fields">
        <SearchBox className="home-search__text" value={search} onChange={setSearch} />
        <div className="home-search__dates">{stay.fields}</div>
        <GuestsField value={party} onChange={(patch) => setParty((p) => ({ ...p, ...patch }))} />
        <button type="submit" className="button button--accent home-search__submit">
          {t('search.box.submit')}
        </button>
      </div>
    </form>
  );
}
