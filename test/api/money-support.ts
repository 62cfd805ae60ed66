/**
 * The money tests' common hands on a reservation suite at a fixed `now`: the
 * test gateway, the money context the jobs and callbacks take, the guest's
 * lookup, a pay link followed to its gateway page, and a card paid on a page.
 */
import { expect } from 'chai';
import { pino } from 'pino';
import type { ReservationResult } from '../../contract/api/types.ts';
import { receiveCallback } from '../../server/api/payments/callback.ts';
import { testGateway, type GatewayPage } from '../../server/api/payments/test-gateway/gateway.ts';
import { call, contentCompany, json, type ReservationSuite } from './reservation-support.ts';

export function suiteMoney(suite: ReservationSuite, now: string) {
  const gateway = () => testGateway({ db: suite.db, secret: suite.api.config.jwtSecret, clock: () => new Date(now) });
  const context = () => ({
    now: new Date(now),
    company: contentCompany,
    secret: suite.api.config.jwtSecret,
    publicUrl: undefined,
    logger: pino({ level: 'silent' }),
  });
  const lookup = async (b: Pick<ReservationResult, 'email' | 'bookingCode'>) =>
    json<ReservationResult>(
      await call(suite.api, 'POST', '/api/reservation/lookup', {
        json: { email: b.email, bookingCode: b.bookingCode },
      }),
    );
  /** Follows the pay link to the gateway's page; the page as the gateway sealed it. */
  async function openPage(payUrl: string): Promise<GatewayPage> {
    const res = await fetch(new URL(payUrl, suite.api.base), { redirect: 'manual' });
    expect(res.status).to.equal(303);
    return gateway().openPage(new URL(res.headers.get('location')!).pathname.split('/').pop()!)!;
  }
  /** The card charged on the page and the gateway's word delivered; null when the gateway took nothing. */
  async function payOn(page: GatewayPage) {
    const charged = await gateway().charge(page);
    return charged && receiveCallback(suite.db, gateway(), gateway().signedCallback(charged), context());
  }
  return { gateway, context, lookup, openPage, payOn };
}
