/**
 * What the image renderer turns into files. A picture is either a photo file
 * (house_images.source_path, under the originals directory) or drawn: a house
 * picture's stored recipe (house_images.recipe), or an editorial picture of
 * /images/content/. The runtime renders, caches and serves drawn pictures; a
 * PictureSource draws them (the demo's: demo/pictures/). Without one, only
 * photo files are served.
 */
import type { ImageSize } from './variants.ts';

export interface ImageSource extends ImageSize {
  /** Also the variant's folder in the cache (may contain a slash: content/{key}). */
  key: string;
  /** A drawing recipe, JSON that only the PictureSource reads. */
  recipe: object | null;
  /** A photo file, relative to the originals directory. */
  sourcePath: string | null;
  /** Any other drawing: SVG at the asked size (the editorial pictures). */
  svg?: (width: number, height: number) => string;
}

export interface ContentPicture {
  /** The current key, `{name}-{version}`: the path segment of its immutable URLs. */
  key: string;
  source: ImageSource;
}

export interface PictureSource {
  /** SVG of a stored recipe at the asked size. */
  drawRecipe(recipe: object, width: number, height: number): string;
  /**
   * The editorial picture a key of /images/content/ names: current, or a bare
   * name or outdated version (not current: the router redirects); null when unknown.
   */
  resolveContentKey(key: string): { image: ContentPicture; current: boolean } | null;
}
