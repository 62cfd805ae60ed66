// The sitemap in files (docs/product/screens.md): an index naming the pages' file
// and each paged source's files of a fixed number of entries, so no file nears the 50,000-URL limit.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express from 'express';
import { sitemapRouter, type SitemapEntry } from '../../server/sitemap.ts';

const ORIGIN = 'https://www.sumarhus.example';
const house = (n: number): SitemapEntry => ({
  en: `/en/accommodation/north/house-${n}/`,
  de: `/de/ferienhaus/nord/haus-${n}/`,
});

describe('the sitemap in files', () => {
  let server: http.Server;
  let base: string;
  before(async () => {
    const houses = Array.from({ length: 7 }, (_, i) => house(i + 1));
    const app = express().use(
      sitemapRouter({
        sources: [async () => [{ en: '/en/', de: '/de/' }]],
        paged: [
          {
            name: 'houses',
            count: async () => houses.length,
            entries: async (offset, limit) => houses.slice(offset, offset + limit),
          },
        ],
        publicUrl: ORIGIN,
        perFile: 3,
      }),
    );
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].slice(ORIGIN.length));

  it('names the pages’ file and one file per three houses in the index', async () => {
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(index).to.contain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).to.deep.equal([
      '/sitemaps/pages.xml',
      '/sitemaps/houses-1.xml',
      '/sitemaps/houses-2.xml',
      '/sitemaps/houses-3.xml',
    ]);
  });

  it('lists each file’s share of the houses in both languages, and nothing past the last', async () => {
    expect(locs(await (await fetch(`${base}/sitemaps/pages.xml`)).text())).to.deep.equal(['/en/', '/de/']);
    const second = await (await fetch(`${base}/sitemaps/houses-2.xml`)).text();
    expect(locs(second).filter((l) => l.startsWith('/en/'))).to.deep.equal([
      '/en/accommodation/north/house-4/',
      '/en/accommodation/north/house-5/',
      '/en/accommodation/north/house-6/',
    ]);
    expect(locs(await (await fetch(`${base}/sitemaps/houses-3.xml`)).text())).to.deep.equal([
      '/en/accommodation/north/house-7/',
      '/de/ferienhaus/nord/haus-7/',
    ]);
    for (const path of ['/sitemaps/houses-4.xml', '/sitemaps/houses-0.xml', '/sitemaps/offers-1.xml'])
      expect((await fetch(`${base}${path}`)).status, path).to.equal(404);
  });
});
