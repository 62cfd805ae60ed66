import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DateRangeField } from '../../components/calendar/DateRangeField.tsx';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import type { DateRange } from '../../../contract/date-range.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { emptySearchState, searchSuffix, stayRange } from '../../../contract/search-query.ts';
import { pathFor } from '../../../contract/routes.ts';

/**
 * The front page's search: text with suggestions, dates and a button that
 * opens the accommodation list with search, checkIn and checkOut
 * (yyyy-MM-dd, only as a pair). A real GET form: it works before scripts run.
 */
export function HomeSearch() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [dates, setDates] = useState<DateRange>({ from: null, to: null });
  const action = pathFor('accommodation', locale);

  const submit = (text = search) => {
    const stay = stayRange({ checkIn: dates.from, checkOut: dates.to });
    navigate(action + searchSuffix({ ...emptySearchState(), search: text.trim(), checkIn: stay?.from ?? null, checkOut: stay?.to ?? null }));
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
        <div className="home-search__dates">
          <DateRangeField value={dates} onChange={setDates} />
        </div>
        <button type="submit" className="button button--accent home-search__submit">
          {t('search.box.submit')}
        </button>
      </div>
    </form>
  );
}
