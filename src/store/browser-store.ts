import { proxy, useSnapshot } from 'valtio';
import type { AppState } from './state.ts';
import { createStore, readStoreWith, type Store } from './store.ts';

const useProxySnapshot = <T extends object>(part: T) => useSnapshot(part) as Readonly<T>;

/**
 * The browser's store: the server's state (the page's serialised snapshot)
 * made a Valtio proxy, which the components read through useStoreSnapshot and
 * the navigator and event handlers write to directly.
 */
export function createBrowserStore(state: AppState): Store {
  readStoreWith(useProxySnapshot);
  return proxy(createStore(state));
}
