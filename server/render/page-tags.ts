/**
 * What each screen's anonymous page shows, as the names of the data it is
 * built from: the page cache forgets a page when one of them changes, and a
 * CDN is told them (Surrogate-Key, Cache-Tag) so that a purge names them too.
 *
 * - `content`: published content (every page: the shell's settings, texts).
 * - `catalogue`: the houses' facts, prices, regions (any page listing houses).
 * - `stays`: every house's bookings and blocks (what is free on given dates).
 * - `house-<id>`: one house's own bookings and blocks (its calendar).
 */
import type { RouteId } from '../../contract/routes.ts';

export type PageTag = 'content' | 'catalogue' | 'stays' | `house-${number}`;

type Rule = (query: URLSearchParams) => readonly PageTag[];

const EDITORIAL: readonly PageTag[] = ['content'];
const HOUSES: readonly PageTag[] = ['content', 'catalogue'];
const EVERYTHING: readonly PageTag[] = ['content', 'catalogue', 'stays'];

/** The query parameters that ask what is free: a stay or flexible dates (contract/search-query.ts). */
const DATE_PARAMETERS = ['checkIn', 'checkOut', 'months', 'nights'];

const editorial: Rule = () => EDITORIAL;
const houses: Rule = () => HOUSES;
/** Screens that are someone's own (cart, account, staff): what an anonymous visitor gets is kept as before, on any change. */
const everything: Rule = () => EVERYTHING;
/** A list or house page: dates make it show which houses are free, so any stay changes it. */
const dated: Rule = (query) => (DATE_PARAMETERS.some((name) => query.has(name)) ? EVERYTHING : HOUSES);

const RULES: Record<RouteId, Rule> = {
  home: houses, // the featured houses
  accommodation: dated,
  region: dated,
  house: dated, // plus the house's own stays (pageTags), the similar houses by dates
  houseGallery: dated,
  explore: editorial,
  exploreItem: houses, // the listings below the text
  blog: editorial,
  blogPost: editorial,
  offer: houses,
  information: editorial,
  faq: editorial,
  faqItem: editorial,
  terms: houses, // the booking terms come from the booking API, not the content
  dataProtection: editorial,
  infoPage: editorial,
  contact: houses, // the contact settings come from the booking API
  contactThanks: houses,
  cart: everything,
  checkout: everything,
  checkoutThanks: everything,
  myBooking: everything,
  shortlist: everything,
  login: everything,
  setPassword: everything,
  account: everything,
  staff: everything,
  staffBooking: everything,
  staffNewBooking: everything,
  staffHouses: everything,
  staffHouse: everything,
  staffUsers: everything,
  staffCompanies: everything,
  staffOwners: everything,
  staffOwner: everything,
  staffStatements: everything,
  staffStatement: everything,
  staffReports: everything,
  ownerHome: everything,
  ownerCalendar: everything,
  ownerStays: everything,
  ownerStatements: everything,
};

/** The tags of a screen's page with this query, showing the calendars of these houses (the loader's `calendars`). */
export function pageTags(
  routeId: RouteId | null,
  query: URLSearchParams,
  calendars: readonly number[] = [],
): PageTag[] {
  const rule = routeId ? RULES[routeId] : everything;
  return [...rule(query), ...calendars.map(houseTag)];
}

/** A house's tag: what a change of its stays touches. */
export function houseTag(id: number): PageTag {
  return `house-${id}`;
}
