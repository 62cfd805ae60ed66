import { searchHouses } from '../../api/search-houses.ts';
import type { House } from '../../../contract/api/types.ts';
import { PageHead } from '../../components/PageHead.tsx';
import { useRouteData } from '../../components/search/hooks.ts';
import { contentLang, type ImageField, type LinkField, type RichText } from '../../../contract/content.ts';
import { offerLink } from '../../components/offer-link.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { Loader } from '../../navigation/page-types.ts';
import { lazyPart } from '../../components/lazy-part.tsx';
import { FEATURED_HOUSES, featuredKey, type FeaturedGroup } from './featured.ts';
import { HeroSlider, type Slide } from './HeroSlider.tsx';
import { HomeSearch } from './HomeSearch.tsx';
import './home.css';
// The featured houses' styles come with the page: their server HTML is styled before their code loads.
import '../../components/house-card/house-card.css';
import '../../components/shortlist/shortlist.css';

// Below the search: the featured groups' code loads as the visitor scrolls to them.
const FeaturedGroups = lazyPart('.home__featured', () => import('./FeaturedGroups.tsx').then((m) => m.FeaturedGroups));

interface FrontPageDoc {
  headline?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  image_slider?: Array<{ image?: Partial<ImageField> | null; slider_headline?: string | null }> | null;
  featured?: Array<{
    housecategoryids?: string | null;
    featured_tittle?: string | null;
    text?: RichText | null;
    offer?: LinkField | null;
  }> | null;
}

interface HomeData {
  headline: string | null;
  description: string | null;
  slides: Slide[];
  groups: FeaturedGroup[];
}

/** '4, 5' → '4,5'; null when there is no category id in it. */
function categoryIds(value: string | null | undefined): string | null {
  const ids = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s));
  return ids.length ? ids.join(',') : null;
}

/**
 * The front page document (headline, slider, featured groups); each group's 5
 * random houses are searched now but streamed later. When the document
 * cannot be read the page still shows, without slides or featured groups
 * (SPEC §8); a failed group search is logged and the group left out.
 */
export const loader: Loader<HomeData> = async ({ content, locale, api }) => {
  let doc: FrontPageDoc | null = null;
  try {
    doc = (await content.getSingle<FrontPageDoc>('front_page', contentLang(locale), { fetchLinks: ['offers.title'] }))
      .data;
  } catch (err) {
    console.error('front page: content failed', err instanceof Error ? err.message : err);
  }
  const slides: Slide[] = (doc?.image_slider ?? [])
    .filter((s) => s?.image?.url)
    .map((s) => ({ image: s.image ?? null, headline: s.slider_headline ?? '' }));
  const groups: FeaturedGroup[] = (doc?.featured ?? []).flatMap((g) => {
    const ids = categoryIds(g?.housecategoryids);
    return ids && g.featured_tittle
      ? [
          {
            title: g.featured_tittle,
            text: g.text?.length ? g.text : null,
            categoryIds: ids,
            offer: offerLink(g.offer, locale),
          },
        ]
      : [];
  });
  const deferred: Record<string, Promise<House[]>> = {};
  groups.forEach((group, i) => {
    deferred[featuredKey(i)] = searchHouses(api, {
      houseCategoryIds: group.categoryIds,
      limit: FEATURED_HOUSES,
      order: 'random',
    })
      .then((r) => r.houses.slice(0, FEATURED_HOUSES))
      .catch((err: unknown) => {
        console.error('front page: featured houses failed', err instanceof Error ? err.message : err);
        return [];
      });
  });
  return {
    data: { headline: doc?.headline || null, description: doc?.meta_description || null, slides, groups },
    deferred,
  };
};

/** SPEC §2 front page: headline, picture slider, search with dates, featured groups. */
export default function HomePage() {
  const { t } = useI18n();
  const { data } = useRouteData<HomeData>(['home']);
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
