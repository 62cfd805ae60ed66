import { createContext, useContext } from 'react';
import { initialState, type AppState } from './state.ts';

export type Store = AppState;

/**
 * A new store per request (server) or per page load (browser). On the server
 * it stays plain data: the loaders fill it, the page renders it once, and it is
 * serialised. The browser makes it a Valtio proxy (browser-store.ts).
 */
export function createStore(from?: Partial<AppState>): Store {
  return { ...initialState(), ...from };
}

type Reader = <T extends object>(part: T) => Readonly<T>;

/** The server's (and every unit test's) way to read: the data as it is. */
let readStore: Reader = (part) => part;

/** Set once, by the browser's store before hydration: reads become Valtio's render-tracking snapshots. */
export function readStoreWith(reader: Reader): void {
  readStore = reader;
}

/**
 * Reads part of the store (or all of it), render-tracked in the browser: one
 * hook call either way, fixed per environment, so the hook order never changes.
 */
export function useStoreSnapshot<T extends object>(part: T): Readonly<T> {
  return readStore(part);
}

export const StoreContext = createContext<Store | null>(null);

export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore outside StoreContext');
  return store;
}

/** A render-tracking snapshot of the whole store (read), with the store itself for writes. */
export function useAppState(): [Readonly<AppState>, Store] {
  const store = useStore();
  return [useStoreSnapshot(store), store];
}
