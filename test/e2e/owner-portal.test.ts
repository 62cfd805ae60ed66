/**
 * The owner portal in Chromium (docs/product/owner-portal.md): the demo owner logs in on the login
 * page, lands on their portal, opens a house's calendar and blocks a week of it; in German at
 * 375 px and in English at 1280 px, axe-core finding nothing on the way.
 */
import { expect } from 'chai';
import type { OwnerCalendar, OwnerHouse } from '../../contract/api/owner-portal.ts';
import { addDays } from '../../contract/dates.ts';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_OWNER } from '../../demo/agency.ts';
import { axeViolations } from '../helpers/axe.ts';
import { loggedIn, PHONE, press, staffSuite, WIDE } from '../helpers/staff-browser.ts';
import { apiCall, loginCookie } from '../helpers/staff.ts';

const RUNS = [
  { locale: 'de', viewport: PHONE, house: 0 },
  { locale: 'en', viewport: WIDE, house: 1 },
] as const;

describe('e2e: an owner blocks a week of their house', function () {
  this.timeout(180_000);
  const S = staffSuite();

  for (const run of RUNS) {
    it(`${run.locale}, ${run.viewport.width} px: logs in, opens the calendar, blocks a week`, async () => {
      const cookie = await loginCookie(S.base, DEMO_OWNER.username, DEMO_OWNER.password);
      const house = (await apiCall<OwnerHouse[]>(S.base, 'GET', '/api/owner/houses', undefined, { cookie })).body[
        run.house
      ];
      const calendar = (
        await apiCall<OwnerCalendar>(
          S.base,
          'GET',
          `/api/owner/houses/${house.code}/calendar?month=2027-02&months=3`,
          undefined,
          {
            cookie,
          },
        )
      ).body;
      const nights = calendar.nights;
      const from = nights.find(
        (_, i) => i + 7 <= nights.length && nights.slice(i, i + 7).every((n) => n.state === 'free'),
      )!.date;

      const page = await loggedIn(S.browser, S.server.url, run.locale, DEMO_OWNER, run.viewport);
      expect(new URL(page.url()).pathname).to.equal(pathFor('ownerHome', run.locale));
      expect(await axeViolations(page)).to.deep.equal([]);
      await page.goto(
        `${S.server.url}${pathFor('ownerCalendar', run.locale, { code: house.code })}?month=${from.slice(0, 7)}`,
      );
      await page.hydrated();
      expect(await axeViolations(page)).to.deep.equal([]);
      await page.$eval('#owner-block-from', (el, v) => ((el as HTMLInputElement).value = v), from);
      await page.$eval('#owner-block-to', (el, v) => ((el as HTMLInputElement).value = v), addDays(from, 7));
      await press(page, '[data-testid=owner-block-form] button[type=submit]');
      const done = await page.$eval('[data-testid=owner-done]', (el) => el.textContent ?? '');
      expect(done).to.contain(run.locale === 'de' ? 'gesperrt' : 'blocked');
      const state = await page.$eval(`[data-day="${from}"]`, (el) => el.getAttribute('data-state'));
      expect(state).to.equal('ownerBlock');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
      expect(await axeViolations(page)).to.deep.equal([]);
      await page.close();
    });
  }
});
