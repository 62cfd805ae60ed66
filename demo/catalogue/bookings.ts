/**
 * Existing bookings and owner blocks of a demo house: stays from one
 * changeover day (Thursday or Sunday) to another, busier in summer, some
 * back-to-back, a few pending or cancelled (cancelled ones may overlap later
 * stays: they no longer count), and for some houses a long owner block.
 */
import { addDays, nextChangeoverDay, toDayNumber, type IsoDate } from '../../contract/dates.ts';
import type { Random } from './random.ts';

export interface StayRow {
  stay: string;
  kind: 'booking' | 'block';
  status: 'pending' | 'confirmed' | 'cancelled';
  note: string | null;
}

const OCCUPANCY = [0.16, 0.18, 0.2, 0.22, 0.3, 0.5, 0.6, 0.55, 0.35, 0.2, 0.15, 0.3]; // chance a free changeover day starts a stay, by month

/** Stays from firstYear-01-01 to the end of the year after. */
export function demoStays(random: Random, firstYear: number): StayRow[] {
  const rows: StayRow[] = [];
  const end = `${firstYear + 1}-12-31`;
  const popularity = random.float(0.5, 1.5);
  const closed = random.chance(0.08) ? winterClosure(random, firstYear) : null;
  if (closed)
    rows.push({
      stay: `[${closed[0]},${closed[1]})`,
      kind: 'block',
      status: 'confirmed',
      note: 'Closed for the winter',
    });
  let day: IsoDate = nextChangeoverDay(`${firstYear}-01-01`);
  while (toDayNumber(day) < toDayNumber(end) - 14) {
    if (closed && day >= closed[0] && day < closed[1]) {
      day = closed[1];
      continue;
    }
    const month = Number(day.slice(5, 7)) - 1;
    if (!random.chance(Math.min(0.9, OCCUPANCY[month] * popularity))) {
      day = nextChangeoverDay(addDays(day, 1));
      continue;
    }
    const weeks = random.weighted([
      [0, 3],
      [1, 5],
      [1.5, 1.5],
      [2, 1.5],
    ] as const);
    // Thursday→Sunday is 3 nights and Sunday→Thursday 4, so half weeks always end on a changeover day.
    const checkOut =
      weeks === 0
        ? nextChangeoverDay(addDays(day, 1))
        : weeks === 1.5
          ? nextChangeoverDay(addDays(day, 8))
          : addDays(day, 7 * weeks);
    if (closed && checkOut > closed[0] && day < closed[1]) {
      day = closed[1];
      continue;
    }
    const block = random.chance(0.1);
    // Pending (awaiting payment) only in the later year, so it stays plausible for a while.
    const pending = Number(day.slice(0, 4)) > firstYear ? 7 : 0;
    const status = block
      ? 'confirmed'
      : random.weighted([
          ['confirmed', 86],
          ['pending', pending],
          ['cancelled', 7],
        ] as const);
    rows.push({
      stay: `[${day},${checkOut})`,
      kind: block ? 'block' : 'booking',
      status,
      note: block ? random.pick(['Owner stay', 'Maintenance', 'Family visit']) : null,
    });
    // A cancelled booking frees its dates again: the next stay may start inside it.
    day =
      status === 'cancelled'
        ? nextChangeoverDay(addDays(day, 1))
        : random.chance(0.35)
          ? checkOut
          : nextChangeoverDay(addDays(checkOut, random.int(1, 20)));
  }
  return rows;
}

function winterClosure(random: Random, firstYear: number): [IsoDate, IsoDate] {
  const from = nextChangeoverDay(`${firstYear}-${random.pick(['10-20', '11-01', '11-15'])}`);
  const to = nextChangeoverDay(`${firstYear + 1}-${random.pick(['02-15', '03-01', '03-20'])}`);
  return [from, to];
}
