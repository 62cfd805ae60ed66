/**
 * An admin creates an accountant who sets a password (docs/product/screens.md#staff-users,
 * #set-password, docs/product/rules.md#roles), in Chromium against the production build, in
 * English at 1280 px and German at 375 px: the user made on the users screen, the mailed link
 * opens the set-password page, the accountant sets a password and logs in with it, reads the
 * bookings and a booking without a form to change anything, and gets the 403 page on the users
 * screen and on a house's prices.
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { readOutboxExpanded } from '../helpers/mail-links.ts';
import { axeViolations } from '../helpers/axe.ts';
import { text } from '../helpers/booking.ts';
import type { TestPage } from '../helpers/browser.ts';
import { loggedIn, PHONE, press, staffSuite, WIDE } from '../helpers/staff-browser.ts';
import { bookFreeWeek } from '../helpers/staff.ts';

const RUNS = [
  {
    locale: 'en',
    viewport: WIDE,
    house: 'SH-1052',
    created: 'The user was created and e-mailed a link to set their password.',
    forbidden: 'Not for your role',
  },
  {
    locale: 'de',
    viewport: PHONE,
    house: 'SH-1053',
    created: 'Der Benutzer wurde angelegt und hat einen Link zum Festlegen des Passworts erhalten.',
    forbidden: 'Nicht für Ihre Rolle',
  },
] as const;

describe('E2E: an admin creates an accountant who sets a password', function () {
  this.timeout(180_000);
  const S = staffSuite();

  /** The page's forms that post, but for logging out. */
  const postForms = (page: TestPage) =>
    page.$$eval('form[method=post]', (forms) =>
      forms.filter((f) => !f.querySelector('[name=intent][value=logout]')).map((f) => f.outerHTML.slice(0, 120)),
    );

  for (const run of RUNS) {
    it(`${run.locale}, ${run.viewport.width} px: created, sets a password, reads bookings, is refused the rest`, async () => {
      const email = `accountant-${run.locale}@example.com`;
      const password = `ledger-${run.locale}-2027-secret`;
      const booking = await bookFreeWeek(S.base, S.staffCookie, run.house, '2027-05-01', run.locale);

      const admin = await loggedIn(S.browser, S.server.url, run.locale, DEMO_STAFF, run.viewport);
      await admin.goto(`${S.server.url}${pathFor('staffUsers', run.locale)}`);
      await admin.hydrated();
      await admin.type('#new-user-name', 'Rita Reckoner');
      await admin.type('#new-user-email', email);
      await admin.select('#new-user-role', 'accountant');
      await press(admin, '[data-testid=staff-new-user] button[type=submit]');
      expect(await text(admin, '[data-testid=staff-done]')).to.equal(run.created);
      expect(await text(admin, `[data-user="${email}"]`)).to.contain('Rita Reckoner');

      const [mail] = (await readOutboxExpanded(S.server.db, { to: email })).filter((m) => m.kind === 'set-password');
      const link = /(https?:\/\/\S+)/.exec(mail.text)![1].replace(/^https?:\/\/[^/]+/, S.server.url);
      const accountant = await S.browser.newPage(run.viewport);
      await accountant.goto(link);
      await accountant.hydrated();
      expect(new URL(accountant.url()).pathname).to.equal(pathFor('setPassword', run.locale));
      expect(await axeViolations(accountant)).to.deep.equal([]);
      await accountant.type('#set-password-new', password);
      await accountant.type('#set-password-repeat', password);
      await press(accountant, '[data-testid=set-password] button[type=submit]');
      expect(new URL(accountant.url()).pathname).to.equal(pathFor('home', run.locale));

      // Logged in afresh with the new password: the bookings to read, nothing to change.
      const reader = await loggedIn(S.browser, S.server.url, run.locale, { username: email, password }, run.viewport);
      await reader.goto(`${S.server.url}${pathFor('staff', run.locale)}?q=${booking.bookingCode}`);
      await reader.hydrated();
      expect(await reader.$$('[data-testid=staff-bookings] tbody tr')).to.have.length(1);
      expect(await reader.$('[data-testid=staff-new-booking]')).to.equal(null);
      await reader.goto(`${S.server.url}${pathFor('staffBooking', run.locale, { code: booking.bookingCode })}`);
      await reader.hydrated();
      expect(await text(reader, '[data-testid=staff-fact-guest]')).to.contain(booking.email);
      expect(await postForms(reader)).to.deep.equal([]);
      expect(await axeViolations(reader)).to.deep.equal([]);

      for (const path of [pathFor('staffUsers', run.locale), pathFor('staffHouse', run.locale, { code: run.house })]) {
        const answer = await reader.goto(`${S.server.url}${path}`);
        expect(answer?.status(), path).to.equal(403);
        await reader.hydrated();
        expect(await text(reader, 'h1')).to.equal(run.forbidden);
        expect(await axeViolations(reader)).to.deep.equal([]);
      }
      // The S.browser reports each 403 document it was answered with; nothing else went wrong.
      const unexpected = [...admin.errors, ...accountant.errors, ...reader.errors].filter(
        (e) => !/status of 403/.test(e),
      );
      expect(unexpected).to.deep.equal([]);
    });
  }
});
