/**
 * The demo houses' owners (docs/product/owners.md): about 120 for 220 houses,
 * most owning one house and some two to five; most live in Iceland, a few in
 * Germany or Denmark. Commission mostly 20 %, some 15–25 %, and a few houses
 * whose own agreement differs from their owner's rate. Drawn from a stream of
 * their own, so the houses are the same with or without them.
 */
import type { CatalogueOwner } from '../../server/api/catalogue/file/schema.ts';
import { bankAccount, kennitala, type Country } from './owner-banks.ts';
import { person } from './owner-people.ts';
import type { Random } from './random.ts';

/** Owners of several houses among 220 houses, by how many they own (the rest own one each: 78). */
const SEVERAL: ReadonlyArray<readonly [houses: number, owners: number]> = [
  [5, 8],
  [4, 10],
  [3, 14],
  [2, 10],
];
const COMMISSIONS = [
  [20, 70],
  [15, 5],
  [17.5, 5],
  [18, 5],
  [22, 6],
  [22.5, 4],
  [25, 5],
] as const;
const HOUSE_COMMISSIONS = [15, 18, 22, 25];

export interface DemoOwners {
  owners: CatalogueOwner[];
  /** Each house's owner and commission override, in the houses' order. */
  houses: Array<{ owner: string; commission: number | null }>;
}

/** How many houses each owner has: the SEVERAL shares of `count` houses, the rest one each, shuffled. */
function holdings(random: Random, count: number): number[] {
  const sizes: number[] = [];
  for (const [houses, owners] of SEVERAL)
    for (let i = 0; i < Math.round((owners * count) / 220); i++) sizes.push(houses);
  let left = count - sizes.reduce((a, b) => a + b, 0);
  while (left < 0) left += sizes.pop()!;
  return random.shuffle([...sizes, ...Array<number>(left).fill(1)]);
}

export function demoOwners(random: Random, count: number): DemoOwners {
  const emails = new Set<string>();
  const sizes = holdings(random.fork('holdings'), count);
  const order = random.fork('houses').shuffle([...Array(count).keys()]);
  const houses: DemoOwners['houses'] = Array(count);
  const owners = sizes.map((size, i): CatalogueOwner => {
    const r = random.fork(`owner-${i + 1}`);
    const code = `OW-${String(i + 1).padStart(4, '0')}`;
    const country = r.weighted<Country>([
      ['IS', 92],
      ['DE', 5],
      ['DK', 3],
    ]);
    const who = person(r, country, emails);
    const taxNumber = kennitala(r);
    const commission = r.weighted(COMMISSIONS);
    for (const house of order.splice(0, size)) {
      const own = r.chance(0.06) ? r.pick(HOUSE_COMMISSIONS.filter((c) => c !== commission)) : null;
      houses[house] = { owner: code, commission: own };
    }
    return {
      code,
      ...who,
      country,
      ...bankAccount(r, country, taxNumber),
      accountHolder: who.name,
      taxNumber,
      commission,
      cancellationShare: 100,
    };
  });
  return { owners, houses };
}
