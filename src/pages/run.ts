import { ApiError } from '../api/http.ts';
import { ContentNotFoundError } from '../content/types.ts';
import { otherLocale } from '../lib/locale.ts';
import { pathFor, type RouteMatch } from '../routes.ts';
import type { DeferredMap } from '../navigation/deferred.tsx';
import { NOT_FOUND_PAGE, loadPageModule } from './registry.ts';
import { NotFoundError, type LoaderContext, type PageModule } from './types.ts';

export interface RouteOutcome {
  pageKey: string;
  module: PageModule;
  status: number;
  redirect?: string;
  deferred: DeferredMap;
}

type RunContext = Omit<LoaderContext, 'match' | 'locale'> & { pathname: string };

/**
 * Loads a screen's module and data into the store: the same steps on the
 * server (before streaming) and in the browser (on navigation). A missing
 * route, or a loader that finds no such thing, gives the 404 page.
 */
export async function runRoute(match: RouteMatch | null, ctx: RunContext): Promise<RouteOutcome> {
  const { store } = ctx;
  if (!match) return notFound(ctx);
  const module = await loadPageModule(match.route.page);
  try {
    const result = (await module.loader?.({ ...ctx, match, locale: match.locale })) ?? {};
    if (result.redirect) return { pageKey: match.route.page, module, status: 301, redirect: result.redirect, deferred: {} };
    const status = result.status ?? 200;
    store.alternates = result.alternates ?? defaultAlternates(match);
    store.page = { routeId: match.route.id, status, params: match.params, data: result.data ?? null };
    const deferred = result.deferred ?? {};
    // A rejection is shown by <Deferred>; it must not count as unhandled meanwhile.
    for (const promise of Object.values(deferred)) promise.catch(() => {});
    return { pageKey: match.route.page, module, status, deferred };
  } catch (err) {
    if (isNotFound(err)) return notFound(ctx);
    throw err;
  }
}

function defaultAlternates(match: RouteMatch) {
  const other = otherLocale(match.locale);
  return {
    [match.locale]: pathFor(match.route.id, match.locale, match.params),
    [other]: pathFor(match.route.id, other, match.params),
  };
}

async function notFound(ctx: RunContext): Promise<RouteOutcome> {
  const module = await loadPageModule(NOT_FOUND_PAGE);
  ctx.store.alternates = {};
  ctx.store.page = { routeId: 'notFound', status: 404, params: {}, data: null };
  return { pageKey: NOT_FOUND_PAGE, module, status: 404, deferred: {} };
}

function isNotFound(err: unknown): boolean {
  return err instanceof NotFoundError || err instanceof ContentNotFoundError || (err instanceof ApiError && err.status === 404);
}
