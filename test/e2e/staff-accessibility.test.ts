/**
 * Accessibility of the back office's newer screens in Chromium against the production build: axe-core
 * (test/helpers/axe.ts) finds nothing at 1280 and at 320 px, in English and German, on the new
 * booking screen (empty, with a quote, with a refusal), the users and companies screens, a booking
 * with its notes, transfer and guest forms (and a refused correction), the set-password page (also
 * with a refusal) and the 403 page an accountant gets (docs/product/screens.md); and the owners
 * list, an owner's page, a house with its owner and a refused new owner at 1280, 390 and 320 px,
 * none scrolling sideways.
 */
import { expect } from 'chai';
import { addDays } from '../../contract/dates.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { axeViolations } from '../helpers/axe.ts';
import { retype } from '../helpers/booking.ts';
import type { TestPage } from '../helpers/browser.ts';
import { fillPhoneForm, loggedIn, press, staffSuite } from '../helpers/staff-browser.ts';
import { controlOverflows, controlsOffScreen } from '../helpers/overflow.ts';
import { apiCall, bookFreeWeek, freeWeek, roleCookie } from '../helpers/staff.ts';

const WIDTHS = [1280, 320] as const;
const HOUSES = { en: 'SH-1055', de: 'SH-1056' } as const;

describe('accessibility: axe-core finds nothing on the back office’s newer screens', function () {
  this.timeout(240_000);
  const S = staffSuite();

  /** Each finding named by the screen it was on. */
  async function check(page: TestPage, screen: string): Promise<string[]> {
    await page.hydrated();
    return (await axeViolations(page)).map((v) => `${screen}: ${v}`);
  }
  const viewport = (width: number) => ({ width, height: 900, isMobile: width < 750 });

  for (const locale of ['en', 'de'] as const satisfies readonly Locale[])
    for (const width of [1280, 390, 320]) {
      it(`the owners list, an owner, a house with its owner and a refused new owner (${locale}, ${width} px)`, async () => {
        const code = `OW-AXE-${locale.toUpperCase()}${width}`;
        const made = await apiCall(
          S.base,
          'POST',
          '/api/staff/owners',
          {
            code,
            name: 'Guðmundsdóttir Sumarhúsaeigendafélagið ehf.',
            email: 'sumarhusaeigendafelagid.gudmundsdottir@example.is',
            city: 'Kirkjubæjarklaustur',
            country: 'IS',
            iban: 'IS14 0159 2600 7654 5510 7303 39',
            commissionBp: 1250,
          },
          { cookie: S.staffCookie },
        );
        expect(made.status).to.equal(201);
        const house = 'SH-1002';
        const given = await apiCall(
          S.base,
          'PUT',
          `/api/staff/houses/${house}/owner`,
          { owner: code, commissionBp: 1800 },
          { cookie: S.staffCookie },
        );
        expect(given.status).to.equal(200);
        const found: string[] = [];
        const page = await loggedIn(S.browser, S.server.url, locale, DEMO_STAFF, viewport(width));
        const fits = async (screen: string) => {
          const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
          const overflows = [...(await controlOverflows(page)), ...(await controlsOffScreen(page))];
          found.push(...(wide ? ['the page scrolls sideways'] : []), ...overflows.map((p) => `${screen}: ${p}`));
        };
        const at = async (path: string, screen: string) => {
          expect((await page.goto(`${S.server.url}${path}`))?.status(), screen).to.equal(200);
          found.push(...(await check(page, screen)));
          await fits(screen);
        };
        await at(`${pathFor('staffOwners', locale)}?q=gudmunds`, 'owners');
        await at(pathFor('staffOwner', locale, { code }), 'owner');
        await at(pathFor('staffHouse', locale, { code: house }), 'house with its owner');
        await at(pathFor('staffOwners', locale), 'owners, all');
        await page.type('#new-owner-name', 'Anna Berg');
        await page.type('#new-owner-iban', 'IS15 0159 2600 7654 5510 7303 39');
        await page.type('#new-owner-commission', locale === 'de' ? '12,5' : '12.5');
        await press(page, '[data-testid=staff-new-owner] button[type=submit]');
        await page.waitForSelector('[data-testid=staff-error]');
        found.push(...(await check(page, 'new owner, refused')));
        await fits('new owner, refused');
        expect(found, found.join('\n')).to.deep.equal([]);
      });
    }

  for (const locale of ['en', 'de'] as const satisfies readonly Locale[]) {
    for (const width of WIDTHS) {
      it(`the new booking screen, users, companies and a booking (${locale}, ${width} px)`, async () => {
        const found: string[] = [];
        const page = await loggedIn(S.browser, S.server.url, locale, DEMO_STAFF, viewport(width));
        const at = async (path: string, screen: string) => {
          await page.goto(`${S.server.url}${path}`);
          found.push(...(await check(page, screen)));
        };

        const house = HOUSES[locale];
        const from = await freeWeek(S.base, S.staffCookie, house, width === 320 ? '2027-08-01' : '2027-07-01');
        await at(pathFor('staffNewBooking', locale), 'new booking');
        await fillPhoneForm(page, { house, from, email: `axe-${locale}-${width}@example.com`, locale });
        await press(page, '[data-testid=phone-quote-button]');
        await page.waitForSelector('[data-testid=phone-quote]');
        found.push(...(await check(page, 'new booking, quoted')));
        // A Monday, refused without an override: the form again with the refusal.
        await page.$eval('#phone-resFrom', (el, v) => ((el as HTMLInputElement).value = v as string), addDays(from, 4));
        await press(page, '[data-testid=phone-quote-button]');
        await page.waitForSelector('[role=alert]');
        found.push(...(await check(page, 'new booking, refused')));

        await at(pathFor('staffUsers', locale), 'users');
        await at(pathFor('staffCompanies', locale), 'companies');

        const booking = await bookFreeWeek(S.base, S.staffCookie, house, addDays(from, 14), locale);
        await at(pathFor('staffBooking', locale, { code: booking.bookingCode }), 'booking');
        await page.type('#staff-note-text', 'Key box 4711 behind the shed');
        await press(page, '[data-testid=staff-note-form] button');
        await page.waitForSelector('[data-testid=staff-notes]');
        found.push(...(await check(page, 'booking with a note')));
        await retype(page, '#staff-guest-email', 'not-an-address@');
        await page.$eval('[data-testid=staff-guest-form]', (form) => ((form as HTMLFormElement).noValidate = true));
        await press(page, '[data-testid=staff-guest-form] button[type=submit]');
        await page.waitForSelector('[data-testid=staff-error]');
        found.push(...(await check(page, 'booking, guest refused')));
        expect(found).to.deep.equal([]);
      });

      it(`the set-password page and the 403 page (${locale}, ${width} px)`, async () => {
        const found: string[] = [];
        const page = await S.browser.newPage(viewport(width));
        await page.goto(`${S.server.url}${pathFor('setPassword', locale)}?token=${'x'.repeat(40)}`);
        found.push(...(await check(page, 'set password')));
        await page.type('#set-password-new', 'a-long-new-password-1');
        await page.type('#set-password-repeat', 'a-long-new-password-2');
        await press(page, '[data-testid=set-password] button[type=submit]');
        await page.waitForSelector('[data-testid=set-password-error]');
        found.push(...(await check(page, 'set password, refused')));

        const accountant = await roleCookie(S.server.db, S.base, 'accountant');
        await page.setCookie({ name: 'auth', value: accountant.slice('auth='.length), url: S.server.url });
        const answer = await page.goto(`${S.server.url}${pathFor('staffUsers', locale)}`);
        expect(answer?.status()).to.equal(403);
        found.push(...(await check(page, '403')));
        expect(found).to.deep.equal([]);
      });
    }
  }
});
