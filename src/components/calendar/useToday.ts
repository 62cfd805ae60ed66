import { useSnapshot } from 'valtio';
import { todayInIceland, type IsoDate } from '../../lib/dates.ts';
import { useStore } from '../../store/store.ts';

/** Today in Iceland (UTC), or the server's fixed day when it runs on a fixed clock. */
export function useToday(): IsoDate {
  const { fixedToday } = useSnapshot(useStore().config);
  return fixedToday ?? todayInIceland(Date.now());
}
