/** Answers kept per build of the search index (server/api/search/per-build.ts). */
import { expect } from 'chai';
import { answerKey, perBuild } from '../../server/api/search/per-build.ts';
import type { SearchIndex } from '../../server/api/search/search-index.ts';

const build = () => ({}) as SearchIndex;

describe('answers kept per search build (server/api/search/per-build)', () => {
  it('makes an answer once per build and key, and again for a new build', () => {
    const memo = perBuild<number>(4);
    let made = 0;
    const make = () => ++made;
    const [first, second] = [build(), build()];
    expect(memo(first, 'a', make)).to.equal(1);
    expect(memo(first, 'a', make)).to.equal(1);
    expect(memo(first, 'b', make)).to.equal(2);
    expect(memo(second, 'a', make)).to.equal(3);
  });

  it('drops the least recently used answer beyond its size', () => {
    const memo = perBuild<string>(2);
    const index = build();
    const made: string[] = [];
    const make = (key: string) => () => (made.push(key), key);
    for (const key of ['a', 'b', 'a', 'c', 'a', 'b']) memo(index, key, make(key));
    // 'b' went when 'c' came ('a' was used after it), and is made again.
    expect(made).to.deep.equal(['a', 'b', 'c', 'b']);
  });

  it('tells requests apart by their sets and maps, and by the taken houses', () => {
    expect(answerKey([{ regions: new Set([1]) }], '')).not.to.equal(answerKey([{ regions: new Set([2]) }], ''));
    expect(answerKey([{ beds: new Map([[1, 2]]) }], '')).not.to.equal(answerKey([{ beds: new Map([[1, 3]]) }], ''));
    expect(answerKey(['en'], 'digest')).to.equal(answerKey(['en'], 'digest'));
    expect(answerKey(['en'], 'digest')).not.to.equal(answerKey(['en'], ''));
  });
});
