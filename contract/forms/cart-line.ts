/**
 * A cart line's changes (docs/product/api.md#cart) as superstruct schemas: the
 * bodies, the API's checks, the forms' fields.
 *
 * CartLineDates (PUT /api/cart/{cartId}/{cartLineId}): both real days, or both
 * NO_DATE (1970-01-01) for "dates to be chosen"; the booking rules of the stay
 * are the API's check after this.
 *
 * CartLineParty (PUT /api/cart/{cartId}/{cartLineId}/party, and POST /api/cart
 * beside the house): the adults and children staying in the house, whole
 * numbers within the counters' bounds (docs/product/rules.md#counters), also as
 * strings (a plain form post); what the house sleeps is the API's check after this.
 */
import { coerce, integer, max, min, string, type, type Infer } from 'superstruct';
import { COUNTER_MAX } from '../counts.ts';
import { GUEST_MIN } from '../trip.ts';
import { IsoDateStruct } from './fields.ts';

export const CartLineDates = type({ resFrom: IsoDateStruct, resTo: IsoDateStruct });
export type CartLineDates = Infer<typeof CartLineDates>;

const guests = (least: number) =>
  coerce(min(max(integer(), COUNTER_MAX), least), string(), (v) => (/^\d{1,9}$/.test(v.trim()) ? Number(v) : NaN));

export const CartLineParty = type({ adults: guests(GUEST_MIN.adults), children: guests(GUEST_MIN.children) });
export type CartLineParty = Infer<typeof CartLineParty>;
