/**
 * The cookie notice in Chromium against the production build: while it shows
 * (no choice stored), the page's main form stays free — on the front page
 * the search field and its button, on My booking the e-mail, the booking
 * code and the submit button are each the topmost element at their centre
 * (`document.elementFromPoint`) when reached by keyboard (focus scrolls it
 * clear of the bar) — at 1366×850 and 390×844, in English and German. On
 * first load the whole form is free on the desktop, and the first field on
 * the phone (the rest of the form lies below the first screen there). Without JavaScript its
 * buttons are a form post: accept and decline set the consent cookie, answer
 * 303 back to the page, and the notice is gone.
 */
import { expect } from 'chai';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { startTestServer } from '../helpers/server.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const SIZES = [
  { width: 1366, height: 850, isMobile: false },
  { width: 390, height: 844, isMobile: true },
] as const;

/** Each page's main form: its fields and button. */
const MAIN_FORMS = [
  {
    route: 'home',
    controls: ['.home-search input[type="search"], .home-search input[type="text"]', '.home-search__submit'],
  },
  { route: 'myBooking', controls: ['.lookup-form input[type="email"]', '.lookup-form__code', '.lookup-form__submit'] },
] as const;

/** What covers the control's centre, or '' when the control itself (or its content) is on top there. */
async function coveredBy(page: TestPage, selector: string): Promise<string> {
  return page.$eval(selector, (el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (top && (top === el || el.contains(top))) return '';
    return top
      ? `${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ''}.${[...top.classList].join('.')} (${top.closest('[id]')?.id ?? ''})`
      : 'nothing (off screen)';
  });
}

describe('browser: the cookie notice leaves the main form free, and works without JavaScript', function () {
  this.timeout(120_000);
  let server: Server;
  let browser: TestBrowser;

  before(async function () {
    this.timeout(180_000);
    [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const locale of ['en', 'de'] as Locale[]) {
    for (const size of SIZES) {
      it(`never covers the search form or the booking lookup (${locale}, ${size.width}×${size.height})`, async () => {
        const page = await browser.newPage(size);
        for (const form of MAIN_FORMS) {
          await page.goto(server.url + pathFor(form.route, locale));
          await page.hydrated();
          await page.waitForSelector('#cookie-notice');
          // First load: on a desktop the whole form is free; on a phone, whose bottom the bar takes, the first field is.
          for (const selector of size.isMobile ? form.controls.slice(0, 1) : form.controls) {
            expect(await coveredBy(page, selector), `${form.route} ${selector} on load`).to.equal('');
          }
          // Reached by keyboard: focus scrolls each clear of the notice.
          for (const selector of form.controls) {
            await page.focus(selector);
            expect(await coveredBy(page, selector), `${form.route} ${selector} focused`).to.equal('');
          }
        }
        expect(page.errors).to.deep.equal([]);
      });
    }

    it(`accepts and declines without JavaScript: a form post sets the cookie and the notice is gone (${locale})`, async () => {
      for (const choice of ['accept', 'decline'] as const) {
        const page = await browser.newPage({ width: 390, height: 844, isMobile: true });
        await page.setJavaScriptEnabled(false);
        const path = `${pathFor('accommodation', locale)}?numberOfAdults=2`;
        await page.goto(server.url + path);
        expect(await page.$('#cookie-notice')).to.not.equal(null);
        const [response] = await Promise.all([
          page.waitForNavigation(),
          page.click(`#cookie-notice [data-consent="${choice}"]`),
        ]);
        expect(response!.url()).to.equal(server.url + path);
        expect(
          response!
            .request()
            .redirectChain()
            .map((r) => r.response()?.status()),
        ).to.deep.equal([303]);
        expect(await page.$('#cookie-notice')).to.equal(null);
        const cookie = (await page.browserContext().cookies()).find((c) => c.name === 'consent');
        expect(cookie && decodeURIComponent(cookie.value)).to.equal(
          choice === 'accept' ? 'analytics:true' : 'analytics:false',
        );
        expect(cookie!.path).to.equal('/');
        expect(cookie!.sameSite).to.equal('Lax');
      }
    });
  }

  it('sends the post back only to a path on this site', async () => {
    const post = (back: string) =>
      fetch(`${server.url}/en/contact-us/`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ intent: 'consent', choice: 'decline', back }),
      });
    const local = await post('/en/faq/?q=1');
    expect(local.status).to.equal(303);
    expect(local.headers.get('location')).to.equal('/en/faq/?q=1');
    expect(local.headers.get('set-cookie')).to.match(/^consent=analytics%3Afalse; Max-Age=31536000; Path=\//);
    const away = await post('//evil.example/');
    expect(away.status).to.equal(303);
    expect(away.headers.get('location')).to.equal('/en/contact-us/');
  });
});
