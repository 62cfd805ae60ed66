import { ShortlistButton } from '../../components/shortlist/ShortlistButton.tsx';
import { useEffect, useLayoutEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { StayAnswer } from '../../api/house.ts';
import type { House } from '../../api/types.ts';
import { BreadcrumbTrail } from '../../components/Breadcrumbs.tsx';
import { PageHead } from '../../components/PageHead.tsx';
import { Gallery } from '../../components/house/Gallery.tsx';
import { HouseGallery } from '../../components/house/HouseGallery.tsx';
import { HouseJsonLd } from '../../components/house/HouseJsonLd.tsx';
import { LocationBlock } from '../../components/house/LocationBlock.tsx';
import { PriceBox } from '../../components/house/PriceBox.tsx';
import { RatingStars } from '../../components/house/RatingStars.tsx';
import { Reviews } from '../../components/house/Reviews.tsx';
import { Guestbook, Highlights, KeyFacts, NearbyLinks, SleepingArrangements } from '../../components/house/Sections.tsx';
import { SimilarHouses } from '../../components/house/SimilarHouses.tsx';
import { stayKey, withDates } from '../../components/house/stay.ts';
import { useI18n } from '../../i18n/i18n.ts';
import type { DateRange } from '../../lib/date-range.ts';
import { pathFor } from '../../routes.ts';
import { useAppState } from '../../store/store.ts';
import { usePage } from '../usePage.ts';
import { clearSelectedDates, setSelectedDates, type HousePageData } from './load.ts';
import '../../components/house/house.css';
import '../../components/house/gallery-view.css';

export { loader } from './load.ts';

/** Meta description: the start of the house's text, cut at a word. */
function describe(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30))}…`;
}

/**
 * The house page (SPEC §2 house detail) and its gallery route (…/images,
 * …/photos). Opened from the page, the gallery is a modal over it (closing
 * goes back in history); opened by its address it is a page of its own,
 * server-rendered (closing replaces it with the house page).
 */
export default function HousePage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [state, store] = useAppState();
  const { routeId, data } = usePage<HousePageData>();
  const { house, stay, dateProblem } = data;
  const dates = state.selectedDates;
  const [openedHere, setOpenedHere] = useState(false);
  const [similar, setSimilar] = useState<{ code: string; houses: House[] } | null>(null);
  const isGallery = routeId === 'houseGallery';

  // The loaded dates become the selected ones when this screen is shown (not while the last one still is).
  useLayoutEffect(() => {
    setSelectedDates(store, stay ?? { from: null, to: null });
  }, [store, stay]);
  // SPEC §4 flag "gallery modal open"; the selected dates go when the page does.
  useEffect(() => {
    store.modals = { fullscreen: isGallery };
  }, [isGallery, store]);
  useEffect(
    () => () => {
      store.modals = { fullscreen: false };
      clearSelectedDates(store);
    },
    [store],
  );

  const params = { region: house.regionSlug, slug: house.nameSlug };
  const housePath = pathFor('house', locale, params);
  const query = withDates('', dates);
  const galleryPath = pathFor('houseGallery', locale, params) + query;
  const gallery = house.gallery ?? [];
  const texts = house.texts?.[0];
  const title = texts?.titleTag || house.name;
  const description = describe(texts?.houseBaseText || house.houseNameDescription);
  // Absolute addresses for crawlers and link previews (the public origin, else the request's).
  const origin = state.config.origin ?? '';
  const ogImage = gallery[0]?.openGraph ? origin + gallery[0].openGraph : undefined;

  const closeGallery = () => {
    if (openedHere) navigate(-1);
    else navigate(housePath + query, { replace: true });
  };

  const head = (
    <>
      <PageHead title={isGallery ? t('house.gallery.dialog', { name: house.name }) : title} description={description} />
      <link rel="canonical" href={origin + housePath} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={origin + housePath} />
      {ogImage && <meta property="og:image" content={ogImage} />}
      {ogImage && <meta property="og:image:width" content="1200" />}
      {ogImage && <meta property="og:image:height" content="630" />}
      {ogImage && gallery[0]?.alt && <meta property="og:image:alt" content={gallery[0].alt} />}
    </>
  );

  if (isGallery && !openedHere) {
    return (
      <div className="house-gallery-page">
        {head}
        <Gallery items={gallery} name={house.name} closeHref={housePath + query} onClose={closeGallery} modal={false} />
      </div>
    );
  }

  const onDates = (range: DateRange) => {
    setSelectedDates(store, range);
    if (stayKey(range) === stayKey(stay)) setSimilar(null);
    // The address keeps the dates (a shared link shows the price); replaced, so Back leaves the page.
    const url = window.location.pathname + withDates(window.location.search, range) + window.location.hash;
    window.history.replaceState(window.history.state, '', url);
  };
  const onAnswer = (_key: string, answer: StayAnswer | null) => {
    if (answer) setSimilar({ code: house.code, houses: answer.similar });
  };
  const readReviews = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById('reviews');
    if (!target) return;
    event.preventDefault();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  const rating = house.rating && house.rating.count > 0 ? house.rating : null;
  const main = house.mainPoint;
  return (
    // Keyed by house: moving to a similar house starts its page afresh (price box, reviews…).
    <div className="container page house-page" key={house.code}>
      {head}
      <HouseJsonLd house={house} url={housePath} origin={origin} language={locale} />
      <BreadcrumbTrail
        crumbs={[
          { label: t('route.accommodation'), href: pathFor('accommodation', locale) },
          { label: house.region.name, href: pathFor('region', locale, { region: house.regionSlug }) },
          { label: house.name },
        ]}
      />
      <header className="house-head">
        <div className="house-head__title">
          <h1>{house.name}</h1>
          <ShortlistButton code={house.code} name={house.name} />
        </div>
        <p className="house-head__meta">
          <span>{house.region.nameWithCountry}</span>
          {main && (
            <span>
              {t('house.fromPlace', { distance: main.distance, place: main.name })} ·{' '}
              {t('house.byCar', { duration: `${main.duration.value} ${main.duration.symbol}` })}
            </span>
          )}
        </p>
      </header>
      <div className="house-body">
        <div className="house-intro">
          <HouseGallery items={gallery} name={house.name} galleryPath={galleryPath} onOpen={() => setOpenedHere(true)} />
          {house.registrationNumber && (
            <p className="house-registration">
              {t('house.registration')}: <span>{house.registrationNumber}</span>
            </p>
          )}
          {texts?.houseBaseText && <p className="house-text">{texts.houseBaseText}</p>}
          {rating && (
            <p className="house-rating">
              <RatingStars rating={rating.rating} max={rating.scale.max} />
              <a href="#reviews" onClick={readReviews}>
                {t('house.rating.read', { count: rating.count })}
              </a>
            </p>
          )}
          <KeyFacts house={house} />
        </div>
        <aside className="house-aside">
          <PriceBox
            house={house}
            housePath={housePath}
            loadedStay={stay}
            dateProblem={dateProblem ? t(dateProblem) : null}
            dates={dates}
            onDates={onDates}
            onAnswer={onAnswer}
          />
        </aside>
        <div className="house-rest">
          <SleepingArrangements floors={house.bedroomsSetup ?? []} />
          <Highlights items={house.highlights ?? []} />
          <LocationBlock house={house} />
          <NearbyLinks house={house} />
          <Guestbook entries={house.guestbook ?? []} />
          <Reviews rating={house.rating} reviews={house.reviews ?? []} />
        </div>
      </div>
      <SimilarHouses override={similar?.code === house.code ? similar.houses : null} />
      {isGallery && <Gallery items={gallery} name={house.name} closeHref={housePath + query} onClose={closeGallery} modal />}
    </div>
  );
}
