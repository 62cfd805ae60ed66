import { useEffect } from 'react';
import { parseShortlist } from '../../contract/shortlist.ts';
import type { Store } from '../store/store.ts';

/**
 * Once the page has hydrated, fills in what a shared page leaves out (the server sends one to
 * a browser that runs scripts: server/render/page-cache.ts renderCookies): the visitor's
 * shortlist (the `shortlist` cookie: SHORTLIST_COOKIE), its hearts and the menu's count.
 */
export function VisitorParts({ store }: { store: Store }) {
  useEffect(() => {
    const raw = /(?:^|; )shortlist=([^;]*)/.exec(document.cookie)?.[1];
    if (raw && !store.shortlist.length) store.shortlist = parseShortlist(raw);
  }, [store]);
  return null;
}
