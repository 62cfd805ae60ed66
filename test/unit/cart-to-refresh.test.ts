import { expect } from 'chai';
import { cartToRefresh } from '../../src/api/cart.ts';

describe('the cart a client navigation refreshes', () => {
  const global = globalThis as { document?: { cookie: string } };
  afterEach(() => delete global.document);

  it('is the cart the page knows', () => {
    global.document = { cookie: 'cart=1' };
    expect(cartToRefresh({ cartId: 'c-1', houses: [] })).to.equal('c-1');
  });

  it("is the cookie's cart when a shared page has not filled it in yet", () => {
    global.document = { cookie: 'consent=all; cart=1; js=1' };
    expect(cartToRefresh({ cartId: null, houses: [] })).to.equal('');
    expect(cartToRefresh(undefined)).to.equal('');
  });

  it('is none without the flag, or on the server', () => {
    global.document = { cookie: 'consent=all; cartflag=1' };
    expect(cartToRefresh({ cartId: null, houses: [] })).to.equal(undefined);
    delete global.document;
    expect(cartToRefresh({ cartId: null, houses: [] })).to.equal(undefined);
  });
});
