/** Fixed reference lists in the visitor's language: regions, highlights, bed types, categories. */
import type { FilterOption, Region } from '../../../contract/api/types.ts';
import type { Locale } from '../../../contract/locale.ts';
import type { Queryable } from '../../db/client.ts';
import { sfx } from './lang.ts';

export async function regions(q: Queryable, lang: Locale): Promise<Region[]> {
  const l = sfx(lang);
  const rows = await q.query<{
    id: number;
    key: string;
    name: string;
    name_with_country: string;
    slug: string;
    slug_en: string;
    slug_de: string;
    latitude: number;
    longitude: number;
  }>(
    `select id, key, name_${l} as name, name_with_country_${l} as name_with_country, slug_${l} as slug, slug_en, slug_de, latitude, longitude
       from regions order by sort_order`,
  );
  return rows.map((r) => ({
    id: r.id,
    key: r.key,
    slug: r.slug,
    name: r.name,
    nameWithCountry: r.name_with_country,
    slugs: { en: r.slug_en, de: r.slug_de },
    location: { latitude: r.latitude, longitude: r.longitude },
  }));
}

/** A region by its slug in either language (links from the other language still resolve). */
export async function regionBySlug(q: Queryable, slug: string, lang: Locale): Promise<Region | null> {
  return (await regions(q, lang)).find((r) => r.slugs.en === slug || r.slugs.de === slug) ?? null;
}

async function options(
  q: Queryable,
  table: 'highlights' | 'bed_types' | 'categories',
  lang: Locale,
  order: string,
): Promise<FilterOption[]> {
  return q.query<FilterOption>(`select id, name_${sfx(lang)} as name from ${table} order by ${order}`);
}

/** GET /api/houses/highlights */
export const highlightOptions = (q: Queryable, lang: Locale) => options(q, 'highlights', lang, 'sort_order, id');
/** GET /api/houses/beds: the first four are shown unless expanded. */
export const bedOptions = (q: Queryable, lang: Locale) => options(q, 'bed_types', lang, 'sort_order, id');
export const categoryOptions = (q: Queryable, lang: Locale) => options(q, 'categories', lang, 'id');
