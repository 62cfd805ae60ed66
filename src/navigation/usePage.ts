import { createContext, useContext } from 'react';
import type { RouteId } from '../../contract/routes.ts';
import type { AppState } from '../store/state.ts';

export type PageState = AppState['page'];

/** The screen being shown; the navigator swaps it together with the page component. */
export const PageContext = createContext<PageState | null>(null);

/** The current screen: its route id, params and the data its loader returned. */
export function usePage<T = unknown>() {
  const page = useContext(PageContext);
  if (!page) throw new Error('usePage outside PageContext');
  return page as { routeId: RouteId; status: number; params: Record<string, string>; data: T };
}
