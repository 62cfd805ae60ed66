import { useSnapshot } from 'valtio';
import { useStore } from '../store/store.ts';
import type { RouteId } from '../routes.ts';

/** The current screen: its route id, params and the data its loader returned. */
export function usePage<T = unknown>() {
  const page = useSnapshot(useStore().page);
  return page as { routeId: RouteId; status: number; params: Record<string, string>; data: T };
}
