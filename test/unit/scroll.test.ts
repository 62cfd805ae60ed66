import { expect } from 'chai';
import { NavigationType, type Location } from 'react-router';
import { restoreScroll } from '../../src/navigation/scroll.ts';

/**
 * Where ClientNavigator leaves the page once the next screen is shown
 * (docs/product/screens.md#navigation-and-scrolling). The list's filter, sort and date changes are PUSH
 * navigations on the same path and rely on landing at the top ("every change
 * reloads from the top"), as does a loader's redirect; changes of the address
 * that must keep the position (the house page's dates, the explore tabs) use
 * history.replaceState and never reach the router.
 */
describe('scroll after a client-side navigation', () => {
  const names = ['window', 'document', 'sessionStorage'] as const;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  let scrolls: Array<[number, number]>;
  let intoView: string[];
  let storage: Map<string, string>;

  const at = (pathname: string, key: string, rest: Partial<Location> = {}): Location => ({
    pathname,
    search: '',
    hash: '',
    state: null,
    key,
    ...rest,
  });
  const go = (location: Location, type: NavigationType) => {
    scrolls = [];
    intoView = [];
    restoreScroll(location, type);
  };

  before(() => {
    for (const name of names) saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    const define = (name: string, value: unknown) =>
      Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
    define('window', { scrollTo: (x: number, y: number) => scrolls.push([x, y]) });
    define('document', {
      getElementById: (id: string) =>
        id === 'reviews' || id === 'über' ? { scrollIntoView: () => intoView.push(id) } : null,
    });
    define('sessionStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    });
  });
  beforeEach(() => {
    storage = new Map([['scroll-positions', JSON.stringify({ back: 1200, list: 800 })]]);
  });
  after(() => {
    for (const name of names) {
      const descriptor = saved.get(name);
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  });

  it('goes to the top of a new screen (a link)', () => {
    go(at('/en/accommodation/', 'fresh'), NavigationType.Push);
    expect(scrolls).to.deep.equal([[0, 0]]);
  });

  it('goes back to where the visitor was on Back and Forward, else to the top', () => {
    go(at('/en/accommodation/', 'back'), NavigationType.Pop);
    expect(scrolls).to.deep.equal([[0, 1200]]);
    go(at('/en/accommodation/', 'unknown'), NavigationType.Pop);
    expect(scrolls).to.deep.equal([[0, 0]]);
  });

  it('shows a changed search from the top: a new or replaced entry on the same path keeps no position', () => {
    // Even with a position saved under the entry's key: the filter change shows the new results from their start.
    go(at('/en/accommodation/', 'list', { search: '?numberOfAdults=3' }), NavigationType.Push);
    expect(scrolls).to.deep.equal([[0, 0]]);
    go(at('/en/accommodation/', 'list', { search: '?numberOfAdults=3' }), NavigationType.Replace);
    expect(scrolls).to.deep.equal([[0, 0]]);
  });

  it('scrolls to the element the hash names, decoded', () => {
    go(at('/en/house/x/', 'k', { hash: '#reviews' }), NavigationType.Push);
    expect(intoView).to.deep.equal(['reviews']);
    expect(scrolls).to.deep.equal([]);
    go(at('/de/info/', 'k', { hash: `#${encodeURIComponent('über')}` }), NavigationType.Push);
    expect(intoView).to.deep.equal(['über']);
    go(at('/en/house/x/', 'back', { hash: '#missing' }), NavigationType.Pop);
    expect(scrolls).to.deep.equal([[0, 1200]]);
  });
});
