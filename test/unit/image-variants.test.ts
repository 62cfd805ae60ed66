import { expect } from 'chai';
import { sceneSvg } from '../../demo/pictures/draw.ts';
import type { SceneRecipe } from '../../demo/pictures/scene.ts';
import {
  imageUrl,
  openGraphUrl,
  parseVariant,
  responsive,
  variantFile,
  variantSize,
} from '../../server/images/variants.ts';

const recipe: SceneRecipe = {
  v: 1,
  seed: 42,
  view: 'exterior',
  light: 'day',
  ground: 'lava',
  mountains: 'table',
  interior: null,
  house: {
    wall: '#b23a2f',
    roof: '#232427',
    trim: '#ffffff',
    roofShape: 'gable',
    wide: 1,
    storeys: 1,
    x: 0.5,
    mirrored: false,
    chimney: true,
    porch: false,
    hotTub: true,
    trees: 'birch',
  },
};

describe('responsive image variants (server/images/variants)', () => {
  it('parses only listed widths, ratios and formats', () => {
    expect(parseVariant('800.webp')).to.deep.equal({ ratio: null, width: 800, format: 'webp', og: false });
    expect(parseVariant('4x3-400.jpg')).to.deep.equal({ ratio: '4x3', width: 400, format: 'jpeg', og: false });
    expect(parseVariant('1800.jpeg')).to.deep.include({ format: 'jpeg', width: 1800 });
    expect(parseVariant('og.jpg')).to.deep.include({ og: true, width: 1200 });
    for (const bad of [
      '850.webp',
      '0400.webp',
      '2000.webp',
      '800.png',
      '5x4-800.webp',
      '4x3-800',
      'og.webp',
      '800.WEBP',
      '../800.webp',
      '',
    ])
      expect(parseVariant(bad), bad).to.equal(null);
  });

  it('round-trips file names and sizes', () => {
    for (const file of ['400.webp', '4x3-600.jpg', '16x9-1800.webp', '1x1-1000.jpg', 'og.jpg'])
      expect(variantFile(parseVariant(file)!)).to.equal(file);
    expect(variantSize(parseVariant('4x3-1000.webp')!, { width: 1800, height: 1200 })).to.deep.equal({
      width: 1000,
      height: 750,
    });
    expect(variantSize(parseVariant('600.webp')!, { width: 1800, height: 1200 })).to.deep.equal({
      width: 600,
      height: 400,
    });
    expect(variantSize(parseVariant('og.jpg')!, { width: 1800, height: 1200 })).to.deep.equal({
      width: 1200,
      height: 630,
    });
    expect(imageUrl('k-1', parseVariant('800.webp')!, 'https://img.example')).to.equal(
      'https://img.example/images/k-1/800.webp',
    );
    expect(openGraphUrl('k-1')).to.equal('/images/k-1/og.jpg');
  });

  it('lists every width step up to the original, with heights for the ratio', () => {
    const list = responsive({ key: 'k', width: 1800, height: 1200 }, { ratio: '4x3' });
    expect(list.map((r) => r.width)).to.deep.equal([400, 600, 800, 1000, 1200, 1400, 1600, 1800]);
    expect(list.every((r) => r.height * 4 === r.width * 3)).to.equal(true);
    expect(responsive({ key: 'k', width: 900, height: 600 }).map((r) => [r.width, r.height])).to.deep.equal([
      [400, 267],
      [600, 400],
      [800, 533],
    ]);
    expect(responsive({ key: 'k', width: 300, height: 200 }).map((r) => r.width)).to.deep.equal([400]);
    expect(responsive({ key: 'k', width: 1800, height: 1200 }, { format: 'jpeg' })[0].url).to.equal(
      '/images/k/400.jpg',
    );
  });

  it('draws the same recipe the same way, and another seed differently', () => {
    const svg = sceneSvg(recipe, 800, 600);
    expect(svg).to.equal(sceneSvg(recipe, 800, 600));
    expect(svg).to.match(/^<svg [^>]*width="800" height="600"/);
    expect(sceneSvg({ ...recipe, seed: 43 }, 800, 600)).to.not.equal(svg);
    for (const view of ['closeup', 'night', 'landscape', 'interior', 'hot-tub'] as const)
      expect(sceneSvg({ ...recipe, view }, 400, 300)).to.match(/<\/svg>$/);
  });
});
