import { PageHead } from '../../components/PageHead.tsx';
import { useRouteData } from '../../navigation/usePage.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { lazyPart } from '../../components/lazy-part.tsx';
import { HeroSlider } from './HeroSlider.tsx';
import { HomeSearch } from './HomeSearch.tsx';
import { loader } from './load.ts';
import './home.css';
// The featured houses' styles come with the page: their server HTML is styled before their code loads.
import '../../components/house-card/house-card.css';
import '../../components/shortlist/shortlist.css';

// Below the search: the featured groups' code loads as the visitor scrolls to them.
const FeaturedGroups = lazyPart('.home__featured', () => import('./FeaturedGroups.tsx').then((m) => m.FeaturedGroups));

export { loader };

/** docs/product/screens.md#home: headline, picture slider, search with dates, featured groups. */
export default function HomePage() {
  const { t } = useI18n();
  const { data } = useRouteData<typeof loader>(['home']);
  const headline = data.headline || t('common.tagline');
  return (
    <div className="home">
      <PageHead title={headline} description={data.description ?? t('home.intro')} />
      <div className="hero">
        <HeroSlider slides={data.slides} />
        <div className="hero__intro container">
          <h1 className="hero__title">{headline}</h1>
        </div>
      </div>
      <div className="container home__search">
        <HomeSearch />
      </div>
      <div className="container home__featured">
        <FeaturedGroups groups={data.groups} />
      </div>
    </div>
  );
}
