/**
 * The house page's data (docs/product/screens.md#house): the house with every part the page
 * shows, the price of the address's dates (checkIn/checkOut → resFrom/resTo)
 * when they follow the date rules, and the similar houses (deferred). Moving
 * between the page and its gallery, or changing dates, reuses the house
 * already loaded and asks only for the stay.
 */
import { fetchHouse, fetchStay, HOUSE_PAGE_INCLUDE, type HouseDetail, type Stay } from '../../api/house.ts';
import type { House } from '../../../contract/api/types.ts';
import { loadGallery } from './Gallery.tsx';
import { SIMILAR_DEFERRED, stayKey } from './stay.ts';
import { checkStay, type IsoDate, type StayProblem } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { readParty, type Party } from '../../../contract/party.ts';
import { pathFor, type RouteId } from '../../../contract/routes.ts';
import type { Store } from '../../store/store.ts';
import { tripFromQuery } from '../../../contract/trip.ts';
import type { Loader } from '../../navigation/page-types.ts';
import type { AddRefusal } from './action.ts';

interface HousePageData {
  house: HouseDetail;
  /** The dates the house was loaded with (its availability is theirs). */
  stay: Stay | null;
  /** Dictionary key of the rule the address's dates broke, if they were given but not used. */
  dateProblem: string | null;
  /** The party of the address (adults, children), when it names one. */
  party: Party | null;
  /** A plain add-to-cart post the API refused (server render of that post only). */
  addRefusal: AddRefusal | null;
  locale: Locale;
}

const PROBLEM_KEY: Record<StayProblem | 'bothDates', string> = {
  'invalid-date': 'cart.errors.invalidDate',
  'not-after-check-in': 'cart.errors.notAfterCheckIn',
  'not-changeover-day': 'cart.errors.notChangeoverDay',
  'too-soon': 'cart.errors.tooSoon',
  bothDates: 'cart.errors.bothDates',
};

/**
 * docs/product/rules.md#no-dates-yet: the address's dates count only when both are there and valid
 * (real days, check-out after check-in, Thursdays/Sundays, 14+ days ahead).
 */
export function stayFromQuery(query: URLSearchParams, today: IsoDate): { stay: Stay | null; problem: string | null } {
  const checkIn = query.get('checkIn');
  const checkOut = query.get('checkOut');
  if (!checkIn && !checkOut) return { stay: null, problem: null };
  if (!checkIn || !checkOut) return { stay: null, problem: PROBLEM_KEY.bothDates };
  const check = checkStay(checkIn, checkOut, today);
  return check.ok
    ? { stay: { from: check.from, to: check.to }, problem: null }
    : { stay: null, problem: PROBLEM_KEY[check.problem] };
}

/** The page in each language (the language switch and hreflang), from the house's alternateLanguages. */
export function houseAlternates(house: HouseDetail, routeId: RouteId): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const alt of house.alternateLanguages ?? [])
    alternates[alt.language] = pathFor(routeId, alt.language, { region: alt.region.slug, slug: alt.house.nameSlug });
  return alternates;
}

// --- Selected dates (docs/product/entities.md#client-state): the page owns them while it is shown, and clears them when it goes.
let ownDates: object | null = null;

export function setSelectedDates(store: Store, range: { from: string | null; to: string | null }): void {
  store.selectedDates = { from: range.from, to: range.to };
  ownDates = store.selectedDates;
}

/** Leaving the page: the dates go, unless the next page has set its own meanwhile. */
export function clearSelectedDates(store: Store): void {
  if (store.selectedDates === ownDates) store.selectedDates = { from: null, to: null };
  ownDates = null;
}

// --- The similar houses are deferred; the browser keeps the last answer for moves within the page.
const browser = typeof window !== 'undefined';
let similarCache: { key: string; houses: House[] } | null = null;

/** A promise React's use() reads at once (already settled). */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

function reusable(store: Store, locale: Locale, region: string, slug: string): HousePageData | null {
  if (!browser || (store.page.routeId !== 'house' && store.page.routeId !== 'houseGallery')) return null;
  const data = store.page.data as HousePageData | null;
  return data?.house && data.locale === locale && data.house.nameSlug === slug && data.house.regionSlug === region
    ? data
    : null;
}

export const loader: Loader<HousePageData, AddRefusal> = async ({ api, locale, match, query, store, actionData }) => {
  const { region = '', slug = '' } = match.params;
  const today = store.config.today;
  const { stay, problem } = stayFromQuery(query, today);
  const key = `${locale}|${slug}|${stayKey(stay)}`;
  const gallery = match.route.id === 'houseGallery';
  const previous = reusable(store, locale, region, slug);

  let house: HouseDetail;
  if (previous && stayKey(previous.stay) === stayKey(stay)) {
    house = previous.house;
  } else if (previous) {
    const answer = await fetchStay(api, slug, stay);
    house = {
      ...previous.house,
      availability: answer.availability ?? undefined,
      availabilityStatus: answer.availabilityStatus ?? undefined,
    };
    similarCache = { key, houses: answer.similar };
  } else {
    const [loaded] = await Promise.all([
      fetchHouse(api, slug, { include: HOUSE_PAGE_INCLUDE, stay }),
      gallery ? loadGallery() : null,
    ]);
    house = loaded;
  }
  if (house.nameSlug !== slug || house.regionSlug !== region) {
    // Another language's slug, or an old region: the house's own address (the query stays).
    const qs = query.toString();
    return {
      redirect:
        pathFor(match.route.id, locale, { region: house.regionSlug, slug: house.nameSlug }) + (qs ? `?${qs}` : ''),
    };
  }
  if (gallery) await loadGallery();
  // The server's state carries the dates; in the browser the page takes them over as it is shown.
  if (!browser) setSelectedDates(store, stay ?? { from: null, to: null });

  const deferred: Record<string, Promise<unknown>> = {};
  if (browser && similarCache?.key === key) deferred[SIMILAR_DEFERRED] = settled(similarCache.houses);
  else if (browser || !gallery)
    deferred[SIMILAR_DEFERRED] = fetchStay(api, slug, stay).then((answer) => {
      if (browser) similarCache = { key, houses: answer.similar };
      return answer.similar;
    });
  return {
    data: {
      house,
      stay,
      dateProblem: problem,
      party: readParty(query),
      addRefusal: actionData ?? null,
      locale,
    },
    alternates: houseAlternates(house, match.route.id),
    calendars: [house.id],
    deferred,
    // The party as the address says it; the dates only when the house page can use them.
    trip: { ...tripFromQuery(query), checkIn: stay?.from ?? null, checkOut: stay?.to ?? null },
  };
};
