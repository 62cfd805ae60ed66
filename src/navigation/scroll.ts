import { NavigationType, type Location } from 'react-router';

const KEY = 'scroll-positions';

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Saves the scroll position now under a history entry's key. */
export function saveScroll(key: string): void {
  const all = positions();
  all[key] = window.scrollY;
  sessionStorage.setItem(KEY, JSON.stringify(all));
}

/** Saves this history entry's scroll position as the visitor scrolls, for Back/Forward. */
export function rememberScroll(location: Location): () => void {
  let frame = 0;
  const save = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => saveScroll(location.key));
  };
  window.addEventListener('scroll', save, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', save);
  };
}

/**
 * docs/product/screens.md#navigation-and-scrolling: to a hash target if present, to the saved position on Back/Forward, else to the top.
 * A new or replaced entry starts at the top: each of the list's searches (a history step that
 * reloads from the top) and a loader's redirect. Address updates that must keep the position (the house
 * page's dates, the explore tabs) go through useReplaceAddress and never come through here.
 */
export function restoreScroll(location: Location, type: NavigationType): void {
  if (location.hash) {
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  const saved = type === NavigationType.Pop ? positions()[location.key] : undefined;
  window.scrollTo(0, saved ?? 0);
}
