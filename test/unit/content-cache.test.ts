import { expect } from 'chai';
import { cachedContentSource } from '../../server/content/cache.ts';
import {
  ContentNotFoundError,
  type ContentDocument,
  type ContentLang,
  type ContentSource,
} from '../../contract/content.ts';

function doc(
  type: string,
  lang: ContentLang,
  data: Record<string, unknown>,
  uid: string | null = null,
): ContentDocument {
  return {
    id: `${type}.${uid ?? type}.${lang}`,
    uid,
    type,
    lang,
    tags: [],
    first_publication_date: null,
    last_publication_date: null,
    alternate_languages: [],
    data,
  };
}

/** A source that counts its calls, answers from `answer` and can be held until released. */
function countingSource(answer: (method: string, args: unknown[]) => unknown) {
  const calls: string[] = [];
  let gate: Promise<void> | null = null;
  let open = () => {};
  const call = async (method: string, args: unknown[]) => {
    calls.push(`${method} ${JSON.stringify(args)}`);
    if (gate) await gate;
    const result = answer(method, args);
    if (result instanceof Error) throw result;
    return result;
  };
  const source: ContentSource = {
    getSingle: (...args) => call('getSingle', args) as never,
    getByUID: (...args) => call('getByUID', args) as never,
    getByID: (...args) => call('getByID', args) as never,
    getAllByType: (...args) => call('getAllByType', args) as never,
  };
  return {
    source,
    calls,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      gate = null;
      open();
    },
  };
}

describe('content: cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
  });

  it('answers a repeated request within the ttl from the cache', async () => {
    const s = countingSource(() => doc('settings', 'en-gb', { err_title: 'Oops' }));
    const cache = cachedContentSource(s.source, 60, now);
    expect((await cache.getSingle('settings', 'en-gb')).data).to.deep.equal({ err_title: 'Oops' });
    clock += 59_999;
    await cache.getSingle('settings', 'en-gb');
    expect(s.calls).to.have.length(1);
    // other arguments are other entries
    await cache.getSingle('settings', 'de-de');
    await cache.getSingle('settings', 'en-gb', { fetchLinks: ['a.b'] });
    expect(s.calls).to.have.length(3);
  });

  it('asks again once the ttl has passed', async () => {
    let title = 'first';
    const s = countingSource(() => doc('settings', 'en-gb', { err_title: title }));
    const cache = cachedContentSource(s.source, 60, { now });
    await cache.getSingle('settings', 'en-gb');
    title = 'second';
    clock += 60_000;
    expect((await cache.getSingle<{ err_title: string }>('settings', 'en-gb')).data.err_title).to.equal('second');
    expect(s.calls).to.have.length(2);
  });

  it('lets concurrent misses share one call', async () => {
    const s = countingSource(() => [doc('blog', 'en-gb', {}, 'a')]);
    const cache = cachedContentSource(s.source, 60, now);
    s.hold();
    const pending = Array.from({ length: 5 }, () => cache.getAllByType('blog', 'en-gb', { tag: 'region' }));
    s.release();
    const answers = await Promise.all(pending);
    expect(s.calls).to.deep.equal(['getAllByType ["blog","en-gb",{"tag":"region"}]']);
    expect(answers.every((a) => a[0].uid === 'a')).to.equal(true);
  });

  it('keeps a not-found, but not another failure', async () => {
    let fail: Error = new ContentNotFoundError('none');
    const s = countingSource(() => fail);
    const cache = cachedContentSource(s.source, 60, now);
    for (let i = 0; i < 2; i++) {
      try {
        await cache.getByUID('blog', 'x', 'en-gb');
        expect.fail('resolved');
      } catch (err) {
        expect(err).to.be.instanceOf(ContentNotFoundError);
      }
    }
    expect(s.calls).to.have.length(1);

    fail = new Error('Prismic is down');
    for (let i = 0; i < 2; i++) {
      try {
        await cache.getByID('y', 'en-gb');
        expect.fail('resolved');
      } catch (err) {
        expect((err as Error).message).to.equal('Prismic is down');
      }
    }
    expect(s.calls).to.have.length(3);
  });

  it('forgets everything on clear()', async () => {
    const s = countingSource(() => doc('settings', 'en-gb', {}));
    const cache = cachedContentSource(s.source, 60, now);
    await cache.getSingle('settings', 'en-gb');
    await cache.getByID('settings.settings.en-gb', 'en-gb');
    cache.clear();
    await cache.getSingle('settings', 'en-gb');
    await cache.getByID('settings.settings.en-gb', 'en-gb');
    expect(s.calls).to.have.length(4);
  });

  it('gives every caller its own copy', async () => {
    const s = countingSource(() => doc('settings', 'en-gb', { links: ['a'] }));
    const cache = cachedContentSource(s.source, 60, now);
    const first = await cache.getSingle<{ links: string[] }>('settings', 'en-gb');
    first.data.links.push('changed');
    expect((await cache.getSingle<{ links: string[] }>('settings', 'en-gb')).data.links).to.deep.equal(['a']);
    expect(s.calls).to.have.length(1);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const s = countingSource((_m, args) => doc('blog', 'en-gb', {}, String(args[1])));
    const cache = cachedContentSource(s.source, 60, { now, maxEntries: 3 });
    for (const uid of ['a', 'b', 'c', 'd']) await cache.getByUID('blog', uid, 'en-gb');
    await cache.getByUID('blog', 'd', 'en-gb'); // still cached
    await cache.getByUID('blog', 'b', 'en-gb'); // still cached
    expect(s.calls).to.have.length(4);
    await cache.getByUID('blog', 'a', 'en-gb'); // dropped as the oldest
    expect(s.calls).to.have.length(5);
  });

  it('does not cache with a ttl of 0', async () => {
    const s = countingSource(() => doc('settings', 'en-gb', {}));
    const cache = cachedContentSource(s.source, 0, now);
    await cache.getSingle('settings', 'en-gb');
    await cache.getSingle('settings', 'en-gb');
    expect(s.calls).to.have.length(2);
  });
});
