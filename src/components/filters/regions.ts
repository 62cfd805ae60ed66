import type { Locale } from '../../../contract/locale.ts';

/**
 * The regions (docs/product/entities.md#regions-and-reference-data) with their fixed booking-system ids and their address
 * slugs (accommodation/{region}, ferienhaus/{region}), west to east as the
 * filter lists them. Names are in the dictionaries (search.region.{key}).
 */
export const REGIONS = [
  { id: 7, key: 'reykjavik', slugs: { en: 'reykjavik', de: 'reykjavik' } },
  { id: 4, key: 'south', slugs: { en: 'south', de: 'sud' } },
  { id: 5, key: 'west', slugs: { en: 'west', de: 'west' } },
  { id: 6, key: 'westfjords', slugs: { en: 'westfjords', de: 'westfjorde' } },
  { id: 8, key: 'northwest', slugs: { en: 'northwest', de: 'nordwest' } },
  { id: 2, key: 'north', slugs: { en: 'north', de: 'nord' } },
  { id: 3, key: 'northeast', slugs: { en: 'northeast', de: 'nordost' } },
  { id: 1, key: 'east', slugs: { en: 'east', de: 'ost' } },
] as const;

export type RegionInfo = (typeof REGIONS)[number];

/** The region an address slug names, in either language (a link from the other language still works). */
export function regionBySlug(slug: string): RegionInfo | null {
  const s = slug.toLowerCase();
  return REGIONS.find((r) => r.slugs.en === s || r.slugs.de === s) ?? null;
}

export function regionSlug(region: RegionInfo, locale: Locale): string {
  return region.slugs[locale];
}

/** "Discover North Iceland" / "Nordisland erkunden": the link to a region's explore page, in a phrase of its own per known region (German grammar), else from its name. */
export function exploreRegionLabel(
  t: (key: string, params?: Record<string, string | number>) => string,
  region: { slug: string; name: string },
): string {
  const known = regionBySlug(region.slug);
  return known ? t(`search.explore.linkRegion.${known.key}`) : t('search.explore.link', { region: region.name });
}
