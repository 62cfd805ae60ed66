import { Link } from 'react-router';
import { EditorialHeader } from '../../components/editorial/EditorialHeader.tsx';
import { RichText } from '../../components/RichText.tsx';
import { Carousel } from '../../components/editorial/Carousel.tsx';
import { ContentImage } from '../../components/editorial/ContentImage.tsx';
import { RichBody } from '../../components/editorial/RichBody.tsx';
import { hasImage } from '../../components/editorial/content.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { pathFor } from '../../../contract/routes.ts';
import { usePage } from '../../navigation/usePage.ts';
import { ClimateSection } from './ClimateSection.tsx';
import { Listings } from './Listings.tsx';
import { Tabs } from './Tabs.tsx';
import { loader } from './load.ts';
import '../../components/editorial/editorial.css';
import './explore-item.css';

export { loader };

/** A region or activity page (docs/product/screens.md#explore-item). */
export default function ExploreItemPage() {
  const { t, locale } = useI18n();
  const { routeId, params, data } = usePage<typeof loader>();
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
