import type { BookedParty, TravelLeg } from '../../../contract/api/types.ts';

/** How the guest comes and goes, as the booking form took it: for My booking and the back office alike. */
export function travelLegs(record: BookedParty): { arrival: TravelLeg; departure: TravelLeg } {
  return {
    arrival: {
      date: record.arrivalDate,
      transportType: record.arrivalTransportType,
      transportNumber: record.arrivalTransportNumber,
    },
    departure: {
      date: record.departureDate,
      transportType: record.departureTransportType,
      transportNumber: record.departureTransportNumber,
    },
  };
}
