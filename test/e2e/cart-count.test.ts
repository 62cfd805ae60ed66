/**
 * A cart holder's browser, which runs scripts, is sent the shared house page from the page
 * cache (server/render/page-cache.ts); the menu's cart count fills in after hydration from
 * GET /api/cart (src/app/held-cart.ts). English, 1280 px.
 */
import { expect } from 'chai';
import { browserRun } from '../helpers/browser-run.ts';
import { withoutOfflineTiles } from '../helpers/browser.ts';

const HOUSE = '/en/accommodation/south/holtakot-house/';

describe('Browser: the cart count on a shared page', function () {
  this.timeout(120_000);
  const run = browserRun({ FIXED_NOW: '2026-11-21T12:00:00Z' });

  it('shows the count in the menu after hydration, on a house page from the cache', async () => {
    const page = await run.browser.newPage({ width: 1280, height: 800 });
    await page.goto(run.server.url + '/en/', { waitUntil: 'load' });
    await page.hydrated();
    // Added as the house page adds (the answer sets the cartId cookie and the `cart` flag).
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: 'SH-1002', resFrom: '1970-01-01', resTo: '1970-01-01' }),
      });
      return res.status;
    });
    expect(status).to.equal(201);

    const res = await page.goto(run.server.url + HOUSE, { waitUntil: 'load' });
    expect(res!.headers()['cache-control'], 'the shared page, not the visitor’s own').to.not.include('no-store');
    expect(await res!.text(), 'as sent: no count').to.match(/class="cart-badge cart-badge--empty"[^>]*>0</);
    await page.hydrated();
    await page.waitForFunction(() => document.querySelector('.site-nav__cart .cart-badge')?.textContent === '1');
    expect(await page.$eval('.site-nav__cart .visually-hidden', (el) => el.textContent)).to.match(/1/);
    expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
  });
});
