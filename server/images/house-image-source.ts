/** A house picture's source (the house_images row) for the image endpoint. */
import type { Queryable } from '../db/client.ts';
import type { ImageSource } from './pictures.ts';
import { IMAGE_KEY } from './variants.ts';

/** What to render for a key, or null for an unknown key. */
export async function imageSource(q: Queryable, key: string): Promise<ImageSource | null> {
  if (!IMAGE_KEY.test(key)) return null;
  const [row] = await q.query<{
    key: string;
    width: number;
    height: number;
    recipe: object | null;
    source_path: string | null;
  }>('select key, width, height, recipe, source_path from house_images where key = $1', [key]);
  return row
    ? { key: row.key, width: row.width, height: row.height, recipe: row.recipe, sourcePath: row.source_path }
    : null;
}
