import { searchHouses } from '../../api/search-houses.ts';
import type { House } from '../../../contract/api/types.ts';
import { contentLang, type ImageField, type LinkField, type RichText } from '../../../contract/content.ts';
import { offerLink } from '../../components/offer-link.ts';
import type { Loader } from '../../navigation/page-types.ts';
import { FEATURED_HOUSES, featuredKey, type FeaturedGroup } from './featured.ts';
import type { Slide } from './HeroSlider.tsx';

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
 * (docs/product/errors.md#what-the-pages-do-with-failures); a failed group search is logged and the group left out.
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
