import type { ComponentType } from 'react';
import type { ApiClient } from '../api/http.ts';
import type { ActionCookie } from '../../contract/cookies.ts';
import type { ContentSource } from '../../contract/content.ts';
import type { FormFields } from '../../contract/forms/read-form.ts';
import type { Locale } from '../../contract/locale.ts';
import type { RouteMatch } from '../../contract/routes.ts';
import type { Sealer } from '../../contract/sealer.ts';
import type { Store } from '../store/store.ts';
import type { Trip } from '../../contract/trip.ts';

export type { Sealer };

export interface LoaderContext<A = unknown> {
  match: RouteMatch;
  locale: Locale;
  query: URLSearchParams;
  store: Store;
  api: ApiClient;
  content: ContentSource;
  /** What this page's action answered a form post with, for the page rendered in the same response (server only). */
  actionData?: A;
  /** On the server only: the request's cookies and the server's sealer. */
  server?: ServerSide;
}

export interface LoaderResult<T = unknown> {
  data?: T;
  /** 200 unless said otherwise. */
  status?: number;
  /** Answer with a redirect (301 on the server, replace on the client). */
  redirect?: string;
  /** The same page in each language, when its slugs differ per language. */
  alternates?: Partial<Record<Locale, string>>;
  /** Slow, below-the-fold data: streamed later through <Deferred name>. */
  deferred?: Record<string, Promise<unknown>>;
  /**
   * The traveller's stay and party as this page's address says them (the list,
   * the house page); other pages keep the last one unless their query names one.
   */
  trip?: Trip;
  /** The houses whose calendars (bookings, blocks) the page shows: a kept copy of the page goes when one of them changes (server/render/page-tags.ts). */
  calendars?: number[];
}

/**
 * A page's data loader. The server runs it before the first byte (its result
 * decides the status); the browser runs the same function on navigation.
 * It may set shared store items directly; the page's own data is returned.
 */
export type Loader<T = unknown, A = unknown> = (ctx: LoaderContext<A>) => Promise<LoaderResult<T> | void>;

/** Any page's loader, whatever its data and its action's data. */
export type AnyLoader = Loader<unknown, never>;

/** The data a loader gives its page: what usePage<typeof loader>() reads, derived from the loader's return type. */
export type LoaderData<L extends AnyLoader> = Exclude<Exclude<Awaited<ReturnType<L>>, void>['data'], undefined>;

export interface ServerSide {
  cookies: Readonly<Record<string, string>>;
  sealer: Sealer;
}

export interface ActionContext extends ServerSide {
  match: RouteMatch;
  locale: Locale;
  form: FormFields;
  /** The loader's client; what the API's answers set in cookies reaches the browser as it would have from a direct call. */
  api: ApiClient;
}

/** 303 to `redirect`, or the page rendered in this response with `status`, its loader getting `data` as actionData. */
export type ActionResult<A = unknown> =
  { redirect: string; cookies?: ActionCookie[] } | { status: number; data: A; cookies?: ActionCookie[] };

/** What a page does with a form posted to its path (before hydration, or without JavaScript). Server only. */
export type Action<A = unknown> = (ctx: ActionContext) => Promise<ActionResult<A>>;

export interface PageModule {
  default: ComponentType;
  loader?: Loader;
}

export { NotFoundError } from '../api/not-found.ts';
