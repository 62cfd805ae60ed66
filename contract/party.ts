/**
 * The travelling party (adults, children; docs/product/rules.md#trip-and-party).
 * In an address it is part of the trip and read by the trip's reader
 * (contract/trip.ts, under the list's names `numberOfAdults`,
 * `numberOfChildren`); once the house is in the cart, it belongs to the cart
 * line, and the checkout starts from the lines. Pure, shared by the pages of the site.
 */
import { PARTY_PARAMS, tripFromQuery, type Trip } from './trip.ts';

export interface Party {
  adults: number;
  children: number;
}

/** The booking form's and the cart line's default: one adult, no children. */
export const DEFAULT_PARTY: Party = { adults: 1, children: 0 };

/** The party of the traveller's trip (store.trip), when it names one. */
export function partyOfTrip(trip: Trip): Party | null {
  if (trip.adults === null && trip.children === null) return null;
  return { adults: trip.adults ?? DEFAULT_PARTY.adults, children: trip.children ?? DEFAULT_PARTY.children };
}

/** The party an address (or a posted form) names, read as the trip reads it; null when it names none but the default. */
export function readParty(query: Pick<URLSearchParams, 'get'>): Party | null {
  return partyOfTrip(tripFromQuery(query));
}

/** The party (the default when none) within a house's `max` guests. */
export function fitParty(party: Party | null, max: number): Party {
  const limit = Math.max(max, 1);
  const adults = Math.min(party?.adults ?? DEFAULT_PARTY.adults, limit);
  return { adults, children: Math.min(party?.children ?? DEFAULT_PARTY.children, limit - adults) };
}

/** The query with the party (both counts), or without one. */
export function withParty(search: string, party: Party | null): string {
  const params = new URLSearchParams(search);
  params.delete(PARTY_PARAMS.adults);
  params.delete(PARTY_PARAMS.children);
  if (party) {
    params.set(PARTY_PARAMS.adults, String(party.adults));
    params.set(PARTY_PARAMS.children, String(party.children));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/**
 * The party of a booking of several cart lines: the most guests staying at
 * once. Lines whose stays overlap add up (a group in two houses), lines one
 * after another do not (a round trip); undated lines count alone.
 */
export function partyOfLines(lines: ReadonlyArray<Party & { resFrom: string | null; resTo: string | null }>): Party {
  let most = DEFAULT_PARTY;
  for (const line of lines) {
    const together = lines.filter(
      (other) =>
        other === line ||
        (!!line.resFrom && !!other.resFrom && other.resFrom <= line.resFrom && line.resFrom < other.resTo!),
    );
    const adults = together.reduce((sum, l) => sum + l.adults, 0);
    const children = together.reduce((sum, l) => sum + l.children, 0);
    if (adults + children > most.adults + most.children) most = { adults, children };
  }
  return most;
}
