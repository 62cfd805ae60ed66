/** The payloads of a booking staff take on the phone (docs/product/api.md#staff-phone-bookings). */
import type { BrokenRule, IsoDate } from '../dates.ts';

/** What the stay costs, as the site prices it, and the date rules an override would set aside. */
export interface StaffPhoneQuote {
  houseCode: string;
  houseName: string;
  resFrom: IsoDate;
  resTo: IsoDate;
  nights: number;
  housesCents: number;
  kitsCents: number;
  totalCents: number;
  /** The guest's date rules the days break (overridden, with the reason given). */
  overridden: BrokenRule[];
}

/** A trade partner a booking can be put on the account of. */
export interface StaffAccount {
  id: number;
  name: string;
}
