import type { Locale } from '../../contract/locale.ts';
import type { Area } from './areas.ts';

/**
 * Each area of each language is its own dynamic import, so the browser fetches one chunk per
 * area (a template import would also match messages/<locale>/index.ts, which imports every area,
 * and put each area behind an extra facade chunk). The shell's three areas, which every screen
 * loads, come from one module (shell-areas.ts): one request instead of three.
 */
type ShellAreas = typeof import('../../contract/messages/en/shell-areas.ts');

/** One of the shell's areas, out of its language's shell-areas module. */
function shellArea(load: () => Promise<ShellAreas>, area: keyof ShellAreas['default']) {
  return () => load().then((m) => ({ default: m.default[area] }));
}
const enShell = () => import('../../contract/messages/en/shell-areas.ts');
const deShell = () => import('../../contract/messages/de/shell-areas.ts');

export const AREA_MODULES: Record<Locale, Record<Area, () => Promise<{ default: object }>>> = {
  en: {
    common: shellArea(enShell, 'common'),
    route: shellArea(enShell, 'route'),
    shell: shellArea(enShell, 'shell'),
    home: () => import('../../contract/messages/en/home.ts'),
    notFound: () => import('../../contract/messages/en/not-found.ts'),
    calendar: () => import('../../contract/messages/en/calendar.ts'),
    login: () => import('../../contract/messages/en/login.ts'),
    contact: () => import('../../contract/messages/en/contact.ts'),
    editorial: () => import('../../contract/messages/en/editorial.ts'),
    house: () => import('../../contract/messages/en/house.ts'),
    cart: () => import('../../contract/messages/en/cart.ts'),
    search: () => import('../../contract/messages/en/search.ts'),
    booking: () => import('../../contract/messages/en/booking.ts'),
    account: () => import('../../contract/messages/en/account.ts'),
    shortlist: () => import('../../contract/messages/en/shortlist.ts'),
    staff: () => import('../../contract/messages/en/staff.ts'),
    staffTools: () => import('../../contract/messages/en/staff-tools.ts'),
    staffHouse: () => import('../../contract/messages/en/staff-house.ts'),
    staffReports: () => import('../../contract/messages/en/staff-reports.ts'),
    owner: () => import('../../contract/messages/en/owner.ts'),
  },
  de: {
    common: shellArea(deShell, 'common'),
    route: shellArea(deShell, 'route'),
    shell: shellArea(deShell, 'shell'),
    home: () => import('../../contract/messages/de/home.ts'),
    notFound: () => import('../../contract/messages/de/not-found.ts'),
    calendar: () => import('../../contract/messages/de/calendar.ts'),
    login: () => import('../../contract/messages/de/login.ts'),
    contact: () => import('../../contract/messages/de/contact.ts'),
    editorial: () => import('../../contract/messages/de/editorial.ts'),
    house: () => import('../../contract/messages/de/house.ts'),
    cart: () => import('../../contract/messages/de/cart.ts'),
    search: () => import('../../contract/messages/de/search.ts'),
    booking: () => import('../../contract/messages/de/booking.ts'),
    account: () => import('../../contract/messages/de/account.ts'),
    shortlist: () => import('../../contract/messages/de/shortlist.ts'),
    staff: () => import('../../contract/messages/de/staff.ts'),
    staffTools: () => import('../../contract/messages/de/staff-tools.ts'),
    staffHouse: () => import('../../contract/messages/de/staff-house.ts'),
    staffReports: () => import('../../contract/messages/de/staff-reports.ts'),
    owner: () => import('../../contract/messages/de/owner.ts'),
  },
};
