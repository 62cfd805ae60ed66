/** House pictures: galleries for payloads. */
import type { GalleryItem, ImageVersion } from '../../../contract/api/types.ts';
import type { Locale } from '../../../contract/locale.ts';
import { openGraphUrl, responsive, type RatioKey } from '../../images/variants.ts';
import type { Queryable } from '../../db/client.ts';
import { sfx } from './lang.ts';

export interface GalleryOptions {
  /** Pictures per house, in gallery order (cards: 1; house page: all). */
  limit?: number;
  /** Cuts to include besides the original ratio; cards use 4x3 (docs/product/api.md#houses-and-search). */
  ratios?: RatioKey[];
  /** Origin of image URLs when the API is not on the site's origin. */
  base?: string;
  /**
   * A card's picture (search answers): only the cuts in `ratios`, at these
   * widths, without the caption and the link-preview image — what a card's
   * srcset needs and no more.
   */
  card?: { widths: readonly number[] };
}

export async function galleriesOf(
  q: Queryable,
  houseIds: readonly number[],
  lang: Locale,
  options: GalleryOptions = {},
): Promise<Map<number, GalleryItem[]>> {
  const { limit = 100, ratios = [], base = '', card } = options;
  const l = sfx(lang);
  const rows = await q.query<{
    house_id: number;
    key: string;
    width: number;
    height: number;
    alt: string;
    description: string;
  }>(
    `select house_id, key, width, height, alt_${l} as alt, description_${l} as description
       from (select *, row_number() over (partition by house_id order by position) as n from house_images where house_id = any($1::int[])) i
      where n <= $2 order by house_id, position`,
    [houseIds, limit],
  );
  const byHouse = new Map<number, GalleryItem[]>(houseIds.map((id) => [id, []]));
  for (const r of rows) {
    const cuts = ratios.map((ratio) => ({ ratio, responsive: responsive(r, { ratio, base }) }));
    if (card) {
      const images = cuts.map((v) => ({
        ...v,
        responsive: v.responsive.filter((size, i) => i === 0 || card.widths.includes(size.width)),
      }));
      byHouse.get(r.house_id)?.push({ id: r.key, alt: r.alt, width: r.width, height: r.height, images });
      continue;
    }
    const images: ImageVersion[] = [{ ratio: 'original', responsive: responsive(r, { base }) }, ...cuts];
    byHouse.get(r.house_id)?.push({
      id: r.key,
      alt: r.alt,
      description: r.description,
      width: r.width,
      height: r.height,
      images,
      openGraph: openGraphUrl(r.key, base),
    });
  }
  return byHouse;
}
