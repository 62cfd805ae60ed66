import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { localContentSource } from '../../server/content/local.ts';
import { ContentNotFoundError, type ContentSource } from '../../contract/content.ts';
import { tempDir } from '../helpers/temp.ts';

/** Writes files (path → JSON value or raw string) under a fresh temporary folder. */
function contentDir(files: Record<string, unknown>): string {
  const dir = tempDir('sumarhus-content-');
  for (const [name, value] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return dir;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a rejection');
}

const FILES = {
  'en-gb/settings.json': { data: { err_title: 'Oops' } },
  'de-de/settings.json': { data: { err_title: 'Hoppla' } },
  'en-gb/front_page.json': { data: { headline: 'Houses' } },
  // a single without a translation
  'en-gb/cart.json': { data: { title: 'Your cart' } },
  // repeatables: uid from the file or else the key; translation = same key in the other folder
  'en-gb/blog/hiking.json': {
    uid: 'hiking-in-the-highlands',
    first_publication_date: '2026-03-01T10:00:00+0000',
    tags: ['region'],
    data: { title: 'Hiking', author: { link_type: 'Document', type: 'blog_author', uid: 'anna' } },
  },
  'de-de/blog/hiking.json': {
    uid: 'wandern-im-hochland',
    first_publication_date: '2026-03-02T10:00:00+0000',
    data: { title: 'Wandern', author: { link_type: 'Document', type: 'blog_author', uid: 'anna' } },
  },
  'en-gb/blog/aurora.json': {
    first_publication_date: '2026-05-01T10:00:00+0000',
    tags: ['region', 'winter'],
    data: { title: 'Aurora' },
  },
  'en-gb/blog/b-undated.json': { data: { title: 'Undated B' } },
  'en-gb/blog/a-undated.json': {
    data: { title: 'Undated A', author: { link_type: 'Document', id: 'blog_author.nobody.en-gb' } },
  },
  'en-gb/blog/same-day-b.json': { first_publication_date: '2026-01-01T00:00:00+0000', data: { title: 'Same day B' } },
  'en-gb/blog/same-day-a.json': { first_publication_date: '2026-01-01T00:00:00+0000', data: { title: 'Same day A' } },
  'en-gb/blog_author/anna.json': {
    data: { author_name: 'Anna', author_description: [], author_image: { url: '/a.jpg' } },
  },
  'de-de/blog_author/anna.json': {
    data: { author_name: 'Anna (de)', author_description: [], author_image: { url: '/a.jpg' } },
  },
  'en-gb/README.md': 'not content',
};

describe('content: the embedded content folder', () => {
  let source: ContentSource;
  before(async () => {
    source = await localContentSource(contentDir(FILES));
  });

  it('reads a single document per language, in Prismic shape', async () => {
    const en = await source.getSingle<{ err_title: string }>('settings', 'en-gb');
    expect(en).to.include({ id: 'settings.settings.en-gb', uid: null, type: 'settings', lang: 'en-gb' });
    expect(en.tags).to.deep.equal([]);
    expect(en.data.err_title).to.equal('Oops');
    expect(en.alternate_languages).to.deep.equal([{ id: 'settings.settings.de-de', type: 'settings', lang: 'de-de' }]);
    expect((await source.getSingle<{ err_title: string }>('settings', 'de-de')).data.err_title).to.equal('Hoppla');
  });

  it('reads a repeatable by uid, falling back to the file name', async () => {
    const doc = await source.getByUID<{ title: string }>('blog', 'hiking-in-the-highlands', 'en-gb');
    expect(doc).to.include({ id: 'blog.hiking.en-gb', uid: 'hiking-in-the-highlands', type: 'blog', lang: 'en-gb' });
    expect(doc.data.title).to.equal('Hiking');
    expect(doc.first_publication_date).to.equal('2026-03-01T10:00:00+0000');
    expect(doc.last_publication_date).to.equal('2026-03-01T10:00:00+0000');
    expect((await source.getByUID('blog', 'aurora', 'en-gb')).id).to.equal('blog.aurora.en-gb');
  });

  it('links translations with different uids through alternate_languages', async () => {
    const en = await source.getByUID('blog', 'hiking-in-the-highlands', 'en-gb');
    expect(en.alternate_languages).to.deep.equal([
      { id: 'blog.hiking.de-de', uid: 'wandern-im-hochland', type: 'blog', lang: 'de-de' },
    ]);
    const de = await source.getByUID('blog', 'wandern-im-hochland', 'de-de');
    expect(de.alternate_languages).to.deep.equal([
      { id: 'blog.hiking.en-gb', uid: 'hiking-in-the-highlands', type: 'blog', lang: 'en-gb' },
    ]);
    expect((await source.getByUID('blog', 'aurora', 'en-gb')).alternate_languages).to.deep.equal([]);
    // a uid belongs to its language only
    expect(await rejection(source.getByUID('blog', 'wandern-im-hochland', 'en-gb'))).to.be.instanceOf(
      ContentNotFoundError,
    );
  });

  it('gets a document by id in its own language or as its translation', async () => {
    expect((await source.getByID('blog.hiking.en-gb', 'en-gb')).uid).to.equal('hiking-in-the-highlands');
    expect((await source.getByID('blog.hiking.en-gb', 'de-de')).uid).to.equal('wandern-im-hochland');
    expect((await source.getByID('blog.hiking.de-de', 'en-gb')).uid).to.equal('hiking-in-the-highlands');
    const noTranslation = await rejection(source.getByID('blog.aurora.en-gb', 'de-de'));
    expect(noTranslation).to.be.instanceOf(ContentNotFoundError);
    expect(noTranslation.message).to.contain('de-de');
    expect(await rejection(source.getByID('blog.nothing.en-gb', 'en-gb'))).to.be.instanceOf(ContentNotFoundError);
  });

  it('lists a type newest first, undated last, ties by uid', async () => {
    const list = await source.getAllByType('blog', 'en-gb');
    expect(list.map((d) => d.uid)).to.deep.equal([
      'aurora',
      'hiking-in-the-highlands',
      'same-day-a',
      'same-day-b',
      'a-undated',
      'b-undated',
    ]);
    expect((await source.getAllByType('blog', 'de-de')).map((d) => d.uid)).to.deep.equal(['wandern-im-hochland']);
  });

  it('filters a list by tag', async () => {
    expect((await source.getAllByType('blog', 'en-gb', { tag: 'region' })).map((d) => d.uid)).to.deep.equal([
      'aurora',
      'hiking-in-the-highlands',
    ]);
    expect((await source.getAllByType('blog', 'en-gb', { tag: 'winter' })).map((d) => d.uid)).to.deep.equal(['aurora']);
    expect(await source.getAllByType('blog', 'en-gb', { tag: 'nope' })).to.deep.equal([]);
    expect(await source.getAllByType('offers', 'en-gb')).to.deep.equal([]);
  });

  it('answers ContentNotFoundError for a missing type, uid or translation', async () => {
    for (const p of [
      source.getSingle('front_page', 'de-de'),
      source.getSingle('nothing', 'en-gb'),
      source.getByUID('blog', 'nothing', 'en-gb'),
      source.getByUID('nothing', 'hiking', 'en-gb'),
      // a repeatable is not a single
      source.getSingle('blog', 'en-gb'),
    ]) {
      const err = await rejection(p);
      expect(err).to.be.instanceOf(ContentNotFoundError);
      expect(err.name).to.equal('ContentNotFoundError');
    }
  });

  it('fills in document links and copies the fields named in fetchLinks', async () => {
    const plain = await source.getByUID<{ author: Record<string, unknown> }>(
      'blog',
      'hiking-in-the-highlands',
      'en-gb',
    );
    expect(plain.data.author).to.include({
      link_type: 'Document',
      id: 'blog_author.anna.en-gb',
      uid: 'anna',
      type: 'blog_author',
      lang: 'en-gb',
      isBroken: false,
    });
    expect(plain.data.author).not.to.have.property('data');

    const de = await source.getByUID<{ author: { data: Record<string, unknown> } }>(
      'blog',
      'wandern-im-hochland',
      'de-de',
      {
        fetchLinks: ['blog_author.author_name', 'blog_author.author_image', 'offers.title'],
      },
    );
    expect(de.data.author.data).to.deep.equal({ author_name: 'Anna (de)', author_image: { url: '/a.jpg' } });

    const broken = await source.getByUID<{ author: Record<string, unknown> }>('blog', 'a-undated', 'en-gb');
    expect(broken.data.author).to.include({ isBroken: true });

    const list = await source.getAllByType<{ author?: { data?: Record<string, unknown> } }>('blog', 'en-gb', {
      fetchLinks: ['blog_author.author_name'],
    });
    expect(list.find((d) => d.uid === 'hiking-in-the-highlands')?.data.author?.data).to.deep.equal({
      author_name: 'Anna',
    });
  });

  it('hands out copies: changing an answer does not change the next one', async () => {
    const first = await source.getSingle<{ err_title: string }>('settings', 'en-gb');
    first.data.err_title = 'changed';
    const list = await source.getAllByType('blog', 'en-gb');
    list.reverse();
    expect((await source.getSingle<{ err_title: string }>('settings', 'en-gb')).data.err_title).to.equal('Oops');
    expect((await source.getAllByType('blog', 'en-gb'))[0].uid).to.equal('aurora');
  });

  it('starts empty when the folder or a language folder is missing', async () => {
    const empty = await localContentSource(path.join(os.tmpdir(), 'sumarhus-no-such-folder-' + process.pid));
    expect(await empty.getAllByType('blog', 'en-gb')).to.deep.equal([]);
    expect(await rejection(empty.getSingle('settings', 'en-gb'))).to.be.instanceOf(ContentNotFoundError);
  });

  describe('refuses bad files with an error naming the file', () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['invalid JSON', { 'en-gb/blog/broken.json': '{ "data": { "title": "x", }' }, /blog[/\\]broken\.json: .*JSON/],
      ['no data object', { 'en-gb/front_page.json': { headline: 'x' } }, /front_page\.json: expected a "data" object/],
      ['not an object', { 'de-de/settings.json': '[1, 2]' }, /settings\.json: expected an object/],
      ['a bad uid', { 'en-gb/blog/x.json': { uid: 'Has Spaces', data: {} } }, /blog[/\\]x\.json: "uid" must be/],
      [
        'a uid on a single',
        { 'en-gb/cart.json': { uid: 'cart', data: {} } },
        /cart\.json: a single document has no "uid"/,
      ],
      ['tags not a list', { 'en-gb/blog/x.json': { tags: 'region', data: {} } }, /x\.json: "tags" must be a list/],
      [
        'a bad date',
        { 'en-gb/blog/x.json': { first_publication_date: 'yesterday', data: {} } },
        /x\.json: "first_publication_date" must be a date/,
      ],
      [
        'a uid used twice',
        { 'en-gb/blog/one.json': { uid: 'same', data: {} }, 'en-gb/blog/two.json': { uid: 'same', data: {} } },
        /"same" of blog \(en-gb\) is used twice: .*one\.json and .*two\.json/,
      ],
      [
        'a type both single and repeatable',
        { 'en-gb/faq.json': { data: {} }, 'en-gb/faq/q.json': { data: {} } },
        /faq is both single and repeatable: .*faq\.json and .*q\.json/,
      ],
    ];
    for (const [what, files, message] of cases) {
      it(what, async () => {
        const err = await rejection(localContentSource(contentDir(files)));
        expect(err.message).to.match(message);
      });
    }
  });

  it('reads the repository’s own content folder', async () => {
    const own = await localContentSource(path.resolve(import.meta.dirname, '../../content'));
    const en = await own.getSingle<{ err_title: string }>('settings', 'en-gb');
    const de = await own.getSingle<{ err_title: string }>('settings', 'de-de');
    expect(en.data.err_title).to.be.a('string').and.not.equal('');
    expect(de.data.err_title).to.be.a('string').and.not.equal(en.data.err_title);
    expect(en.alternate_languages.map((a) => a.id)).to.deep.equal([de.id]);
  });
});
