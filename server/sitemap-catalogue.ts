/**
 * The sitemap's catalogue pages (docs/product/screens.md#routes): every region list and every
 * offer, and every published house in files of their own, each in both languages with its
 * translated slugs, so hreflang pairs the English and the German address.
 */
import type { ContentSource } from '../contract/content.ts';
import { CONTENT_LANG, LOCALES, type Locale } from '../contract/locale.ts';
import { pathFor } from '../contract/routes.ts';
import { regions } from './api/catalogue/lookups.ts';
import type { Queryable } from './db/client.ts';
import type { PagedSitemapSource, SitemapEntry, SitemapSource } from './sitemap.ts';

export function catalogueSitemap(deps: { db: Queryable; content: ContentSource }): SitemapSource {
  return async () => {
    const [lists, offers] = await Promise.all([regionEntries(deps.db), offerEntries(deps.content)]);
    return [...lists, ...offers];
  };
}

/** The published houses, by id. */
export function houseSitemap(db: Queryable): PagedSitemapSource {
  return {
    name: 'houses',
    count: async () => (await db.query<{ n: number }>('select count(*)::int as n from houses where published'))[0].n,
    entries: (offset, limit) => houseEntries(db, offset, limit),
  };
}

async function regionEntries(db: Queryable): Promise<SitemapEntry[]> {
  return (await regions(db, 'en')).map((r) => ({
    en: pathFor('region', 'en', { region: r.slugs.en }),
    de: pathFor('region', 'de', { region: r.slugs.de }),
  }));
}

async function houseEntries(db: Queryable, offset: number, limit: number): Promise<SitemapEntry[]> {
  const rows = await db.query<{ id: number; lang: Locale; slug: string; region_en: string; region_de: string }>(
    `select h.id, t.lang, t.slug, r.slug_en as region_en, r.slug_de as region_de
       from (select id, region_id from houses where published order by id limit $1 offset $2) h
       join house_texts t on t.house_id = h.id join regions r on r.id = h.region_id
      order by h.id, t.lang`,
    [limit, offset],
  );
  const byHouse = new Map<number, SitemapEntry>();
  for (const row of rows) {
    if (!LOCALES.includes(row.lang)) continue;
    const entry = byHouse.get(row.id) ?? {};
    entry[row.lang] = pathFor('house', row.lang, {
      region: row.lang === 'de' ? row.region_de : row.region_en,
      slug: row.slug,
    });
    byHouse.set(row.id, entry);
  }
  return [...byHouse.values()];
}

/** Offers paired with their translations (alternate_languages); an untranslated offer stands alone. */
async function offerEntries(content: ContentSource): Promise<SitemapEntry[]> {
  const docs = await Promise.all(LOCALES.map((l) => content.getAllByType('offers', CONTENT_LANG[l]).catch(() => [])));
  const entries: SitemapEntry[] = [];
  const seen = new Set<string>();
  LOCALES.forEach((locale, i) => {
    for (const doc of docs[i]) {
      if (!doc.uid || seen.has(doc.id)) continue;
      const entry: SitemapEntry = { [locale]: pathFor('offer', locale, { slug: doc.uid }) };
      seen.add(doc.id);
      for (const alt of doc.alternate_languages ?? []) {
        const other = LOCALES.find((l) => CONTENT_LANG[l] === alt.lang);
        if (!other || other === locale || !alt.uid) continue;
        entry[other] = pathFor('offer', other, { slug: alt.uid });
        seen.add(alt.id);
      }
      entries.push(entry);
    }
  });
  return entries;
}
