import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FilterPatch } from './FilterPanel.tsx';
import type { SearchState } from '../../../contract/search-query.ts';
import { searchOf } from './list-url.ts';
import type { ListData } from './load.ts';

/** Filter changes from counters and the price slider wait this long for the next one. */
const DEBOUNCE_MS = 400;

export interface SearchDraft {
  /** The form's state: the URL's until the visitor changes something. */
  draft: SearchState;
  /** A change the form shows without searching yet. */
  edit(patch: FilterPatch): void;
  /** A change that searches: at once, or after a pause (`debounce`). */
  update(patch: FilterPatch, options?: { debounce?: boolean }): void;
  /** Search for what the form shows now. */
  submit(): void;
}

/**
 * The list form's search: each search is a history step to its URL
 * (`urlFor`; Back returns to the previous search), and the list reloads from
 * the top through the page's loader. Counters and the price slider wait for a
 * pause, the text for its submit: one step per search, not per keystroke.
 * Changes made together (the fields adopted at hydration) make one search:
 * the step goes at the end of the task, with the form as it is then. Text
 * typed while the form's own search loads stays in the box when its results
 * come (docs/architecture.md, Before hydration).
 */
export function useSearchDraft(data: ListData, urlFor: (state: SearchState) => string): SearchDraft {
  const location = useLocation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<SearchState>(data.state);
  const [shown, setShown] = useState(data);
  const latest = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduled = useRef(false);
  /** The form's own last search: its address and the text it sent. */
  const [sent, setSent] = useState<{ url: string; search: string } | null>(null);
  const here = location.pathname + searchOf(location.search);
  if (shown !== data) {
    setShown(data);
    const typedSince = sent?.url === here && draft.search !== sent.search;
    setDraft(typedSince ? { ...data.state, search: draft.search } : data.state);
  }
  // A change still waiting for its pause is dropped when another search is shown (Back, Forward), not
  // when "load more" writes its pages into the address.
  useEffect(() => () => clearTimeout(timer.current), [here]);
  // Keep the ref in step with the state the form shows (after a reload from the URL).
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  const go = () => {
    clearTimeout(timer.current);
    if (scheduled.current) return;
    scheduled.current = true;
    queueMicrotask(() => {
      scheduled.current = false;
      const url = urlFor(latest.current);
      setSent({ url, search: latest.current.search });
      if (url !== here) navigate(url);
    });
  };

  const edit = (patch: FilterPatch) => {
    latest.current = { ...latest.current, ...patch };
    setDraft(latest.current);
  };

  const update = (patch: FilterPatch, options: { debounce?: boolean } = {}) => {
    const next = { ...latest.current, ...patch, page: 1 };
    latest.current = next;
    setDraft(next);
    clearTimeout(timer.current);
    if (options.debounce) timer.current = setTimeout(go, DEBOUNCE_MS);
    else go();
  };

  return { draft, edit, update, submit: go };
}
