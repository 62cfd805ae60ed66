/**
 * A house's street address for the demo: a rural road's name and number, a postcode of its region's
 * range (Iceland's postcodes run west to east: 1–2xx the capital area, 3xx the west, 4xx the
 * Westfjords, 5–6xx the north, 7xx the east, 8xx the south) and the nearest town.
 * Drawn from the house's own stream, so the rest of the catalogue stays as it was.
 */
import type { Random } from './random.ts';

const ROADS = [
  'Birkilundur',
  'Lækjarbakki',
  'Heiðarvegur',
  'Ásabraut',
  'Hraunbrún',
  'Lindarbrekka',
  'Fjallsvegur',
  'Túnbrekka',
  'Skógarás',
  'Bakkavegur',
  'Melabraut',
  'Hlíðarendi',
];
const POSTCODES: Record<string, readonly [low: number, high: number]> = {
  reykjavik: [101, 271],
  west: [300, 371],
  westfjords: [400, 471],
  northwest: [500, 566],
  north: [600, 625],
  northeast: [640, 686],
  east: [700, 766],
  south: [800, 881],
};

export function streetAddress(random: Random, region: string, town: string): string {
  const [low, high] = POSTCODES[region] ?? [800, 881];
  return `${random.pick(ROADS)} ${random.int(1, 40)}, ${random.int(low, high)} ${town}`;
}
