import { useEffect } from 'react';
import { SHORTLIST_COOKIE } from '../../contract/cookies.ts';
import type { Store } from '../store/store.ts';

/**
 * Once the page has hydrated, fills in what a shared page leaves out (the server sends one to
 * a browser that runs scripts: server/render/page-cache.ts renderCookies): the visitor's
 * shortlist, its hearts and the menu's count. Its reader loads only for a visitor who has one.
 */
export function VisitorParts({ store }: { store: Store }) {
  useEffect(() => {
    const raw = new RegExp(`(?:^|; )${SHORTLIST_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
    if (raw && !store.shortlist.length)
      void import('../../contract/shortlist.ts').then(({ parseShortlist }) => (store.shortlist = parseShortlist(raw)));
  }, [store]);
  return null;
}
