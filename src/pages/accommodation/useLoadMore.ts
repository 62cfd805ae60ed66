import { useEffect, useRef, useState } from 'react';
import { searchHouses } from '../../api/search.ts';
import { cardOf, type Card } from '../../components/house-card/card-house.ts';
import { useBrowserApi } from '../../components/search/hooks.ts';
import { LIST_PAGE_SIZE } from '../../../contract/search-query.ts';
import { useReplaceAddress } from '../../navigation/address.ts';
import { answerIsCurrent, pagesAddress } from './list-url.ts';
import { listQuery, type ListData } from './load.ts';

/** The address the browser shows now (React Router writes it at once on every navigation). */
const addressNow = () => window.location.pathname + window.location.search;

/**
 * docs/product/rules.md#display-constants: further results load when the end of the list comes within 400 px
 * below the view. The margin above (one view height) also catches a jump
 * past the end (End key, a long fling), where the end would otherwise go from
 * below the view to above it unseen.
 */
export const LOAD_MORE_MARGIN = '100% 0px 400px 0px';
export const CARD_DELAY_MS = 150;

/**
 * The houses of one search: the loader's first pages, then more from
 * offset = the number shown, when `end` comes near the view or on `loadMore`,
 * while fewer are shown than the total.
 */
export function useLoadMore(data: ListData, { pending, hydrated }: { pending: boolean; hydrated: boolean }) {
  const api = useBrowserApi();
  const replaceAddress = useReplaceAddress();
  const first = data.result.houses;
  const total = data.result.paginations.total;
  const [more, setMore] = useState<Card[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  const houses = more.length ? [...first, ...more] : first;
  // Cards enter one after another, 150 ms apart (docs/product/screens.md#accommodation-list): the first batch only when it
  // was loaded in the browser (server-rendered cards are there at once), then each added batch.
  const [animateFirst] = useState(hydrated);
  const [batchStart, setBatchStart] = useState(0);
  const canLoadMore = houses.length < total && !exhausted;

  const loadMore = async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    const requestedAt = addressNow();
    try {
      const next = await searchHouses(api, listQuery(data.state, { offset: houses.length, limit: LIST_PAGE_SIZE }));
      // A search, sort, Back or Forward since the request: the answer is for a list no longer shown.
      if (!answerIsCurrent(requestedAt, addressNow())) return;
      const known = new Set(houses.map((h) => h.code));
      const fresh = next.houses.filter((h) => !known.has(h.code)).map(cardOf);
      if (!fresh.length) setExhausted(true);
      else {
        setBatchStart(houses.length);
        setMore((m) => [...m, ...fresh]);
        // The address says how many pages are shown: Back to this list shows them again, scrolled as it was.
        replaceAddress(pagesAddress(data.path, data.query, Math.ceil((houses.length + fresh.length) / LIST_PAGE_SIZE)));
      }
    } catch {
      if (answerIsCurrent(requestedAt, addressNow())) setFailed(true);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  };
  const loadMoreRef = useRef(loadMore);
  useEffect(() => {
    loadMoreRef.current = loadMore;
  });

  useEffect(() => {
    const target = end.current;
    if (!target || !canLoadMore || pending || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMoreRef.current();
      },
      { rootMargin: LOAD_MORE_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, pending, failed, houses.length]);

  /** The card's delay as it enters, or null for a card that is simply there. */
  const enterDelay = (i: number): number | null =>
    i >= batchStart && (animateFirst || i >= first.length) ? (i - batchStart) * CARD_DELAY_MS : null;

  return { houses, loading, failed, canLoadMore, loadMore, end, enterDelay };
}
