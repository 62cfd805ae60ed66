import { expect } from 'chai';
import { prismicContentSource } from '../../server/content/prismic.ts';
import { ContentNotFoundError, type ContentDocument, type ContentSource } from '../../contract/content.ts';
import { doc, FakePrismic } from '../helpers/prismic-fake.ts';

async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a rejection');
}

describe('content: Prismic source against a REST API v2 stand-in', function () {
  // getAll pauses 500 ms between pages, as @prismicio/client does.
  this.timeout(20000);
  const fake = new FakePrismic();
  let origin: string;
  let source: ContentSource;

  before(async () => {
    origin = await fake.start();
    const pair = (en: ContentDocument, de: ContentDocument) => {
      en.alternate_languages = [{ id: de.id, uid: de.uid ?? undefined, type: de.type, lang: de.lang }];
      de.alternate_languages = [{ id: en.id, uid: en.uid ?? undefined, type: en.type, lang: en.lang }];
      return [en, de];
    };
    fake.docs = [
      ...pair(
        doc('SETEN', 'settings', 'en-gb', null, { err_title: 'Oops' }),
        doc('SETDE', 'settings', 'de-de', null, { err_title: 'Hoppla' }),
      ),
      ...pair(
        doc(
          'HIKEN',
          'blog',
          'en-gb',
          'hiking',
          { title: 'Hiking', author: { link_type: 'Document', id: 'ANNA', type: 'blog_author' } },
          { first_publication_date: '2027-01-01T00:00:00+0000' },
        ),
        doc('HIKDE', 'blog', 'de-de', 'wandern', { title: 'Wandern' }),
      ),
      doc('ANNA', 'blog_author', 'en-gb', 'anna', { author_name: 'Anna', author_description: [] }),
      doc('EASTEN', 'explore', 'en-gb', 'east', { title: 'East' }, { tags: ['region'] }),
      doc('HIKEEN', 'explore', 'en-gb', 'hiking', { title: 'Hiking' }, { tags: ['activity'] }),
      // 249 more blog posts: three pages of 100; dates repeat so uid breaks ties
      ...Array.from({ length: 249 }, (_, i) =>
        doc(
          `B${i}`,
          'blog',
          'en-gb',
          `post-${String(i).padStart(3, '0')}`,
          { title: `Post ${i}` },
          {
            first_publication_date: `2026-${String((i % 12) + 1).padStart(2, '0')}-01T00:00:00+0000`,
          },
        ),
      ),
    ];
    source = prismicContentSource({ repository: `${origin}/api/v2` });
  });
  after(() => fake.stop());
  beforeEach(() => {
    fake.requests = [];
  });

  const searches = () => fake.requests.filter((u) => u.pathname === '/api/v2/documents/search');

  it('reads a single document in each language, with the master ref', async () => {
    const en = await source.getSingle<{ err_title: string }>('settings', 'en-gb');
    const de = await source.getSingle<{ err_title: string }>('settings', 'de-de');
    expect(en.data.err_title).to.equal('Oops');
    expect(de.data.err_title).to.equal('Hoppla');
    expect(en.alternate_languages).to.deep.equal([{ id: 'SETDE', type: 'settings', lang: 'de-de' }]);
    const [first] = searches();
    expect(first.searchParams.getAll('q')).to.deep.equal(['[[at(document.type, "settings")]]']);
    expect(first.searchParams.get('lang')).to.equal('en-gb');
    expect(first.searchParams.get('ref')).to.equal(fake.masterRef);
  });

  it('reads by uid, and a translation by its own uid', async () => {
    const en = await source.getByUID('blog', 'hiking', 'en-gb');
    expect(en.id).to.equal('HIKEN');
    expect(en.alternate_languages).to.deep.equal([{ id: 'HIKDE', uid: 'wandern', type: 'blog', lang: 'de-de' }]);
    expect((await source.getByUID('blog', 'wandern', 'de-de')).id).to.equal('HIKDE');
    expect(searches()[0].searchParams.getAll('q')).to.have.members([
      '[[at(document.type, "blog")]]',
      '[[at(my.blog.uid, "hiking")]]',
    ]);
    expect(await rejection(source.getByUID('blog', 'wandern', 'en-gb'))).to.be.instanceOf(ContentNotFoundError);
  });

  it('reads by id in the same language, or the translation of an id in another language', async () => {
    expect((await source.getByID('HIKEN', 'en-gb')).uid).to.equal('hiking');
    expect(searches()).to.have.length(1);
    expect(searches()[0].searchParams.getAll('q')).to.deep.equal(['[[at(document.id, "HIKEN")]]']);
    fake.requests = [];
    expect((await source.getByID('HIKEN', 'de-de')).uid).to.equal('wandern');
    expect(searches().map((u) => [u.searchParams.get('lang'), u.searchParams.get('q')])).to.deep.equal([
      ['*', '[[at(document.id, "HIKEN")]]'],
      ['de-de', '[[at(document.id, "HIKDE")]]'],
    ]);
    expect(await rejection(source.getByID('ANNA', 'de-de'))).to.be.instanceOf(ContentNotFoundError);
    expect(await rejection(source.getByID('NOPE', 'en-gb'))).to.be.instanceOf(ContentNotFoundError);
  });

  it('maps "no such document" to ContentNotFoundError', async () => {
    for (const p of [
      source.getSingle('front_page', 'en-gb'),
      source.getByUID('offers', 'x', 'de-de'),
      source.getByID('x', 'en-gb'),
    ]) {
      const err = await rejection(p);
      expect(err).to.be.instanceOf(ContentNotFoundError);
      expect(err.name).to.equal('ContentNotFoundError');
    }
  });

  it('pages through every document of a type, 100 a page, newest first then by uid', async () => {
    const all = await source.getAllByType('blog', 'en-gb');
    expect(all).to.have.length(250);
    const pages = searches();
    expect(pages.map((u) => u.searchParams.get('page') ?? '1')).to.deep.equal(['1', '2', '3']);
    expect(pages.every((u) => u.searchParams.get('pageSize') === '100')).to.equal(true);
    expect(pages[0].searchParams.get('orderings')).to.equal('[document.first_publication_date desc]');
    expect(all[0].uid).to.equal('hiking'); // 2027
    expect(all.slice(1, 4).map((d) => d.uid)).to.deep.equal(['post-011', 'post-023', 'post-035']); // December 2026, by uid
    const times = all.map((d) => Date.parse(d.first_publication_date as string));
    expect(times).to.deep.equal([...times].sort((a, b) => b - a));
    expect(new Set(all.map((d) => d.id)).size).to.equal(250);
  });

  it('filters a list by tag and answers an empty list as []', async () => {
    const regions = await source.getAllByType('explore', 'en-gb', { tag: 'region' });
    expect(regions.map((d) => d.uid)).to.deep.equal(['east']);
    expect(searches()[0].searchParams.getAll('q')).to.have.members([
      '[[at(document.type, "explore")]]',
      '[[at(document.tags, ["region"])]]',
    ]);
    expect(await source.getAllByType('explore', 'de-de')).to.deep.equal([]);
  });

  it('asks for linked fields with fetchLinks', async () => {
    const post = await source.getByUID<{ author: { data: Record<string, unknown> } }>('blog', 'hiking', 'en-gb', {
      fetchLinks: ['blog_author.author_name'],
    });
    expect(searches()[0].searchParams.get('fetchLinks')).to.equal('blog_author.author_name');
    expect(post.data.author.data).to.deep.equal({ author_name: 'Anna' });
    const list = await source.getAllByType<{ author?: { data: Record<string, unknown> } }>('blog', 'en-gb', {
      fetchLinks: ['blog_author.author_name'],
    });
    expect(list[0].data.author?.data).to.deep.equal({ author_name: 'Anna' });
  });

  it('retries with the new master ref when the ref it holds has expired', async () => {
    await source.getSingle('settings', 'en-gb');
    const old = fake.masterRef;
    const ref = fake.publish(fake.docs);
    fake.expire(old);
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      expect((await source.getSingle<{ err_title: string }>('settings', 'en-gb')).data.err_title).to.equal('Oops');
    } finally {
      console.warn = warn;
    }
    expect(searches().at(-1)?.searchParams.get('ref')).to.equal(ref);
    expect(String(warnings[0])).to.contain(ref);
  });

  it('reads what a publish made at once when told of it, with or without its master ref', async () => {
    const published = prismicContentSource({ repository: `${origin}/api/v2` });
    const title = async () => (await published.getSingle<{ err_title: string }>('settings', 'en-gb')).data.err_title;
    const before = fake.docs;
    const withTitle = (err_title: string) => before.map((d) => (d.id === 'SETEN' ? { ...d, data: { err_title } } : d));
    try {
      expect(await title()).to.equal('Oops');
      const ref = fake.publish(withTitle('Oops, new'));
      // What Prismic does: the client keeps the master ref it read for 5 s, and the old ref still answers.
      expect(await title()).to.equal('Oops');
      published.published(ref);
      expect(await title()).to.equal('Oops, new');
      expect(searches().at(-1)?.searchParams.get('ref')).to.equal(ref);

      fake.publish(withTitle('Oops, newer'));
      published.published();
      expect(await title()).to.equal('Oops, newer');
    } finally {
      fake.publish(before);
    }
  });

  it('keeps other failures as errors, not as not-found', async () => {
    fake.failSearch = true;
    try {
      const err = await rejection(source.getSingle('settings', 'en-gb'));
      expect(err).not.to.be.instanceOf(ContentNotFoundError);
    } finally {
      fake.failSearch = false;
    }
    const unknownRepository = prismicContentSource({ repository: `${origin}/no-such-repository/api/v2` });
    const err = await rejection(unknownRepository.getSingle('settings', 'en-gb'));
    expect(err).not.to.be.instanceOf(ContentNotFoundError);
    expect(err.message).to.match(/repository not found/i);
  });

  it('sends the access token of a private repository', async () => {
    fake.accessToken = 'secret-token';
    try {
      const withToken = prismicContentSource({ repository: `${origin}/api/v2`, accessToken: 'secret-token' });
      expect((await withToken.getSingle<{ err_title: string }>('settings', 'de-de')).data.err_title).to.equal('Hoppla');
      expect(fake.requests.every((u) => u.searchParams.get('access_token') === 'secret-token')).to.equal(true);
      const without = prismicContentSource({ repository: `${origin}/api/v2` });
      const err = await rejection(without.getSingle('settings', 'de-de'));
      expect(err).not.to.be.instanceOf(ContentNotFoundError);
    } finally {
      fake.accessToken = null;
    }
  });
});
