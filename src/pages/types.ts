import type { ComponentType } from 'react';
import type { PostedForm } from '../api/form-post.ts';
import type { ApiClient } from '../api/http.ts';
import type { ContentSource } from '../content/types.ts';
import type { Locale } from '../lib/locale.ts';
import type { RouteMatch } from '../routes.ts';
import type { Store } from '../store/store.ts';

export interface LoaderContext {
  match: RouteMatch;
  locale: Locale;
  query: URLSearchParams;
  store: Store;
  api: ApiClient;
  content: ContentSource;
  /** On the server only: what a plain form post to this page found (server/booking/reservations/form-post.ts). */
  posted?: PostedForm;
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
}

/**
 * A page's data loader. The server runs it before the first byte (its result
 * decides the status); the browser runs the same function on navigation.
 * It may set shared store items directly; the page's own data is returned.
 */
export type Loader<T = unknown> = (ctx: LoaderContext) => Promise<LoaderResult<T> | void>;

export interface PageModule {
  default: ComponentType;
  loader?: Loader;
}

/** Throw from a loader when the thing asked for does not exist: the 404 page answers. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}
