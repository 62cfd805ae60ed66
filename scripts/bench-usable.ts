/**
 * npm run bench:usable [-- --runs=3] [-- --pages=list,house]
 *
 * How soon the list and house pages are usable on a phone (docs/product/rules.md#page-weight):
 * the production build (run `npm run build` first), started as `npm start` runs it
 * (scripts/bench/production.ts), in Chromium at 390 px with the CPU four times slower and a
 * 1.6 Mbps, 150 ms network. Per page, the median of --runs runs of:
 * - usable: the time from navigation until a tap on the date field opens the calendar (the
 *   field is tapped as soon as it is the hydrated one, again when a tap did not open it);
 * - TBT: on a load without taps, the long tasks after the first contentful paint until the
 *   page is hydrated and two seconds quiet, each counting its time over 50 ms.
 * Each page is loaded once before measuring, so its pictures are rendered and kept.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer';
import { benchArgs } from './bench/args.ts';
import { BROWSER_USER_AGENT, startProduction } from './bench/production.ts';
import { loadAverage, mark, printTable } from './bench/table.ts';

const args = benchArgs();
const runs = Number(args.runs ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const GOALS = { usableMs: 2000, tbtMs: 100 };
const PHONE_NETWORK = { download: 1_600_000 / 8, upload: 750_000 / 8, latency: 150 };
const LIMIT_MS = 30_000;

const ALL_PAGES = [
  { name: 'list', path: '/en/accommodation/' },
  { name: 'house', path: '/en/accommodation/south/holtakot-house/' },
];
const PAGES = args.pages ? ALL_PAGES.filter((p) => args.pages.split(',').includes(p.name)) : ALL_PAGES;

/** Installed before the page's own scripts: long tasks, and when the calendar's grid first shows. */
const RECORDER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector('.date-range-field__panel [role=grid]')) {
      window.__calendarAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

const TRIGGER = '.date-range-field__trigger';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function phonePage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  await page.setUserAgent(BROWSER_USER_AGENT);
  // The cookie notice answered: it would cover the fields on a phone.
  await page.setCookie({ name: 'consent', value: 'analytics:false', url: base });
  await page.emulateCPUThrottling(4);
  await page.emulateNetworkConditions(PHONE_NETWORK);
  await page.evaluateOnNewDocument(RECORDER);
  return page;
}

/** Navigates and taps the date field until the calendar shows: ms since navigation. */
async function usableMs(browser: Browser, url: string, base: string): Promise<number> {
  const page = await phonePage(browser, base);
  const loading = page.goto(url, { waitUntil: 'load', timeout: LIMIT_MS });
  const started = Date.now();
  while (Date.now() - started < LIMIT_MS) {
    const shown = await page.evaluate('window.__calendarAt').catch(() => undefined);
    if (typeof shown === 'number') {
      await loading;
      await page.browserContext().close();
      return shown;
    }
    const trigger = await page.$(TRIGGER).catch(() => null);
    const opened = await page.$('.date-range-field__panel').catch(() => null);
    if (trigger && !opened) await trigger.tap().catch(() => {});
    await sleep(opened ? 50 : 150);
  }
  throw new Error(`${url}: the calendar did not open within ${LIMIT_MS} ms`);
}

/** Loads without taps: the blocking time of long tasks after the first contentful paint. */
async function blockingMs(browser: Browser, url: string, base: string): Promise<number> {
  const page = await phonePage(browser, base);
  await page.goto(url, { waitUntil: 'load', timeout: LIMIT_MS });
  await page.waitForFunction(
    () => {
      const footer = document.querySelector('footer');
      return !!footer && Object.keys(footer).some((key) => key.startsWith('__reactFiber$'));
    },
    { timeout: LIMIT_MS },
  );
  await sleep(2000);
  const tbt = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tasks = (window as unknown as { __longTasks: [number, number][] }).__longTasks;
    return tasks.filter(([start]) => start >= fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  });
  await page.browserContext().close();
  return tbt;
}

const server = await startProduction();
const browser = await puppeteer.launch({
  executablePath: CHROME_PATH,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  const rows: string[][] = [];
  for (const { name, path } of PAGES) {
    const url = server.base + path;
    await blockingMs(browser, url, server.base); // warm-up: pictures rendered and kept
    const usable: number[] = [];
    const tbt: number[] = [];
    for (let i = 0; i < runs; i++) {
      usable.push(await usableMs(browser, url, server.base));
      tbt.push(await blockingMs(browser, url, server.base));
    }
    const [u, b] = [median(usable), median(tbt)];
    console.log(`  ${name}: usable ${usable.map(Math.round).join(', ')} ms; TBT ${tbt.map(Math.round).join(', ')} ms`);
    rows.push([
      name,
      String(Math.round(u)),
      `≤ ${GOALS.usableMs}`,
      mark(u <= GOALS.usableMs),
      String(Math.round(b)),
      `≤ ${GOALS.tbtMs}`,
      mark(b <= GOALS.tbtMs),
    ]);
  }
  console.log(
    `\nUsable on a phone (390 px, CPU 4× slower, 1.6 Mbps, 150 ms), median of ${runs}; load average ${loadAverage()}`,
  );
  printTable(['page', 'usable ms', 'goal', '', 'TBT ms', 'goal', ''], rows);
} finally {
  await browser.close();
  await server.stop();
}
