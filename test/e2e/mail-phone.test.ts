/**
 * The mails as a phone shows them (docs/product/bookings-and-payments.md#what-a-mail-looks-like):
 * the HTML part of each kind with a booking's houses, in English and German, 320 pixels wide,
 * never scrolls sideways and keeps its houses' table inside the window; axe finds nothing but what
 * the mail program's own page provides (its landmarks and main heading).
 * No server: the letter is rendered here and the pictures it names are not fetched.
 */
import { expect } from 'chai';
import { letterHtml } from '../../server/mail/letter-html.ts';
import { axeViolations } from '../helpers/axe.ts';
import { launchBrowser, type TestBrowser } from '../helpers/browser.ts';
import { MAILS } from '../helpers/mail-samples.ts';

const WIDTH = 320;
/** Rules for a whole page, met by the mail program's page around the letter, not by the letter. */
const PAGE_RULES = /^(landmark-one-main|page-has-heading-one|region) /;

describe('mails on a phone', function () {
  this.timeout(120000);
  let browser: TestBrowser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  for (const kind of ['confirmation', 'change', 'cancellation', 'account-reminder'] as const)
    for (const locale of ['en', 'de'] as const)
      it(`${kind} (${locale}) reads at ${WIDTH} pixels`, async () => {
        const page = await browser.newPage({ width: WIDTH });
        await page.setRequestInterception(true);
        page.on('request', (request) => void request.abort());
        const mail = MAILS[kind](locale);
        await page.setContent(await letterHtml(mail.letter!, mail.subject), { waitUntil: 'domcontentloaded' });
        const sizes = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          tables: [...document.querySelectorAll('th[scope="colgroup"]')].map(
            (th) => th.closest('table')!.getBoundingClientRect().right,
          ),
        }));
        expect(sizes.page, 'no sideways scrolling').to.be.at.most(WIDTH);
        expect(sizes.tables).to.have.length.above(0);
        for (const right of sizes.tables) expect(right, 'the houses inside the window').to.be.at.most(WIDTH);
        expect((await axeViolations(page)).filter((v) => !PAGE_RULES.test(v))).to.deep.equal([]);
      });
});
