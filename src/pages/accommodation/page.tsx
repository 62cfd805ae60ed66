import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { MapPanel } from './MapPanel.tsx';
import { mapQuery } from '../../api/search.ts';
import { useMediaQuery } from '../../components/search/hooks.ts';
import { useRouteData } from '../../navigation/usePage.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { PAGE_SIZE } from '../../../contract/search-limits.ts';
import { canonicalQuery, toApiQuery } from '../../../contract/search-query.ts';
import { pathFor } from '../../../contract/routes.ts';
import { FilterSheet } from './FilterSheet.tsx';
import { listUrl, sameSearch } from './list-url.ts';
import { ListSummary } from './ListSummary.tsx';
import { loadList } from './load.ts';
import { Results as AllResults } from './Results.tsx';
import { laterPart } from '../../components/lazy-part.tsx';
import { SearchBar } from './SearchBar.tsx';
import { useSearchDraft } from './useSearchDraft.ts';
import { ViewSwitch, type ListView } from './ViewSwitch.tsx';
import './accommodation.css';

export const loader = loadList;

/** The cards hydrate after the search form: a tap on its fields is heard sooner on a slow phone. */
const Results = laterPart(AllResults);

/**
 * The accommodation list and the region list (docs/product/screens.md#accommodation-list): search text with
 * suggestions, dates, filters, sort, result count, cards with load-more, the
 * map beside the list, and on phones a filter sheet and a list/map switch.
 * The search lives in the URL query; every change is a history step and the
 * list reloads from the top through the page's loader.
 */
export default function AccommodationPage() {
  const { t, locale } = useI18n();
  const { data } = useRouteData<typeof loader>(['accommodation', 'region']);
  const location = useLocation();
  const hydrated = useHydrated();
  const wide = useMediaQuery('(min-width: 1000px)');
  const [view, setView] = useState<ListView>('list');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [hovered, setHovered] = useState<string | null>(null);
  const region = data.region;
  const search = useSearchDraft(data, (state) => listUrl(state, region, locale));

  const regionName = region ? t(`search.regionLong.${region.key}`) : null;
  const title = regionName
    ? t('search.list.regionTitle', { region: regionName })
    : data.text.title || t('search.list.title');
  // The pages shown are in the address too ("load more" writes them there): they are no new search.
  const pending =
    hydrated && (location.pathname !== data.path || !sameSearch(canonicalQuery(location.search), data.query));
  const total = data.result.paginations.total;
  const showMap = hydrated && (wide || view === 'map');
  // The map's points are every house the search finds (not only the cards'): a call of their own, once the map shows.
  const points = useMemo(() => mapQuery(toApiQuery(data.state, { offset: 0, limit: PAGE_SIZE })), [data.state]);

  return (
    <div className={`container page list-page${view === 'map' ? ' list-page--map' : ''}`}>
      <PageHead title={title} description={data.text.metaDescription ?? undefined} />
      <Breadcrumbs
        routeId={region ? 'region' : 'accommodation'}
        params={region ? { region: region.slugs[locale] } : {}}
        current={regionName ?? undefined}
      />
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
        onSubmit={(e) => {
          e.preventDefault();
          setFiltersOpen(false);
          search.submit();
        }}
      >
        <SearchBar draft={search.draft} edit={search.edit} update={search.update} />
        <div className="list-search__tools">
          <FilterSheet
            draft={search.draft}
            update={search.update}
            open={filtersOpen}
            onOpen={setFiltersOpen}
            hydrated={hydrated}
            pending={pending}
            total={total}
          />
          <ViewSwitch view={view} onView={setView} hydrated={hydrated} />
        </div>
        <ListSummary
          data={data}
          pending={pending}
          order={search.draft.order}
          onOrder={(order) => search.update({ order })}
        />
      </form>

      <div className="list-layout">
        <div className="list-layout__results">
          <Results
            key={`${data.path}?${data.query}`}
            data={data}
            pending={pending}
            hydrated={hydrated}
            onHover={setHovered}
          />
          {!region && data.text.intro && <RichText field={data.text.intro} className="list-page__intro" />}
        </div>
        <aside className="list-layout__map" aria-label={t('search.map.aside')}>
          <MapPanel query={points} regions={data.regions} highlighted={hovered} show={showMap} />
        </aside>
      </div>
    </div>
  );
}
