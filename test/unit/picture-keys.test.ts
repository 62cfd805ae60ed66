import { expect } from 'chai';
import { readConfig } from '../../server/config.ts';
import { pageVariants } from '../../server/images/prerender.ts';
import type { ImageSource } from '../../server/images/pictures.ts';
import { originalKey, pictureId, variantKey } from '../../server/images/storage/keys.ts';
import { parseVariant } from '../../server/images/variants.ts';

const photo = (key: string, sourcePath: string): ImageSource => ({
  key,
  width: 1000,
  height: 700,
  recipe: null,
  sourcePath,
});
const drawn = (key: string, recipe: object, width = 1800, height = 1200): ImageSource => ({
  key,
  width,
  height,
  recipe,
  sourcePath: null,
});
const variant = (file: string) => parseVariant(file)!;

describe('picture store keys', () => {
  it('names an original by its path, under originals/', () => {
    expect(originalKey('houses/sh-1001/0a1b2c3d4e.jpeg')).to.equal('originals/houses/sh-1001/0a1b2c3d4e.jpeg');
  });

  it('names a variant by what the picture is made of, never by house or gallery place', () => {
    const a = photo('sh-1001-1-0a1b2c3d4e', 'houses/sh-1001/0a1b2c3d4e.jpeg');
    const b = photo('sh-2002-3-0a1b2c3d4e', 'houses/sh-2002/0a1b2c3d4e.webp');
    expect(variantKey(a, variant('4x3-800.webp'))).to.equal('images/photo-0a1b2c3d4e/4x3-800.webp');
    expect(variantKey(b, variant('4x3-800.webp'))).to.equal(variantKey(a, variant('4x3-800.webp')));
    expect(variantKey(a, variant('og.jpeg'))).to.equal('images/photo-0a1b2c3d4e/og.jpg');
    // A file the importer did not name by its content: named by a hash of its path.
    expect(pictureId(photo('x', 'houses/sh-1001/front.png'))).to.match(/^photo-[0-9a-f]{16}$/);
  });

  it('names a drawn picture by its recipe and size, and an editorial one by its versioned key', () => {
    const recipe = { v: 1, seed: 7, view: 'exterior' };
    expect(pictureId(drawn('sh-1001-1-aaaaaaaaaa', recipe))).to.equal(pictureId(drawn('sh-1005-2-bbbbbbbbbb', recipe)));
    expect(pictureId(drawn('k', recipe))).to.match(/^drawn-[0-9a-f]{16}-1800x1200$/);
    expect(pictureId(drawn('k', recipe, 1200, 1800))).to.not.equal(pictureId(drawn('k', recipe)));
    expect(pictureId(drawn('k', { ...recipe, seed: 8 }))).to.not.equal(pictureId(drawn('k', recipe)));
    const editorial: ImageSource = { ...drawn('content/lake-3f2a', {}), recipe: null, svg: () => '<svg/>' };
    expect(variantKey(editorial, variant('1600.jpg'))).to.equal('images/content/lake-3f2a/1600.jpg');
  });

  it("lists the pages' variants: both cuts at each width step up to the picture's, and the link preview", () => {
    expect(pageVariants({ width: 1000, height: 700 }).map((v) => variantKey(photo('k', 'p/0a1b2c3d4e.jpeg'), v)))
      .to.have.length(9)
      .and.include.members(['images/photo-0a1b2c3d4e/1000.webp', 'images/photo-0a1b2c3d4e/4x3-400.webp']);
    expect(pageVariants({ width: 1800, height: 1200 })).to.have.length(17);
    expect(pageVariants({ width: 300, height: 400 })).to.have.length(3);
  });
});

describe('picture storage settings', () => {
  const settings = (env: Record<string, string>) => readConfig({ JWT_SECRET: 'x'.repeat(32), ...env }).pictures;
  const refusal = (env: Record<string, string>) => {
    try {
      settings(env);
    } catch (err) {
      return (err as Error).message;
    }
    return 'started';
  };

  it('keeps pictures on the disk by default, and renders what is missing at start', () => {
    expect(settings({})).to.deep.equal({ s3: undefined, publicUrl: undefined, prerender: true });
  });

  it('reads a bucket with its region, endpoint and path style, and the pictures host', () => {
    expect(
      settings({
        PICTURES_S3_BUCKET: 'sumarhus',
        PICTURES_S3_REGION: 'auto',
        PICTURES_S3_ENDPOINT: 'https://s3.example.net',
        PICTURES_S3_PATH_STYLE: '1',
        PICTURES_PUBLIC_URL: 'https://pictures.example.com/',
        PICTURES_PRERENDER: '0',
      }),
    ).to.deep.equal({
      s3: { bucket: 'sumarhus', region: 'auto', endpoint: 'https://s3.example.net', forcePathStyle: true },
      publicUrl: 'https://pictures.example.com',
      prerender: false,
    });
  });

  it('refuses half a configuration in one line', () => {
    for (const [env, says] of [
      [{ PICTURES_S3_REGION: 'eu-west-1' }, 'PICTURES_S3_REGION without PICTURES_S3_BUCKET'],
      [
        { PICTURES_S3_ENDPOINT: 'http://x', PICTURES_S3_PATH_STYLE: '1' },
        'PICTURES_S3_ENDPOINT, PICTURES_S3_PATH_STYLE without',
      ],
      [{ PICTURES_S3_BUCKET: 'b' }, 'PICTURES_S3_BUCKET needs PICTURES_S3_REGION'],
      [
        { PICTURES_S3_BUCKET: 'b', PICTURES_S3_REGION: 'r', PICTURES_S3_ENDPOINT: 'minio:9000' },
        'must be an http(s) URL',
      ],
      [
        { PICTURES_S3_BUCKET: 'b', PICTURES_S3_REGION: 'r', PICTURES_S3_PATH_STYLE: 'yes' },
        'PICTURES_S3_PATH_STYLE is 1',
      ],
      [{ PICTURES_PUBLIC_URL: 'https://cdn.example.com/pictures' }, 'must be an origin'],
      [{ PICTURES_PRERENDER: 'on' }, 'PICTURES_PRERENDER is 1'],
    ] as const) {
      const message = refusal(env);
      expect(message, JSON.stringify(env))
        .to.match(/^sumarhus refuses to start: /)
        .and.include(says);
      expect(message.split('\n')).to.have.length(1);
    }
  });
});
