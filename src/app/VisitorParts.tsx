import { useEffect } from 'react';
import { holdsCart } from '../api/holds-cart.ts';
import type { Store } from '../store/store.ts';

/**
 * Once the page has hydrated, fills in what a shared page leaves out (the server sends one to
 * a browser that runs scripts: server/render/page-cache.ts renderCookies): the visitor's
 * shortlist, its hearts and the menu's count, and the cart's count in the menu. The `shortlist`
 * cookie (SHORTLIST_COOKIE) holds house codes joined by encoded commas, as only this site writes
 * it (contract/shortlist.ts); what else it might hold names no house and shows nothing. The cart's
 * id is in an httpOnly cookie: the `cart` flag beside it (CART_HELD_COOKIE) says to ask the API
 * for the cart it names (held-cart.ts). The server renders this too, in the same place beside the page (it
 * renders nothing), so that both trees have the same shape and every useId matches.
 */
export function VisitorParts({ store }: { store: Store }) {
  useEffect(() => {
    const codes = /(?:^|; )shortlist=([^;]+)/.exec(document.cookie)?.[1].split(/%2C|,/i);
    if (codes && !store.shortlist.length) store.shortlist = codes;
    if (!store.cart?.cartId && holdsCart(document.cookie))
      import('./held-cart.ts').then(
        (m) => m.fillHeldCart(store),
        () => {},
      );
  }, [store]);
  return null;
}
