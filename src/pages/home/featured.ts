import type { RichText as RichTextValue } from '../../../contract/content.ts';
import type { OfferLink } from '../../components/offer-link.ts';

export interface FeaturedGroup {
  title: string;
  text: RichTextValue | null;
  categoryIds: string;
  /** The offer page with all of the group's houses (the content's `offer` link), for 'see all'. */
  offer: OfferLink | null;
}

/** docs/product/rules.md#display-constants: 5 random houses per featured group. */
export const FEATURED_HOUSES = 5;

export const featuredKey = (i: number) => `home-featured-${i}`;
