import { useEffect, useRef, useState } from 'react';
import { fetchStay, type Stay, type StayAnswer } from '../../api/house.ts';
import type { ApiClient } from '../../api/http.ts';
import { isComplete, type DateRange } from '../../../contract/date-range.ts';
import { stayKey } from './stay.ts';

export type FetchedStay = { key: string; answer: StayAnswer | null };

/**
 * The answer for dates other than the page's: `ask` fetches the price (if
 * any) and similar houses of another complete stay, or of none; a newer ask
 * aborts the one in flight. A check-in alone or the loaded stay asks nothing.
 */
export function useStayAnswer({
  api,
  slug,
  loadedStay,
  onAnswer,
}: {
  api: ApiClient;
  slug: string;
  loadedStay: Stay | null;
  onAnswer(key: string, answer: StayAnswer | null): void;
}) {
  const [fetched, setFetched] = useState<FetchedStay | null>(null);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const ask = (range: DateRange) => {
    const key = stayKey(range);
    const partial = !!range.from && !range.to;
    if (partial || key === stayKey(loadedStay)) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const stay = isComplete(range) ? { from: range.from, to: range.to } : null;
    fetchStay(api, slug, stay, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setFetched({ key, answer });
        onAnswer(key, answer);
      },
      () => {
        if (!controller.signal.aborted) setFetched({ key, answer: null });
      },
    );
  };

  return { fetched, ask };
}
