import { staffMayWrite } from '../../../contract/staff-access.ts';
import { useStore, useStoreSnapshot } from '../../store/store.ts';

/** Whether the logged-in member of staff may change anything: a role that may only read sees no forms (docs/product/rules.md#roles). */
export function useStaffMayWrite(): boolean {
  const role = useStoreSnapshot(useStore()).staff?.staffRole;
  return !!role && staffMayWrite(role);
}
