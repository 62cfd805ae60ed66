/**
 * Staff issue a month's owners' statements and record a payout paid
 * (docs/product/screens.md#staff-statements), in Chromium against the production build, in
 * English at 1280 px and German at 375 px: October issued from the statements screen (English),
 * one payout recorded paid in each language, one statement's lines read, axe-core 0 throughout.
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { axeViolations } from '../helpers/axe.ts';
import { text } from '../helpers/booking.ts';
import type { TestPage } from '../helpers/browser.ts';
import { loggedIn, PHONE, press, staffSuite, WIDE } from '../helpers/staff-browser.ts';
import { pastPaidStay } from '../helpers/statements.ts';

const RUNS = [
  {
    locale: 'en',
    viewport: WIDE,
    issued: 'The month was issued.',
    paid: 'The payout was recorded as paid.',
    stay: 'Stay',
  },
  {
    locale: 'de',
    viewport: PHONE,
    issued: null,
    paid: 'Die Auszahlung wurde als bezahlt erfasst.',
    stay: 'Aufenthalt',
  },
] as const;

describe('E2E: staff issue a month’s statements and record a payout paid', function () {
  this.timeout(180_000);
  const S = staffSuite();

  /** The statements October's two stays below give their owners (beside the demo's past season). */
  let ours: string[] = [];
  before(async () => {
    // Two October stays of houses with different owners: two payouts to record.
    const houses = await S.server.db.query<{ code: string; owner: string }>(
      `select distinct on (h.owner_id) h.code, o.code as owner from houses h join owners o on o.id = h.owner_id
        where h.max_persons >= 4 order by h.owner_id, h.code limit 2`,
    );
    for (const { code } of houses) await pastPaidStay(S.server.db, S.base, S.staffCookie, code, '2026-10');
    ours = houses.map((h) => `${h.owner}-2026-10`);
  });

  /** The first payout not yet recorded: its statement's number. */
  const unpaid = (page: TestPage) =>
    page.$eval('[data-testid=payout-paid] input[name=statement]', (el) => (el as HTMLInputElement).value);

  for (const run of RUNS) {
    it(`${run.locale}, ${run.viewport.width} px: issues October, records a payout paid, reads a statement`, async () => {
      const page = await loggedIn(S.browser, S.server.url, run.locale, DEMO_STAFF, run.viewport);
      await page.goto(`${S.server.url}${pathFor('staffStatements', run.locale)}`);
      await page.hydrated();
      expect(await axeViolations(page)).to.deep.equal([]);
      if (run.issued) {
        await press(page, '[data-testid=statements-issue] button[type=submit]');
        expect(await text(page, '[data-testid=staff-done]')).to.equal(run.issued);
      } else {
        await page.goto(`${S.server.url}${pathFor('staffStatements', run.locale)}?month=2026-10`);
        await page.hydrated();
      }
      const listed = await page.$$eval('[data-testid=staff-statements] tbody tr', (rows) =>
        rows.map((row) => row.textContent ?? ''),
      );
      for (const number of ours)
        expect(
          listed.some((row) => row.includes(number)),
          number,
        ).to.equal(true);

      const number = await unpaid(page);
      const form = `[data-testid=payout-paid]:has(input[value="${number}"])`;
      await page.$eval(`${form} input[name=paidOn]`, (el) => ((el as HTMLInputElement).value = '2026-11-20'));
      await page.type(`${form} input[name=reference]`, `LB-${run.locale}-1120`);
      await press(page, `${form} button[type=submit]`);
      expect(await text(page, '[data-testid=staff-done]')).to.equal(run.paid);
      expect(await text(page, `[data-testid=staff-payouts] tr[data-statement="${number}"]`)).to.contain(
        `LB-${run.locale}-1120`,
      );
      expect(await axeViolations(page)).to.deep.equal([]);

      await page.goto(`${S.server.url}${pathFor('staffStatement', run.locale, { number })}`);
      await page.hydrated();
      expect(await text(page, '[data-testid=statement-lines] tbody')).to.contain(run.stay);
      expect(await text(page, '[data-testid=staff-audit]')).to.contain(`LB-${run.locale}-1120`);
      expect(await axeViolations(page)).to.deep.equal([]);
      expect(page.errors).to.deep.equal([]);
    });
  }
});
