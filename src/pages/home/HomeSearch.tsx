import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import { useStayFields } from '../../components/search/useStayFields.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { emptySearchState, searchSuffix } from '../../../contract/search-query.ts';
import { pathFor } from '../../../contract/routes.ts';

/**
 * The front page's search: text with suggestions, dates and a button that
 * opens the accommodation list with search, checkIn and checkOut
 * (yyyy-MM-dd, only as a pair) or flexible months and nights. A real GET
 * form: it works before scripts run.
 */
export function HomeSearch() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const stay = useStayFields();
  const action = pathFor('accommodation', locale);

  const submit = (text = search) => {
    navigate(action + searchSuffix({ ...emptySearchState(), ...stay.state, search: text.trim() }));
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
        <button type="submit" className="button button--accent home-search__submit">
          {t('search.box.submit')}
        </button>
      </div>
    </form>
  );
}
