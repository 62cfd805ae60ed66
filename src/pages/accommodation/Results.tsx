import type { CSSProperties, ReactNode } from 'react';
import type { Card } from '../../components/house-card/card-house.ts';
import { HouseCard, HouseCardPlaceholder } from '../../components/house-card/HouseCard.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { LIST_PAGE_SIZE, MAX_PAGE, parseSearchQuery, searchSuffix } from '../../../contract/search-query.ts';
import { nothingFoundKey } from './chosen-filters.ts';
import { DidYouMean } from './DidYouMean.tsx';
import { ExploreCard } from './ExploreCard.tsx';
import type { ListData } from './load.ts';
import { useLoadMore } from './useLoadMore.ts';

/** docs/product/rules.md#display-constants: 5 loading placeholder cards. */
export const PLACEHOLDER_CARDS = 5;
/** Cards in the first row load their image at once. */
const FIRST_ROW = 2;

function Placeholders() {
  return Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
    <li key={i}>
      <HouseCardPlaceholder />
    </li>
  ));
}

/**
 * The cards, each entering after its delay (if any), with placeholders while more load; `feature` (full width) after
 * the first row, whose pictures load at once (`eager`: the cards that do so).
 */
function ResultGrid({
  houses,
  enterDelay,
  loading,
  onHover,
  feature,
  eager = FIRST_ROW,
}: {
  houses: readonly Card[];
  enterDelay(i: number): number | null;
  loading: boolean;
  onHover(code: string | null): void;
  feature: ReactNode;
  eager?: number;
}) {
  return (
    <ul className="results__grid">
      {houses.map((house, i) => {
        const delay = enterDelay(i);
        return [
          feature && i === FIRST_ROW ? (
            <li key="feature" className="results__feature">
              {feature}
            </li>
          ) : null,
          <li
            key={house.code}
            className={delay === null ? 'results__item' : 'results__item results__item--enter'}
            style={delay === null ? undefined : ({ '--enter-delay': `${delay}ms` } as CSSProperties)}
            onMouseEnter={() => onHover(house.code)}
            onMouseLeave={() => onHover(null)}
            onFocus={() => onHover(house.code)}
            onBlur={() => onHover(null)}
          >
            <HouseCard house={house} priority={i < eager} />
          </li>,
        ];
      })}
      {feature && houses.length <= FIRST_ROW && <li className="results__feature">{feature}</li>}
      {loading && <Placeholders />}
    </ul>
  );
}

/**
 * The result cards of one search (the page gives each search its own
 * instance), loading more as the visitor nears the end. Before scripts run,
 * "Show more" is a link to the next page of the same search.
 */
export function Results({
  data,
  pending,
  hydrated,
  onHover,
}: {
  data: ListData;
  pending: boolean;
  hydrated: boolean;
  onHover(code: string | null): void;
}) {
  const { t } = useI18n();
  const { houses, loading, failed, canLoadMore, loadMore, end, enterDelay } = useLoadMore(data, { pending, hydrated });
  const total = data.result.paginations.total;

  if (pending) {
    return (
      <div className="results" aria-busy="true">
        <ul className="results__grid">
          <Placeholders />
        </ul>
      </div>
    );
  }

  const { place } = data.result;
  const other = data.result.otherHouses.houses;
  const nextPage = Math.min(MAX_PAGE, Math.floor(houses.length / LIST_PAGE_SIZE) + 1);

  return (
    <div className="results" aria-busy={loading}>
      <DidYouMean data={data} />
      {total === 0 ? (
        <p className="results__empty" role="status">
          {t(`search.results.${nothingFoundKey(data.state)}`, { text: data.state.search })}
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">{t('search.results.heading')}</h2>
          <ResultGrid
            houses={houses}
            enterDelay={enterDelay}
            loading={loading}
            onHover={onHover}
            feature={place && <ExploreCard point={place.point} region={place.region} />}
          />
        </>
      )}

      <div ref={end} className="results__end">
        {canLoadMore && !loading && (
          <a
            className="button button--secondary results__more"
            href={data.path + searchSuffix({ ...parseSearchQuery(data.query), page: nextPage })}
            onClick={(e) => {
              // Only React calls this, so the cards have hydrated: before, the link loads the next page itself.
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

      {/* The search's other houses (`otherHouses`), once all its results are shown. */}
      {!canLoadMore && other.length > 0 && (
        <section className="results__other" aria-labelledby="other-results">
          <h2 id="other-results">{t('search.results.other')}</h2>
          <p className="results__other-text">{t('search.results.otherText')}</p>
          <ResultGrid
            houses={other}
            enterDelay={() => null}
            loading={false}
            onHover={onHover}
            feature={null}
            eager={0}
          />
        </section>
      )}
    </div>
  );
}
