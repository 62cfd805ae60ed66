/**
 * The travelling party chosen on the house page (adults, children) as it goes
 * along in addresses: house page → cart → checkout, whose counters start from
 * it. The cart API keeps only houses and dates, so the party travels in the
 * query (`adults`, `children`). Pure, shared by the pages of the site.
 */
import { MAX_GUESTS } from './forms/booking-form.ts';

export interface Party {
  adults: number;
  children: number;
}

function count(value: string | null, min: number): number | null {
  if (value === null || !/^\d{1,2}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= MAX_GUESTS ? n : null;
}

/** The party named by an address (or a posted form): at least one adult; children 0 when not given. Null when no valid adults count is there. */
export function readParty(get: (name: string) => string | null): Party | null {
  const adults = count(get('adults'), 1);
  if (adults === null) return null;
  return { adults, children: count(get('children'), 0) ?? 0 };
}

/** The default party (the booking form's: one adult), within a house's `max` guests. */
export function fitParty(party: Party | null, max: number): Party {
  const limit = Math.max(max, 1);
  const adults = Math.min(party?.adults ?? 1, limit);
  return { adults, children: Math.min(party?.children ?? 0, limit - adults) };
}

/** The query with the party (adults, children), or without one. */
export function withParty(search: string, party: Party | null): string {
  const params = new URLSearchParams(search);
  params.delete('adults');
  params.delete('children');
  if (party) {
    params.set('adults', String(party.adults));
    params.set('children', String(party.children));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
