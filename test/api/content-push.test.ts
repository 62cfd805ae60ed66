import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { picturesFrom } from '../../scripts/content-push/pictures.ts';
import { pushContent, type PushOptions } from '../../scripts/content-push/push.ts';
import { FakePrismicWrite } from '../helpers/fake-prismic-write.ts';
import { tempDir } from '../helpers/temp.ts';

const picture = (name: string, alt: string) => ({
  url: `/images/content/${name}`,
  alt,
  dimensions: { width: 1600, height: 900 },
  copyright: null,
});

/**
 * A small content folder: a single type, a linked author and a post sharing the author's picture, in both
 * languages, and a page type whose slice zone names a shared slice.
 */
function writeContent(dir: string) {
  const write = (file: string, value: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(value));
  };
  for (const [id, repeatable] of [
    ['settings', false],
    ['blog_author', true],
    ['blog', true],
  ] as const) {
    write(`models/${id}.json`, { id, label: id, repeatable, status: true, format: 'custom', json: {} });
  }
  const body = {
    type: 'Slices',
    fieldset: 'Slice Zone',
    config: { choices: { text_columns: { type: 'SharedSlice' } } },
  };
  write('models/pages.json', { id: 'pages', label: 'Page', repeatable: true, status: true, json: { Main: { body } } });
  write('slices/text_columns.json', {
    id: 'text_columns',
    type: 'SharedSlice',
    name: 'TextColumns',
    variations: [{ id: 'default', name: 'Default', primary: {}, items: {} }],
  });
  const author = { link_type: 'Document', type: 'blog_author', uid: 'anna' };
  write('en-gb/settings.json', { data: { err_title: 'Oops' } });
  write('de-de/settings.json', { data: { err_title: 'Hoppla' } });
  write('en-gb/blog_author/anna.json', { data: { author_name: 'Anna', portrait: picture('anna-1.jpg', 'Anna') } });
  write('de-de/blog_author/anna.json', { data: { author_name: 'Anna', portrait: picture('anna-1.jpg', 'Anna') } });
  write('en-gb/blog/hiking.json', {
    data: {
      title: 'Hiking',
      author,
      image: picture('hike-2.jpg', 'A path'),
      chapters: [{ image: picture('anna-1.jpg', 'Anna again') }],
    },
  });
  write('de-de/blog/hiking.json', {
    uid: 'wandern',
    data: { title: 'Wandern', author, image: picture('hike-2.jpg', 'Ein Weg'), chapters: [] },
  });
}

