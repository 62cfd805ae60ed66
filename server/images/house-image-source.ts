/** A house picture's source (the house_images row) for the image endpoint and the render pass. */
import type { Queryable } from '../db/client.ts';
import type { ImageSource } from './pictures.ts';
import { IMAGE_KEY } from './variants.ts';

export interface HouseImageRow {
  key: string;
  width: number;
  height: number;
  recipe: object | null;
  source_path: string | null;
}

/** The columns of house_images a source is made of. */
export const SOURCE_COLUMNS = 'key, width, height, recipe, source_path';

export const sourceOf = (row: HouseImageRow): ImageSource => ({
  key: row.key,
  width: row.width,
  height: row.height,
  recipe: row.recipe,
  sourcePath: row.source_path,
});

/** What to render for a key, or null for an unknown key. */
export async function imageSource(q: Queryable, key: string): Promise<ImageSource | null> {
  if (!IMAGE_KEY.test(key)) return null;
  const [row] = await q.query<HouseImageRow>(`select ${SOURCE_COLUMNS} from house_images where key = $1`, [key]);
  return row ? sourceOf(row) : null;
}
