import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import {
  contentImage,
  contentImages,
  contentImageUrl,
  DRAW_VERSION,
  resolveContentKey,
} from '../../demo/pictures/content/catalogue.ts';
import { contentSvg } from '../../demo/pictures/content/draw.ts';
import { COAST } from '../../demo/pictures/content/iceland.ts';
import { flattenOpacity } from '../../demo/pictures/content/kit.ts';
import { REGIONS } from '../../demo/pictures/content/map.ts';
import { parseVariant, RATIOS, WIDTHS } from '../../server/images/variants.ts';
import {
  CONTENT_IMAGE_RATIOS,
  CONTENT_IMAGE_WIDTHS,
  contentImageOpenGraph,
  contentImageSources,
  contentImageSrcSet,
  parseContentImageUrl,
} from '../../src/content/images.ts';
import { ROOT } from '../helpers/server.ts';

function contentUrls(): Array<{ file: string; url: string }> {
  const out: Array<{ file: string; url: string }> = [];
  for (const lang of ['en-gb', 'de-de']) {
    const stack = [path.join(ROOT, 'content', lang)];
    while (stack.length) {
      const dir = stack.pop()!;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) stack.push(file);
        else if (entry.name.endsWith('.json'))
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/"(\/images\/[^"]*)"/g))
            out.push({ file: path.relative(ROOT, file), url: m[1] });
      }
    }
  }
  return out;
}

