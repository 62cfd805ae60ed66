import { ApiError } from '../api/http.ts';
import { isContentNotFound } from '../../contract/content.ts';
import { otherLocale } from '../../contract/locale.ts';
import { pathFor, type RouteMatch } from '../../contract/routes.ts';
import type { DeferredMap } from '../navigation/deferred.tsx';
import { NOT_FOUND_PAGE, loadPageModule } from './registry.ts';
import { NotFoundError, type LoaderContext, type PageModule } from '../navigation/page-types.ts';
import { ForbiddenError } from '../api/forbidden.ts';
import type { PageState } from '../navigation/usePage.ts';
import { hasTripParams, tripFromQuery } from '../../contract/trip.ts';

export interface RouteOutcome {
  pageKey: string;
  module: PageModule;
  status: number;
  redirect?: string;
  deferred: DeferredMap;
  /** The houses whose calendars the page shows (the loader's). */
  calendars: number[];
  /** The screen's state: what usePage() gives the page component. */
  page: PageState;
  /**
   * Writes the screen's state, alternates and trip into the store. The server does it
   * at once; the browser in the same tick as it swaps the screen, so the old
   * screen never renders with the next one's data.
   */
  commit(): void;
}

type RunContext = Omit<LoaderContext, 'match' | 'locale'> & {
  pathname: string;
  /** The status of the action's re-render, which the loader's own status does not override. */
  actionStatus?: number;
};

/**
 * Loads a screen's module and data into the store: the same steps on the
 * server (before streaming) and in the browser (on navigation). A missing
 * route, or a loader that finds no such thing, gives the 404 page; a loader
 * whose API call refused the request as malformed (400) gives it with 400.
 */
export async function runRoute(match: RouteMatch | null, ctx: RunContext): Promise<RouteOutcome> {
  if (!match) return refusalScreen(ctx, 404);
  const module = await loadPageModule(match.route.page);
  try {
    const { actionStatus, ...loaderCtx } = ctx;
    const result = (await module.loader?.({ ...loaderCtx, match, locale: match.locale })) ?? {};
    const status = result.redirect ? 301 : (actionStatus ?? result.status ?? 200);
    const page: PageState = { routeId: match.route.id, status, params: match.params, data: result.data ?? null };
    const alternates = result.alternates ?? defaultAlternates(match);
    const deferred = result.deferred ?? {};
    const trip = result.trip ?? (hasTripParams(ctx.query) ? tripFromQuery(ctx.query) : null);
    // A rejection is shown by <Deferred>; it must not count as unhandled meanwhile.
    for (const promise of Object.values(deferred)) promise.catch(() => {});
    const commit = () => {
      ctx.store.alternates = alternates;
      ctx.store.page = page;
      if (trip) ctx.store.trip = trip;
    };
    const calendars = result.calendars ?? [];
    return { pageKey: match.route.page, module, status, redirect: result.redirect, deferred, calendars, page, commit };
  } catch (err) {
    const status = refusalStatus(err);
    if (status) return refusalScreen(ctx, status);
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

/** The not-found page, answering with `status` (404; 400 for a malformed request; 403 for a staff page not for the role; 405 for a post no action takes). */
export async function refusalScreen(ctx: Pick<RunContext, 'store'>, status: number): Promise<RouteOutcome> {
  const module = await loadPageModule(NOT_FOUND_PAGE);
  const page: PageState = { routeId: 'notFound', status, params: {}, data: null };
  const commit = () => {
    ctx.store.alternates = {};
    ctx.store.page = page;
  };
  return { pageKey: NOT_FOUND_PAGE, module, status, deferred: {}, calendars: [], page, commit };
}

/** The status of the not-found page for a loader's error (403: the page says so); null for errors that are not about the request. */
function refusalStatus(err: unknown): 400 | 403 | 404 | null {
  if (err instanceof ForbiddenError) return 403;
  if (err instanceof NotFoundError || isContentNotFound(err) || (err instanceof ApiError && err.status === 404))
    return 404;
  return err instanceof ApiError && err.status === 400 ? 400 : null;
}
