/**
 * The map points of a search answer (SPEC §3 Search result
 * paginations.allHouses: {code, name, latitude, longitude, url} for every
 * match), kept per process and language as ready JSON, so that an answer with
 * every house on the map costs a string join instead of building thousands
 * of JSON objects in SQL (measured on PGlite at 20,000 houses: about 70 ms of
 * CPU per search in SQL, 2 ms here). The points are those of one build of
 * house_search (search_state.built_version), which every search reads in the
 * same statement as its ids; another build reloads them.
 */
import type { MapHouse } from '../../../src/api/types.ts';
import type { Locale } from '../../../src/lib/locale.ts';
import type { Queryable } from '../db/client.ts';
import { houseUrlParts } from './urls.ts';

interface PointRow {
  version: number;
  house_id: number;
  code: string;
  name_en: string;
  name_de: string;
  slug_en: string;
  slug_de: string;
  region_en: string;
  region_de: string;
  latitude: number;
  longitude: number;
}

export class MapPoints {
  private version: number | null = null;
  private rows: PointRow[] = [];
  private json = new Map<Locale, string[]>();
  private loading: Promise<void> | null = null;

  /** The JSON array of the points of these houses, in this order; `version` is the build the ids come from. */
  async render(q: Queryable, ids: readonly number[], version: number, lang: Locale): Promise<string> {
    if (!ids.length) return '[]';
    if (this.version !== version) await this.load(q);
    const points = this.pointsOf(lang);
    const parts: string[] = [];
    for (const id of ids) {
      // A house of a newer build than the ids' (a rebuild between two statements) is left out, never made up.
      const point = points[id];
      if (point !== undefined) parts.push(point);
    }
    return `[${parts.join(',')}]`;
  }

  private async load(q: Queryable): Promise<void> {
    // Concurrent searches wait for one load.
    this.loading ??= (async () => {
      const rows = await q.query<PointRow>(
        `select st.built_version as version, s.house_id, s.code, s.name_en, s.name_de, s.slug_en, s.slug_de,
                r.slug_en as region_en, r.slug_de as region_de, s.latitude, s.longitude
           from house_search s join regions r on r.id = s.region_id, search_state st`,
      );
      this.rows = rows;
      this.json.clear();
      const [first] = rows;
      this.version = first ? first.version : (await q.query<{ v: number }>('select built_version as v from search_state'))[0].v;
    })().finally(() => {
      this.loading = null;
    });
    await this.loading;
  }

  /** The JSON of each house's point, by house id (ids are small integers: an array beats a Map here). */
  private pointsOf(lang: Locale): string[] {
    let points = this.json.get(lang);
    if (!points) {
      const { prefix, middle, suffix } = houseUrlParts(lang);
      const de = lang === 'de';
      points = [];
      for (const r of this.rows) {
        const point: MapHouse = {
          code: r.code,
          name: de ? r.name_de : r.name_en,
          latitude: r.latitude,
          longitude: r.longitude,
          url: `${prefix}${de ? r.region_de : r.region_en}${middle}${de ? r.slug_de : r.slug_en}${suffix}`,
        };
        points[r.house_id] = JSON.stringify(point);
      }
      this.json.set(lang, points);
    }
    return points;
  }
}
