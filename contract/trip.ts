/**
 * The traveller's choices that follow them from page to page (docs/product/rules.md#trip-and-party):
 * the stay (checkIn, checkOut) and the party (numberOfAdults,
 * numberOfChildren), under the accommodation list's own query names, so a
 * list address, a house page address and every link between them read the
 * same way. Pure: the server and the browser use the same code.
 */
import { parseIsoDate, type IsoDate } from './dates.ts';
import { parseCount } from './counts.ts';

export interface Trip {
  /** Both set (a stay of at least one night) or both null. */
  checkIn: IsoDate | null;
  checkOut: IsoDate | null;
  /** null: the default, 1 adult. */
  adults: number | null;
  /** null: the default, no children. */
  children: number | null;
}

/** The query parameters of the party (contract/party.ts reads it through tripFromQuery). */
export const PARTY_PARAMS = { adults: 'numberOfAdults', children: 'numberOfChildren' } as const;

/** The query parameters a trip travels in, in this order. */
export const TRIP_PARAMS = ['checkIn', 'checkOut', PARTY_PARAMS.adults, PARTY_PARAMS.children] as const;

/** Guest counts (docs/product/rules.md#counters): at least 1 adult, at least 0 children. */
export const GUEST_MIN = { adults: 1, children: 0 } as const;

export const NO_TRIP: Trip = { checkIn: null, checkOut: null, adults: null, children: null };

/** Whether a query says anything about the trip (so it replaces the one the traveller had). */
export function hasTripParams(query: URLSearchParams): boolean {
  return TRIP_PARAMS.some((name) => (query.get(name) ?? '').trim() !== '');
}

/** A count above its default, else null (the default is no choice at all). */
function guestCount(value: number | null | undefined, min: number): number | null {
  return value != null && Number.isInteger(value) && value > min ? value : null;
}

/** Both days when check-out comes after check-in; else null. */
function stayOf(checkIn: IsoDate | null, checkOut: IsoDate | null): { from: IsoDate; to: IsoDate } | null {
  return checkIn && checkOut && checkIn < checkOut ? { from: checkIn, to: checkOut } : null;
}

/** The trip of a URL query; what it cannot read (half a stay, '2026-02-30', '-1') is left at the default. */
export function tripFromQuery(input: Pick<URLSearchParams, 'get'> | string): Trip {
  const query = typeof input === 'string' ? new URLSearchParams(input) : input;
  const stay = stayOf(parseIsoDate(query.get('checkIn')?.trim()), parseIsoDate(query.get('checkOut')?.trim()));
  return {
    checkIn: stay?.from ?? null,
    checkOut: stay?.to ?? null,
    adults: guestCount(parseCount(query.get('numberOfAdults'), GUEST_MIN.adults), GUEST_MIN.adults),
    children: guestCount(parseCount(query.get('numberOfChildren'), GUEST_MIN.children), GUEST_MIN.children),
  };
}

/** The trip as query pairs, defaults left out. */
export function tripPairs(trip: Trip): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const stay = stayOf(trip.checkIn, trip.checkOut);
  if (stay) pairs.push(['checkIn', stay.from], ['checkOut', stay.to]);
  const adults = guestCount(trip.adults, GUEST_MIN.adults);
  const children = guestCount(trip.children, GUEST_MIN.children);
  if (adults !== null) pairs.push(['numberOfAdults', String(adults)]);
  if (children !== null) pairs.push(['numberOfChildren', String(children)]);
  return pairs;
}

/**
 * A link with the trip: the path's own trip parameters give way to the
 * trip's, every other parameter stays as written ('/en/accommodation/?regions=4,5'
 * → '/en/accommodation/?regions=4,5&checkIn=…'). A hash stays at the end.
 */
export function withTrip(href: string, trip: Trip): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const rest = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = rest.indexOf('?');
  const path = queryAt >= 0 ? rest.slice(0, queryAt) : rest;
  const isTripParam = (part: string) =>
    (TRIP_PARAMS as readonly string[]).includes([...new URLSearchParams(part).keys()][0] ?? '');
  const kept =
    queryAt >= 0
      ? rest
          .slice(queryAt + 1)
          .split('&')
          .filter((part) => part && !isTripParam(part))
      : [];
  const added = tripPairs(trip).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  const qs = [...kept, ...added].join('&');
  return path + (qs ? `?${qs}` : '') + hash;
}
