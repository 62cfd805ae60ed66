import { createContext, useContext } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { initialState, type AppState } from './state.ts';

export type Store = AppState;

/** A new store per request (server) or per page load (browser). */
export function createStore(from?: Partial<AppState>): Store {
  return proxy<AppState>({ ...initialState(), ...from });
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
  return [useSnapshot(store) as Readonly<AppState>, store];
}
