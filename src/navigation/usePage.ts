import { createContext, useContext } from 'react';
import type { RouteId } from '../../contract/routes.ts';
import type { AppState } from '../store/state.ts';
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
