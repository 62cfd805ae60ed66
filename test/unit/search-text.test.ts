import { expect } from 'chai';
import { fold, searchKey, searchWords } from '../../contract/search-text.ts';

describe('search text rule (contract/search-text)', () => {
  it('writes a text as search_key() does: lower case, accents and Icelandic letters as unaccent writes them', () => {
    expect(searchKey('Höfn')).to.equal('hofn');
    expect(searchKey('Þórsmörk')).to.equal('thorsmork');
    expect(searchKey('Ísafjörður')).to.equal('isafjordur');
    expect(searchKey('Geschirrspüler Æðey Straße')).to.equal('geschirrspuler aedey strasse');
  });

  it('takes at most 8 words of a text', () => {
    expect(searchWords('a b  c d e f g h i')).to.deep.equal(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('folds a name for the back office: German and Icelandic letters, case, apostrophes, hyphens and spaces', () => {
    expect(fold('Müller')).to.equal(fold('MULLER')).and.equal('muller');
    expect(fold('Großmann')).to.equal('grossmann');
    expect(fold('Ægisdóttir')).to.equal('aegisdottir');
    expect(fold('Þórður Ørn Höskuldsson')).to.equal('thordurornhoskuldsson');
    expect(fold("O'Brien")).to.equal('obrien');
    expect(fold('O’Brien')).to.equal(fold('O Brien')).and.equal('obrien');
    expect(fold('Jean-Luc')).to.equal('jeanluc');
  });
});
