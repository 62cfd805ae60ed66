/**
 * The house list's history rules (docs/product/screens.md#accommodation-list): which searches are
 * the same whatever pages they show, the address "load more" writes, when a late answer is dropped,
 * the number on the filters toggle and what "nothing found" says was searched.
 */
import { expect } from 'chai';
import { emptySearchState, parseSearchQuery, type SearchState } from '../../contract/search-query.ts';
import { answerIsCurrent, pagesAddress, sameSearch, searchOf } from '../../src/pages/accommodation/list-url.ts';
import { chosenFilterCount, nothingFoundKey } from '../../src/pages/accommodation/chosen-filters.ts';

const LIST = '/en/accommodation/';
const state = (patch: Partial<SearchState>): SearchState => ({ ...emptySearchState(), ...patch });

describe('the list’s history: searches, pages and late answers', () => {
  it('the same search whatever number of pages it shows; another sort or filter is another search', () => {
    expect(sameSearch('search=V%C3%ADk&page=3', 'search=V%C3%ADk')).to.equal(true);
    expect(sameSearch('page=2', '')).to.equal(true);
    expect(sameSearch('order=price+asc', '')).to.equal(false);
    expect(sameSearch('pets=1&page=2', 'page=2')).to.equal(false);
    expect(searchOf('?regions=4&page=5')).to.equal('?regions=4');
    expect(searchOf('page=2')).to.equal('');
  });

  it('"load more" writes the pages shown into the search’s own address, canonical', () => {
    expect(pagesAddress(LIST, 'order=price+asc', 2)).to.equal(`${LIST}?order=price+asc&page=2`);
    expect(pagesAddress(LIST, 'pets=1&page=2', 3)).to.equal(`${LIST}?pets=1&page=3`);
    expect(pagesAddress(LIST, '', 1)).to.equal(LIST);
  });

  it('an answer is current only while the address is still the one it was asked from', () => {
    const asked = `${LIST}?page=2`;
    expect(answerIsCurrent(asked, asked)).to.equal(true);
    // A sort chosen meanwhile, a filter, Back to the first page: the answer is dropped.
    expect(answerIsCurrent(asked, `${LIST}?order=price+asc`)).to.equal(false);
    expect(answerIsCurrent(asked, `${LIST}?pets=1`)).to.equal(false);
    expect(answerIsCurrent(asked, LIST)).to.equal(false);
    expect(answerIsCurrent(asked, '/de/unterkuenfte/?page=2')).to.equal(false);
  });
});

describe('the filters toggle’s number', () => {
  it('is 0 with no filter chosen: dates, guests, the text, flexible months and the sort are not filters of the sheet', () => {
    expect(chosenFilterCount(emptySearchState())).to.equal(0);
    const fromTheFrontPage = parseSearchQuery(
      'search=Vik&checkIn=2027-07-04&checkOut=2027-07-11&numberOfAdults=2&numberOfChildren=1&order=price+asc&page=2',
    );
    expect(chosenFilterCount(fromTheFrontPage)).to.equal(0);
    expect(chosenFilterCount(parseSearchQuery('months=2027-07&nights=7'))).to.equal(0);
  });

  it('counts each filter chosen: bedrooms, each bed type, region and highlight, pets, a price range', () => {
    expect(chosenFilterCount(parseSearchQuery('pets=1&regions=4'))).to.equal(2);
    expect(chosenFilterCount(parseSearchQuery('numberOfAdults=3&bedrooms=2&items=5,6'))).to.equal(3);
    expect(chosenFilterCount(parseSearchQuery('bedFilters=2.1,3.2&priceFrom=600&priceTo=900'))).to.equal(3);
    // Half a price range is no filter (the search ignores it too).
    expect(chosenFilterCount(parseSearchQuery('priceFrom=600'))).to.equal(0);
  });
});

describe('what "nothing found" says was searched', () => {
  it('the text alone, the filters alone, or the text with filters', () => {
    expect(nothingFoundKey(state({ search: 'qqqq' }))).to.equal('nothingFoundText');
    expect(nothingFoundKey(state({ search: 'qqqq', order: 'price asc', page: 2 }))).to.equal('nothingFoundText');
    expect(nothingFoundKey(state({ pets: true }))).to.equal('nothingFound');
    expect(nothingFoundKey(state({ checkIn: '2027-01-04', checkOut: '2027-01-11' }))).to.equal('nothingFound');
    expect(nothingFoundKey(state({ search: 'qqqq', numberOfAdults: 4 }))).to.equal('nothingFoundTextFilters');
  });
});
