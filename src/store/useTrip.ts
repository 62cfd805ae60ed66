import type { Trip } from '../../contract/trip.ts';
import { useStore, useStoreSnapshot } from './store.ts';

/** The traveller's stay and party (store.trip), render-tracked: links that carry it follow each change. */
export function useTrip(): Trip {
  return useStoreSnapshot(useStore()).trip;
}
