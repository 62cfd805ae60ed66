/**
 * Navigation in the page (React Router's BrowserRouter, docs/product/screens.md#navigation-and-scrolling):
 * a link followed by any kind of activation — a scripted element.click() as assistive and voice
 * tools send it, a synthetic click event, the keyboard — shows the next screen in the same document;
 * Back and Forward give the list its scroll position again; an address the screen writes for itself
 * (the house page's party) keeps the screen, its scroll position and the history's length.
 */
import { expect } from 'chai';
import { withoutOfflineTiles, type TestPage } from '../helpers/browser.ts';
import { browserRun } from '../helpers/browser-run.ts';

interface Marked {
  __sameDocument?: boolean;
}

const markDocument = (page: TestPage) =>
  page.evaluate(() => {
    (window as Marked).__sameDocument = true;
  });
const sameDocument = (page: TestPage) => page.evaluate(() => (window as Marked).__sameDocument === true);
const heading = (page: TestPage) => page.$eval('h1', (h) => h.textContent);
const scrollY = (page: TestPage) => page.evaluate(() => Math.round(window.scrollY));
/** Two frames: the screen swap's layout effect (scrolling) has run. */
const frames = (page: TestPage) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

describe('navigation in the page', function () {
  this.timeout(90_000);
  const run = browserRun({});

  const activations = {
    'a scripted element.click()': (page: TestPage, selector: string) =>
      page.$eval(selector, (a) => (a as HTMLAnchorElement).click()),
    'a synthetic click event': (page: TestPage, selector: string) =>
      page.$eval(selector, (a) => a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))),
    'the keyboard (Enter on the focused link)': async (page: TestPage, selector: string) => {
      await page.$eval(selector, (a) => (a as HTMLAnchorElement).focus());
      await page.keyboard.press('Enter');
    },
  };

  for (const [name, activate] of Object.entries(activations)) {
    for (const [lang, from, to, title] of [
      ['en', '/en/information/', '/en/information/faq/', 'Frequently asked questions'],
      ['de', '/de/information/', '/de/information/faq/', 'Häufige Fragen'],
    ] as const) {
      it(`${lang}: follows a link activated by ${name} in the same document`, async () => {
        const page = await run.browser.newPage();
        await page.goto(run.server.url + from);
        await page.hydrated();
        await markDocument(page);
        await activate(page, `main a[href="${to}"]`);
        await page.waitForFunction((path) => location.pathname === path, {}, to);
        await page.waitForFunction((text) => document.querySelector('h1')?.textContent === text, {}, title);
        expect(await sameDocument(page), 'no page load').to.equal(true);
        expect(page.errors).to.deep.equal([]);
      });
    }
  }

  // The house page keeps its sections and similar houses as server HTML until they near the viewport or the
  // visitor acts; a bare click must count as acting, or the navigation waits for those parts for ever.
  for (const [name, activate] of Object.entries(activations)) {
    for (const [lang, from, to, viewport] of [
      ['en', '/en/accommodation/south/holtakot-house/', '/en/contact-us/', { width: 1280 }],
      ['de', '/de/ferienhaus/south/holtakot-house/', '/de/kontakt/', { width: 375, isMobile: true }],
    ] as const) {
      it(`${lang}: from the house page, shows the page a link activated by ${name} names within seconds`, async () => {
        const page = await run.browser.newPage(viewport);
        await page.goto(run.server.url + from);
        await page.hydrated();
        await markDocument(page);
        const houseTitle = await heading(page);
        await activate(page, `main a[href="${to}"]`);
        await page.waitForFunction(
          (t) => document.querySelector('h1')?.textContent !== t,
          { timeout: 5_000 },
          houseTitle,
        );
        expect(await page.evaluate(() => location.pathname)).to.equal(to);
        expect(await sameDocument(page), 'no page load').to.equal(true);
        expect(page.errors).to.deep.equal([]);
      });
    }
  }

  it('Back and Forward give the list and the house page their scroll positions again', async () => {
    const page = await run.browser.newPage({ width: 1280, height: 800 });
    await page.goto(`${run.server.url}/en/accommodation/`);
    await page.hydrated();
    await markDocument(page);
    const listTitle = await heading(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await frames(page);
    const listY = await scrollY(page);
    expect(listY, 'the list scrolls').to.be.greaterThan(600);

    // A card in view: the house page opens at the top.
    const housePath = await page.evaluate(() => {
      const card = [...document.querySelectorAll<HTMLAnchorElement>('.hcard a[href*="/accommodation/"]')].find(
        (a) => a.getBoundingClientRect().top > 0,
      )!;
      card.dataset.testCard = '';
      return new URL(card.href).pathname;
    });
    await page.click('[data-test-card]');
    await page.waitForFunction((path) => location.pathname === path, {}, housePath);
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent !== title, {}, listTitle);
    await frames(page);
    expect(await scrollY(page), 'a new page starts at the top').to.equal(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await frames(page);
    const houseY = await scrollY(page);
    const houseTitle = await heading(page);

    await page.goBack();
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, {}, listTitle);
    await frames(page);
    expect(await scrollY(page), 'Back: the list where it was left').to.be.closeTo(listY, 2);

    await page.goForward();
    await page.waitForFunction((title) => document.querySelector('h1')?.textContent === title, {}, houseTitle);
    await frames(page);
    expect(await scrollY(page), 'Forward: the house page where it was left').to.be.closeTo(houseY, 2);
    expect(await sameDocument(page), 'no page load').to.equal(true);
    expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
  });

  it('the house page writes its party into the address in place: same screen, same scroll, no new entry', async () => {
    const page = await run.browser.newPage({ width: 1280, height: 800 });
    await page.goto(`${run.server.url}/en/accommodation/south/holtakot-house/`);
    await page.hydrated();
    await markDocument(page);
    const entries = await page.evaluate(() => history.length);
    await page.$eval('.price-box', (box) => box.scrollIntoView());
    await frames(page);
    const y = await scrollY(page);
    await page.select('.price-box__guests select[name="numberOfAdults"]', '2');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('numberOfAdults') === '2');
    await frames(page);
    expect(await scrollY(page), 'scroll position kept').to.be.closeTo(y, 2);
    expect(await page.evaluate(() => history.length), 'the entry is replaced').to.equal(entries);
    expect(await sameDocument(page), 'no page load').to.equal(true);
    expect(page.errors).to.deep.equal([]);
  });
});
