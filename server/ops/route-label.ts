import type { Request } from 'express';
import { matchRoute } from '../../contract/routes.ts';

const PAGE_CATCH_ALL = '/{*path}';

/**
 * Remembers the full pattern of the Express route that handles the request
 * (`/api/reservation/:code/documents/:file`). Read at the end it would be
 * wrong: leaving a nested router on an error puts its mount path back into
 * req.baseUrl, while req.route stays.
 */
export function captureRoute(req: Request): () => string | undefined {
  let route: Request['route'];
  let pattern: string | undefined;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: Request['route']) {
      route = value;
      pattern = value ? `${req.baseUrl}${String(value.path)}` : undefined;
    },
  });
  return () => pattern;
}

/**
 * A label of bounded cardinality, never the raw URL: an Express route's pattern,
 * a page's route id, or a group (built assets, static files, the API's misses).
 */
export function routeLabel(path: string, pattern: string | undefined): string {
  if (pattern && pattern !== PAGE_CATCH_ALL) return pattern;
  if (path.startsWith('/assets/')) return 'assets';
  if (path.startsWith('/api/')) return 'api (no route)';
  const page = matchRoute(path);
  if (page && pattern === PAGE_CATCH_ALL) return `page:${page.route.id}`;
  if (/\.[a-z0-9]+$/i.test(path)) return 'static';
  return pattern === PAGE_CATCH_ALL ? 'page (no route)' : 'other';
}
