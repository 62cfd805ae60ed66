import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { searchHouses } from '../../api/search.ts';
import type { House } from '../../api/types.ts';
import { HouseCard, HouseCardPlaceholder } from '../../components/house-card/HouseCard.tsx';
import { useBrowserApi } from '../../components/search/hooks.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { PAGE_SIZE } from '../../lib/search-limits.ts';
import { MAX_PAGE, parseSearchQuery, searchSuffix, toApiQuery } from '../../lib/search-query.ts';
import { pathFor } from '../../routes.ts';
import type { ListData } from './load.ts';

/**
 * SPEC §9: 5 loading placeholder cards; further results load when the end of
 * the list comes within 400 px below the view. The margin above (one view
 * height) also catches a jump past the end (End key, a long fling), where
 * the end would otherwise go from below the view to above it unseen.
 */
export const PLACEHOLDER_CARDS = 5;
export const LOAD_MORE_MARGIN = '100% 0px 400px 0px';
export const CARD_DELAY_MS = 150;
/** Cards in the first row load their image at once. */
const FIRST_ROW = 2;

/**
 * The result cards of one search (the page gives each search its own
 * instance). More houses load from offset = the number shown when the end of
 * the list comes within 400 px, while fewer are shown than the total. Before
 * scripts run, "Show more" is a link to the next page of the same search.
 */
export function Results({ data, pending, hydrated, onHover }: {
  data: ListData;
  pending: boolean;
  hydrated: boolean;
  onHover(code: string | null): void;
}) {
  const { t, locale } = useI18n();
  const api = useBrowserApi();
  const first = data.result.houses;
  const total = data.result.paginations.total;
  const [more, setMore] = useState<House[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const houses = more.length ? [...first, ...more] : first;
  // Cards enter one after another, 150 ms apart (SPEC §2): the first batch only when it
  // was loaded in the browser (server-rendered cards are there at once), then each added batch.
  const [animateFirst] = useState(hydrated);
  const [batchStart, setBatchStart] = useState(0);
  const canLoadMore = houses.length < total && !exhausted;

  const loadMore = async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    try {
      const next = await searchHouses(api, toApiQuery(data.state, { offset: houses.length, limit: PAGE_SIZE }));
      const known = new Set(houses.map((h) => h.code));
      const fresh = next.houses.filter((h) => !known.has(h.code));
      if (!fresh.length) setExhausted(true);
      else {
        setBatchStart(houses.length);
        setMore((m) => [...m, ...fresh]);
      }
    } catch {
      setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });

  useEffect(() => {
    const target = end.current;
    if (!target || !canLoadMore || pending || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMoreRef.current();
    }, { rootMargin: LOAD_MORE_MARGIN });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, pending, failed, houses.length]);

  if (pending) {
    return (
      <div className="results" aria-busy="true">
        <ul className="results__grid">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
            <li key={i}>
              <HouseCardPlaceholder />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const explore = first[0]?.referencePoint ? first[0] : null;
  const other = data.result.otherHouses.houses;
  const nextPage = Math.min(MAX_PAGE, Math.floor(houses.length / PAGE_SIZE) + 1);

  return (
    <div className="results" aria-busy={loading}>
      {explore?.referencePoint && (
        <aside className="explore-card">
          <p className="explore-card__eyebrow">{t('search.explore.eyebrow')}</p>
          <p className="explore-card__title">{explore.referencePoint.name}</p>
          {explore.referencePoint.description && <p className="explore-card__text">{explore.referencePoint.description}</p>}
          <Link className="explore-card__link" to={pathFor('exploreItem', locale, { slug: explore.region.slug })}>
            {t('search.explore.link', { region: explore.region.name })}
          </Link>
        </aside>
      )}

      {total === 0 ? (
        <p className="results__empty" role="status">
          {t('search.results.nothingFound')}
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">{t('search.results.heading')}</h2>
          <ul className="results__grid">
            {houses.map((house, i) => {
              const enter = i >= batchStart && (animateFirst || i >= first.length);
              return (
              <li
                key={house.code}
                className={enter ? 'results__item results__item--enter' : 'results__item'}
                style={enter ? ({ '--enter-delay': `${(i - batchStart) * CARD_DELAY_MS}ms` } as CSSProperties) : undefined}
                onMouseEnter={() => onHover(house.code)}
                onMouseLeave={() => onHover(null)}
                onFocus={() => onHover(house.code)}
                onBlur={() => onHover(null)}
              >
                <HouseCard house={house} priority={i < FIRST_ROW} />
              </li>
              );
            })}
            {loading &&
              Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
                <li key={`placeholder-${i}`}>
                  <HouseCardPlaceholder />
                </li>
              ))}
          </ul>
        </>
      )}

      <div ref={end} className="results__end">
        {canLoadMore && !loading && (
          <a
            className="button button--secondary results__more"
            href={data.path + searchSuffix({ ...parseSearchQuery(data.query), page: nextPage })}
            onClick={(e) => {
              if (!hydrated) return;
              e.preventDefault();
              void loadMore();
            }}
          >
            {t('search.results.loadMore')}
          </a>
        )}
        {failed && (
          <p className="results__error" role="alert">
            {t('search.results.loadFailed')}
          </p>
        )}
      </div>

      {!canLoadMore && other.length > 0 && (
        <section className="results__other" aria-labelledby="other-results">
          <h2 id="other-results">{t('search.results.other')}</h2>
          <p className="results__other-text">{t('search.results.otherText')}</p>
          <ul className="results__grid">
            {other.map((house) => (
              <li key={house.code} className="results__item" onMouseEnter={() => onHover(house.code)} onMouseLeave={() => onHover(null)}>
                <HouseCard house={house} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
