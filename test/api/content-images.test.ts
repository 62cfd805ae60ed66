import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import sharp from 'sharp';
import { contentImage, contentImages } from '../../demo/pictures/content/catalogue.ts';
import { regionMapProjection } from '../../demo/pictures/content/map.ts';
import { contentImageOpenGraph, contentImageSources } from '../../src/content/images.ts';
import { ROOT, startTestServer } from '../helpers/server.ts';

/** Every image field of the embedded content documents (both languages) that points at an editorial picture. */
function contentImageFields(): Array<{
  file: string;
  url: string;
  alt: string | null;
  width: number;
  height: number;
  focal?: { x: number; y: number };
}> {
  const found: ReturnType<typeof contentImageFields> = [];
  const walk = (value: unknown, file: string) => {
    if (Array.isArray(value)) value.forEach((v) => walk(v, file));
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (typeof o.url === 'string' && o.url.startsWith('/images/')) {
        const dims = o.dimensions as { width: number; height: number };
        found.push({
          file,
          url: o.url,
          alt: o.alt as string | null,
          width: dims?.width,
          height: dims?.height,
          focal: o.focal as { x: number; y: number } | undefined,
        });
      }
      Object.values(o).forEach((v) => walk(v, file));
    }
  };
  for (const lang of ['en-gb', 'de-de']) {
    const stack = [path.join(ROOT, 'content', lang)];
    while (stack.length) {
      const dir = stack.pop()!;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) stack.push(file);
        else if (entry.name.endsWith('.json'))
          walk(JSON.parse(fs.readFileSync(file, 'utf8')), path.relative(ROOT, file));
      }
    }
  }
  return found;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

