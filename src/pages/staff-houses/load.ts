import type { StaffHouseRow } from '../../../contract/api/staff.ts';
import { fetchStaffHouses } from '../../api/staff.ts';
import { staffOnly } from '../../components/staff/staff-only.ts';
import type { Loader } from '../../navigation/page-types.ts';

interface StaffHousesData {
  q: string;
  houses: StaffHouseRow[];
}

export const loader: Loader<StaffHousesData> = async ({ api, query }) => {
  const q = (query.get('q') ?? '').trim().slice(0, 100);
  return { data: { q, houses: await staffOnly(fetchStaffHouses(api, q)) } };
};
