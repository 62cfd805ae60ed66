/**
 * The shell in Chromium against the production build: hydration without
 * errors in both languages, the mobile menu, the language switch, and the
 * cookie consent (accept loads the tag manager, decline and reset remove
 * analytics cookies, reset brings the notice back).
 */
import { expect } from 'chai';
import type { HTTPRequest } from 'puppeteer';
import { launchBrowser, type TestBrowser, type TestPage } from '../helpers/browser.ts';
import { startTestServer } from '../helpers/server.ts';

const GTM_ID = 'GTM-TEST123';
const ONE_YEAR = 31536000;

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Answers the tag manager's script with a stub (no network in tests) and counts the requests. */
async function stubTagManager(page: TestPage, site: string): Promise<{ requests: string[] }> {
  const seen = { requests: [] as string[] };
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    const url = request.url();
    if (url.startsWith('https://www.googletagmanager.com/')) {
      seen.requests.push(url);
      void request.respond({
        status: 200,
        contentType: 'text/javascript',
        body: 'window.__gtmStub = (window.__gtmStub || 0) + 1;',
      });
    } else if (!url.startsWith(site)) {
      void request.abort();
    } else {
      void request.continue();
    }
  });
  return seen;
}

/**
 * Clicks accept and waits until the choice is processed: the consent cookie is
 * written by the same synchronous call that injects the tag script (when there
 * is a container), and the frame after it runs the render's effects (the
 * returning-visitor path). No tag script by then means none is coming.
 */
