import { clockOf } from '../clock.ts';
import type { BookingDeps, BookingServices } from './deps.ts';
import { paymentProvider } from './payments/providers.ts';
import { companyDetailsFromContent } from './reservations/company.ts';

/**
 * The API's dependencies with the services it shares made where not given:
 * server/index.ts makes them once for the process (the API, its jobs and the
 * pages use the same); a test or script that starts one part alone gets its own.
 */
export function withBookingServices<D extends BookingDeps>(deps: D): D & BookingServices {
  const clock = deps.clock ?? clockOf(deps.config);
  return {
    ...deps,
    clock,
    company: deps.company ?? companyDetailsFromContent(deps.config, deps.logger, deps.content),
    provider: deps.provider ?? paymentProvider({ db: deps.db, config: deps.config, clock }),
  };
}
