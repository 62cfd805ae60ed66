import puppeteer from 'puppeteer';
const base = 'http://localhost:4400';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
await page.setViewport({ width: 1280, height: 800 });
await page.setRequestInterception(true);
const held = [];
let hold = () => false;
page.on('request', (r) => {
  const u = r.url();
  if (u.includes('/api/')) console.log('req', u.replace(base, ''));
  const off = Number(new URL(u).searchParams.get('offset') ?? 0);
  if (u.includes('/api/houses/search') && hold(off)) { held.push(r); console.log('  held'); } else r.continue();
});
await page.setCookie({ name: 'consent', value: 'analytics:false', url: base });
await page.goto(base + '/en/accommodation/', { waitUntil: 'networkidle0' });

hold = (o) => o > 0;
await page.$eval('.results__more', (el) => el.click());
await new Promise((r) => setTimeout(r, 300));
hold = () => true;
await page.select('.list-summary__sort select', 'price asc');
await new Promise((r) => setTimeout(r, 4000));
console.log('location', await page.evaluate(() => location.search), 'held', held.length);
await browser.close();
