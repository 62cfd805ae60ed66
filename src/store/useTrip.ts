import { useSnapshot } from 'valtio';
import type { Trip } from '../../contract/trip.ts';
import { useStore } from './store.ts';

/** The traveller's stay and party (store.trip), render-tracked: links that carry it follow each change. */
export function useTrip(): Trip {
  return useSnapshot(useStore()).trip;
}
