/**
 * The back office in Chromium: a describe block's server and browser, the widths its journeys run
 * at, a login through the login page, a form sent by keyboard, the new booking form filled in for a
 * guest on the phone.
 */
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { launchBrowser, type TestBrowser, type TestPage } from './browser.ts';
import { startTestServer } from './server.ts';
import { loginCookie } from './staff.ts';

export const FIXED_NOW = '2026-11-21T12:00:00Z';

export interface StaffSuite {
  server: Awaited<ReturnType<typeof startTestServer>>;
  browser: TestBrowser;
  /** The server's address as 127.0.0.1, for the API calls of the set-up. */
  base: string;
  /** The demo admin's Cookie header. */
  staffCookie: string;
}

/**
 * The production build (its clock at FIXED_NOW) and Chromium for a describe block, started before
 * its tests and closed after them; read the fields inside the tests.
 */
export function staffSuite(): StaffSuite {
  const suite = {} as StaffSuite;
  before(async () => {
    [suite.server, suite.browser] = await Promise.all([startTestServer({ FIXED_NOW }), launchBrowser()]);
    suite.base = suite.server.url.replace('localhost', '127.0.0.1');
    suite.staffCookie = await loginCookie(suite.base, DEMO_STAFF.username, DEMO_STAFF.password);
  });
  after(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}

export const WIDE = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812, isMobile: true };
export type Viewport = { width: number; height: number; isMobile?: boolean };

/** A page of its own (cookies too), the cookie notice answered, logged in as `user` on the login page in `locale`. */
export async function loggedIn(
  browser: TestBrowser,
  origin: string,
  locale: Locale,
  user: { username: string; password: string },
  viewport: Viewport,
): Promise<TestPage> {
  const page = await browser.newPage(viewport);
  await page.setCookie({ name: 'consent', value: 'analytics:false', url: origin });
  await page.goto(`${origin}${pathFor('login', locale)}`);
  await page.hydrated();
  await page.type('#login-username', user.username);
  await page.type('#login-password', user.password);
  await page.focus('#login-password');
  await page.loadedBy(() => page.keyboard.press('Enter'));
  return page;
}

/** Sends the form holding `selector` (a button: by keyboard, as the cookie notice may cover it) and waits for the answer. */
export async function press(page: TestPage, selector: string): Promise<void> {
  await page.focus(selector);
  await page.loadedBy(() => page.keyboard.press('Enter'));
}

/** The new booking screen's form filled in for a week at `house` from `from`, the guest paying by the mailed link. */
export async function fillPhoneForm(
  page: TestPage,
  booking: { house: string; from: string; email: string; locale: Locale },
): Promise<void> {
  const typed: Array<[string, string]> = [
    ['house', booking.house],
    ['firstName', 'Anna'],
    ['lastName', 'Anrufer'],
    ['birthDate', '1980-05-17'],
    ['nationality', 'German'],
    ['address', 'Hauptstraße 5'],
    ['city', 'München'],
    ['zipCode', '80331'],
    ['mobilePhone', '+49 171 1234567'],
    ['email', booking.email],
    ['arrivalTransportNumber', 'FI 521'],
    ['departureTransportNumber', 'FI 520'],
  ];
  for (const [name, value] of typed) await page.type(`#phone-${name}`, value);
  for (const [name, value] of [
    ['resFrom', booking.from],
    ['resTo', addDays(booking.from, 7)],
  ] as const)
    await page.$eval(`#phone-${name}`, (el, v) => ((el as HTMLInputElement).value = v as string), value);
  await page.select('#phone-language', booking.locale);
  await page.select('#phone-payment', 'link');
}
