/**
 * Puppeteer on Debian's Chromium for the browser tests: a headless browser
 * with a fresh profile, pages that record console errors and page errors,
 * and one call that closes everything (use it in an after hook).
 *
 *   const browser = await launchBrowser();
 *   after(() => browser.close());
 *   const page = await browser.newPage({ width: 375 });
 *   await page.goto(`${url}/en/`);
 *   await page.hydrated();
 *   expect(page.errors).to.deep.equal([]);
 */
import fs from 'node:fs';
import puppeteer, { type Browser, type ConsoleMessage, type Page } from 'puppeteer';
import { tempDir } from './temp.ts';

export const CHROMIUM = process.env.PUPPETEER_EXECUTABLE_PATH || '/usr/bin/chromium';

export interface TestPage extends Page {
  /** Console errors and uncaught page errors seen so far, as text. */
  errors: string[];
  /** Resolves once React has hydrated the document (the shell's handlers work). */
  hydrated(timeout?: number): Promise<void>;
  /**
   * Runs `action` (a native form post, a link to another document) and resolves once the document it
   * loads has loaded. Not waitForNavigation: hydration starting while a post is on its way records the
   * first history entry (history.replaceState), a navigation within the old page that it resolves on.
   */
  loadedBy(action: () => Promise<unknown>): Promise<void>;
}

export interface TestBrowser {
  browser: Browser;
  /** A page in its own incognito-like context (own cookies), with the given viewport. */
  newPage(viewport?: { width?: number; height?: number; isMobile?: boolean }): Promise<TestPage>;
  close(): Promise<void>;
}

/**
 * How long a page waits for a navigation, a selector or hydration: a limit for a step that hangs,
 * not a speed check. In the parallel run two workers share the cores with their browsers and
 * servers, so a navigation that takes a second alone can take several (10 s timed out on a busy machine).
 */
const PAGE_WAIT_MS = 20_000;

/** Errors from the browser that are not the page's fault. */
const IGNORED = [/favicon\.ico/, /net::ERR_ABORTED/];

/** A map tile that did not load: the tiles come from the internet, which tests do not have. Matched by the URL Chromium names. */
const OFFLINE_TILE = /^Failed to load resource: .* https:\/\/([a-c]\.)?tile\.openstreetmap\.org\/\S+$/;

/** The page's errors except map tiles that could not load offline: every other failed load counts. */
export function withoutOfflineTiles(errors: readonly string[]): string[] {
  return errors.filter((e) => !OFFLINE_TILE.test(e));
}

export async function launchBrowser(options: { headless?: boolean } = {}): Promise<TestBrowser> {
  const userDataDir = tempDir('sumarhus-chromium-');
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: options.headless ?? true,
    userDataDir,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-default-apps',
      '--disable-extensions',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      '--mute-audio',
      '--lang=en-GB',
    ],
  });
  const contexts = new Set<{ close(): Promise<void> }>();

  return {
    browser,
    async newPage(viewport = {}) {
      const context = await browser.createBrowserContext();
      contexts.add(context);
      const page = (await context.newPage()) as TestPage;
      page.errors = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location()?.url ?? ''}`.trim();
        if (!IGNORED.some((re) => re.test(text))) page.errors.push(text);
      });
      page.on('pageerror', (err) => page.errors.push(`pageerror: ${err instanceof Error ? err.message : String(err)}`));
      page.hydrated = async (timeout = PAGE_WAIT_MS) => {
        // React attaches its fiber to each element it hydrates; the footer is near the end of the tree.
        await page.waitForFunction(
          () => {
            const footer = document.querySelector('footer');
            return !!footer && Object.keys(footer).some((key) => key.startsWith('__reactFiber$'));
          },
          { timeout },
        );
        // Let the commit and its effects run.
        await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      };
      page.loadedBy = async (action) => {
        await page.evaluate(() => Object.assign(window, { __leftBehind: true }));
        await action();
        await page.waitForFunction(() => !('__leftBehind' in window) && document.readyState === 'complete');
      };
      await page.setViewport({
        width: viewport.width ?? 1280,
        height: viewport.height ?? 800,
        isMobile: viewport.isMobile ?? false,
        deviceScaleFactor: 1,
      });
      page.setDefaultTimeout(PAGE_WAIT_MS);
      return page;
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      contexts.clear();
      await browser.close().catch(() => {});
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
