import { useState } from 'react';
import { searchHouses } from '../../api/search.ts';
import type { House } from '../../../contract/api/types.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { RichText } from '../../components/RichText.tsx';
import { HouseCard, HouseCardPlaceholder } from '../../components/house-card/HouseCard.tsx';
import { useBrowserApi } from '../../components/search/hooks.ts';
import { useRouteData } from '../../navigation/usePage.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { PAGE_SIZE } from '../../../contract/search-limits.ts';
import { loader, type OfferData } from './load.ts';
import './offer.css';

export { loader };

export default function OfferPage() {
  const { t } = useI18n();
  const { data, params } = useRouteData<typeof loader>(['offer']);
  return (
    <div className="container page offer">
      <PageHead title={data.title} description={data.description ?? data.subtitle ?? undefined} />
      <Breadcrumbs routeId="offer" params={params} current={data.title} />
      <header className="offer__header">
        <h1>{data.title}</h1>
        {data.subtitle && <p className="lead">{data.subtitle}</p>}
      </header>
      {data.intro && <RichText field={data.intro} className="offer__intro" />}
      <OfferHouses key={data.uid} data={data} />
      {data.houses.length === 0 && <p className="offer__empty">{t('search.offer.empty')}</p>}
    </div>
  );
}

function OfferHouses({ data }: { data: OfferData }) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const [more, setMore] = useState<House[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const houses = more.length ? [...data.houses, ...more] : data.houses;
  if (!houses.length) return null;

  const loadMore = async () => {
    if (!data.categoryId) return;
    setLoading(true);
    setFailed(false);
    try {
      const next = await searchHouses(api, {
        houseCategoryIds: String(data.categoryId),
        limit: PAGE_SIZE,
        offset: houses.length,
      });
      const known = new Set(houses.map((h) => h.code));
      setMore((m) => [...m, ...next.houses.filter((h) => !known.has(h.code))]);
      if (!next.houses.length) setFailed(true);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className="offer__houses" aria-labelledby="offer-houses">
      <h2 id="offer-houses">{t('search.offer.houses', { count: data.total })}</h2>
      <ul className="offer__grid">
        {houses.map((house, i) => (
          <li key={house.code}>
            <HouseCard house={house} priority={i < 3} />
          </li>
        ))}
        {loading &&
          Array.from({ length: 5 }, (_, i) => (
            <li key={`p${i}`}>
              <HouseCardPlaceholder />
            </li>
          ))}
      </ul>
      {houses.length < data.total && !failed && (
        <p className="offer__more">
          <button type="button" className="button button--secondary" disabled={loading} onClick={() => void loadMore()}>
            {t('search.results.loadMore')}
          </button>
        </p>
      )}
    </section>
  );
}
