import { Router } from 'express';
import type { ContentLang, ContentSource, RichText } from '../../../contract/content.ts';
import type { Terms } from '../../../contract/api/terms.ts';
import { apiErrorHandler, HttpError } from '../../http/errors.ts';

interface TermsData {
  header?: string | null;
  notice?: RichText | null;
  terms?: Array<{ header?: string | null; lineText?: RichText | null }> | null;
  meta_title?: string | null;
  meta_description?: string | null;
}

const LANG_PARAM: Record<string, ContentLang> = { en: 'en-gb', 'en-gb': 'en-gb', de: 'de-de', 'de-de': 'de-de' };

/**
 * The language of a terms request: ?lang (en, de, en-gb, de-de) wins; else the
 * first Accept-Language entry that is German or English; else English.
 * An unknown ?lang is a 400 naming the field.
 */
export function termsLang(lang: unknown, acceptLanguage: string | undefined): ContentLang {
  if (lang !== undefined) {
    const found = typeof lang === 'string' ? LANG_PARAM[lang.toLowerCase()] : undefined;
    if (!found) throw new HttpError(400, 'Invalid value for lang: expected en or de', 'lang');
    return found;
  }
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((e) => e.tag && e.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    if (tag === 'de' || tag.startsWith('de-')) return 'de-de';
    if (tag === 'en' || tag.startsWith('en-')) return 'en-gb';
  }
  return 'en-gb';
}

/**
 * GET /v1/terms (docs/product/api.md#terms): the terms and conditions
 * with header, notice and the list of terms, in English or German, read from
 * the terms_and_conditions content document through the server's ContentSource.
 */
export function termsRouter(deps: { content: ContentSource }): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const lang = termsLang(req.query.lang, req.get('accept-language'));
    let data: TermsData;
    try {
      data = (await deps.content.getSingle<TermsData>('terms_and_conditions', lang)).data;
    } catch (err) {
      if ((err as Error).name === 'ContentNotFoundError')
        throw new HttpError(404, `No terms and conditions in ${lang}`);
      throw err;
    }
    const body: Terms = {
      lang,
      header: data.header ?? '',
      notice: data.notice ?? [],
      terms: (data.terms ?? [])
        .filter((t) => t.header || t.lineText?.length)
        .map((t) => ({ header: t.header ?? '', lineText: t.lineText ?? [] })),
      meta_title: data.meta_title ?? null,
      meta_description: data.meta_description ?? null,
    };
    res
      .set('content-language', lang === 'de-de' ? 'de' : 'en')
      .set('vary', 'Accept-Language')
      .set('cache-control', 'public, max-age=60')
      .json(body);
  });
  router.use((req, _res, next) =>
    next(new HttpError(404, `No such API call: ${req.method} ${req.baseUrl}${req.path}`)),
  );
  router.use(apiErrorHandler);
  return router;
}