describe('editorial pictures: catalogue, recipes and the srcset helper', () => {
  it('has a recipe for every picture the content uses, and every content URL is current', () => {
    const used = contentUrls();
    expect(used.length).to.be.greaterThan(200);
    for (const { file, url } of used) {
      const key = /^\/images\/content\/([a-z0-9-]+)\.jpg$/.exec(url)?.[1];
      expect(key, `${file}: ${url} is not /images/content/{key}.jpg`).to.be.a('string');
      const found = resolveContentKey(key!);
      expect(found, `${file}: no recipe for ${url}`).to.not.equal(null);
      expect(found!.current, `${file}: ${url} is outdated; run npx tsx scripts/content-image-urls.ts`).to.equal(true);
    }
    const names = new Set(
      used.map(({ url }) => resolveContentKey(/content\/([a-z0-9-]+)\.jpg/.exec(url)![1])!.image.name),
    );
    expect([...names].sort()).to.deep.equal(
      contentImages()
        .map((i) => i.name)
        .sort(),
    );
  });

  it('has 71 scenes, a map for each region and the three author portraits', () => {
    const kinds = contentImages().reduce<Record<string, number>>(
      (acc, i) => ({ ...acc, [i.entry.kind]: (acc[i.entry.kind] ?? 0) + 1 }),
      {},
    );
    expect(kinds).to.deep.equal({ scene: 71, map: 8, portrait: 3 });
    const maps = contentImages().flatMap((i) => (i.entry.kind === 'map' ? [i.entry.recipe.region] : []));
    expect(maps.sort()).to.deep.equal([...REGIONS].sort());
    expect(COAST.length).to.be.within(80, 150);
  });

  it('versions each picture by its recipe: the same key each time, another for another recipe', () => {
    const image = contentImage('aurora-over-house')!;
    expect(image.key).to.match(/^aurora-over-house-[0-9a-f]{8}$/);
    expect(contentImageUrl('aurora-over-house')).to.equal(`/images/content/${image.key}.jpg`);
    expect(new Set(contentImages().map((i) => i.version)).size).to.equal(contentImages().length);
    expect(DRAW_VERSION).to.be.a('number');
    expect(resolveContentKey(image.key)).to.deep.include({ current: true });
    expect(resolveContentKey('aurora-over-house')).to.deep.include({ current: false });
    expect(resolveContentKey('aurora-over-house-00000000')).to.deep.include({ current: false });
    for (const bad of ['', 'nope', 'nope-12345678', 'AURORA-OVER-HOUSE', '../aurora-over-house', 'a'.repeat(200)])
      expect(resolveContentKey(bad), bad).to.equal(null);
  });

  it('draws deterministically, each picture differently', () => {
    const a = contentImage('horses-in-meadow')!;
    const b = contentImage('whale-humpback-tail')!;
    const svg = contentSvg(a.name, a.entry, 800, 533);
    expect(svg).to.equal(contentSvg(a.name, a.entry, 800, 533));
    expect(svg).to.match(/^<svg [^>]*width="800" height="533"/);
    expect(contentSvg(b.name, b.entry, 800, 533)).to.not.equal(svg);
    for (const image of contentImages())
      expect(contentSvg(image.name, image.entry, 400, 267), image.name).to.match(/<\/svg>$/);
  });

  it('keeps translucency on groups and moves it into fill/stroke on single shapes', () => {
    expect(flattenOpacity('<rect x="1" opacity="0.5"/>')).to.equal('<rect x="1" fill-opacity="0.5"/>');
    expect(flattenOpacity('<line x1="1" stroke="#fff" opacity="0.5"/>')).to.equal(
      '<line x1="1" stroke="#fff" stroke-opacity="0.5"/>',
    );
    expect(flattenOpacity('<path d="M0 0" fill="none" stroke="#fff" opacity="0.2"/>')).to.equal(
      '<path d="M0 0" fill="none" stroke="#fff" stroke-opacity="0.2"/>',
    );
    expect(flattenOpacity('<circle r="2" fill="#fff" stroke="#000" opacity="0.3"/>')).to.equal(
      '<circle r="2" fill="#fff" stroke="#000" fill-opacity="0.3" stroke-opacity="0.3"/>',
    );
    expect(flattenOpacity('<g opacity="0.5"><rect/></g>')).to.equal('<g opacity="0.5"><rect/></g>');
  });

  describe('contentImageSrcSet / contentImageSources (src/content/images.ts)', () => {
    const url = '/images/content/aurora-over-house-1a2b3c4d.jpg';

    it('uses the image endpoint’s width steps and ratios', () => {
      expect([...CONTENT_IMAGE_WIDTHS]).to.deep.equal([...WIDTHS]);
      expect(CONTENT_IMAGE_RATIOS).to.deep.equal(RATIOS);
    });

    it('lists every width step at the picture’s own 3:2, as WebP by default', () => {
      const list = contentImageSources(url)!;
      expect(list.map((s) => [s.width, s.height])).to.deep.equal([
        [400, 267],
        [600, 400],
        [800, 533],
        [1000, 667],
        [1200, 800],
        [1400, 933],
        [1600, 1067],
        [1800, 1200],
      ]);
      expect(list[0].url).to.equal('/images/content/aurora-over-house-1a2b3c4d/400.webp');
      expect(contentImageSrcSet(url)).to.equal(list.map((s) => `${s.url} ${s.width}w`).join(', '));
      for (const s of list) expect(parseVariant(s.url.split('/').pop()!), s.url).to.not.equal(null);
    });

    it('cuts to a ratio, in JPEG, up to a width, and keeps an absolute origin', () => {
      expect(contentImageSources(url, { ratio: '1x1', format: 'jpeg', maxWidth: 600 })).to.deep.equal([
        { url: '/images/content/aurora-over-house-1a2b3c4d/1x1-400.jpg', width: 400, height: 400 },
        { url: '/images/content/aurora-over-house-1a2b3c4d/1x1-600.jpg', width: 600, height: 600 },
      ]);
      expect(contentImageSources(url, { ratio: '4x3', maxWidth: 100 })!.map((s) => s.url)).to.deep.equal([
        '/images/content/aurora-over-house-1a2b3c4d/4x3-400.webp',
      ]);
      expect(contentImageSrcSet('https://www.example.is/images/content/k-1a2b3c4d.jpg', { maxWidth: 400 })).to.equal(
        'https://www.example.is/images/content/k-1a2b3c4d/400.webp 400w',
      );
      expect(contentImageOpenGraph(url)).to.equal('/images/content/aurora-over-house-1a2b3c4d/og.jpg');
    });

    it('leaves every other URL alone', () => {
      for (const other of [
        null,
        undefined,
        '',
        'https://images.prismic.io/sumarhus/abc.jpg?auto=compress',
        '/images/sh-1-1-abc/800.webp',
        '/images/content/x.png',
        'javascript:alert(1)//images/content/x.jpg',
        '//evil.example/images/content/x.jpg',
        '/images/content/../x.jpg',
      ]) {
        expect(contentImageSrcSet(other), String(other)).to.equal(undefined);
        expect(contentImageSources(other), String(other)).to.equal(null);
        expect(parseContentImageUrl(other), String(other)).to.equal(null);
      }
    });
  });
});