describe('editorial pictures /images/content/…', function () {
  this.timeout(600_000);
  let site: Awaited<ReturnType<typeof startTestServer>>;
  const fields = contentImageFields();
  const urls = [...new Set(fields.map((f) => f.url))];

  before(async () => {
    site = await startTestServer();
  });
  after(async () => site?.close());

  async function get(pathname: string) {
    const res = await fetch(site.url + pathname, { redirect: 'manual' });
    return { res, body: Buffer.from(await res.arrayBuffer()) };
  }

  it('serves every picture the content documents use: a 1600×1067 JPEG, immutable', async () => {
    expect(urls.length).to.equal(contentImages().length);
    const times: number[] = [];
    for (const url of urls) {
      const started = Date.now();
      const { res, body } = await get(url);
      times.push(Date.now() - started);
      expect(res.status, url).to.equal(200);
      expect(res.headers.get('content-type'), url).to.equal('image/jpeg');
      expect(res.headers.get('cache-control'), url).to.equal('public, max-age=31536000, immutable');
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height], url).to.deep.equal(['jpeg', 1600, 1067]);
    }
    times.sort((a, b) => a - b);
    console.log(
      `      (first render of ${times.length} pictures at 1600×1067 JPEG, over HTTP: p50 ${percentile(times, 0.5)} ms, p95 ${percentile(times, 0.95)} ms, max ${times[times.length - 1]} ms)`,
    );
    // Rendered once: the second request comes from the disk cache, byte for byte.
    const again = await get(urls[0]);
    const first = fs.readFileSync(
      path.join(
        site.config.dataDir,
        'images',
        'content',
        urls[0].slice('/images/content/'.length, -'.jpg'.length),
        '1600.jpg',
      ),
    );
    expect(again.body.equals(first)).to.equal(true);
  });

  it('declares the size it serves, and alt texts in both languages', () => {
    for (const f of fields) {
      expect([f.width, f.height], `${f.file} ${f.url}`).to.deep.equal([1600, 1067]);
      expect(f.alt, `${f.file} ${f.url}`).to.be.a('string').and.not.equal('');
    }
  });

  it('serves the responsive variants the site helper lists, and the link-preview image', async () => {
    const url = urls.find((u) => u.includes('aurora-over-house'))!;
    for (const [options, format] of [
      [{}, 'webp'],
      [{ ratio: '4x3' as const, format: 'jpeg' as const }, 'jpeg'],
      [{ ratio: '1x1' as const }, 'webp'],
      [{ ratio: '16x9' as const }, 'webp'],
    ] as const) {
      const list = contentImageSources(url, options)!;
      for (const source of [list[0], list[list.length - 1]]) {
        const { res, body } = await get(source.url);
        expect(res.status, source.url).to.equal(200);
        expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
        const meta = await sharp(body).metadata();
        expect([meta.format, meta.width, meta.height], source.url).to.deep.equal([format, source.width, source.height]);
      }
    }
    const og = await get(contentImageOpenGraph(url)!);
    const meta = await sharp(og.body).metadata();
    expect([og.res.status, meta.format, meta.width, meta.height]).to.deep.equal([200, 'jpeg', 1200, 630]);
  });

  it('redirects a bare name or an old version to the current key, briefly cached', async () => {
    const image = contentImage('whale-humpback-tail')!;
    for (const [pathname, target] of [
      ['/images/content/whale-humpback-tail.jpg', `/images/content/${image.key}.jpg`],
      ['/images/content/whale-humpback-tail-00000000.jpg', `/images/content/${image.key}.jpg`],
      ['/images/content/whale-humpback-tail/800.webp', `/images/content/${image.key}/800.webp`],
      ['/images/content/whale-humpback-tail-0123abcd/4x3-400.jpg', `/images/content/${image.key}/4x3-400.jpg`],
    ]) {
      const { res } = await get(pathname);
      expect(res.status, pathname).to.equal(302);
      expect(res.headers.get('location'), pathname).to.equal(target);
      expect(res.headers.get('cache-control'), pathname).to.equal('public, max-age=300');
    }
  });

  it('answers 404 for unknown pictures, widths, ratios and formats', async () => {
    const key = contentImage('whale-humpback-tail')!.key;
    for (const pathname of [
      '/images/content/no-such-picture.jpg',
      '/images/content/no-such-picture-1234abcd.jpg',
      '/images/content/no-such-picture/800.webp',
      `/images/content/${key}.png`,
      `/images/content/${key}.webp`,
      `/images/content/${key}/850.webp`,
      `/images/content/${key}/2000.jpg`,
      `/images/content/${key}/5x4-800.webp`,
      `/images/content/${key}/og.webp`,
      `/images/content/${key.toUpperCase()}.jpg`,
      '/images/content/..%2F..%2Fetc%2Fpasswd.jpg',
    ]) {
      const { res } = await get(pathname);
      expect(res.status, pathname).to.equal(404);
    }
  });

  it('shades the named region on the region maps, and only that one', async () => {
    const brand = [0x1d, 0x4b, 0x5e];
    // Points inland in the Westfjords and in the East, on the 1600×1067 picture.
    const project = regionMapProjection();
    const at = (lon: number, lat: number) =>
      project(lon, lat).map((v) => Math.round((v * 1600) / 1800)) as [number, number];
    const pixel = async (url: string, [x, y]: [number, number]) => {
      const { data } = await sharp((await get(url)).body)
        .extract({ left: x - 2, top: y - 2, width: 5, height: 5 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [data[36], data[37], data[38]];
    };
    const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) < 24);
    const westfjords = urls.find((u) => u.includes('region-map-westfjords'))!;
    const east = urls.find((u) => u.includes('region-map-east'))!;
    const isafjordur = at(-22.6, 65.75);
    const egilsstadir = at(-14.9, 65.1);
    expect(near(await pixel(westfjords, isafjordur), brand)).to.equal(true);
    expect(near(await pixel(westfjords, egilsstadir), brand)).to.equal(false);
    expect(near(await pixel(east, egilsstadir), brand)).to.equal(true);
    expect(near(await pixel(east, isafjordur), brand)).to.equal(false);
    const small = async (url: string) =>
      sharp((await get(url)).body)
        .resize(64, 43)
        .raw()
        .toBuffer();
    const [a, b] = [await small(westfjords), await small(east)];
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff += Math.abs(a[i] - b[i]);
    expect(diff / a.length).to.be.greaterThan(2);
  });

  it('puts each author’s face at the focal point the content declares', async () => {
    const portraits = fields.filter((f) => f.url.includes('/author-'));
    expect(portraits.length).to.be.greaterThan(0);
    for (const f of portraits) {
      const name = /\/images\/content\/(author-[a-z-]+?)-[0-9a-f]{8}\.jpg$/.exec(f.url)![1];
      const entry = contentImage(name)!.entry;
      if (entry.kind !== 'portrait') throw new Error(`${name} is not a portrait`);
      expect([f.focal?.x, f.focal?.y], f.file).to.deep.equal(entry.recipe.face);
      // The face's centre (between the eyes) is skin.
      const x = Math.round(entry.recipe.face[0] * 1600);
      const y = Math.round(entry.recipe.face[1] * 1067);
      const { data } = await sharp((await get(f.url)).body)
        .extract({ left: x - 1, top: y - 1, width: 3, height: 3 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const skin = entry.recipe.skin.match(/[0-9a-f]{2}/g)!.map((h) => parseInt(h, 16));
      expect(
        [data[12], data[13], data[14]].every((v, i) => Math.abs(v - skin[i]) < 30),
        `${name} at ${x},${y}`,
      ).to.equal(true);
    }
  });
});
