import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { DateRangeField } from '../../components/calendar/DateRangeField.tsx';
import { FilterPanel, type FilterPatch } from '../../components/filters/FilterPanel.tsx';
import { MapPanel, preloadMap } from '../../components/map/MapPanel.tsx';
import { SearchBox } from '../../components/search/SearchBox.tsx';
import { useMediaQuery, useRouteData } from '../../components/search/hooks.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { canonicalQuery, hasFilters, searchSuffix, type SearchState, type SortOrder } from '../../lib/search-query.ts';
import { pathFor } from '../../routes.ts';
import { useStore } from '../../store/store.ts';
import { loadList, type ListData } from './load.ts';
import { Results } from './Results.tsx';
import './accommodation.css';

export const loader = loadList;

/** Filter changes from counters and the price slider wait this long for the next one. */
const DEBOUNCE_MS = 400;

/**
 * The accommodation list and the region list (SPEC §2): search text with
 * suggestions, dates, filters, sort, result count, cards with load-more, the
 * map beside the list, and on phones a filter sheet and a list/map switch.
 * The search lives in the URL query; every change replaces the history entry
 * and the list reloads from the top through the page's loader.
 */
export default function AccommodationPage() {
  const { t, locale } = useI18n();
  const { data } = useRouteData<ListData>(['accommodation', 'region']);
  const store = useStore();
  const { bedFilters, highlightFilters, priceGroups } = useSnapshot(store);
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const wide = useMediaQuery('(min-width: 1000px)');
  const [view, setView] = useState<'list' | 'map'>('list');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [hovered, setHovered] = useState<string | null>(null);

  // The form's state: the URL's until the visitor changes something.
  const [draft, setDraft] = useState<SearchState>(data.state);
  const [shown, setShown] = useState(data);
  if (shown !== data) {
    setShown(data);
    setDraft(data.state);
  }
  const latest = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const region = data.region;
  const regionName = region ? t(`search.regionLong.${region.key}`) : null;
  const title = regionName ? t('search.list.regionTitle', { region: regionName }) : data.text.title || t('search.list.title');
  const pending = hydrated && (location.pathname !== data.path || canonicalQuery(location.search) !== data.query);

  /** Where a search state lives: a region list while exactly its region is chosen, the whole list otherwise. */
  const urlFor = (state: SearchState) => {
    const next = { ...state, page: 1 };
    if (region && next.regions.length === 1 && next.regions[0] === region.id) {
      return pathFor('region', locale, { region: region.slugs[locale] }) + searchSuffix({ ...next, regions: [] });
    }
    return pathFor('accommodation', locale) + searchSuffix(next);
  };

  const go = (state: SearchState) => {
    clearTimeout(timer.current);
    const url = urlFor(state);
    if (url !== location.pathname + location.search) navigate(url, { replace: true });
  };

  const update = (patch: FilterPatch, options: { debounce?: boolean } = {}) => {
    const next = { ...latest.current, ...patch, page: 1 };
    latest.current = next;
    setDraft(next);
    clearTimeout(timer.current);
    if (options.debounce) timer.current = setTimeout(() => go(latest.current), DEBOUNCE_MS);
    else go(next);
  };
  // Keep the ref in step with the state the form shows (after a reload from the URL).
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFiltersOpen(false);
    go(latest.current);
  };

  const activeFilters =
    (draft.numberOfAdults ? 1 : 0) +
    (draft.bedrooms ? 1 : 0) +
    Object.keys(draft.bedFilters).length +
    draft.regions.length +
    draft.items.length +
    (draft.priceFrom !== null && draft.priceTo !== null ? 1 : 0);
  const total = data.result.paginations.total;
  const showMap = hydrated && (wide || view === 'map');

  return (
    <div className={`container page list-page${view === 'map' ? ' list-page--map' : ''}`}>
      <PageHead title={title} description={data.text.metaDescription ?? undefined} />
      <Breadcrumbs routeId={region ? 'region' : 'accommodation'} params={region ? { region: region.slugs[locale] } : {}} current={regionName ?? undefined} />
      <header className="list-page__header">
        <h1>{title}</h1>
        {!region && data.text.subtitle && <p className="lead">{data.text.subtitle}</p>}
        {region && <p className="lead">{t('search.list.regionSubtitle', { region: regionName ?? '' })}</p>}
      </header>

      <form
        className="list-search"
        method="get"
        action={pathFor('accommodation', locale)}
        role="search"
        aria-label={t('search.list.formLabel')}
        onSubmit={onSubmit}
      >
        <div className="list-search__bar">
          <SearchBox
            className="list-search__text"
            value={draft.search}
            onChange={(search) => {
              latest.current = { ...latest.current, search };
              setDraft(latest.current);
            }}
            onPick={(search) => update({ search })}
          />
          <div className="list-search__dates">
            <DateRangeField
              value={{ from: draft.checkIn, to: draft.checkOut }}
              onChange={(range) => {
                const patch = { checkIn: range.from, checkOut: range.to };
                // SPEC §4: a new range applies when both days are set; clearing applies at once.
                if ((range.from && range.to) || (!range.from && !range.to)) update(patch);
                else {
                  latest.current = { ...latest.current, ...patch };
                  setDraft(latest.current);
                }
              }}
            />
          </div>
          <button type="submit" className="button list-search__submit">
            {t('search.box.submit')}
          </button>
        </div>

        <div className="list-search__tools">
          <details
            className="list-filters"
            open={filtersOpen}
            onToggle={(e) => setFiltersOpen(e.currentTarget.open)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && filtersOpen) {
                setFiltersOpen(false);
                (e.currentTarget.querySelector('summary') as HTMLElement | null)?.focus();
              }
            }}
          >
            <summary className="button button--secondary list-filters__toggle">
              {t('search.filters.toggle')}
              {activeFilters > 0 && <span className="list-filters__count">{activeFilters}</span>}
            </summary>
            <div className="list-filters__panel" role="group" aria-label={t('search.filters.title')}>
              <div className="list-filters__head">
                <p className="list-filters__title">{t('search.filters.title')}</p>
                {hydrated && (
                  <button type="button" className="list-filters__close" aria-label={t('search.filters.close')} onClick={() => setFiltersOpen(false)}>
                    ×
                  </button>
                )}
              </div>
              <FilterPanel
                state={draft}
                bedTypes={bedFilters}
                highlights={highlightFilters}
                priceGroups={priceGroups}
                hydrated={hydrated}
                onChange={update}
              />
              <div className="list-filters__foot">
                {hydrated && activeFilters > 0 && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => update({ numberOfAdults: null, bedrooms: null, bedFilters: {}, regions: [], items: [], priceFrom: null, priceTo: null })}
                  >
                    {t('search.filters.reset')}
                  </button>
                )}
                <button type="submit" className="button list-filters__apply">
                  {hydrated && !pending ? t(`search.filters.show.${total === 1 ? 'one' : 'other'}`, { count: total }) : t('search.filters.apply')}
                </button>
              </div>
            </div>
          </details>

          <div className="list-view-switch" role="group" aria-label={t('search.view.label')}>
            <button type="button" className="list-view-switch__button" aria-pressed={view === 'list'} onClick={() => setView('list')} disabled={!hydrated}>
              {t('search.view.list')}
            </button>
            <button
              type="button"
              className="list-view-switch__button"
              aria-pressed={view === 'map'}
              onPointerEnter={preloadMap}
              onFocus={preloadMap}
              onClick={() => setView('map')}
              disabled={!hydrated}
            >
              {t('search.view.map')}
            </button>
          </div>
        </div>

        <div className="list-summary">
          <p className="list-summary__count" aria-live="polite">
            {pending ? (
              t('search.results.loading')
            ) : (
              <>
                <strong>{t(`search.results.count.${total === 1 ? 'one' : 'other'}`, { count: total })}</strong>
                {hasFilters(data.state) || data.query ? (
                  <>
                    {' · '}
                    <a href={data.path + (data.query ? `?${data.query}` : '')} className="list-summary__link">
                      {t('search.results.link')}
                    </a>
                  </>
                ) : null}
              </>
            )}
          </p>
          <label className="list-summary__sort">
            <span>{t('search.sort.label')}</span>
            <select name="order" value={draft.order} onChange={(e) => update({ order: e.target.value as SortOrder })}>
              <option value="">{t('search.sort.relevant')}</option>
              <option value="price asc">{t('search.sort.priceAsc')}</option>
              <option value="price desc">{t('search.sort.priceDesc')}</option>
            </select>
          </label>
        </div>
      </form>

      <div className="list-layout">
        <div className="list-layout__results">
          <Results key={`${data.path}?${data.query}`} data={data} pending={pending} hydrated={hydrated} onHover={setHovered} />
          {!region && data.text.intro && <RichText field={data.text.intro} className="list-page__intro" />}
        </div>
        <aside className="list-layout__map" aria-label={t('search.map.aside')}>
          <MapPanel houses={data.result.paginations.allHouses} highlighted={hovered} show={showMap} />
        </aside>
      </div>
    </div>
  );
}
