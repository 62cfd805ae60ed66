import crypto from 'node:crypto';
import express, { Router } from 'express';
import { enums, optional, pattern, size, string, type } from 'superstruct';
import type { ContentLang, ContentSource, SettingsData } from '../../contract/content.ts';
import { PREVIEW_COOKIE, PREVIEW_MAX_AGE } from '../../contract/cookies.ts';
import { LOCALES, CONTENT_LANG } from '../../contract/locale.ts';
import { apiErrorHandler, HttpError, validate } from '../http/errors.ts';
import { cookieOptions } from '../http/cookie-options.ts';
import { requestLocale } from '../http/request-locale.ts';
import { t } from '../texts.ts';
import { jsonBody } from '../body.ts';
import { previewSettings, type ContentPreview } from './preview.ts';

const LangQuery = type({
  lang: enums(['en-gb', 'de-de'] as const),
  tag: optional(size(string(), 1, 100)),
  /** fetchLinks as a comma list: blog_author.author_name,blog_author.author_image */
  fetchLinks: optional(pattern(string(), /^\w+\.\w+(,\w+\.\w+)*$/)),
});

const PreviewQuery = type({
  token: size(string(), 1, 1000),
  documentId: pattern(string(), /^[\w-]{1,64}$/),
});
const ExitQuery = type({ lang: optional(enums(['en-gb', 'de-de'] as const)) });

/**
 * /_content: the content documents for the browser's navigations (through the
 * cache, or at an editor's preview ref, uncached), the publish webhook, which
 * hands the master ref it names to onPublish, and the preview's way in and out
 * (server/content/preview.ts).
 */
export function contentRouter(deps: {
  content: ContentSource;
  webhookSecret?: string;
  onPublish: (masterRef?: string) => Promise<void>;
  /** Set with a Prismic repository: previews of unpublished content. */
  preview?: ContentPreview;
  /** The site's public address is https (PUBLIC_URL): the preview cookie is Secure, as behind https. */
  secure?: boolean;
}): Router {
  const { preview } = deps;
  const router = Router();
  const previewRef = (req: express.Request) => preview?.ref((req.cookies as Record<string, unknown>)?.[PREVIEW_COOKIE]) ?? null;
  const contentOf = (req: express.Request) => {
    const ref = previewRef(req);
    return ref ? preview!.source(ref) : deps.content;
  };
  const previewCookie = (req: express.Request, value: string, maxAge: number) =>
    [
      PREVIEW_COOKIE,
      value,
      cookieOptions({ name: PREVIEW_COOKIE, value, maxAge, path: '/', httpOnly: true }, !!deps.secure || req.secure),
    ] as const;

  router.get('/preview', async (req, res) => {
    const locale = requestLocale(req);
    if (!preview) throw new HttpError(404, t(locale, 'api.preview.off'));
    const { token, documentId } = validate(req.query, PreviewQuery);
    const ref = preview.ref(token);
    if (!ref) throw new HttpError(400, t(locale, 'api.preview.token'), 'token');
    const path = await preview.pathOf(ref, documentId);
    if (!path) throw new HttpError(404, t(locale, 'api.preview.document'), 'documentId');
    res.set('cache-control', 'private, no-store').cookie(...previewCookie(req, ref, PREVIEW_MAX_AGE)).redirect(302, path);
  });
  router.get('/exit-preview', (req, res) => {
    const { lang } = validate(req.query, ExitQuery);
    const locale = LOCALES.find((l) => CONTENT_LANG[l] === lang) ?? requestLocale(req);
    res.set('cache-control', 'private, no-store').cookie(...previewCookie(req, '', 0)).redirect(302, `/${locale}/`);
  });

  const parse = (q: unknown): { lang: ContentLang; tag?: string; fetchLinks?: string[] } => {
    const { lang, tag, fetchLinks } = validate(q, LangQuery);
    return { lang, tag, fetchLinks: fetchLinks ? fetchLinks.split(',') : undefined };
  };
  const send = (res: express.Response, doc: unknown) =>
    res.set('cache-control', previewRef(res.req) ? 'private, no-store' : 'public, max-age=30').json(doc);

  router.get('/single/:type', async (req, res) => {
    const q = parse(req.query);
    const doc = await contentOf(req).getSingle(req.params.type, q.lang, q);
    const locale = LOCALES.find((l) => CONTENT_LANG[l] === q.lang)!;
    // A navigation in the preview reads the settings again: the banner stays.
    if (req.params.type === 'settings' && previewRef(req))
      send(res, { ...doc, data: previewSettings(doc.data as unknown as SettingsData, locale) });
    else send(res, doc);
  });
  router.get('/uid/:type/:uid', async (req, res) => {
    const q = parse(req.query);
    send(res, await contentOf(req).getByUID(req.params.type, req.params.uid, q.lang, q));
  });
  router.get('/id/:id', async (req, res) => {
    const q = parse(req.query);
    send(res, await contentOf(req).getByID(req.params.id, q.lang, q));
  });
  router.get('/all/:type', async (req, res) => {
    const q = parse(req.query);
    send(res, await contentOf(req).getAllByType(req.params.type, q.lang, q));
  });

  // Prismic sends the webhook's secret in the JSON body. Without PRISMIC_WEBHOOK_SECRET
  // the webhook is off in every mode: nobody can clear the cache, and the content/
  // folder needs no webhook (its cache expires after CONTENT_CACHE_SECONDS).
  router.post('/webhook', jsonBody(1024 * 1024), async (req, res) => {
    if (!deps.webhookSecret) throw new HttpError(403, 'The publish webhook is off: PRISMIC_WEBHOOK_SECRET is not set');
    const given = typeof req.body?.secret === 'string' ? req.body.secret : '';
    if (!safeEqual(given, deps.webhookSecret)) throw new HttpError(401, 'Invalid webhook secret', 'secret');
    // The ref goes into a NOTIFY payload (at most 8000 bytes); Prismic's are about 30 characters.
    const masterRef = req.body?.masterRef;
    await deps.onPublish(typeof masterRef === 'string' && masterRef.length <= 200 ? masterRef : undefined);
    res.json({ cleared: true });
  });

  router.use((err: Error, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (err.name === 'ContentNotFoundError') {
      res.status(404).json({ message: err.message || 'Document not found' });
      return;
    }
    apiErrorHandler(err, req, res, next);
  });
  return router;
}

function safeEqual(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}
