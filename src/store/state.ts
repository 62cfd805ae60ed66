import type { Consent } from '../../contract/consent.ts';
import type { Locale } from '../../contract/locale.ts';
import type { SettingsData } from '../../contract/content.ts';
import type { CartState } from '../api/cart.ts';
import { NO_TRIP, type Trip } from '../../contract/trip.ts';
import type {
  Country,
  FilterOption,
  House,
  PriceGroups,
  SearchSuggestion,
  StaffViewer,
  User,
} from '../../contract/api/types.ts';

export type { Consent };

/** Configuration the browser may see. */
export interface PublicConfig {
  gtmId: string | null;
  mapTileUrl: string;
  apiPublicToken: string;
  /** The site's public origin (PUBLIC_URL, else the request's): absolute canonical and hreflang links. */
  origin: string;
  /** Today in Iceland on the server's clock when the page was made (FIXED_NOW in tests and demos). */
  today: string;
}

/**
 * Every shared state item (docs/product/entities.md#client-state) plus the project's own (consent, page,
 * config). Each starts empty or false and is replaced whole, never patched.
 * Later issues narrow the `unknown` items to their payload types.
 */
export interface AppState {
  houseItems: House[];
  bedFilters: FilterOption[];
  highlightFilters: FilterOption[];
  /** GET /api/houses/pricegroups, loaded once. */
  priceGroups: PriceGroups | null;
  locale: { code: Locale; path: string };
  countries: Country[];
  alternates: Partial<Record<Locale, string>>;
  /** docs/product/screens.md#cart: loaded from the cartId cookie on start (src/entry-server.tsx), else an empty houses list. */
  cart: CartState | null;
  booking: unknown | null;
  /** docs/product/screens.md#shortlist: the house codes of the shortlist cookie, newest first (contract/shortlist.ts). */
  shortlist: string[];
  settings: SettingsData | null;
  modals: { fullscreen: boolean };
  lastScrollPos: number;
  /** The search box's suggestions (GET /api/houses/search/suggestions), loaded once on first use. */
  searchItems: SearchSuggestion[];
  selectedDates: { from: string | null; to: string | null };
  /** The traveller's stay and party (contract/trip.ts): every house link carries them (docs/product/rules.md#trip-and-party). */
  trip: Trip;
  user: User | null;
  /** A logged-in member of staff (the back office's bar); never also `user`. */
  staff: StaffViewer | null;
  mobileMenu: boolean;
  terms: unknown | null;
  consent: Consent;
  /** The current screen's data from its loader, and the status it answered with. */
  page: { routeId: string; status: number; params: Record<string, string>; data: unknown };
  config: PublicConfig;
}

/** A fresh state object for every request: Valtio v2 does not copy what proxy() is given. */
export function initialState(): AppState {
  return {
    houseItems: [],
    bedFilters: [],
    highlightFilters: [],
    priceGroups: null,
    locale: { code: 'en', path: '/en/' },
    countries: [],
    alternates: {},
    cart: null,
    booking: null,
    shortlist: [],
    settings: null,
    modals: { fullscreen: false },
    lastScrollPos: 0,
    searchItems: [],
    selectedDates: { from: null, to: null },
    trip: { ...NO_TRIP },
    user: null,
    staff: null,
    mobileMenu: false,
    terms: null,
    consent: null,
    page: { routeId: 'home', status: 200, params: {}, data: null },
    config: { gtmId: null, mapTileUrl: '', apiPublicToken: '', today: '1970-01-01', origin: '' },
  };
}
