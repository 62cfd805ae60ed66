import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { photoFromHash, photoId } from './images.ts';
import { useReplaceAddress } from '../../navigation/address.ts';

/**
 * The gallery's scroll-snapping strip: `go` scrolls to picture n (1-based),
 * `current` follows the strip however it was moved. It opens at the picture
 * of the address (#photo-3), and the address follows the picture shown
 * (replaced, so Back still leaves the gallery at once).
 */
export function useGalleryStrip(count: number) {
  const track = useRef<HTMLDivElement>(null);
  const replaceAddress = useReplaceAddress();
  // Only a change of photo writes the address, never a change of address (the page being left, say).
  const writeHash = useEffectEvent((hash: string) =>
    replaceAddress(window.location.pathname + window.location.search + hash),
  );
  const [current, setCurrent] = useState(1);

  const go = useCallback(
    (n: number, smooth = true) => {
      const strip = track.current;
      if (!strip || count === 0) return;
      const target = Math.min(Math.max(n, 1), count);
      const still = !smooth || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      strip.scrollTo({ left: (target - 1) * strip.clientWidth, behavior: still ? 'instant' : 'smooth' });
      setCurrent(target);
    },
    [count],
  );

  // Before the first paint.
  useLayoutEffect(() => {
    go(photoFromHash(window.location.hash, count), false);
  }, [go, count]);

  useEffect(() => {
    const strip = track.current;
    if (!strip) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (strip.clientWidth)
          setCurrent(Math.min(Math.max(Math.round(strip.scrollLeft / strip.clientWidth) + 1, 1), count));
      });
    };
    strip.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      strip.removeEventListener('scroll', onScroll);
    };
  }, [count]);

  useEffect(() => {
    const hash = `#${photoId(current)}`;
    if (count === 0 || window.location.hash === hash) return;
    writeHash(hash);
  }, [current, count]);

  // A hash typed into the address, or an anchor followed.
  useEffect(() => {
    const onHash = () => go(photoFromHash(window.location.hash, count));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [go, count]);

  return { track, current, go };
}