describe('content:push into a Prismic repository (local stand-in)', function () {
  // @prismicio/client spaces its writes 1.5 s apart.
  this.timeout(120000);
  const fake = new FakePrismicWrite();
  const lines: string[] = [];
  let options: PushOptions;

  before(async () => {
    const origin = await fake.start();
    const contentDir = tempDir();
    writeContent(contentDir);
    options = {
      repository: 'sumarhus-test',
      writeToken: 'write-token',
      contentDir,
      from: origin,
      models: true,
      publish: false,
      log: (line) => lines.push(line),
      endpoints: {
        documentAPI: `${origin}/api/v2`,
        migrationAPI: `${origin}/migration`,
        assetAPI: `${origin}/asset`,
        customTypesAPI: `${origin}/customtypes-api`,
      },
    };
  });
  after(() => fake.stop());

  const doc = (type: string, uid: string | null, lang: string) => {
    const found = fake.documents.filter((d) => d.type === type && d.uid === uid && d.lang === lang);
    expect(found, `${type}/${uid} ${lang}`).to.have.length(1);
    return found[0];
  };

  it('creates every document once in both languages, the German as translations, and uploads each picture once', async () => {
    await pushContent(options);

    expect(fake.documents).to.have.length(6);
    const settings = doc('settings', null, 'en-gb');
    const anna = doc('blog_author', 'anna', 'en-gb');
    const hiking = doc('blog', 'hiking', 'en-gb');
    expect(doc('settings', null, 'de-de').alternate_language_id).to.equal(settings.id);
    expect(doc('blog_author', 'anna', 'de-de').alternate_language_id).to.equal(anna.id);
    const wandern = doc('blog', 'wandern', 'de-de');
    expect(wandern.alternate_language_id).to.equal(hiking.id);
    expect(hiking.alternate_language_id).to.equal(undefined);
    expect(hiking.title).to.equal('Hiking');

    expect(fake.assets.map((a) => a.filename).sort()).to.deep.equal(['anna-1.jpg', 'hike-2.jpg']);
    expect(fake.calls.filter((c) => c.startsWith('GET /images/content/'))).to.have.length(2);
    const [annaAsset, hikeAsset] = ['anna-1.jpg', 'hike-2.jpg'].map((n) => fake.assets.find((a) => a.filename === n)!);

    // Links point at the repository's documents in the linking document's language; pictures at its assets, each field keeping its alt text.
    expect(hiking.data.author).to.deep.include({ link_type: 'Document', id: anna.id });
    expect(wandern.data.author).to.deep.include({ link_type: 'Document', id: doc('blog_author', 'anna', 'de-de').id });
    expect(hiking.data.image).to.deep.include({ id: hikeAsset.id, url: hikeAsset.url, alt: 'A path' });
    expect(wandern.data.image).to.deep.include({ id: hikeAsset.id, alt: 'Ein Weg' });
    expect((hiking.data.chapters as Array<{ image: unknown }>)[0].image).to.deep.include({
      id: annaAsset.id,
      alt: 'Anna again',
    });
    expect(settings.data).to.deep.equal({ err_title: 'Oops' });

    // The shared slice before the custom type naming it (the stand-in, like Prismic, refuses the other order).
    expect([...fake.sharedSlices.keys()]).to.deep.equal(['text_columns']);
    expect([...fake.customTypes.keys()].sort()).to.deep.equal(['blog', 'blog_author', 'pages', 'settings']);
    expect(lines.slice(0, 2)).to.deep.equal(['slice 1/1 text_columns: created', 'model 1/4 blog: created']);
    expect(lines).to.include('pushing 6 documents, 2 new pictures');
    expect(lines).to.include('picture 1/2 hike-2.jpg: uploading');
    expect(lines).to.include('document 1/6 settings/ (en-gb): creating');
    expect(lines).to.include('document 4/6 blog/wandern (de-de): writing');
    expect(lines.at(-1)).to.equal('done: 6 documents, 2 new pictures');
  });

  it('updates on a second run (from the migration release, before publishing): no new document or picture', async () => {
    const ids = fake.documents.map((d) => d.id);
    fake.documents.find((d) => d.uid === 'hiking')!.data = {};
    fake.calls = [];
    lines.length = 0;

    await pushContent({ ...options, publish: true });

    expect(fake.documents.map((d) => d.id)).to.deep.equal(ids);
    expect(fake.assets).to.have.length(2);
    expect(
      fake.calls.filter(
        (c) => c === 'POST /migration/documents' || c === 'POST /asset/assets' || c.startsWith('GET /images/'),
      ),
    ).to.deep.equal([]);
    expect(fake.calls.filter((c) => c.startsWith('PUT /migration/documents/'))).to.have.length(6);
    expect(doc('blog', 'hiking', 'en-gb').data.image).to.deep.include({
      id: fake.assets.find((a) => a.filename === 'hike-2.jpg')!.id,
      alt: 'A path',
    });
    expect(fake.documents.every((d) => d.published)).to.equal(true);
    expect(lines).to.include('slice 1/1 text_columns: updated');
    expect(lines).to.include('model 1/4 blog: updated');
    expect(lines).to.include('pushing 6 documents, 0 new pictures');
    expect(lines).to.include('published 6 documents');
  });

  it('says where the pictures were to come from when that site does not answer', async () => {
    const error = await picturesFrom('http://127.0.0.1:1')
      .load('/images/content/anna-1.jpg')
      .then(
        () => null,
        (err: Error) => err,
      );
    expect(error?.message).to.equal(
      'picture /images/content/anna-1.jpg: http://127.0.0.1:1 does not answer (is the site running? npm run dev)',
    );
  });
});
