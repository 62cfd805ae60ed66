import { useEffect } from 'react';
import type { Store } from '../store/store.ts';

/**
 * Once the page has hydrated, fills in what a shared page leaves out (the server sends one to
 * a browser that runs scripts: server/render/page-cache.ts renderCookies): the visitor's
 * shortlist, its hearts and the menu's count. The `shortlist` cookie (SHORTLIST_COOKIE) holds
 * house codes joined by encoded commas, as only this site writes it (contract/shortlist.ts);
 * what else it might hold names no house and shows nothing. The server renders this too, in
 * the same place beside the page (it renders nothing), so that both trees have the same shape
 * and every useId matches.
 */
export function VisitorParts({ store }: { store: Store }) {
  useEffect(() => {
    const codes = /(?:^|; )shortlist=([^;]+)/.exec(document.cookie)?.[1].split(/%2C|,/i);
    if (codes && !store.shortlist.length) store.shortlist = codes;
  }, [store]);
  return null;
}
