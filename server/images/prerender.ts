/**
 * Renders the house pictures' variants before anybody asks for them: those of
 * the houses an import wrote (catalogue import --apply), and at every start,
 * in the background, whatever is missing (a new bucket, the demo's first
 * start, a render that failed). One render at a time, first pictures of the
 * galleries first (the cards'); what the store already has is listed once,
 * not asked for picture by picture.
 */
import type { Queryable } from '../db/client.ts';
import { SOURCE_COLUMNS, sourceOf, type HouseImageRow } from './house-image-source.ts';
import { UnrenderableImage, type ImageRenderer } from './render.ts';
import { variantKey } from './storage/keys.ts';
import { parseVariant, widthSteps, type ImageSize, type RatioKey, type Variant } from './variants.ts';

/** The cuts the pages show: the gallery at the picture's own ratio, cards, cart and similar houses at 4x3. */
const PAGE_RATIOS: Array<RatioKey | null> = [null, '4x3'];
const LINK_PREVIEW = parseVariant('og.jpg')!;

/** Every variant the pages' src and srcset name for a picture of this size, and its link-preview image. */
export function pageVariants(size: ImageSize): Variant[] {
  const cuts = PAGE_RATIOS.flatMap((ratio) =>
    widthSteps(size.width).map((width): Variant => ({ ratio, width, format: 'webp', og: false })),
  );
  return [...cuts, LINK_PREVIEW];
}

export interface RenderPass {
  rendered: number;
  /** Pictures that cannot be rendered (their originals corrupt or gone), each logged by the caller's renderer. */
  failed: number;
  ms: number;
}

/**
 * Renders every page variant the store lacks, of the houses with these codes
 * (all houses when unset), until done or `signal` aborts. The store being
 * unavailable ends the pass (PictureStorageUnavailable).
 */
export async function renderMissing(
  q: Queryable,
  renderer: ImageRenderer,
  options: { houses?: readonly string[]; signal?: AbortSignal; onFailure?: (err: UnrenderableImage) => void } = {},
): Promise<RenderPass> {
  const started = Date.now();
  const stored = new Set<string>();
  for await (const key of renderer.store.list('images/')) stored.add(key);
  const rows = await q.query<HouseImageRow>(
    `select ${SOURCE_COLUMNS} from house_images
      where $1::text[] is null or house_id in (select id from houses where code = any($1::text[]))
      order by position, house_id`,
    [options.houses ? [...options.houses] : null],
  );
  const pass: RenderPass = { rendered: 0, failed: 0, ms: 0 };
  for (const row of rows) {
    const source = sourceOf(row);
    for (const variant of pageVariants(source)) {
      if (options.signal?.aborted) return { ...pass, ms: Date.now() - started };
      const key = variantKey(source, variant);
      if (stored.has(key)) continue;
      stored.add(key);
      try {
        await renderer.file(source, variant);
        pass.rendered++;
      } catch (err) {
        if (!(err instanceof UnrenderableImage)) throw err;
        options.onFailure?.(err);
        pass.failed++;
        break; // its other variants would fail alike
      }
    }
  }
  return { ...pass, ms: Date.now() - started };
}
