/** Shared by the calendar tests: a booking made through the API, as a guest would. */
import { expect } from 'chai';
import type { ReservationResult } from '../../contract/api/types.ts';
import type { HttpError } from '../../server/http/errors.ts';
import { addToCart, bookingForm, call, json, type Api } from './reservation-support.ts';

/** Books the house for [from, to) (a Thursday or Sunday each) through POST /api/reservation; resolves with the booking code. */
export async function bookThrough(
  api: Pick<Api, 'base'>,
  code: string,
  from: string,
  to: string,
  email = 'anna.mueller@example.com',
): Promise<string> {
  const cartId = await addToCart(api, code, from, to);
  const res = await call(api, 'POST', '/api/reservation', {
    json: bookingForm(cartId, { arrival: from, departure: to }, { email }),
  });
  const body = await json<ReservationResult>(res);
  expect(res.status, JSON.stringify(body)).to.equal(201);
  return body.bookingCode;
}

/** The HttpError a call was refused with; fails when it was not refused. */
export async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (err) {
    return err as HttpError;
  }
  throw new Error('not refused');
}
