import { preload } from 'react-dom';

/**
 * Names the page's largest picture in the head (React hoists the preload there), so the
 * browser fetches it with high priority before the body and the scripts arrive: the LCP.
 */
export function preloadImage(src: string, srcSet: string | undefined, sizes: string | undefined): void {
  preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}) });
}
