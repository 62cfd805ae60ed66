import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StayAnswer } from '../../api/house.ts';
import type { House } from '../../../contract/api/types.ts';
import { BreadcrumbTrail } from '../../components/Breadcrumbs.tsx';
import { Gallery } from './Gallery.tsx';
import { PriceBox } from './PriceBox.tsx';
import { lazyPart } from '../../components/lazy-part.tsx';
import { LocationBlock } from './LocationBlock.tsx';
import { stayKey, withDates } from './stay.ts';
import { useI18n } from '../../i18n/i18n.ts';
import { isComplete, type DateRange } from '../../../contract/date-range.ts';
import { withParty, type Party } from '../../../contract/party.ts';
import { pathFor } from '../../../contract/routes.ts';
import { useAppState } from '../../store/store.ts';
import { usePage } from '../../navigation/usePage.ts';
import { useReplaceAddress } from '../../navigation/address.ts';
import { HouseHeader } from './HouseHeader.tsx';
import { HouseHeadTags } from './HouseHeadTags.tsx';
import { HouseIntro } from './HouseIntro.tsx';
import { loader, setSelectedDates } from './load.ts';
import { useHouseScreen } from './useHouseScreen.ts';
import './house.css';
import './gallery-view.css';
// The lazy parts' styles come with the page: their server HTML is styled before their code loads.
import '../../components/house-card/house-card.css';
import '../../components/shortlist/shortlist.css';

// Below the fold: their code loads as the visitor scrolls to them.
const HouseRooms = lazyPart('.house-rest', () => import('./HouseRest.tsx').then((m) => m.HouseRooms));
const HouseMore = lazyPart('#location', () => import('./HouseRest.tsx').then((m) => m.HouseMore));
// For crawlers: the browser needs its code only to render another house's after a navigation.
const HouseJsonLd = lazyPart('script[type="application/ld+json"]', () =>
  import('./HouseJsonLd.tsx').then((m) => m.HouseJsonLd),
);
const SimilarHouses = lazyPart('.similar', () => import('./SimilarHouses.tsx').then((m) => m.SimilarHouses));

export { loader };

/**
 * The house page (docs/product/screens.md#house) and its gallery route (…/images,
 * …/photos). Opened from the page, the gallery is a modal over it (closing
 * goes back in history); opened by its address it is a page of its own,
 * server-rendered (closing replaces it with the house page).
 */
export default function HousePage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const replaceAddress = useReplaceAddress();
  const [state, store] = useAppState();
  const { routeId, data } = usePage<typeof loader>();
  const { house, stay, dateProblem, addRefusal } = data;
  const dates = state.selectedDates;
  const [party, setParty] = useState<Party | null>(data.party);
  const [openedHere, setOpenedHere] = useState(false);
  const [similar, setSimilar] = useState<{ code: string; houses: House[] } | null>(null);
  const isGallery = routeId === 'houseGallery';
  useHouseScreen(store, stay, isGallery);

  const params = { region: house.regionSlug, slug: house.nameSlug };
  const housePath = pathFor('house', locale, params);
  // The gallery's links keep the dates and the party.
  const query = withParty(withDates('', dates), party);
  const gallery = house.gallery ?? [];
  const origin = state.config.origin ?? '';
  const head = (
    <HouseHeadTags
      house={house}
      title={isGallery ? t('house.gallery.dialog', { name: house.name }) : house.texts?.[0]?.titleTag || house.name}
      housePath={housePath}
      origin={origin}
    />
  );

  const closeGallery = () => {
    if (openedHere) navigate(-1);
    else navigate(housePath + query, { replace: true });
  };

  if (isGallery && !openedHere) {
    return (
      <div className="house-gallery-page">
        {head}
        <Gallery items={gallery} name={house.name} closeHref={housePath + query} onClose={closeGallery} modal={false} />
      </div>
    );
  }

  // The address keeps the dates and the party (a shared link shows the same); replaced, so Back leaves the page.
  const keepInAddress = (search: string) => replaceAddress(window.location.pathname + search + window.location.hash);
  const onDates = (range: DateRange) => {
    setSelectedDates(store, range);
    // Similar houses, the map and the language switch carry the page's own dates.
    store.trip = {
      ...store.trip,
      ...(isComplete(range) ? { checkIn: range.from, checkOut: range.to } : { checkIn: null, checkOut: null }),
    };
    if (stayKey(range) === stayKey(stay)) setSimilar(null);
    keepInAddress(withDates(window.location.search, range));
  };
  const onParty = (next: Party) => {
    setParty(next);
    store.trip = { ...store.trip, adults: next.adults, children: next.children };
    keepInAddress(withParty(window.location.search, next));
  };
  const onAnswer = (_key: string, answer: StayAnswer | null) => {
    if (answer) setSimilar({ code: house.code, houses: answer.similar });
  };

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
      <HouseHeader house={house} />
      <div className="house-body">
        <HouseIntro
          house={house}
          galleryPath={pathFor('houseGallery', locale, params) + query}
          onOpenGallery={() => setOpenedHere(true)}
        />
        <aside className="house-aside">
          <PriceBox
            house={house}
            housePath={housePath}
            loadedStay={stay}
            dateProblem={dateProblem ? t(dateProblem) : null}
            dates={dates}
            onDates={onDates}
            party={party}
            onParty={onParty}
            refusal={addRefusal ? (addRefusal.message ?? t('house.price.failed')) : null}
            onAnswer={onAnswer}
          />
        </aside>
        <div className="house-rest">
          <HouseRooms house={house} />
          {/* The map loads as its block comes near (its own observer): the block is hydrated with the page. */}
          <LocationBlock house={house} />
          <HouseMore house={house} />
        </div>
      </div>
      <SimilarHouses override={similar?.code === house.code ? similar.houses : null} />
      {isGallery && (
        <Gallery items={gallery} name={house.name} closeHref={housePath + query} onClose={closeGallery} modal />
      )}
    </div>
  );
}
