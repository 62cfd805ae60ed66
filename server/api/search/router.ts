/**
 * /api/houses (docs/product/api.md#houses-and-search): search, map, search/suggestions, highlights, beds,
 * pricegroups. Answers are in the request's language (Accept-Language en|de,
 * English by default). Bad input is a 422 naming the parameter (docs/product/errors.md#search-errors).
 * The lists (suggestions, highlights, beds, price groups) are cacheable and
 * vary by language; the search itself is not cached (bookings change it); the
 * map points carry an ETag the browser revalidates.
 */
import { createHash } from 'node:crypto';
import { Router, type Response } from 'express';
import type { FilterOption, PriceGroups, SearchSuggestion, Suggestions } from '../../../contract/api/types.ts';
import { todayInIceland } from '../../../contract/dates.ts';
import type { Locale } from '../../../contract/locale.ts';
import { sfx } from '../catalogue/lang.ts';
import { bedOptions, highlightOptions } from '../catalogue/lookups.ts';
import type { Db } from '../../db/client.ts';
import type { ApiDeps } from '../deps.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { texts, unprocessable } from './messages.ts';
import { parseSearchRequest, parseStay, type KnownIds } from './query.ts';
import { suggestionWords } from './suggestion-words.ts';
import { CardCache } from './cards.ts';
import { mapPointsBody } from './map-body.ts';
import { parseMapView } from './map-view.ts';
import { priceGroups } from './price-groups.ts';
import { answerKey, perBuild } from './per-build.ts';
import { SearchIndexes } from './search-index.ts';
import { warmWindows } from './free-stays.ts';
import { prepareSearch, renderSearchAnswer, searchHouses, type Reference } from './service.ts';

/** docs/product/rules.md#display-constants: 14 bars by default. */
export const DEFAULT_PRICE_GROUPS = 14;
export const MAX_PRICE_GROUPS = 100;
/** Seconds the lists may be cached (by browsers and proxies, per language). */
export const LIST_MAX_AGE = 300;
/** Seconds the map points of a search without dates may be used before asking again (with dates: asked every time). */
export const MAP_MAX_AGE = 60;

interface ReferenceData extends Reference {
  known: KnownIds;
}

/** Regions, highlights, bed types and categories are fixed by migrations: read once. */
async function loadReference(db: Db): Promise<ReferenceData> {
  const ids = async (table: string) =>
    new Set((await db.query<{ id: number }>(`select id from ${table}`)).map((r) => r.id));
  const regions = await db.query<{ id: number; latitude: number; longitude: number }>(
    'select id, latitude, longitude from regions',
  );
  return {
    regions: new Map(regions.map((r) => [r.id, { latitude: r.latitude, longitude: r.longitude }])),
    known: {
      regions: new Set(regions.map((r) => r.id)),
      highlights: await ids('highlights'),
      bedTypes: await ids('bed_types'),
      categories: await ids('categories'),
    },
  };
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= load().catch((err) => {
      value = undefined;
      throw err;
    }));
}

function cacheable(res: Response, lang: Locale): Response {
  return res
    .set('cache-control', `public, max-age=${LIST_MAX_AGE}`)
    .vary('Accept-Language')
    .set('content-language', lang);
}

/**
 * Whether If-None-Match names this ETag (weakly compared, RFC 9110, section 13.1.2).
 * Unlike req.fresh, a request's Cache-Control: no-cache does not matter: it
 * speaks to caches, and a client without one (Node's fetch) sends it with every
 * conditional request.
 */
function hasEtag(header: string | undefined, etag: string): boolean {
  return !!header && header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
}

export interface SearchRouterOptions {
  /** Cards kept per process (cards.ts); 0 keeps none. */
  cardCacheSize?: number;
}

