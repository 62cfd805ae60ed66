import { expect } from 'chai';
import { lruMemo } from '../../contract/lru-memo.ts';

describe('lruMemo', () => {
  it('makes an answer once per key, and drops the least recently used beyond its size', () => {
    const made: string[] = [];
    const memo = lruMemo<string, string>(2);
    const ask = (key: string) => memo(key, () => (made.push(key), key.toUpperCase()));
    expect([ask('a'), ask('b'), ask('a')]).to.deep.equal(['A', 'B', 'A']);
    ask('c'); // b was used least lately
    ask('a');
    ask('b');
    expect(made).to.deep.equal(['a', 'b', 'c', 'b']);
  });

  it('keeps a null answer as an answer', () => {
    let calls = 0;
    const memo = lruMemo<string, null>(4);
    memo('x', () => (calls++, null));
    memo('x', () => (calls++, null));
    expect(calls).to.equal(1);
  });
});
