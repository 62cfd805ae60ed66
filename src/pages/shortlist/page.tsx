import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { HouseCard } from '../../components/house-card/HouseCard.tsx';
import { ShortlistButton } from '../../components/shortlist/ShortlistButton.tsx';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';
import { usePage } from '../../navigation/usePage.ts';
import { loader } from './load.ts';
import '../../components/shortlist/shortlist.css';

export { loader };

/**
 * docs/product/screens.md#shortlist: one h1, the shortlisted houses as cards, each with its
 * heart and a remove button; when empty, a text and a link to the houses.
 * A house taken off (here or elsewhere on the page) leaves the list at once.
 */
export default function ShortlistPage() {
  const { t, locale } = useI18n();
  const store = useStore();
  const { shortlist } = useStoreSnapshot(store);
  const { routeId, data } = usePage<typeof loader>();
  const houses = data.houses.filter((h) => shortlist.includes(h.code));
  const title = t('shortlist.page.title');

  return (
    <div className="container page shortlist-page">
      <PageHead title={title} description={t('shortlist.page.metaDescription')} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs routeId={routeId} />
      <h1 id="shortlist-title">{title}</h1>
      {houses.length === 0 ? (
        <section className="shortlist-empty" aria-labelledby="shortlist-empty-title">
          <h2 id="shortlist-empty-title">{t('shortlist.page.empty.title')}</h2>
          <p>{t('shortlist.page.empty.text')}</p>
          <Link to={pathFor('accommodation', locale)} className="button button--accent">
            {t('shortlist.page.empty.button')}
          </Link>
        </section>
      ) : (
        <>
          <p className="shortlist-page__intro">{t('shortlist.page.intro')}</p>
          <p className="shortlist-page__count" role="status">
            {t('shortlist.page.count', { count: houses.length })}
          </p>
          <ul className="shortlist-page__list">
            {houses.map((house, i) => (
              <li key={house.code} className="shortlist-page__item">
                <HouseCard house={house} headingLevel={2} priority={i < 3} />
                <ShortlistButton code={house.code} name={house.name} variant="text" />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
