/**
 * The travelling party chosen on the house page (adults, children) as it goes
 * along in addresses: house page → cart → checkout, whose counters start from
 * it. The cart API keeps only houses and dates, so the party travels in the
 * query, under the trip's names (`numberOfAdults`, `numberOfChildren`, as the
 * list's address has them: contract/trip.ts). Pure, shared by the pages of the site.
 */
// The counters' bound (docs/product/rules.md#counters, the booking form's MAX_GUESTS too), without the booking form's schema.
import { COUNTER_MAX as MAX_GUESTS, parseCount } from './counts.ts';
import { PARTY_PARAMS, type Trip } from './trip.ts';

export interface Party {
  adults: number;
  children: number;
}

const count = (value: string | null, min: number) => parseCount(value, min, MAX_GUESTS);

/** The party named by an address (or a posted form): one adult and no children unless it says otherwise. Null when it names no valid count. */
export function readParty(get: (name: string) => string | null): Party | null {
  const adults = count(get(PARTY_PARAMS.adults), 1);
  const children = count(get(PARTY_PARAMS.children), 0);
  if (adults === null && children === null) return null;
  return { adults: adults ?? 1, children: children ?? 0 };
}

/** The default party (the booking form's: one adult), within a house's `max` guests. */
export function fitParty(party: Party | null, max: number): Party {
  const limit = Math.max(max, 1);
  const adults = Math.min(party?.adults ?? 1, limit);
  return { adults, children: Math.min(party?.children ?? 0, limit - adults) };
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

/** The party of the traveller's trip (store.trip), when it names one: what the cart and the checkout fall back on when their address has none. */
export function partyOfTrip(trip: Trip): Party | null {
  if (trip.adults === null && trip.children === null) return null;
  return { adults: trip.adults ?? 1, children: trip.children ?? 0 };
}
