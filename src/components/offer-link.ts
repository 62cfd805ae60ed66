import type { LinkField } from '../../contract/content.ts';
import type { Locale } from '../../contract/locale.ts';
import { pathFor } from '../../contract/routes.ts';

export interface OfferLink {
  href: string;
  /** The offer's title (fetchLinks `offers.title`); '' when it was not asked for. */
  title: string;
}

/** A content link to an offer document as the offer page's path and title; null for an empty, broken or other link. */
export function offerLink(link: LinkField | null | undefined, locale: Locale): OfferLink | null {
  if (link?.link_type !== 'Document' || link.type !== 'offers' || !link.uid || link.isBroken) return null;
  const title = link.data?.title;
  return { href: pathFor('offer', locale, { slug: link.uid }), title: typeof title === 'string' ? title : '' };
}
