import { fetchClimate, type RegionClimate } from '../../api/weather.ts';
import { documentAlternates, hasImage, plainText, seo, text } from '../../components/editorial/content.ts';
import { exploreCard, type ExploreCardItem, type ExploreData } from '../../components/editorial/types.ts';
import {
  contentLang,
  isContentNotFound,
  type ImageField,
  type RichText as RichTextValue,
} from '../../../contract/content.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Loader } from '../../navigation/page-types.ts';
import { LISTINGS_DEFERRED } from './Listings.tsx';
import { listingFilter, searchListings, type ListingFilter } from './listings.ts';

/** docs/product/entities.md#regions-and-reference-data (fixed booking-system ids): explore/{region} finds the region's document by its id. */
const REGION_IDS: Record<string, number> = {
  east: 1,
  north: 2,
  northeast: 3,
  south: 4,
  west: 5,
  westfjords: 6,
  reykjavik: 7,
  northwest: 8,
};

interface Data {
  uid: string;
  title: string;
  subtitle: string | null;
  isRegion: boolean;
  info: RichTextValue;
  graphic: Partial<ImageField> | null;
  slides: Array<{ image: Partial<ImageField>; caption: string | null }>;
  quote: { text: string; guest: string | null } | null;
  tabs: Array<{ slug: string; title: string; body: RichTextValue }>;
  climate: RegionClimate | null;
  listings: ListingFilter | null;
  otherRegions: ExploreCardItem[];
  meta: { title: string; description?: string };
}

export const loader: Loader<Data> = async ({ content, locale, match, api }) => {
  const lang = contentLang(locale);
  const slug = match.params.slug;
  // Regions are the explore documents tagged `region` (docs/product/api.md#content-service).
  const regionsPromise = content.getAllByType<ExploreData>('explore', lang, { tag: 'region' }).catch(() => []);
  let doc;
  try {
    doc = await content.getByUID<ExploreData>('explore', slug, lang);
  } catch (err) {
    // explore/{region}: a booking-system region slug leads to its region document's own address.
    const regionId = REGION_IDS[slug];
    const region =
      regionId && isContentNotFound(err)
        ? (await regionsPromise).find((d) => d.data.region_id === regionId)
        : undefined;
    if (region?.uid && region.uid !== slug) return { redirect: pathFor('exploreItem', locale, { slug: region.uid }) };
    throw err;
  }
  const d = doc.data;
  const regionId = typeof d.region_id === 'number' && d.region_id > 0 ? d.region_id : null;
  const filter = listingFilter(regionId, d.listing_category_ids);
  const [regions, climate] = await Promise.all([
    regionsPromise,
    regionId ? fetchClimate(api, regionId) : Promise.resolve(null),
  ]);
  const title = d.title || doc.uid!;
  const tabs = (d.tabs ?? [])
    .map((tab) => ({
      slug: slugify(tab.tab_slug || tab.tab_title || ''),
      title: tab.tab_title || '',
      body: tab.tab_body ?? [],
    }))
    .filter((tab) => tab.slug && tab.title && tab.body.length);
  return {
    data: {
      uid: doc.uid!,
      title,
      subtitle: d.subtitle || null,
      isRegion: doc.tags.includes('region'),
      info: d.info ?? [],
      graphic: d.region_graphic ?? null,
      slides: (d.image_slider ?? [])
        .filter((s) => hasImage(s.image))
        .map((s) => ({ image: s.image!, caption: s.caption || null })),
      quote: text(d.guestbook_quote) ? { text: d.guestbook_quote!, guest: d.guestbook_guest || null } : null,
      tabs,
      climate,
      listings: filter,
      otherRegions: regions
        .filter((r) => r.id !== doc.id)
        .map(exploreCard)
        .filter((c): c is ExploreCardItem => !!c),
      meta: seo(
        d as Record<string, unknown>,
        title,
        d.description || d.subtitle || plainText(d.info, 160) || undefined,
      ),
    },
    alternates: documentAlternates(doc, 'exploreItem', locale),
    // Below the fold: the houses stream in later; a failing search just leaves the section out.
    deferred: filter ? { [LISTINGS_DEFERRED]: searchListings(api, filter).catch(() => null) } : undefined,
  };
};

function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
