import type { Locale } from '../../contract/locale.ts';
import type { Area } from './areas.ts';

/**
 * Each area of each language is its own dynamic import, so the browser fetches one chunk per
 * area (a template import would also match messages/<locale>/index.ts, which imports every area,
 * and put each area behind an extra facade chunk). The shell's three areas, which every screen
 * loads, come from one module (shell-areas.ts): one request instead of three.
 */
type ShellAreas = typeof import('./messages/en/shell-areas.ts');

/** One of the shell's areas, out of its language's shell-areas module. */
function shellArea(load: () => Promise<ShellAreas>, area: keyof ShellAreas['default']) {
  return () => load().then((m) => ({ default: m.default[area] }));
}
const enShell = () => import('./messages/en/shell-areas.ts');
const deShell = () => import('./messages/de/shell-areas.ts');

export const AREA_MODULES: Record<Locale, Record<Area, () => Promise<{ default: object }>>> = {
  en: {
    common: shellArea(enShell, 'common'),
    route: shellArea(enShell, 'route'),
    shell: shellArea(enShell, 'shell'),
    home: () => import('./messages/en/home.ts'),
    notFound: () => import('./messages/en/not-found.ts'),
    calendar: () => import('./messages/en/calendar.ts'),
    login: () => import('./messages/en/login.ts'),
    contact: () => import('./messages/en/contact.ts'),
    editorial: () => import('./messages/en/editorial.ts'),
    house: () => import('./messages/en/house.ts'),
    cart: () => import('./messages/en/cart.ts'),
    search: () => import('./messages/en/search.ts'),
    booking: () => import('./messages/en/booking.ts'),
    account: () => import('./messages/en/account.ts'),
    shortlist: () => import('./messages/en/shortlist.ts'),
    staff: () => import('./messages/en/staff.ts'),
  },
  de: {
    common: shellArea(deShell, 'common'),
    route: shellArea(deShell, 'route'),
    shell: shellArea(deShell, 'shell'),
    home: () => import('./messages/de/home.ts'),
    notFound: () => import('./messages/de/not-found.ts'),
    calendar: () => import('./messages/de/calendar.ts'),
    login: () => import('./messages/de/login.ts'),
    contact: () => import('./messages/de/contact.ts'),
    editorial: () => import('./messages/de/editorial.ts'),
    house: () => import('./messages/de/house.ts'),
    cart: () => import('./messages/de/cart.ts'),
    search: () => import('./messages/de/search.ts'),
    booking: () => import('./messages/de/booking.ts'),
    account: () => import('./messages/de/account.ts'),
    shortlist: () => import('./messages/de/shortlist.ts'),
    staff: () => import('./messages/de/staff.ts'),
  },
};
