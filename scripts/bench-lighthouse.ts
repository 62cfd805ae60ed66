/**
 * npm run bench:lighthouse [-- --runs=3] [-- --pages=home,house]
 *
 * Lighthouse's four categories (performance, accessibility, best practices,
 * SEO), mobile preset (its default config: a
 * mid-range phone, simulated slow 4G and 4× CPU slowdown), on every page type
 * of the production build (run `npm run build` first), started as `npm start`
 * runs it on PGlite (scripts/bench/production.ts). Chromium from CHROME_PATH
 * (default /usr/bin/chromium), headless, a fresh launch per run. Per page:
 * the four scores, LCP, TBT, CLS, FCP and the JavaScript transferred — all scripts
 * of the load (resource summary; Lighthouse never interacts, so this is the
 * JavaScript before interaction) and those requested before the load event —
 * each the median of --runs runs, next to the goals (docs/product/rules.md#page-weight) with ✓/✗.
 * Before measuring, each page is loaded once as a phone would load it: a server
 * renders each picture size once and keeps it (server/images), so the measured
 * loads find them ready, as visitors do (a first render on the measured load
 * would slow its pictures and, through Lantern's server-time estimate, every request).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer';
import { benchArgs } from './bench/args.ts';
import { START_LINE, startProduction } from './bench/production.ts';
import { loadAverage, mark, printTable } from './bench/table.ts';

const args = benchArgs();
const runs = Number(args.runs ?? 1);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const ALL_PAGES = [
  { name: 'home', path: '/en/' },
  { name: 'list', path: '/en/accommodation/' },
  { name: 'house', path: '/en/accommodation/south/holtakot-house/' },
  { name: 'explore item', path: '/en/explore/south/' },
  { name: 'blog post', path: '/en/blog/chasing-the-northern-lights/' },
  { name: 'cart', path: '/en/cart/' },
];

const PAGES = args.pages ? ALL_PAGES.filter((p) => args.pages.split(',').includes(p.name.split(' ')[0])) : ALL_PAGES;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  score: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Bytes of every script the load transferred. */
  scriptBytes: number;
  /** Bytes of the scripts requested before the load event. */
  scriptBytesByLoad: number;
}

interface ScriptRequest {
  resourceType?: string;
  transferSize?: number;
  rendererStartTime?: number;
}

/** One Lighthouse run in a Chromium of its own. */
async function measure(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`${url}: Lighthouse gave no result`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings) console.warn(`  ${url}: ${warning}`);
    const audit = (id: string) => lhr.audits[id];
    const items = <T>(id: string) => ((audit(id).details as { items?: T[] } | undefined)?.items ?? []) as T[];
    const [metrics] = items<{ observedLoad: number }>('metrics');
    const requests = items<ScriptRequest>('network-requests').filter((r) => r.resourceType === 'Script');
    return {
      score: percent(lhr.categories.performance.score),
      accessibility: percent(lhr.categories.accessibility.score),
      bestPractices: percent(lhr.categories['best-practices'].score),
      seo: percent(lhr.categories.seo.score),
      lcpMs: audit('largest-contentful-paint').numericValue!,
      tbtMs: audit('total-blocking-time').numericValue!,
      cls: audit('cumulative-layout-shift').numericValue!,
      fcpMs: audit('first-contentful-paint').numericValue!,
      scriptBytes:
        items<{ resourceType: string; transferSize: number }>('resource-summary').find(
          (r) => r.resourceType === 'script',
        )?.transferSize ?? 0,
      scriptBytesByLoad: requests
        .filter((r) => (r.rendererStartTime ?? Infinity) < metrics.observedLoad)
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
}

/** Each page loaded once at Lighthouse's phone size (412×823, 1.75 dppx), its pictures with it. */
async function warmUp(base: string): Promise<void> {
  const browser = await puppeteer.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    for (const { path } of PAGES) {
      const res = await page.goto(base + path, { waitUntil: 'networkidle0' });
      if (res?.status() !== 200) throw new Error(`${path} answered ${res?.status()}`);
    }
  } finally {
    await browser.close();
  }
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): that run is made again, twice at most. */
async function measureWithRetries(url: string, attempts = 3): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (err) {
      if (attempt === attempts || !String(err).includes('NO_NAVSTART')) throw err;
      console.warn(`  ${url}: ${String(err)}; running it again`);
    }
  }
}

const percent = (score: number | null) => Math.round((score ?? 0) * 100);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each figure's median over the runs. */
function medians(all: Figures[]): Figures {
  const keys = Object.keys(all[0]) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(all.map((f) => f[key]))])) as unknown as Figures;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const cell = (value: string, met: boolean) => `${value} ${mark(met)}`;

console.log(
  `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile preset, four categories, on the production build (${START_LINE}), PGlite`,
);
console.log(`  Chromium ${CHROME_PATH}; load average ${loadAverage()}`);
const server = await startProduction();
try {
  await warmUp(server.base);
  const rows: string[][] = [];
  for (const page of PAGES) {
    const all: Figures[] = [];
    for (let i = 0; i < runs; i++) all.push(await measureWithRetries(server.base + page.path));
    const f = medians(all);
    rows.push([
      page.name,
      page.path,
      cell(f.score.toFixed(0), f.score >= 98),
      f.accessibility.toFixed(0),
      f.bestPractices.toFixed(0),
      f.seo.toFixed(0),
      cell(seconds(f.lcpMs), f.lcpMs <= 1800),
      cell(`${f.tbtMs.toFixed(0)} ms`, f.tbtMs <= 50),
      cell(f.cls.toFixed(3), f.cls === 0),
      seconds(f.fcpMs),
      cell(kb(f.scriptBytes), f.scriptBytes <= 110 * 1024),
      kb(f.scriptBytesByLoad),
    ]);
  }
  printTable(
    ['page', 'path', 'performance', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP', 'JS', 'JS by load'],
    rows,
    2,
  );
  console.log(
    '  goals: performance ≥ 98, LCP ≤ 1.8 s, TBT ≤ 50 ms, CLS 0, JS (all scripts of the load, transferred) ≤ 110 KB on every page type',
  );
  console.log(`  load average at the end ${loadAverage()}`);
} finally {
  await server.stop();
}
