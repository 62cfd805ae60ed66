import { useEffect, useState, type ComponentProps } from 'react';
import type GalleryViewType from './GalleryView.tsx';

type GalleryModule = { default: typeof GalleryViewType };

let loaded: GalleryModule | null = null;

/** Fetches the fullscreen gallery's code (its own chunk). */
export function loadGallery(): Promise<GalleryModule> {
  return import('./GalleryView.tsx').then((module) => (loaded = module));
}

/** The gallery route's paths end in images (en) or photos (de). */
export const isGalleryPath = (pathname: string) => /\/(images|photos)\/?$/.test(pathname);

// A gallery page hydrates with the gallery's code already here: the server rendered it in place
// (no Suspense boundary, which React may stream out of line, hidden until a script shows it).
if (typeof window !== 'undefined' && isGalleryPath(window.location.pathname)) await loadGallery().catch(() => null);

/**
 * The fullscreen gallery, its code loaded only when it is shown: the house
 * page's loader awaits loadGallery() for the gallery route (server and
 * browser alike), so the gallery renders at once and works without
 * JavaScript. Should it be missing all the same, it loads here.
 */
export function Gallery(props: ComponentProps<typeof GalleryViewType>) {
  const [, setReady] = useState(false);
  const View = loaded?.default;
  useEffect(() => {
    if (!loaded) void loadGallery().then(() => setReady(true));
  }, []);
  return View ? <View {...props} /> : <div className="gallery-view gallery-view--loading" aria-busy="true" />;
}
