/** The search index's seasons as the database sends them: one string, read into one buffer. */
import { expect } from 'chai';
import { parseSeasons } from '../../server/api/search/search-index.ts';

describe('seasons of the search index (server/api/search/search-index parseSeasons)', () => {
  it('gives each house its seasons as [from, to, week cents, …], in order', () => {
    const seasons = parseSeasons('7 20640 20647 123450,7 20647 20700 99000,12 20641 20648 5');
    expect([...seasons].map(([house, packed]) => [house, [...packed]])).to.deep.equal([
      [7, [20640, 20647, 123450, 20647, 20700, 99000]],
      [12, [20641, 20648, 5]],
    ]);
  });

  it('gives no house for no seasons', () => {
    expect(parseSeasons('').size).to.equal(0);
  });
});
