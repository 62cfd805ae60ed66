import type { IsoDate } from '../../../contract/dates.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';

/** Today in Iceland (UTC) on the server's clock: server and browser agree on what can be picked. */
export function useToday(): IsoDate {
  return useStoreSnapshot(useStore().config).today;
}
