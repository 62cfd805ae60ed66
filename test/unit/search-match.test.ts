import { expect } from 'chai';
import { PETS_HIGHLIGHT_ID } from '../../contract/highlights.ts';
import { travellersWords } from '../../contract/highlight-words.ts';
import {
  Vocabulary,
  editDistance,
  editsAllowed,
  matchesPlan,
  plannedText,
  type TextPlan,
} from '../../contract/search-match.ts';
import { searchKey } from '../../contract/search-text.ts';

/** A few houses' words, as the search index holds them (search_key() forms). */
const HOUSES = {
  vik: 'asborg house sh-1001 south coast sudkuste vik i myrdal vik vik',
  reykjavik: 'reynivik cottage sh-1002 reykjavik reykjavik hauptstadtregion',
  akureyri: 'glera lodge sh-1003 akureyri and eyjafjordur akureyri und eyjafjordur',
  hut: 'ferienhutte lundur sh-1004 husavik husavik and asbyrgi',
};
const VOCABULARY = new Vocabulary(Object.values(HOUSES).flatMap((doc) => doc.split(' ')));

const plan = (text: string) => VOCABULARY.plan(searchKey(text));
const found = (text: string) => {
  const p = plan(text);
  return p ? Object.entries(HOUSES).flatMap(([name, doc]) => (matchesPlan(doc, p) ? [name] : [])) : [];
};

describe('search matching rule (contract/search-match)', () => {
  it('counts edits as insertions, deletions, changes and swaps of neighbours, stopping above the most allowed', () => {
    expect(editDistance('akureiri', 'akureyri', 2)).to.equal(1);
    expect(editDistance('akuryeri', 'akureyri', 2)).to.equal(1);
    expect(editDistance('reykjavk', 'reykjavik', 2)).to.equal(1);
    expect(editDistance('hofn', 'hof', 1)).to.equal(1);
    expect(editDistance('reykjavik', 'keflavik', 2)).to.equal(3);
    expect(editDistance('abc', 'abcdefg', 2)).to.equal(3);
  });

  it('allows no edits to words of up to 3 letters, one up to 7, two from 8', () => {
    expect(['vik', 'hofn', 'husavik', 'akureyri'].map(editsAllowed)).to.deep.equal([0, 1, 1, 2]);
  });

  it('matches a word, or the start of one: "Vík" finds Vík, not every name ending in vík; "Reykj" still finds Reykjavík', () => {
    expect(found('Vík')).to.deep.equal(['vik']);
    expect(found('vik myrdal')).to.deep.equal(['vik']);
    expect(found('Reykj')).to.deep.equal(['reykjavik']);
    expect(plan('vik')).to.deep.equal([{ word: 'vik', tier: 'word', corrections: [] }]);
  });

  it('matches inside a word only when no word starts with it', () => {
    expect(found('hütte')).to.deep.equal(['hut']);
    expect(plan('hutte')![0].tier).to.equal('part');
    expect(found('1003')).to.deep.equal(['akureyri']);
  });

  it('takes a word found nowhere as a typo of the nearest known words, within its allowance', () => {
    for (const typo of ['Akuryeri', 'Akureiri', 'Akurreyri']) {
      expect(found(typo), typo).to.deep.equal(['akureyri']);
      expect(plannedText(plan(typo)!), typo).to.equal('akureyri');
    }
    expect(plan('Akuryeri')).to.deep.equal([{ word: 'akuryeri', tier: 'typo', corrections: ['akureyri'] }]);
    // One edit for a 7-letter word, none for 3 letters: nothing near enough.
    expect(plan('hsavk')).to.equal(null);
    expect(plan('vok')).to.equal(null);
    expect(found('Húsavik lundr')).to.deep.equal(['hut']);
  });

  it('needs every word to match, each in its own way', () => {
    expect(found('lodge akuryeri')).to.deep.equal(['akureyri']);
    expect(found('lodge vik')).to.deep.equal([]);
    expect(plan('lodge zzzz')).to.equal(null);
    const words: TextPlan = plan('glera akuryeri')!;
    expect(words.map((w) => w.tier)).to.deep.equal(['word', 'typo']);
  });
});

describe('words travellers use for highlights (contract/highlights)', () => {
  const HOT_TUB = 9;
  const WOOD_STOVE = 15;
  const NORTHERN_LIGHTS = 3;
  const cases: Array<[string, number[], number[]]> = [
    ['Whirlpool', [HOT_TUB], []],
    ['jacuzzi', [HOT_TUB], []],
    ['Kamin', [WOOD_STOVE], []],
    ['fireplace', [WOOD_STOVE], []],
    ['Hund', [PETS_HIGHLIGHT_ID], []],
    ['dog', [PETS_HIGHLIGHT_ID], []],
    ['Haustiere', [PETS_HIGHLIGHT_ID], []],
    ['WLAN', [5], []],
    ['wifi', [5], []],
    ['Nordlichter', [], [NORTHERN_LIGHTS]],
    ['northern lights', [], [NORTHERN_LIGHTS]],
  ];

  it('gives each highlight and the northern-lights category their English and German words', () => {
    for (const [text, highlights, categories] of cases) {
      const words = travellersWords(highlights, categories);
      const vocabulary = new Vocabulary(words.split(' '));
      const p = vocabulary.plan(searchKey(text));
      expect(p, text).not.to.equal(null);
      expect(matchesPlan(words, p!), text).to.equal(true);
      expect(
        p!.every((w) => w.tier === 'word'),
        text,
      ).to.equal(true);
      // Nobody else's words.
      expect(matchesPlan(travellersWords([1, 2, 3], [4]), p!), text).to.equal(false);
    }
  });
});
