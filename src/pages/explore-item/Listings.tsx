import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ApiClient } from '../../api/http.ts';
import type { House } from '../../../contract/api/types.ts';
import { HouseCard, HouseCardPlaceholder } from '../../components/house-card/HouseCard.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { Deferred } from '../../navigation/deferred.tsx';
import { pathFor } from '../../../contract/routes.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import { LISTING_PAGE_SIZE, searchListings, type ListingFilter, type ListingPage } from './listings.ts';

export const LISTINGS_DEFERRED = 'explore-listings';

/**
 * The houses of the region (or activity) below the fold: streamed later
 * through <Deferred>. When the search answers nothing or fails, the section
 * is left out altogether. "Show more" loads the next page from the count
 * already shown; the link to the accommodation list works without JavaScript.
 */
export function Listings({ filter }: { filter: ListingFilter }) {
  return (
    <Deferred<ListingPage | null> name={LISTINGS_DEFERRED} fallback={<ListingsPlaceholder />}>
      {(first) =>
        first && first.houses.length > 0 ? (
          <ListingsSection key={JSON.stringify(filter)} filter={filter} first={first} />
        ) : null
      }
    </Deferred>
  );
}

function ListingsPlaceholder() {
  return (
    <div className="editorial__section listings listings--loading" aria-hidden="true">
      <ul className="card-grid">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <HouseCardPlaceholder />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ListingsSection({ filter, first }: { filter: ListingFilter; first: ListingPage }) {
  const { t, locale } = useI18n();
  const store = useStore();
  const token = useStoreSnapshot(store.config).apiPublicToken;
  const api = useMemo(() => new ApiClient({ baseUrl: '', locale, token }), [locale, token]);
  const [houses, setHouses] = useState<House[]>(first.houses);
  const [total, setTotal] = useState(first.total);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      const next = await searchListings(api, filter, houses.length, LISTING_PAGE_SIZE);
      const known = new Set(houses.map((h) => h.code));
      setHouses([...houses, ...next.houses.filter((h) => !known.has(h.code))]);
      setTotal(next.houses.length ? next.total : houses.length);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const listQuery = filter.regionIds ? `?regions=${filter.regionIds}` : '';
  return (
    <section className="editorial__section listings" aria-labelledby="listings-title">
      <div className="section-head">
        <h2 id="listings-title">{t('editorial.item.listings')}</h2>
        <Link to={pathFor('accommodation', locale) + listQuery}>{t('editorial.item.allHouses')}</Link>
      </div>
      <ul className="card-grid listings__grid" aria-busy={loading}>
        {houses.map((house) => (
          <li key={house.code}>
            <HouseCard house={house} />
          </li>
        ))}
      </ul>
      {houses.length < total && (
        <p className="listings__more">
          <button type="button" className="button button--secondary" onClick={loadMore} disabled={loading}>
            {loading ? t('editorial.item.loading') : t('editorial.item.loadMore')}
          </button>
        </p>
      )}
      {failed && (
        <p className="listings__error" role="alert">
          {t('common.errorText')}
        </p>
      )}
    </section>
  );
}
