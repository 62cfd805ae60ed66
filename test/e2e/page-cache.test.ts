/**
 * Cached anonymous pages in Chromium against the production build: a page
 * served from the page cache (no nonce; its inline scripts allowed by hash,
 * its chunks from 'self') hydrates, runs its streamed-data scripts and
 * navigates on the client, with no Content-Security-Policy violation, in
 * English and German.
 */
import { expect } from 'chai';
import { browserRun } from '../helpers/browser-run.ts';
import { withoutOfflineTiles, type TestPage } from '../helpers/browser.ts';

const PAGES = [
  { path: '/en/', deferred: true },
  { path: '/de/', deferred: true },
  { path: '/en/accommodation/', deferred: false },
  { path: '/de/ferienhaus/', deferred: false },
  { path: '/en/accommodation/south/holtakot-house/', deferred: true },
  { path: '/de/ferienhaus/south/holtakot-house/', deferred: true },
];

/** Every securitypolicyviolation the document reports, from its first script on. */
async function recordViolations(page: TestPage): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
}

describe('Browser: cached pages under the hash policy', function () {
  this.timeout(120_000);
  const run = browserRun({ FIXED_NOW: '2026-11-21T12:00:00Z' });

  for (const { path, deferred } of PAGES) {
    it(`${path}: served from the cache, hydrates with no CSP violation`, async () => {
      // The first visit fills the cache; the second is answered from it.
      for (const visit of ['miss', 'hit']) {
        const page = await run.browser.newPage({ width: 1366, height: 850 });
        await recordViolations(page);
        const res = await page.goto(run.server.url + path, { waitUntil: 'load' });
        expect(res!.headers()['x-cache'], `${path} visit ${visit}`).to.equal(visit);
        expect(res!.headers()['content-security-policy']).to.not.include('nonce');
        await page.hydrated();
        if (deferred)
          expect(
            await page.evaluate(() => Object.keys(window.__DEFERRED__ ?? {}).length),
            'the streamed data scripts ran',
          ).to.be.greaterThan(0);
        expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).to.deep.equal(
          [],
        );
        expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
        await page.close();
      }
    });
  }

  it('navigates on the client from a cached page, loading the next page’s chunk', async () => {
    const page = await run.browser.newPage({ width: 1366, height: 850 });
    await recordViolations(page);
    await page.goto(`${run.server.url}/en/`, { waitUntil: 'load' });
    await page.hydrated();
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/en/contact-us/'),
      page.click('a[href="/en/contact-us/"]'),
    ]);
    await page.waitForSelector('main form');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).to.deep.equal([]);
    expect(withoutOfflineTiles(page.errors)).to.deep.equal([]);
  });

  it('refuses an inline script the page did not carry (the policy has no strict-dynamic, no unsafe-inline)', async () => {
    const page = await run.browser.newPage({ width: 390, height: 844, isMobile: true });
    await recordViolations(page);
    await page.goto(`${run.server.url}/de/`, { waitUntil: 'load' });
    await page.hydrated();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).to.equal(false);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).to.have.length(1);
  });
});