async function accept(page: TestPage): Promise<void> {
  await page.click('#cookie-notice [data-consent="accept"]');
  await page.waitForFunction(
    () => document.cookie.includes('consent=analytics:true') && !document.getElementById('cookie-notice'),
  );
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

async function cookie(page: TestPage, name: string) {
  const cookies = await page.browserContext().cookies();
  return cookies.find((c) => c.name === name);
}

describe('the shell in Chromium', function () {
  this.timeout(90_000);
  let server: Server;
  let browser: TestBrowser;

  before(async () => {
    [server, browser] = await Promise.all([startTestServer({ GTM_ID }), launchBrowser()]);
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [path, lang, menuText] of [
    ['/en/', 'en', 'My booking'],
    ['/de/', 'de', 'Meine Buchung'],
  ] as const) {
    it(`hydrates ${path} without console errors, notice and banner server-rendered`, async () => {
      const page = await browser.newPage();
      const response = await page.goto(server.url + path);
      const html = await response!.text();
      expect(html).to.contain('id="cookie-notice"').and.contain('class="site-banner');
      await page.hydrated();
      expect(await page.$eval('html', (el) => el.lang)).to.equal(lang);
      expect(await page.$eval('#site-menu', (el) => el.textContent)).to.contain(menuText);
      expect(await page.$('#cookie-notice')).to.not.equal(null);
      expect(page.errors).to.deep.equal([]);
    });
  }

  it('opens and closes the mobile menu at 375 px (button, Escape, outside click, link)', async () => {
    const page = await browser.newPage({ width: 375, height: 740, isMobile: true });
    await page.goto(`${server.url}/en/`);
    await page.hydrated();
    const toggle = '.site-nav__toggle';
    const state = () =>
      page.evaluate(() => {
        const list = document.getElementById('site-menu')!;
        return {
          expanded: document.querySelector('.site-nav__toggle')!.getAttribute('aria-expanded'),
          visible: getComputedStyle(list).display !== 'none' && list.getBoundingClientRect().height > 0,
          focus: document.activeElement?.textContent?.trim() ?? '',
          focusInMenu: list.contains(document.activeElement),
          focusOnToggle: document.activeElement === document.querySelector('.site-nav__toggle'),
        };
      });
    expect(await page.$eval(toggle, (el) => el.getAttribute('aria-controls'))).to.equal('site-menu');
    expect(await state()).to.include({ expanded: 'false', visible: false });
    // Above the toggle, the cart is reachable without opening the menu.
    expect(await page.$eval('.site-nav__cart', (el) => el.getBoundingClientRect().width > 0)).to.equal(true);

    await page.click(toggle);
    expect(await state()).to.include({ expanded: 'true', visible: true, focusInMenu: true, focus: 'Accommodation' });

    await page.keyboard.press('Escape');
    expect(await state()).to.include({ expanded: 'false', visible: false, focusOnToggle: true });

    await page.click(toggle);
    expect(await state()).to.include({ expanded: 'true', visible: true });
    await page.click(toggle);
    expect(await state()).to.include({ expanded: 'false', visible: false });

    await page.click(toggle);
    // The dimmed page below the panel, above the cookie notice's bar.
    await page.mouse.click(180, await page.$eval('#cookie-notice', (n) => n.getBoundingClientRect().top - 20));
    expect(await state()).to.include({ expanded: 'false', visible: false });

    // A link in the menu navigates (here: to the German front page) and closes the menu.
    await page.click(toggle);
    await page.click('#site-menu .site-nav__lang a');
    await page.waitForFunction(
      () => document.documentElement.lang === 'de' && !document.documentElement.hasAttribute('data-navigating'),
    );
    expect(await state()).to.include({ expanded: 'false', visible: false });
    // No horizontal scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).to.equal(true);
    expect(page.errors).to.deep.equal([]);
  });

  it('switches to the same page in the other language without a reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/en/`);
    await page.hydrated();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await page.click('.site-nav__lang a');
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    expect(await page.evaluate(() => location.pathname)).to.equal('/de/');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).to.equal(
      true,
    );
    await page.waitForFunction(() => document.getElementById('site-menu')!.textContent!.includes('Meine Buchung'));
    expect(
      await page.$eval('.site-nav__lang a', (el) => [el.getAttribute('href'), el.getAttribute('lang')]),
    ).to.deep.equal(['/en/', 'en']);
    expect(await page.$eval('footer', (el) => el.textContent)).to.contain('Cookie-Einstellungen');
    expect(await page.$eval('.site-banner', (el) => el.textContent)).to.contain('Sommer');

    await page.goBack();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.evaluate(() => location.pathname)).to.equal('/en/');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).to.equal(
      true,
    );
    expect(await page.$eval('.site-nav__lang a', (el) => el.getAttribute('href'))).to.equal('/de/');
    expect(page.errors).to.deep.equal([]);
  });

  it('accepting stores the consent cookie for a year and loads the tag manager', async () => {
    const page = await browser.newPage();
    const gtm = await stubTagManager(page, server.url);
    await page.goto(`${server.url}/en/`);
    await page.hydrated();
    expect(gtm.requests).to.deep.equal([]);
    expect(await page.$('#gtm-script')).to.equal(null);

    await accept(page);
    expect(await page.$('#gtm-script'), 'injected once the choice is processed').to.not.equal(null);
    await page.waitForFunction(() => (window as unknown as { __gtmStub?: number }).__gtmStub === 1);
    expect(gtm.requests).to.deep.equal([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`]);
    expect(await page.$('#cookie-notice')).to.equal(null);
    const consent = await cookie(page, 'consent');
    expect(consent?.value).to.equal('analytics:true');
    expect(consent?.path).to.equal('/');
    expect(consent?.sameSite).to.equal('Lax');
    expect(consent!.expires - Date.now() / 1000).to.be.within(ONE_YEAR - 120, ONE_YEAR + 5);
    const dataLayer = await page.evaluate(() => JSON.stringify(window.dataLayer));
    expect(dataLayer).to.contain('gtm.js');

    // A returning visitor: no notice from the server, tracking starts after hydration.
    const response = await page.reload();
    expect(await response!.text()).to.not.contain('id="cookie-notice"');
    await page.hydrated();
    await page.waitForFunction(() => (window as unknown as { __gtmStub?: number }).__gtmStub === 1);
    expect(gtm.requests).to.have.length(2);
    expect(page.errors).to.deep.equal([]);
  });

  it('declining stores analytics false, removes analytics cookies and loads nothing', async () => {
    const page = await browser.newPage();
    const gtm = await stubTagManager(page, server.url);
    await page.setCookie(
      { name: '_ga', value: 'GA1.1.123.456', url: server.url },
      { name: '_gid', value: 'GA1.1.789', url: server.url },
      { name: 'cartId', value: 'keep-me', url: server.url },
    );
    await page.goto(`${server.url}/de/`);
    await page.hydrated();
    await page.click('#cookie-notice [data-consent="decline"]');
    await page.waitForFunction(() => document.cookie.includes('consent=analytics:false'));
    expect(await page.$('#cookie-notice')).to.equal(null);
    expect((await cookie(page, 'consent'))?.value).to.equal('analytics:false');
    expect(await cookie(page, '_ga')).to.equal(undefined);
    expect(await cookie(page, '_gid')).to.equal(undefined);
    expect((await cookie(page, 'cartId'))?.value).to.equal('keep-me');
    expect(gtm.requests).to.deep.equal([]);

    const response = await page.reload();
    expect(await response!.text()).to.not.contain('id="cookie-notice"');
    await page.hydrated();
    expect(gtm.requests).to.deep.equal([]);
    expect(page.errors).to.deep.equal([]);
  });

  it('cookie settings in the footer clear the choice and show the notice again', async () => {
    const page = await browser.newPage();
    await stubTagManager(page, server.url);
    await page.setCookie(
      { name: 'consent', value: 'analytics:true', url: server.url },
      { name: '_ga', value: 'GA1.1.1.1', url: server.url },
    );
    await page.goto(`${server.url}/en/`);
    await page.hydrated();
    expect(await page.$('#cookie-notice')).to.equal(null);

    await page.click('footer [data-consent="reset"]');
    await page.waitForSelector('#cookie-notice');
    await page.waitForFunction(() => document.activeElement?.id === 'cookie-notice');
    await page.waitForFunction(() => !document.cookie.includes('consent='));
    expect(await cookie(page, '_ga')).to.equal(undefined);

    const response = await page.reload();
    expect(await response!.text()).to.contain('id="cookie-notice"');
    await page.hydrated();
    expect(page.errors).to.deep.equal([]);
  });

  it('counts the legacy consent cookie as accepted', async () => {
    const page = await browser.newPage();
    const gtm = await stubTagManager(page, server.url);
    await page.setCookie({ name: 'cookieconsent_status', value: 'dismiss', url: server.url });
    const response = await page.goto(`${server.url}/en/`);
    expect(await response!.text()).to.not.contain('id="cookie-notice"');
    await page.hydrated();
    await page.waitForFunction(() => (window as unknown as { __gtmStub?: number }).__gtmStub === 1);
    expect(gtm.requests).to.have.length(1);
  });

  describe('without a tag-manager id', () => {
    let plain: Server;
    before(async () => {
      plain = await startTestServer();
    });
    after(async () => {
      await plain?.close();
    });

    it('accepting stores the choice but injects no tag script', async () => {
      const page = await browser.newPage();
      const gtm = await stubTagManager(page, plain.url);
      await page.goto(`${plain.url}/en/`);
      await page.hydrated();
      await accept(page);
      expect(await page.$('#gtm-script')).to.equal(null);
      expect(gtm.requests).to.deep.equal([]);
      expect(page.errors).to.deep.equal([]);
    });
  });
});
