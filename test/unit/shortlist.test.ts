import { expect } from 'chai';
import {
  parseShortlist,
  serializeShortlist,
  SHORTLIST_MAX,
  SHORTLIST_MAX_AGE,
  shortlistCookie,
  withShortlisted,
} from '../../contract/shortlist.ts';

const codes = (n: number, from = 1000) => Array.from({ length: n }, (_, i) => `SH-${from + i}`);

describe('shortlist cookie (contract/shortlist)', () => {
  it('reads codes from a comma list, encoded or not, upper-cased, without repeats', () => {
    expect(parseShortlist('SH-1003,SH-1001')).to.deep.equal(['SH-1003', 'SH-1001']);
    expect(parseShortlist('SH-1003%2CSH-1001')).to.deep.equal(['SH-1003', 'SH-1001']);
    expect(parseShortlist(' sh-1003 , SH-1003,,SH-1001 ')).to.deep.equal(['SH-1003', 'SH-1001']);
  });

  it('drops anything that is not a house code, and reads nonsense as an empty list', () => {
    expect(parseShortlist('SH-1003,<script>,SH_1,x,' + 'A'.repeat(21) + ',SH-1004')).to.deep.equal([
      'SH-1003',
      'SH-1004',
    ]);
    for (const raw of [undefined, null, 42, '', '%E0%A4%A', '{"a":1}', 'x'.repeat(5000)])
      expect(parseShortlist(raw), String(raw)).to.deep.equal([]);
  });

  it(`keeps at most ${SHORTLIST_MAX} codes`, () => {
    expect(parseShortlist(codes(80).join(','))).to.deep.equal(codes(SHORTLIST_MAX));
    expect(serializeShortlist(codes(60))).to.equal(codes(SHORTLIST_MAX).join(','));
  });

  it('adds newest first, removes, toggles, and drops the oldest beyond the limit', () => {
    expect(withShortlisted(['SH-1001'], 'sh-1002')).to.deep.equal(['SH-1002', 'SH-1001']);
    expect(withShortlisted(['SH-1002', 'SH-1001'], 'SH-1002')).to.deep.equal(['SH-1001']);
    expect(withShortlisted(['SH-1001'], 'SH-1001', true)).to.deep.equal(['SH-1001']);
    expect(withShortlisted(['SH-1001'], 'SH-1002', false)).to.deep.equal(['SH-1001']);
    expect(withShortlisted(['SH-1001'], 'bad code!')).to.deep.equal(['SH-1001']);
    const full = codes(SHORTLIST_MAX);
    const next = withShortlisted(full, 'SH-9999');
    expect(next).to.have.length(SHORTLIST_MAX);
    expect(next[0]).to.equal('SH-9999');
    expect(next).not.to.include(full[SHORTLIST_MAX - 1]);
  });

  it('writes SameSite=Lax, path /, one year; an empty list expires the cookie', () => {
    expect(SHORTLIST_MAX_AGE).to.equal(365 * 24 * 3600);
    expect(shortlistCookie(['SH-1002', 'SH-1001'])).to.equal(
      'shortlist=SH-1002%2CSH-1001; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(shortlistCookie(['SH-1001'], true)).to.match(/; Secure$/);
    expect(shortlistCookie([])).to.equal('shortlist=; Max-Age=0; Path=/; SameSite=Lax');
  });
});
