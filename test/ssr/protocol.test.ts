import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import { LOCALES } from '../../contract/locale.ts';
import { pathFor, ROUTES } from '../../contract/routes.ts';
import { ROOT } from '../helpers/server.ts';
import { assertWellFormedXml, attr, get, h1Text, sharedServer, startScriptAssets, timedRequest } from './support.ts';

describe('SSR: HTTP behaviour', function () {
  let base: string;
  before(async function () {
    this.timeout(180_000);
    ({ base } = await sharedServer());
  });

  describe('103 Early Hints', () => {
    for (const p of ['/en/', '/de/ferienhaus/', '/en/no-such-page/']) {
      it(`names the linked CSS before the final response, and no script (${p})`, async () => {
        const res = await timedRequest(base, p);
        expect(res.events.at(-1)).to.match(/^response (200|404)$/);
        const stylesheets = [...res.body.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) =>
          attr(m[0], 'href')!,
        );
        // Once the client build has CSS, the page must link it (and so hint it) or inline it (the shell's).
        const builtCss = fs.readdirSync(path.join(ROOT, 'dist/client/assets')).filter((f) => f.endsWith('.css'));
        const inlined = [...res.body.matchAll(/<style\b[^>]*\bdata-href="[^"]+"/g)].length;
        if (builtCss.length)
          expect(stylesheets.length + inlined, 'stylesheets linked or inlined by the page').to.be.greaterThan(0);
        expect(res.events[0] === 'information 103', 'a 103 exactly when the page links a stylesheet').to.equal(
          stylesheets.length > 0,
        );
        if (!stylesheets.length) return;
        const link = String(res.informational[0].headers.link);
        const hinted = [...link.matchAll(/<([^>]+)>;\s*rel=(\w+)(?:;\s*as=(\w+))?/g)].map((m) => ({
          href: m[1],
          rel: m[2],
          as: m[3],
        }));
        // The hints name the render-blocking stylesheets, nothing else: the scripts wait for the largest picture.
        expect(hinted).to.have.deep.members(stylesheets.map((href) => ({ href, rel: 'preload', as: 'style' })));
        expect(startScriptAssets(res.body), 'the start script').to.not.equal(null);
      });
    }
  });

  it('sends no 103 to an HTTP/1.0 client (1xx is HTTP/1.1 and later only)', async () => {
    const port = Number(new URL(base).port);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /en/ HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n'));
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw.startsWith('HTTP/1.1 200 ')).to.equal(true);
    expect(raw).to.not.match(/^HTTP\/1\.\d 103/m);
    expect(raw.trimEnd().endsWith('</html>')).to.equal(true);
  });

  // A visitor with a cookie the render reads gets the streamed page; an anonymous one the
  // whole page from the page cache (test/ssr/page-cache.test.ts).
  describe('compression and streaming', () => {
    const cookie = 'consent=declined';
    it('gzips a page when asked, and not when not asked', async () => {
      const zipped = await timedRequest(base, '/en/', { 'accept-encoding': 'gzip', cookie });
      expect(zipped.status).to.equal(200);
      expect(zipped.headers['content-encoding']).to.equal('gzip');
      expect(zipped.headers['content-length'], 'streamed, so no length up front').to.equal(undefined);
      expect(zipped.body.startsWith('<!DOCTYPE html>')).to.equal(true);
      expect(zipped.body.trimEnd().endsWith('</html>')).to.equal(true);
      const plain = await timedRequest(base, '/en/', { 'accept-encoding': 'identity', cookie });
      expect(plain.headers['content-encoding']).to.equal(undefined);
      // The front page shows random houses, so the two bodies differ; both are whole pages.
      expect(plain.body.startsWith('<!DOCTYPE html>')).to.equal(true);
      expect(plain.body.trimEnd().endsWith('</html>')).to.equal(true);
      expect(h1Text(plain.body)).to.equal(h1Text(zipped.body));
    });

    // Timings are figures, not assertions: `npm run bench:pages` prints them.
    it('streams /en/ through gzip: the shell first, the featured houses later in the same response', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await timedRequest(base, '/en/', { 'accept-encoding': 'gzip', cookie });
        expect(res.headers['content-encoding']).to.equal('gzip');
        const firstSegment = res.body.indexOf('<div hidden id="S:');
        expect(firstSegment, 'a featured group streamed after the shell').to.be.greaterThan(0);
        const shell = res.body.slice(0, firstSegment);
        expect(shell.startsWith('<!DOCTYPE html>')).to.equal(true);
        expect(h1Text(shell)?.length, 'the h1 is in the shell').to.be.greaterThan(0);
        expect(shell, "the shell holds the groups' placeholders").to.include('<!--$?-->');
        expect(res.body.trimEnd().endsWith('</html>')).to.equal(true);
      }
    });
  });

  describe('/healthz', () => {
    it('answers 200 {status: "ok"} while the database is up', async () => {
      const res = await fetch(`${base}/healthz`);
      expect(res.status).to.equal(200);
      expect(res.headers.get('content-type')).to.match(/application\/json/);
      expect(await res.json()).to.deep.equal({ status: 'ok' });
    });
  });

  describe('robots.txt and sitemap.xml', () => {
    it('robots.txt allows the site, keeps crawlers off the API, and names the sitemap', async () => {
      const page = await get(base, '/robots.txt');
      expect(page.status).to.equal(200);
      expect(page.headers.get('content-type')).to.match(/^text\/plain/);
      expect(page.html).to.match(/^User-agent: \*$/m);
      expect(page.html).to.match(/^Disallow: \/api\/$/m);
      expect(page.html).to.not.match(/^Disallow: \/$/m);
      const sitemap = /^Sitemap: (\S+)$/m.exec(page.html)?.[1];
      expect(sitemap).to.equal(`${base}/sitemap.xml`);
    });

    it('sitemap.xml is well-formed XML listing every parameterless screen in both languages with hreflang alternates', async () => {
      const page = await get(base, '/sitemap.xml');
      expect(page.status).to.equal(200);
      expect(page.headers.get('content-type')).to.match(/^application\/xml/);
      assertWellFormedXml(page.html);
      expect(page.html).to.match(
        /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
      );

      const urls = [...page.html.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
        loc: /<loc>([^<]*)<\/loc>/.exec(m[1])![1],
        alternates: Object.fromEntries(
          [...m[1].matchAll(/<xhtml:link rel="alternate" hreflang="(\w+)" href="([^"]*)"\/>/g)].map((a) => [
            a[1],
            a[2],
          ]),
        ),
      }));
      const byLoc = new Map(urls.map((u) => [u.loc, u]));
      expect(byLoc.size, 'no URL listed twice').to.equal(urls.length);

      // Personal and transactional screens (cart, checkout, my booking, login, thank-you pages) are not for search engines.
      const privateScreens = [
        'cart',
        'checkout',
        'checkoutThanks',
        'contactThanks',
        'myBooking',
        'shortlist',
        'login',
        'account',
        'setPassword',
        'staff',
        'staffHouses',
        'staffNewBooking',
        'staffUsers',
        'staffCompanies',
        'staffOwners',
        'staffStatements',
      ];
      const screens = ROUTES.filter(
        (r) => !r.en.includes(':') && !r.de.includes(':') && !privateScreens.includes(r.id),
      );
      for (const id of privateScreens)
        for (const l of LOCALES)
          expect(byLoc.has(`${base}${pathFor(id as never, l)}`), `${id} (${l}) kept out`).to.equal(false);
      for (const route of screens) {
        const expected = Object.fromEntries(LOCALES.map((l) => [l, `${base}${pathFor(route.id, l)}`]));
        for (const locale of LOCALES) {
          const url = byLoc.get(expected[locale]);
          expect(url, `${route.id} (${locale}) in the sitemap`).to.not.equal(undefined);
          expect(url!.alternates, `${route.id} (${locale}) alternates`).to.deep.include(expected);
        }
      }
      // Every listed URL is absolute, and its alternates point back at it.
      for (const url of urls) {
        expect(url.loc.startsWith(`${base}/`)).to.equal(true);
        expect(Object.values(url.alternates)).to.include(url.loc);
      }
    });

    it('sitemap URLs answer 200 (every parameterless screen, and a spread sample of the rest)', async function () {
      this.timeout(180_000);
      const xml = (await get(base, '/sitemap.xml')).html;
      const paths = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
      const screens = new Set(
        ROUTES.filter((r) => !r.en.includes(':')).flatMap((r) => LOCALES.map((l) => pathFor(r.id, l))),
      );
      const rest = paths.filter((p) => !screens.has(p));
      const step = Math.max(1, Math.ceil(rest.length / 40));
      const sample = [...paths.filter((p) => screens.has(p)), ...rest.filter((_, i) => i % step === 0)];
      for (let i = 0; i < sample.length; i += 6) {
        const batch = sample.slice(i, i + 6);
        const statuses = await Promise.all(batch.map((p) => get(base, p).then((page) => page.status)));
        batch.forEach((p, j) => expect(statuses[j], p).to.equal(200));
      }
    });
  });
});
