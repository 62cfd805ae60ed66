import { Router, type Response } from 'express';
import { openApiDocument } from './document.ts';
import { referencePage } from './reference-page.ts';

/** Both are the same for everyone until the next deploy; kept out of search engines (robots.txt also disallows /api/). */
function cacheable(res: Response): Response {
  return res.set({ 'cache-control': 'public, max-age=300', 'x-robots-tag': 'noindex' });
}

/** GET /api/openapi.json (the contract) and GET /api/docs (its reference page: server-rendered, no script). */
export function openApiRouter(): Router {
  const router = Router();
  let json: string | undefined;
  let page: string | undefined;
  router.get('/openapi.json', (_req, res) => {
    cacheable(res)
      .type('json')
      .send((json ??= JSON.stringify(openApiDocument())));
  });
  router.get('/docs', (_req, res) => {
    cacheable(res)
      .type('html')
      .send((page ??= referencePage(openApiDocument())));
  });
  return router;
}
