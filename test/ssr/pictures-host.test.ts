/** PICTURES_PUBLIC_URL: the pages name their house and editorial pictures on that host (a CDN in front of /images). */
import { expect } from 'chai';
import type { Cart } from '../../contract/api/cart.ts';
import type { MapPointRow } from '../../contract/api/types.ts';
import { LOCALES } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';
import { startTestServer } from '../helpers/server.ts';
import { cspDirective, decodeEntities, get } from './support.ts';
import { NO_DATE } from '../../contract/dates.ts';

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

  it("names the map popups' pictures on the pictures' host", async () => {
    const { houses } = (await (await fetch(`${site.url}/api/houses/map`)).json()) as { houses: MapPointRow[] };
    const pictures = houses.map((house) => house[5]).filter((url) => url !== null);
    expect(pictures.length).to.be.greaterThan(5);
    for (const url of pictures) expect(url.startsWith(`${HOST}/images/`), url).to.equal(true);
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

  const allOnHost = (urls: string[], where: string) => {
    expect(urls.length, where).to.be.greaterThan(0);
    for (const url of urls) expect(url.startsWith(`${HOST}/images/`), `${where}: ${url}`).to.equal(true);
  };

  it("names the cart's house pictures and the empty cart's and checkout's pictures on the pictures' host", async () => {
    const [code] = /SH-\d+/.exec(housePath) ?? ['SH-1002'];
    const res = await fetch(`${site.url}/api/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, resFrom: NO_DATE, resTo: NO_DATE }),
    });
    const cart = (await res.json()) as Cart;
    for (const locale of LOCALES) {
      const full = await get(site.url, pathFor('cart', locale), { headers: { cookie: `cartId=${cart.cartId}` } });
      expect(full.html).to.contain('class="cart-line');
      allOnHost(pictureUrls(full.html), `${locale} cart`);
      expect(pictureUrls(full.html).some((url) => url.includes('/images/content/'))).to.equal(false);
      allOnHost(pictureUrls((await get(site.url, pathFor('cart', locale))).html), `${locale} empty cart`);
      allOnHost(pictureUrls((await get(site.url, pathFor('checkout', locale))).html), `${locale} checkout`);
    }
  });

  it("names My booking's and an information page's pictures on the pictures' host, in both languages", async () => {
    for (const locale of LOCALES) {
      allOnHost(pictureUrls((await get(site.url, pathFor('myBooking', locale))).html), `${locale} My booking`);
      const slug = locale === 'en' ? 'about-sumarhus' : 'ueber-sumarhus';
      const info = await get(site.url, pathFor('infoPage', locale, { slug }));
      const urls = pictureUrls(info.html);
      allOnHost(urls, `${locale} information page`);
      // The page's picture and the image grid's, each with every width step.
      expect(urls.length).to.be.greaterThan(10);
    }
  });
});
