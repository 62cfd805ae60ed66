/** PICTURES_PUBLIC_URL: the pages name their house pictures on that host (a CDN in front of /images). */
import { expect } from 'chai';
import type { MapPointRow } from '../../contract/api/types.ts';
import { startTestServer } from '../helpers/server.ts';
import { cspDirective, decodeEntities, get } from './support.ts';

const HOST = 'https://pictures.example.com';

/** Every URL of the page's <img src> and srcset, and of its og:image. */
function pictureUrls(html: string): string[] {
  const urls: string[] = [];
  for (const tag of html.match(/<img\b[^>]*>/g) ?? []) {
    const src = /\ssrc="([^"]*)"/.exec(tag)?.[1];
    const srcset = /\ssrcset="([^"]*)"/i.exec(tag)?.[1];
    if (src) urls.push(decodeEntities(src));
    if (srcset)
      urls.push(
        ...decodeEntities(srcset)
          .split(', ')
          .map((item) => item.split(' ')[0]),
      );
  }
  const og = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
  if (og) urls.push(decodeEntities(og));
  return urls.filter((url) => url.includes('/images/'));
}

describe('pictures from another host (PICTURES_PUBLIC_URL)', function () {
  this.timeout(120_000);
  let site: Awaited<ReturnType<typeof startTestServer>>;
  let housePath: string;

  before(async () => {
    site = await startTestServer({ PICTURES_PUBLIC_URL: HOST });
    const { houses } = (await (await fetch(`${site.url}/api/houses/map`)).json()) as { houses: MapPointRow[] };
    housePath = houses[0][4];
  });
  after(async () => site?.close());

  it("names the house page's gallery, link preview and similar houses on the pictures' host", async () => {
    const page = await get(site.url, housePath);
    expect(page.status).to.equal(200);
    const urls = pictureUrls(page.html);
    expect(urls.length).to.be.greaterThan(5);
    for (const url of urls) expect(url).to.match(new RegExp(`^${HOST}/images/[a-z0-9-]+/[a-z0-9x-]+\\.(webp|jpg)$`));
    expect(urls.some((url) => url.endsWith('/og.jpg'))).to.equal(true);
    expect(cspDirective(page.headers.get('content-security-policy')!, 'img-src')).to.include(HOST);
  });

  it("names the list's cards on the pictures' host, and the host serves what they name", async () => {
    const page = await get(site.url, '/en/accommodation/');
    const urls = pictureUrls(page.html);
    expect(urls.length).to.be.greaterThan(5);
    for (const url of urls) expect(url.startsWith(`${HOST}/images/`), url).to.equal(true);
    // The host is a CDN whose origin is the site: the same path answers here.
    const res = await fetch(site.url + urls[0].slice(HOST.length));
    expect([res.status, res.headers.get('content-type')]).to.deep.equal([200, 'image/webp']);
  });
});
