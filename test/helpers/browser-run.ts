/**
 * A browser suite's server and browser, started before its tests (in
 * parallel) and closed after them:
 *
 *   const run = browserRun({ FIXED_NOW });
 *   it('…', async () => { const page = await run.browser.newPage(); await page.goto(run.server.url); });
 */
import { launchBrowser, type TestBrowser } from './browser.ts';
import { startTestServer } from './server.ts';

export interface BrowserRun {
  server: Awaited<ReturnType<typeof startTestServer>>;
  browser: TestBrowser;
}

export function browserRun(env: Record<string, string>): BrowserRun {
  const run = {} as BrowserRun;
  before(async function () {
    this.timeout(180_000);
    [run.server, run.browser] = await Promise.all([startTestServer(env), launchBrowser()]);
  });
  after(async () => {
    await run.browser?.close();
    await run.server?.close();
  });
  return run;
}
