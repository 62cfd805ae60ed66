/**
 * A guest's address corrected at the front desk (docs/product/screens.md#correcting-the-guest), in
 * Chromium against the production build, in English at 1280 px and German at 375 px: staff open the
 * booking, type the new street, postcode and city and save; the page shows the new address, the
 * audit trail says what was corrected from what to what, the credit note and the new invoice open
 * as PDFs, and the confirmation mailed to the guest again carries both, addressed to the new address.
 */
import { expect } from 'chai';
import { pathFor } from '../../contract/routes.ts';
import { DEMO_STAFF } from '../../demo/agency.ts';
import { readOutbox } from '../../server/mail/outbox.ts';
import { pdfText } from '../api/reservation-support.ts';
import { axeViolations } from '../helpers/axe.ts';
import { fetchDocument, retype, text } from '../helpers/booking.ts';
import { controlsOffScreen } from '../helpers/overflow.ts';
import { loggedIn, PHONE, press, staffSuite, WIDE } from '../helpers/staff-browser.ts';
import { bookFreeWeek } from '../helpers/staff.ts';

const RUNS = [
  {
    locale: 'en',
    viewport: WIDE,
    house: 'SH-1050',
    address: { address: 'Laugavegur 12', zipCode: '101', city: 'Reykjavík' },
    saved: 'The guest’s details are saved.',
    trail: ['corrected the guest’s details', 'Street and number “', '” → “Laugavegur 12”', 'City “', '” → “Reykjavík”'],
  },
  {
    locale: 'de',
    viewport: PHONE,
    house: 'SH-1051',
    address: { address: 'Lindenallee 3', zipCode: '50667', city: 'Köln' },
    saved: 'Die Angaben des Gasts sind gespeichert.',
    trail: ['hat die Angaben des Gastes berichtigt', 'Postleitzahl „', '“ → „50667“', 'Ort „', '“ → „Köln“'],
  },
] as const;

describe('E2E: a guest’s address corrected at the front desk', function () {
  this.timeout(180_000);
  const S = staffSuite();

  for (const run of RUNS) {
    it(`${run.locale}, ${run.viewport.width} px: saves the new address, trails it, reissues and mails the invoice`, async () => {
      const booking = await bookFreeWeek(S.base, S.staffCookie, run.house, '2027-05-01', run.locale);
      const page = await loggedIn(S.browser, S.server.url, run.locale, DEMO_STAFF, run.viewport);
      await page.goto(`${S.server.url}${pathFor('staffBooking', run.locale, { code: booking.bookingCode })}`);
      await page.hydrated();
      const documentsBefore = await page.$$eval('#staff-documents + ul a', (links) => links.length);

      for (const [field, typed] of Object.entries(run.address)) await retype(page, `#staff-guest-${field}`, typed);
      await press(page, '[data-testid=staff-guest-form] button[type=submit]');
      expect(await text(page, '[data-testid=staff-done]')).to.equal(run.saved);
      const { address, zipCode, city } = run.address;
      expect(await text(page, '[data-testid=staff-fact-guest]')).to.contain(`${address}, ${zipCode} ${city}`);
      const trail = await text(page, '[data-testid=staff-audit]');
      for (const words of run.trail) expect(trail).to.contain(words);

      // Two documents more: the credit note that cancels the invoice, and the new invoice; each opens as a PDF.
      const links = await page.$$eval('#staff-documents + ul a', (as) => as.map((a) => a.getAttribute('href')!));
      expect(links).to.have.length(documentsBefore + 2);
      const [creditNote, invoice] = links.slice(-2);
      expect(creditNote).to.match(/\/documents\/credit-note[^/]*\.pdf$/);
      expect(invoice).to.match(/\/documents\/invoice[^/]*\.pdf$/);
      for (const href of [creditNote, invoice])
        expect(await fetchDocument(page, href)).to.deep.include({
          status: 200,
          type: 'application/pdf',
          head: '%PDF-',
        });
      await page.hydrated();
      expect(await axeViolations(page)).to.deep.equal([]);
      if (run.viewport === PHONE) expect(await controlsOffScreen(page)).to.deep.equal([]);

      // The guest's new confirmation carries the credit note and the new invoice, addressed to the new address.
      const mails = (await readOutbox(S.server.db, { to: booking.email })).filter((m) => m.kind === 'confirmation');
      expect(mails).to.have.length(2);
      const attached = mails[1].attachments.map((a) => pdfText(a.content).replace(/\s+/g, ' '));
      expect(attached).to.have.length(2);
      for (const words of attached) expect(words).to.contain(address).and.contain(`${zipCode} ${city}`);
      expect(page.errors).to.deep.equal([]);
    });
  }
});
