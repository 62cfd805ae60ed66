import type { Messages } from '../../contract/messages/en/index.ts';

export type Area = keyof Messages;

/** Strings every screen needs: the shell, breadcrumbs and menus. */
export const SHELL_AREAS: readonly Area[] = ['common', 'route', 'shell'];

/**
 * The further strings each page module (folder in src/pages) uses, so the
 * browser loads only those: test/unit/message-areas.test.ts checks this table
 * against what each page's code actually uses.
 */
export const PAGE_AREAS: Record<string, readonly Area[]> = {
  home: ['home', 'search', 'calendar', 'shortlist'],
  accommodation: ['search', 'calendar', 'shortlist'],
  offer: ['search', 'shortlist'],
  house: ['house', 'search', 'calendar', 'cart', 'shortlist'],
  cart: ['cart', 'calendar', 'search'],
  checkout: ['booking'],
  'checkout-thanks': ['booking'],
  'my-booking': ['booking'],
  explore: ['editorial'],
  'explore-item': ['editorial', 'search', 'shortlist'],
  blog: ['editorial'],
  'blog-post': ['editorial'],
  information: ['editorial'],
  'info-page': ['editorial'],
  faq: ['editorial'],
  terms: ['editorial'],
  contact: ['contact'],
  login: ['login'],
  account: ['account', 'booking'],
  'not-found': ['notFound'],
  shortlist: ['shortlist', 'search'],
  staff: ['staff', 'booking', 'staffHouse'],
  'staff-booking': ['staff', 'booking'],
  'staff-houses': ['staff'],
  'staff-new-booking': ['staff', 'staffTools'],
  'staff-house': ['staff', 'staffHouse'],
  'staff-users': ['staff', 'staffTools'],
  'staff-companies': ['staff', 'staffTools'],
  'staff-owners': ['staff', 'staffTools'],
  'staff-owner': ['staff', 'staffTools'],
  'staff-statements': ['staff', 'staffTools'],
  'staff-statement': ['staff', 'staffTools'],
  'staff-reports': ['staff', 'staffReports'],
  'set-password': ['login'],
  owner: ['owner'],
};

/** File name of the module an area's dictionary loads from (most are named after their key; the shell's areas come as one). */
export const AREA_FILE: Partial<Record<Area, string>> = {
  common: 'shell-areas',
  route: 'shell-areas',
  shell: 'shell-areas',
  notFound: 'not-found',
  staffTools: 'staff-tools',
  staffHouse: 'staff-house',
  staffReports: 'staff-reports',
};

/** Every area: what the server loads. */
export const ALL_AREAS: readonly Area[] = [...new Set([...SHELL_AREAS, ...Object.values(PAGE_AREAS).flat()])];

export function areasFor(pageKey: string): Area[] {
  return [...SHELL_AREAS, ...(PAGE_AREAS[pageKey] ?? [])];
}
