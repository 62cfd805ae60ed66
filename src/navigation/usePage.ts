import { createContext, useContext, useState } from 'react';
import type { RouteId } from '../../contract/routes.ts';
import type { AppState } from '../store/state.ts';
import { useStore, useStoreSnapshot } from '../store/store.ts';
import type { AnyLoader, Loader, LoaderData } from './page-types.ts';

export type PageState = AppState['page'];

/** The screen being shown; the navigator swaps it together with the page component. */
export const PageContext = createContext<PageState | null>(null);

/** The screen's state with its data typed by the page's loader (`L`, as `typeof loader`). */
export type TypedPage<L extends AnyLoader> = Omit<PageState, 'routeId' | 'data'> & {
  routeId: RouteId;
  data: LoaderData<L>;
};

/**
 * The current screen: its route id, params and the data its loader returned,
 * as `usePage<typeof loader>()` with the page's own loader, so that a page
 * reads only what its loader gives. runRoute puts each page beside its own
 * loader's data: this is the one place that types it.
 */
export function usePage<L extends AnyLoader = Loader>(): TypedPage<L> {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage outside PageContext');
  return page as TypedPage<L>;
}

/**
 * The current screen's loader data while the screen is one of `routes` (`L`:
 * their page's loader, as `typeof loader`). During a client navigation the
 * store may already hold the next screen's data while this screen is still
 * shown: then the last data of our own is kept.
 */
export function useRouteData<L extends AnyLoader>(routes: readonly RouteId[]): TypedPage<L> {
  const page = useStoreSnapshot(useStore().page) as TypedPage<L>;
  const own = routes.includes(page.routeId) && page.data != null;
  const [kept, setKept] = useState(page);
  if (own && kept !== page) setKept(page);
  return own ? page : kept;
}