export function searchRouter(deps: ApiDeps, options: SearchRouterOptions = {}): Router {
  const { db } = deps;
  const now = deps.clock;
  const reference = once(() => loadReference(db));
  const indexes = new SearchIndexes({ imageBase: deps.config.pictures.publicUrl, prepare: warmWindows });
  const cards = new CardCache(options.cardCacheSize, deps.config.pictures.publicUrl);
  const lists = new Map<string, Promise<FilterOption[]>>();
  const optionsOf = (kind: 'highlights' | 'beds', lang: Locale) => {
    const key = `${kind}/${lang}`;
    if (!lists.has(key)) {
      lists.set(
        key,
        (kind === 'highlights' ? highlightOptions : bedOptions)(db, lang).catch((err) => {
          lists.delete(key);
          throw err;
        }),
      );
    }
    return lists.get(key)!;
  };
  const histograms = perBuild<PriceGroups>(32);
  const router = Router();

  router.get('/search', async (req, res) => {
    const lang = requestLocale(req);
    const today = todayInIceland(now());
    const ref = await reference();
    const request = parseSearchRequest(req.query, { today, lang, known: ref.known });
    const answer = await searchHouses({ db, lang, today, reference: ref, indexes, cards }, request);
    res.set('content-language', lang).type('json').send(renderSearchAnswer(answer));
  });

  /**
   * Every match of the search's filters as a map point (map-points.ts). The
   * ETag is the body's hash, so it changes with the catalogue's build, the
   * day's prices and — for a stay — every booking that frees or takes a house;
   * bookings change only dated answers, which the browser revalidates every
   * time, while an undated one is used for a minute.
   */
  router.get('/map', async (req, res) => {
    const lang = requestLocale(req);
    const today = todayInIceland(now());
    const ref = await reference();
    const request = parseSearchRequest(req.query, { today, lang, known: ref.known });
    const view = parseMapView(req.query, lang);
    const body = await mapPointsBody({ db, lang, today, reference: ref, indexes, cards }, request, view);
    const dated = request.stay !== null || request.flexible !== null;
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    res
      .set('content-language', lang)
      .vary('Accept-Language')
      .set('cache-control', dated ? 'public, no-cache' : `public, max-age=${MAP_MAX_AGE}, must-revalidate`)
      .set('etag', etag);
    if (hasEtag(req.get('if-none-match'), etag)) res.status(304).end();
    else res.type('json').send(body);
  });

  /**
   * Every house, area and region by name, for the search box's suggestions, with the words the search knows
   * (the client matches them itself by the search's rule, docs/product/api.md#text-search).
   */
  router.get('/search/suggestions', async (req, res) => {
    const lang = requestLocale(req);
    const { index } = await prepareSearch({ db, today: todayInIceland(now()), indexes }, null, null);
    const l = sfx(lang);
    const rows = await db.query<{ name: string; type: 'house' | 'area'; slug: string; region_slug: string }>(
      `select name, type, slug, region_slug from (
         select r.name_${l} as name, 'area' as type, r.slug_${l} as slug, r.slug_${l} as region_slug, 1 as kind, r.sort_order as position from regions r
         union all
         select a.name_${l}, 'area', a.slug, r.slug_${l}, 2, 0 from areas a join regions r on r.id = a.region_id
         union all
         select s.name_${l}, 'house', s.slug_${l}, r.slug_${l}, 3, 0 from house_search s join regions r on r.id = s.region_id
       ) x order by kind, position, name, slug`,
    );
    const houses: SearchSuggestion[] = rows.map((r) => ({
      house: { name: r.name, type: r.type, slug: r.slug, regionSlug: r.region_slug },
    }));
    const body: Suggestions = { houses, words: suggestionWords(index) };
    cacheable(res, lang).json(body);
  });

  router.get('/highlights', async (req, res) => {
    const lang = requestLocale(req);
    cacheable(res, lang).json(await optionsOf('highlights', lang));
  });

  router.get('/beds', async (req, res) => {
    const lang = requestLocale(req);
    cacheable(res, lang).json(await optionsOf('beds', lang));
  });

  /**
   * A histogram of houses by the price the price filter compares: the
   * from-price per week; with resFrom and resTo, the stay's average price per
   * week among the houses free and priced for it.
   */
  router.get('/pricegroups', async (req, res) => {
    const lang = requestLocale(req);
    const today = todayInIceland(now());
    const text = (name: string) => {
      const value = req.query[name];
      if (value !== undefined && typeof value !== 'string') throw unprocessable(texts(lang).once(name), name);
      return value?.trim() || null;
    };
    const groupsText = text('numGroups');
    const groups = groupsText === null ? DEFAULT_PRICE_GROUPS : /^\d{1,3}$/.test(groupsText) ? Number(groupsText) : NaN;
    if (!(groups >= 1 && groups <= MAX_PRICE_GROUPS))
      throw unprocessable(texts(lang).wholeNumber('numGroups', 1, MAX_PRICE_GROUPS), 'numGroups');
    const stay = parseStay(text('resFrom'), text('resTo'), today, lang);
    const { index, taken, takenKey } = await prepareSearch({ db, today, indexes }, null, stay);
    const body = histograms(index, answerKey([stay, groups], takenKey), () => priceGroups(index, stay, taken, groups));
    // Prices change with the season and, with dates, with bookings: a short cache.
    res.set('cache-control', stay ? 'no-store' : `public, max-age=${LIST_MAX_AGE}`).json(body);
  });

  return router;
}
