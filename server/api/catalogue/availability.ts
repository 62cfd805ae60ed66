/** availabilityPerYear of houses, derived from their active stays (never stored). */
import { availabilityPerYear, type YearAvailability } from '../../../contract/availability.ts';
import type { Queryable } from '../../db/client.ts';
import { occupiedStays } from './stays.ts';

export async function availabilityOf(
  q: Queryable,
  houseIds: readonly number[],
  years: readonly number[],
): Promise<Map<number, YearAvailability[]>> {
  const first = Math.min(...years);
  const last = Math.max(...years);
  const stays = await occupiedStays(q, houseIds, `${first}-01-01`, `${last + 1}-01-01`);
  return new Map(houseIds.map((id) => [id, availabilityPerYear(stays.get(id) ?? [], years)]));
}
