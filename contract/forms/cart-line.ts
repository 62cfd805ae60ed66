/**
 * New dates of a cart line (docs/product/api.md#cart: PUT /api/cart/{cartId}/{cartLineId}) as
 * one superstruct schema: the body, the API's check, the form's fields. Both
 * real days, or both NO_DATE (1970-01-01) for "dates to be chosen"; the
 * booking rules of the stay are the API's check after this.
 */
import { type, type Infer } from 'superstruct';
import { IsoDateStruct } from './fields.ts';

export const CartLineDates = type({ resFrom: IsoDateStruct, resTo: IsoDateStruct });
export type CartLineDates = Infer<typeof CartLineDates>;
