/**
 * The traveller's trip (contract/trip.ts, docs/product/rules.md#trip-and-party): read from a query under
 * the list's names, and carried by every house link and the language switch
 * without disturbing the link's other parameters.
 */
import { expect } from 'chai';
import { hasTripParams, NO_TRIP, tripFromQuery, withTrip } from '../../contract/trip.ts';

const TRIP = { checkIn: '2026-12-17', checkOut: '2026-12-27', adults: 2, children: 1 };

describe('trip (contract/trip)', () => {
  it('reads the stay and the party under the list’s query names', () => {
    expect(
      tripFromQuery('checkIn=2026-12-17&checkOut=2026-12-27&numberOfAdults=2&numberOfChildren=1&search=Akureyri'),
    ).to.deep.equal(TRIP);
    expect(tripFromQuery(new URLSearchParams('numberOfChildren=3'))).to.deep.equal({ ...NO_TRIP, children: 3 });
  });

  it('keeps the dates only as a pair of real days with at least one night, and counts only above their default', () => {
    expect(tripFromQuery('checkIn=2026-12-17')).to.deep.equal(NO_TRIP);
    expect(tripFromQuery('checkIn=2026-12-27&checkOut=2026-12-17')).to.deep.equal(NO_TRIP);
    expect(tripFromQuery('checkIn=2026-02-30&checkOut=2026-03-05')).to.deep.equal(NO_TRIP);
    expect(tripFromQuery('numberOfAdults=1&numberOfChildren=0')).to.deep.equal(NO_TRIP);
    expect(tripFromQuery('numberOfAdults=2.5&numberOfChildren=-1')).to.deep.equal(NO_TRIP);
    expect(tripFromQuery('numberOfAdults=100')).to.deep.equal(NO_TRIP);
  });

  it('puts the trip on a link, replacing the link’s own trip and keeping everything else as written', () => {
    expect(withTrip('/en/accommodation/north/hekla/', TRIP)).to.equal(
      '/en/accommodation/north/hekla/?checkIn=2026-12-17&checkOut=2026-12-27&numberOfAdults=2&numberOfChildren=1',
    );
    expect(
      withTrip('/de/ferienhaus/?search=Akureyri&checkIn=2026-01-01&checkOut=2026-01-08&regions=4,5#top', {
        ...NO_TRIP,
        adults: 3,
      }),
    ).to.equal('/de/ferienhaus/?search=Akureyri&regions=4,5&numberOfAdults=3#top');
    expect(withTrip('/en/', NO_TRIP)).to.equal('/en/');
    expect(withTrip('/en/?numberOfAdults=4', NO_TRIP)).to.equal('/en/');
  });

  it('knows whether a query names a trip at all', () => {
    expect(hasTripParams(new URLSearchParams('search=Vik&checkIn='))).to.equal(false);
    expect(hasTripParams(new URLSearchParams('numberOfChildren=1'))).to.equal(true);
  });
});
