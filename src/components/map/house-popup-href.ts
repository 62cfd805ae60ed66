/** The list query's names → the house page's: the traveller's dates and party go along. */
const CARRIED = [
  ['checkIn', 'checkIn'],
  ['checkOut', 'checkOut'],
  ['numberOfAdults', 'adults'],
  ['children', 'children'],
] as const;

/** The house's link in the map's popup, with the dates and guests of the list query (`a=1&b=2`). */
export function housePopupHref(url: string, listQuery: string): string {
  const from = new URLSearchParams(listQuery);
  const to = new URLSearchParams();
  for (const [list, house] of CARRIED) {
    const value = from.get(list);
    if (value) to.set(house, value);
  }
  const query = to.toString();
  return query ? `${url}?${query}` : url;
}
