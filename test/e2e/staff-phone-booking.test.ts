/**
 * A booking taken on the phone by staff and paid by the guest through the e-mailed pay link
 * (docs/product/bookings-and-payments.md#phone-bookings), in a real browser: en at 1280 px, de at
 * 375 px; the house field's suggestions; the new booking screen without axe-core violations, nothing
 * off screen on the phone.
 */
import { expect } from 'chai';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { pathFor } from '../../contract/routes.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import { axeViolations } from '../helpers/axe.ts';
import { payByCard, TEST_CARD, text } from '../helpers/booking.ts';
import type { TestPage } from '../helpers/browser.ts';
import { controlsOffScreen } from '../helpers/overflow.ts';
import { fillPhoneForm, loggedIn, PHONE, press, staffSuite, WIDE } from '../helpers/staff-browser.ts';
import { freeWeek } from '../helpers/staff.ts';

describe('E2E: a phone booking taken by staff, paid by the guest', function () {
  this.timeout(240_000);
  const S = staffSuite();

  async function open(viewport: { width: number; height: number; isMobile?: boolean }): Promise<TestPage> {
    const page = await S.browser.newPage(viewport);
    await page.setCookie({ name: 'consent', value: 'analytics:false', url: S.server.url });
    return page;
  }

  for (const [locale, viewport, house, total] of [
    ['en', WIDE, 'SH-1040', 'Total'],
    ['de', PHONE, 'SH-1041', 'Gesamt'],
  ] as const) {
    it(`${locale}, ${viewport.width} px: staff book on the phone, the guest pays by the mailed link`, async () => {
      const from = await freeWeek(S.base, S.staffCookie, house, '2027-03-01');
      const email = `phone-e2e-${locale}@example.com`;
      const staff = await loggedIn(S.browser, S.server.url, locale, DEMO_STAFF, viewport);
      await staff.goto(`${S.server.url}${pathFor('staff', locale)}`);
      await staff.hydrated();
      await staff.focus('[data-testid=staff-new-booking]');
      await staff.keyboard.press('Enter');
      await staff.waitForSelector('[data-testid=phone-form]');
      expect(staff.url()).to.contain(pathFor('staffNewBooking', locale));
      await staff.hydrated();

      // The house field suggests the houses a name finds, however it is spelt.
      const [{ name }] = await S.server.db.query<{ name: string }>(
        "select t.name from house_texts t join houses h on h.id = t.house_id where h.code = $1 and t.lang = 'en'",
        [house],
      );
      await staff.type('#phone-house', name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(' ')[0]);
      await staff.waitForSelector(`#phone-house-choices option[value="${house}"]`);
      await staff.$eval('#phone-house', (el) => ((el as HTMLInputElement).value = ''));
      await fillPhoneForm(staff, { house, from, email, locale });
      expect(await axeViolations(staff)).to.deep.equal([]);
      if (viewport === PHONE) expect(await controlsOffScreen(staff)).to.deep.equal([]);

      await press(staff, '[data-testid=phone-quote-button]');
      expect(await text(staff, '[data-testid=phone-quote]'))
        .to.contain(total)
        .and.contain(house);
      expect(await axeViolations(staff)).to.deep.equal([]);
      if (viewport === PHONE) expect(await controlsOffScreen(staff)).to.deep.equal([]);
      await press(staff, '[data-testid=phone-book]');
      const code = /\/(\d{8})\/?$/.exec(staff.url())![1];

      const [mail] = (await readOutboxExpanded(S.server.db, { to: email })).filter((m) => m.kind === 'confirmation');
      const payUrl = /(https?:\/\/\S+\/api\/payments\/pay\/\S+)/.exec(mail.text)![1];
      const guest = await open(viewport);
      await guest.goto(payUrl.replace(/^https?:\/\/[^/]+/, S.server.url));
      await payByCard(guest, TEST_CARD.succeeds);
      const [row] = await S.server.db.query<{ status: string }>(
        'select status from reservations where booking_code = $1',
        [code],
      );
      expect(row.status).to.equal('confirmed');
    });
  }
});
