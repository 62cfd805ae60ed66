import { Link } from '../../navigation/router.tsx';
import { fetchClimate, type RegionClimate } from '../../api/weather.ts';
import { EditorialHeader } from '../../components/editorial/EditorialHeader.tsx';
import { RichText } from '../../components/RichText.tsx';
import { Carousel } from '../../components/editorial/Carousel.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { RichBody } from '../../components/editorial/RichBody.tsx';
import { documentAlternates, hasImage, plainText, seo, text } from '../../components/editorial/content.ts';
import { exploreCard, type ExploreCardItem, type ExploreData } from '../../components/editorial/types.ts';
import {
  contentLang,
  isContentNotFound,
  type ImageField,
  type RichText as RichTextValue,
} from '../../../contract/content.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import type { Loader } from '../../navigation/page-types.ts';
import { usePage } from '../../navigation/usePage.ts';
import { ClimateSection } from './ClimateSection.tsx';
import { LISTINGS_DEFERRED, Listings } from './Listings.tsx';
import { listingFilter, searchListings, type ListingFilter } from './listings.ts';
import { Tabs } from './Tabs.tsx';
import '../../components/editorial/editorial.css';
import './explore-item.css';

/** SPEC §3 regions (fixed booking-system ids): explore/{region} finds the region's document by its id. */
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
  // Regions are the explore documents tagged `region` (SPEC §7 tag queries).
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

/** SPEC §2 Explore region/activity page. */
export default function ExploreItemPage() {
  const { t, locale } = useI18n();
  const { routeId, params, data } = usePage<Data>();
  const info = (
    <div className={`explore-info${hasImage(data.graphic) ? ' explore-info--graphic' : ''}`}>
      <RichText field={data.info} className="prose explore-info__text" />
      {hasImage(data.graphic) && (
        <ContentImage image={data.graphic} className="explore-info__graphic" sizes="(min-width: 1000px) 24rem, 80vw" />
      )}
    </div>
  );
  const tabs = data.tabs.length
    ? [
        { slug: 'general', title: t('editorial.item.general'), content: info },
        ...data.tabs.map((tab) => ({
          slug: tab.slug,
          title: tab.title,
          content: <RichBody field={tab.body} className="prose" />,
        })),
      ]
    : null;

  return (
    // Keyed by document: a client-side move to another region starts its tabs, chart and listings afresh.
    <div key={data.uid} className="container page editorial explore-item">
      <EditorialHeader
        head={data.meta}
        breadcrumbs={{ routeId, params, current: data.title }}
        eyebrow={data.isRegion ? t('editorial.region') : t('editorial.activity')}
        title={data.title}
        subtitle={data.subtitle}
      />

      {tabs ? <Tabs tabs={tabs} label={t('editorial.item.tabs')} /> : info}

      {data.slides.length > 0 && (
        <Carousel
          variant="single"
          items={data.slides}
          label={t('editorial.item.gallery')}
          itemKey={(slide, i) => `${i}-${slide.image.url}`}
          render={(slide) => (
            <figure>
              <ContentImage image={slide.image} sizes="(min-width: 1440px) 80rem, 100vw" />
              {slide.caption && <figcaption>{slide.caption}</figcaption>}
            </figure>
          )}
        />
      )}

      {data.quote && (
        <figure className="guestbook-quote">
          <p className="guestbook-quote__label">{t('editorial.item.guestbook')}</p>
          <blockquote>
            <p>{data.quote.text}</p>
          </blockquote>
          {data.quote.guest && <figcaption>{data.quote.guest}</figcaption>}
        </figure>
      )}

      {data.climate && <ClimateSection climate={data.climate} regionName={data.title} />}

      {data.listings && <Listings filter={data.listings} />}

      {data.otherRegions.length > 0 && (
        <nav className="editorial__section other-regions" aria-labelledby="other-regions">
          <h2 id="other-regions">{data.isRegion ? t('editorial.item.otherRegions') : t('editorial.item.regions')}</h2>
          <ul className="chip-list">
            {data.otherRegions.map((region) => (
              <li key={region.uid}>
                <Link to={pathFor('exploreItem', locale, { slug: region.uid })}>{region.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
