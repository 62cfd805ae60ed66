import crypto from 'node:crypto';
import express, { Router } from 'express';
import { enums, optional, pattern, size, string, type } from 'superstruct';
import type { ContentLang, ContentSource } from '../../contract/content.ts';
import { apiErrorHandler, HttpError, validate } from '../http/errors.ts';
import { jsonBody } from '../body.ts';

const LangQuery = type({
  lang: enums(['en-gb', 'de-de'] as const),
  tag: optional(size(string(), 1, 100)),
  /** fetchLinks as a comma list: blog_author.author_name,blog_author.author_image */
  fetchLinks: optional(pattern(string(), /^\w+\.\w+(,\w+\.\w+)*$/)),
});

/**
 * /_content: the content documents for the browser's navigations (through the
 * cache), and the publish webhook, which hands the master ref it names to onPublish.
 */
export function contentRouter(deps: {
  content: ContentSource;
  webhookSecret?: string;
  onPublish: (masterRef?: string) => Promise<void>;
}): Router {
  const { content } = deps;
  const router = Router();
  const parse = (q: unknown): { lang: ContentLang; tag?: string; fetchLinks?: string[] } => {
    const { lang, tag, fetchLinks } = validate(q, LangQuery);
    return { lang, tag, fetchLinks: fetchLinks ? fetchLinks.split(',') : undefined };
  };
  const send = (res: express.Response, doc: unknown) => res.set('cache-control', 'public, max-age=30').json(doc);

  router.get('/single/:type', async (req, res) => {
    const q = parse(req.query);
    send(res, await content.getSingle(req.params.type, q.lang, q));
  });
  router.get('/uid/:type/:uid', async (req, res) => {
    const q = parse(req.query);
    send(res, await content.getByUID(req.params.type, req.params.uid, q.lang, q));
  });
  router.get('/id/:id', async (req, res) => {
    const q = parse(req.query);
    send(res, await content.getByID(req.params.id, q.lang, q));
  });
  router.get('/all/:type', async (req, res) => {
    const q = parse(req.query);
    send(res, await content.getAllByType(req.params.type, q.lang, q));
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
