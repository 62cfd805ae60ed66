import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False on the server and while hydrating; true after, and at once for anything mounted later. */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
