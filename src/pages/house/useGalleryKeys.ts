import { useEffect } from 'react';

/** Arrow keys, Home and End move the gallery; Escape closes it. */
export function useGalleryKeys({
  current,
  count,
  go,
  close,
}: {
  current: number;
  count: number;
  go(n: number): void;
  close(): void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') close();
      else if (event.key === 'ArrowRight') go(current + 1);
      else if (event.key === 'ArrowLeft') go(current - 1);
      else if (event.key === 'Home') go(1);
      else if (event.key === 'End') go(count);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [current, count, go, close]);
}
