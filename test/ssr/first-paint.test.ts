/**
 * What the first paint needs arrives with the document (LCP, docs/product/rules.md#page-weight): the
 * shell's CSS inlined (not a render-blocking request), the page's largest
 * picture preloaded from the head with its srcset, sizes and high priority,
 * and no script competing with it: an inline script loads them afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { ROOT } from '../helpers/server.ts';
import { attr, decodeEntities, get, sharedServer, startScriptAssets } from './support.ts';

const HOUSE = '/en/accommodation/south/holtakot-house/';

describe('SSR: the first paint', function () {
  this.timeout(60_000);
  let base: string;
  before(async function () {
    this.timeout(180_000);
    ({ base } = await sharedServer());
  });

  it("inlines the shell's CSS in the head instead of linking it", async () => {
    const page = await get(base, HOUSE);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const styles = [...head.matchAll(/<style\b[^>]*\bdata-href="([^"]+)"[^>]*>([^<]*)<\/style>/g)];
    expect(styles.length, 'inlined stylesheets').to.be.greaterThan(0);
    const linked = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => attr(m[0], 'href'));
    for (const [, href, text] of styles) {
      expect(text, href).to.equal(fs.readFileSync(path.join(ROOT, 'dist/client', href), 'utf8'));
      expect(linked, `${href} is not also linked`).to.not.include(href);
    }
  });

  it("preloads the house's first picture with its srcset and sizes, at high priority", async () => {
    const page = await get(base, HOUSE);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).to.have.length(1);
    const hero = /<img\b[^>]*\bfetchPriority="high"[^>]*>/i.exec(page.html.slice(head.length))![0];
    const link = preloads[0];
    expect(attr(link, 'fetchPriority')).to.equal('high');
    expect(decodeEntities(attr(link, 'imageSrcSet')!)).to.equal(decodeEntities(attr(hero, 'srcSet')!));
    expect(attr(link, 'imageSizes')).to.equal(attr(hero, 'sizes'));
    expect(attr(link, 'imageSrcSet')).to.match(/\/images\/sh-1002-1-[^ ]+\/400\.webp 400w/);
  });

  it('names no script in the HTML: the start script loads the entry and every chunk of the page afterwards', async () => {
    const page = await get(base, HOUSE);
    expect(page.html).to.not.match(/rel="modulepreload"/);
    expect(page.html).to.not.match(/<script\b[^>]*\bsrc=/);
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const started = startScriptAssets(page.html)!;
    expect(started.entry).to.equal(`/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`);
    const pageChunk = manifest['src/pages/house/page.tsx'].file;
    expect(started.modulePreloads).to.include(`/${pageChunk}`);
    for (const href of started.modulePreloads)
      expect(fs.existsSync(path.join(ROOT, 'dist/client', href)), href).to.equal(true);
  });

  it('paints nothing of a half-parsed page (render-blocking until the end of the shell)', async () => {
    const page = await get(base, HOUSE);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    const expectLink = /<link\b[^>]*\brel="expect"[^>]*>/.exec(head)![0];
    expect(attr(expectLink, 'blocking')).to.equal('render');
    expect(attr(expectLink, 'href')).to.equal('#__BOOT__');
    expect(page.html).to.match(/<script id="__BOOT__"/);
  });
});
